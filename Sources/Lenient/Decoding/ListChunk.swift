import Dispatch

/// Validates a run of top-level list elements: the whole list, or one chunk of it when a
/// large list is validated on several threads.
struct ListChunk<Model: LenientModel> {
    /// How the elements are framed in the document.
    enum Framing: Equatable {
        /// Elements of a JSON list, separated by commas, the list itself at `depth` levels of
        /// nesting: 1 for a top-level list, more for a list inside an envelope, where the
        /// document goes on after its `]`.
        case list(depth: Int)
        /// One value per line (NDJSON): a line that is not JSON is a problem of its own, and
        /// the lines after it are read.
        case lines
    }

    /// Why a chunk did not end where it was planned to.
    enum Failure {
        case syntax(JSONSyntaxError)
        /// The planned end, the next chunk's start, turned out not to be an element's start
        /// (the guess landed inside an element); the chunk ran on to the end of the element
        /// holding it, and the next element really begins at `next`.
        case misaligned(next: Int)
    }

    var values: [Model] = []
    var record: CompactRecord
    var failure: Failure?
    /// Where the list ends (past its `]`) when this chunk reached its end.
    var listEnd: Int?
    /// How many of the elements are objects.
    var objects = 0
    /// How many elements were walked, validated or not.
    var elements = 0
    /// Whether elements were walked without being validated, the list's shared count
    /// (``ModelBudget``) having run past its limit.
    var skipped = false
    /// Where the chunk began and was to stop, to validate it again.
    var start = 0
    var stop: Int?
    /// Lines that are not JSON, for ``Framing/lines``, in document order.
    var problems = LineProblems()

    /// An empty run, for a source of `sourceSize` bytes.
    init(sourceSize: Int) {
        record = CompactRecord(sourceSize: sourceSize)
    }

    /// Validates the elements from `start` (an element's first byte) until the element that
    /// begins at `stop`, or, with no `stop`, to the list's end and the end of the document.
    /// - Parameter budget: the count shared by the list's chunks; once it is past its limit
    ///   the elements are walked, not validated (``skipped``), and counted in ``elements``.
    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, until stop: Int?, options: ValidationOptions,
         expectedCount: Int, framing: Framing = .list(depth: 1), budget: ModelBudget? = nil) {
        record = CompactRecord(sourceSize: bytes.count)
        self.start = start
        self.stop = stop
        // Generous: pages reserved and never written cost nothing; regrowing would copy.
        values.reserveCapacity(expectedCount)
        record.reserveCapacity(models: expectedCount)
        var tape = JSONTape()
        // Chunks run beside each other: each validates with options and schemas of its own.
        var context = ValidationContext(options: options, full: false, bytes: bytes, isolated: true)
        context.compact.reserveCapacity(expectedCount * 8)
        // Elements not yet added to the budget, and whether it is spent.
        var uncounted = 0
        var withinBudget = true
        defer {
            record.packed = context.compact
            record.fieldCount = context.fieldCount
            if let budget, uncounted > 0 { _ = budget.add(uncounted) }
        }
        // Counts an element; whether it is to be validated.
        func admits() -> Bool {
            elements += 1
            guard let budget else { return true }
            uncounted += 1
            if uncounted == ModelBudget.batch {
                withinBudget = budget.add(uncounted) && withinBudget
                uncounted = 0
            }
            if !withinBudget { skipped = true }
            return withinBudget
        }
        if framing == .lines {
            Self.walkLines(bytes, from: start, until: stop, maxDepth: options.maxDepth, tape: &tape, problems: &problems) { elementStart, root in
                guard admits() else { return }
                context.beginModel()
                record.beginModel(at: elementStart, outcomeCount: context.compact.count, fieldCount: context.fieldCount)
                context.unownedSchema(for: Model.self)._withUnsafeGuaranteedRef { $0.appendRoot(root, &context, &values) }
            }
            return
        }
        guard case .list(let depth) = framing else { return }
        do throws(JSONSyntaxError) {
            let end = try Self.walk(bytes, from: start, until: stop, maxDepth: options.maxDepth, tape: &tape,
                                    depth: depth) { elementStart, root in
                if root.kind == .object { objects += 1 }
                guard admits() else { return }
                context.beginModel()
                record.beginModel(at: elementStart, outcomeCount: context.compact.count, fieldCount: context.fieldCount)
                context.unownedSchema(for: Model.self)._withUnsafeGuaranteedRef { $0.appendRoot(root, &context, &values) }
            }
            switch end {
            case .element(let next): if next != stop { failure = .misaligned(next: next) }
            case .listEnd(let offset): listEnd = offset
            }
        } catch {
            failure = .syntax(error)
        }
    }

    /// Where ``walk(_:from:until:maxDepth:tape:depth:_:)`` stopped.
    enum WalkEnd: Equatable {
        /// At the element that begins at this offset, at or after the stop asked for.
        case element(Int)
        /// At the list's end, past its `]`.
        case listEnd(Int)
    }

    /// Parses the elements of a list one at a time, from `start` (an element's first byte)
    /// up to the first element that begins at or after `stop`, or with no `stop` to the
    /// list's end (and, for a top-level list, the end of the document), calling `body` with
    /// each element's offset and root.
    /// - Parameter depth: the list's own level of nesting (1 at the top level).
    /// - Throws: the first syntax error; a top-level list that ends before `stop` is
    ///   followed by something, so that is ``JSONSyntaxError/Code/trailingCharacters``.
    @inline(__always)  // so that `body` is specialised for the model with its caller
    static func walk(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, until stop: Int?, maxDepth: Int, tape: inout JSONTape,
        depth: Int = 1, _ body: (_ start: Int, _ root: JSONInput) -> Void
    ) throws(JSONSyntaxError) -> WalkEnd {
        var scanner = JSONScanner(bytes: bytes, position: start)
        while true {
            scanner.skipWhitespace()
            let elementStart = scanner.position
            if let stop, elementStart >= stop { return .element(elementStart) }
            // The list and what holds it count as levels of nesting.
            scanner.position = try tape.parse(bytes, from: elementStart, maxDepth: maxDepth, enclosingDepth: depth)
            _ = tape.withRoot(bytes) { body(elementStart, $0) }
            scanner.skipWhitespace()
            guard let byte = scanner.peek() else { throw JSONSyntaxError(.unexpectedEnd, at: scanner.position) }
            scanner.position += 1
            if byte == UInt8(ascii: "]") {
                if depth <= 1 { try LenientDecoder<Model>.expectEnd(bytes, after: scanner.position) }
                return .listEnd(scanner.position)
            }
            guard byte == UInt8(ascii: ",") else {
                throw JSONSyntaxError(.expectedCommaOrListEnd, at: scanner.position - 1, found: byte)
            }
        }
    }

    /// Parses one value per line from `start` (a line's first byte) up to the first line that
    /// begins at or after `stop`, calling `body` with each value's offset and root. Blank
    /// lines are skipped; a line that is not one JSON value is counted in `problems` (each
    /// line is parsed on its own, so a broken line never runs into the next) and skipped, or,
    /// with `stopsAtProblem`, ends the walk.
    ///
    /// A carriage return alone ends a line, as every position counts lines: a line between
    /// line feeds that is not one value but holds one is read as the lines its carriage
    /// returns make (`{…}\r{…}\n`, lines joined by an editor or a tool that ends lines so,
    /// is two values; until 2026-12-04 both were one line not JSON, the first value lost).
    @inline(__always)
    static func walkLines(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, until stop: Int?, maxDepth: Int, tape: inout JSONTape,
        problems: inout LineProblems, stopsAtProblem: Bool = false, _ body: (_ start: Int, _ root: JSONInput) -> Void
    ) {
        guard let base = bytes.baseAddress else { return }
        var index = start
        while index < bytes.count {
            if let stop, index >= stop { return }
            let lineEnd = LayoutDetector.firstNewline(bytes, from: index) ?? bytes.count
            // The line alone, with offsets still counted from the document's start.
            let line = UnsafeBufferPointer(start: base, count: lineEnd)
            if let valueStart = firstValue(line, from: index) {
                do throws(JSONSyntaxError) {
                    try parseLine(line, of: bytes, at: valueStart, maxDepth: maxDepth, tape: &tape, body)
                } catch {
                    if let lastReturn = lastLoneCarriageReturn(line, from: valueStart) {
                        if !walkReturnedLines(bytes, from: valueStart, through: lastReturn, until: lineEnd, maxDepth: maxDepth,
                                              tape: &tape, problems: &problems, stopsAtProblem: stopsAtProblem, body) { return }
                    } else {
                        problems.append(error)
                        if stopsAtProblem { return }
                    }
                }
            }
            index = lineEnd + 1
        }
    }

    /// Where the first byte that is not whitespace is in `line` from `start`; nil for a line
    /// of whitespace alone.
    @inline(__always)
    static func firstValue(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var scanner = JSONScanner(bytes: line, position: start)
        scanner.skipWhitespace()
        return scanner.position < line.count ? scanner.position : nil
    }

    /// Parses the one value of `line` (a line of `bytes`, which ends where it does) that
    /// begins at `valueStart`, and hands it to `body`.
    /// - Throws: the line's syntax error, or text after its value.
    @inline(__always)
    static func parseLine(_ line: UnsafeBufferPointer<UInt8>, of bytes: UnsafeBufferPointer<UInt8>, at valueStart: Int, maxDepth: Int,
                          tape: inout JSONTape, _ body: (_ start: Int, _ root: JSONInput) -> Void) throws(JSONSyntaxError) {
        let end = try tape.parse(line, from: valueStart, maxDepth: maxDepth)
        try LenientDecoder<Model>.expectEnd(line, after: end)
        _ = tape.withRoot(bytes) { body(valueStart, $0) }
    }

    /// The offset of the last carriage return in `line` from `start` that no line feed
    /// follows (the line's own end is a line feed, or the document's end).
    static func lastLoneCarriageReturn(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = line.count - 1
        // A carriage return just before the line feed is the end of a CRLF line: not a line of its own.
        if index >= start, line[index] == 0x0D { index -= 1 }
        while index >= start {
            if line[index] == 0x0D { return index }
            index -= 1
        }
        return nil
    }

    /// The lines that carriage returns make of `start..<lineEnd` (the last of them at
    /// `lastReturn`), each parsed as a line of its own, as ``walkLines`` parses lines.
    /// Whether the walk goes on (with `stopsAtProblem`, a problem ends it).
    static func walkReturnedLines(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, through lastReturn: Int, until lineEnd: Int, maxDepth: Int,
        tape: inout JSONTape, problems: inout LineProblems, stopsAtProblem: Bool, _ body: (_ start: Int, _ root: JSONInput) -> Void
    ) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = start
        while index < lineEnd {
            var end = index
            while end < lineEnd, end <= lastReturn, bytes[end] != 0x0D { end += 1 }
            if end > lastReturn { end = lineEnd }
            let part = UnsafeBufferPointer(start: base, count: end)
            if let valueStart = firstValue(part, from: index) {
                do throws(JSONSyntaxError) {
                    try parseLine(part, of: bytes, at: valueStart, maxDepth: maxDepth, tape: &tape, body)
                } catch {
                    problems.append(error)
                    if stopsAtProblem { return false }
                }
            }
            index = end + 1
        }
        return true
    }

    /// Where chunks of NDJSON might begin: the line starts after `count - 1` evenly spaced
    /// points. Always right, since a line break never occurs inside a JSON value's line.
    static func lineBoundaries(in bytes: UnsafeBufferPointer<UInt8>, after first: Int, count: Int) -> [Int] {
        var result: [Int] = []
        let span = bytes.count - first
        guard count > 1, span > 0 else { return result }
        for part in 1..<count {
            let point = max(first + span / count * part, (result.last ?? first) + 1)
            guard let newline = LayoutDetector.firstNewline(bytes, from: point), newline + 1 < bytes.count else { break }
            if newline + 1 > (result.last ?? first) { result.append(newline + 1) }
        }
        return result
    }

    /// Where chunks of a list might begin: for each of `count - 1` evenly spaced points after
    /// `first`, the next `{` that looks like the first element's start — the same
    /// indentation before it, the same whitespace after it, the same first key in any case,
    /// and `}` then `,` before it. In indented JSON a nested object rarely looks like that;
    /// in minified JSON it may. A guess is checked when the chunk before it reaches it, and a
    /// wrong one costs one chunk validated again, never a different result.
    static func boundaries(in bytes: UnsafeBufferPointer<UInt8>, after first: Int, before end: Int? = nil, count: Int) -> [Int] {
        var result: [Int] = []
        let listEnd = min(end ?? bytes.count, bytes.count)
        let span = listEnd - first
        guard count > 1, span > 0, let signature = Signature(bytes, at: first) else { return result }
        for part in 1..<count {
            var index = first + span / count * part
            if let last = result.last, index <= last { index = last + 1 }
            let limit = min(listEnd, index + (1 << 20))
            var found: Int? = nil
            while index < limit {
                if bytes[index] == UInt8(ascii: "{"), signature.matches(bytes, at: index), follows(bytes, before: index - signature.indent.count) {
                    found = index
                    break
                }
                index += 1
            }
            if let found { result.append(found) }
        }
        return result
    }

    /// What the first element's opening looks like.
    private struct Signature {
        var indent: [UInt8]
        var gap: [UInt8]
        var key: [UInt8]

        init?(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
            guard bytes[start] == UInt8(ascii: "{") else { return nil }
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            indent = lineStart > 0 && bytes[lineStart - 1] == 0x0A ? Array(bytes[lineStart..<start]) : []
            var index = start + 1
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            gap = Array(bytes[(start + 1)..<index])
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index + 1
            index = keyStart
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), index - keyStart < 64 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            key = bytes[keyStart...index].map { $0 | 0x20 }
        }

        func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            let keyStart = index + 1 + gap.count + 1
            guard keyStart + key.count <= bytes.count, index - indent.count > 0 else { return false }
            if !indent.isEmpty {
                guard bytes[index - indent.count - 1] == 0x0A else { return false }
                for offset in 0..<indent.count where bytes[index - indent.count + offset] != indent[offset] { return false }
            }
            for offset in 0..<gap.count where bytes[index + 1 + offset] != gap[offset] { return false }
            guard bytes[index + 1 + gap.count] == UInt8(ascii: "\"") else { return false }
            for offset in 0..<key.count where bytes[keyStart + offset] | 0x20 != key[offset] { return false }
            return true
        }
    }

    /// Whether the bytes before `index`, whitespace skipped, are `}` then `,`.
    private static func follows(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        var position = index - 1
        func skip() { while position >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position -= 1 } }
        skip()
        guard position >= 0, bytes[position] == UInt8(ascii: ",") else { return false }
        position -= 1
        skip()
        return position >= 0 && bytes[position] == UInt8(ascii: "}")
    }
}

/// The chunks of one parallel validation, each written by exactly one thread.
final class ChunkJob<Model: LenientModel>: @unchecked Sendable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let starts: [Int]
    private let stops: [Int?]
    private let options: ValidationOptions
    private let framing: ListChunk<Model>.Framing
    private let budget: ModelBudget?
    /// One slot per chunk, written through a pointer: no exclusivity check spans threads.
    private let slots: UnsafeMutableBufferPointer<ListChunk<Model>?>

    init(bytes: UnsafeBufferPointer<UInt8>, starts: [Int], stops: [Int?], options: ValidationOptions,
         framing: ListChunk<Model>.Framing, budget: ModelBudget?) {
        self.bytes = bytes
        self.budget = budget
        self.framing = framing
        self.starts = starts
        self.stops = stops
        self.options = options
        slots = .allocate(capacity: starts.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Validates every chunk: side by side on every core when `threads` is more than one
    /// (the options' thread count says how many chunks a list is cut into, not how many
    /// cores run them), one by one otherwise.
    func runAll(threads: Int) {
        if threads > 1, starts.count > 1 {
            DispatchQueue.concurrentPerform(iterations: starts.count) { run($0) }
        } else {
            starts.indices.forEach(run)
        }
    }

    /// Validates chunk `index`; threads call it with distinct indices.
    func run(_ index: Int) {
        let end = stops[index] ?? bytes.count
        let chunk = ListChunk<Model>(bytes: bytes, from: starts[index], until: stops[index], options: options,
                                     expectedCount: LenientDecoder<Model>.expectedCount(end - starts[index]), framing: framing,
                                     budget: budget)
        slots[index] = chunk
    }

    /// The chunks, moved out of their slots.
    func results() -> [ListChunk<Model>] {
        var chunks: [ListChunk<Model>] = []
        for index in slots.indices {
            if let chunk = slots[index] { chunks.append(chunk) }
            slots[index] = nil
        }
        return chunks
    }
}
