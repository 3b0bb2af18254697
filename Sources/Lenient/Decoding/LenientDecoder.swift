import Dispatch
import Foundation

/// What one pass over every model of a document found of it: what ``LenientDecoder/decode(_:)``'s
/// batch says of the document.
public struct DocumentPass: Sendable, Equatable {
    /// How the document holds its models.
    public var layout: DocumentLayout
    /// How many models it holds.
    public var count: Int
    /// Lines that are not JSON, in a document of ``DocumentLayout/lines``; they hold no model.
    /// The first ``LineProblems/limit`` are kept.
    public var problems: [JSONSyntaxError] { lines.kept }
    /// Lines that are not JSON, every one counted.
    public var lines: LineProblems

    public init(layout: DocumentLayout, count: Int, problems: LineProblems = LineProblems()) {
        self.layout = layout
        self.count = count
        self.lines = problems
    }
}

/// Validates documents into models: a top-level object gives one model, a top-level list one
/// model per element.
///
/// ``decode(_:)`` keeps the compact record (non-exact outcomes only) for any size of input;
/// ``record(at:of:)`` rebuilds one model's full record and ``records(_:)`` every model's.
public struct LenientDecoder<Model: LenientModel>: Sendable {
    public var options: ValidationOptions

    public init(options: ValidationOptions = ValidationOptions()) {
        self.options = options
    }

    /// Validates a whole document, keeping values and the compact record.
    ///
    /// The document's ``DocumentLayout`` is found first: one object, a top-level list, a list
    /// wrapped in an envelope (`{"data":{"items":[…]}}`), or one object per line (NDJSON; a
    /// line that is not JSON is kept in ``Batch/problems`` and the other lines are read).
    ///
    /// A large list is validated in chunks on every core (``ValidationOptions/threads``);
    /// the result is the same as in one piece: a chunk boundary that turns out not to be an
    /// element's start costs that chunk validated again, and a syntax error is always the
    /// first in the document.
    /// - Throws: ``JSONSyntaxError`` when the source is not JSON.
    public func decode(_ source: SourceText) throws(JSONSyntaxError) -> Batch<Model> {
        try decode(source, keepingFirst: nil).batch
    }

    /// Validates a whole document as ``decode(_:)`` does and, for a document of one model,
    /// keeps the part `window` asks for of its full record, made in the same validation
    /// (``RecordWindow``); `first` is `nil` for a list, whose models are validated apart.
    /// - Throws: ``JSONSyntaxError`` when the source is not JSON.
    public func decode(_ source: SourceText, keepingFirst window: RecordWindow?) throws(JSONSyntaxError) -> (batch: Batch<Model>, first: PartialRecord?) {
        let parts = try source.withBytes { (bytes) throws(JSONSyntaxError) -> (DocumentLayout, [ListChunk<Model>])? in
            // A wrapped list is validated as soon as the layout walk meets it, rather than
            // walked to its end first; kept when it is the list the walk chooses.
            var claimed: (first: Int, chunks: [ListChunk<Model>], count: Int)? = nil
            let claim: ListFinder.Claim = { (first, depth) throws(JSONSyntaxError) in
                // Counted, not checked: a list too long is reported once the walk has chosen
                // it (an error thrown here would end the walk as a document of one model).
                let (chunks, count) = try countedElements(bytes, from: first, before: nil, framing: .list(depth: depth))
                claimed = (first, chunks, count)
                return ListFinder.Claimed(end: chunks.last?.listEnd ?? bytes.count,
                                          elements: count,
                                          objects: chunks.reduce(0) { $0 + $1.objects })
            }
            switch try plan(bytes, lineDelimited: source.isLineDelimited, continuation: source.isContinuation, listOpen: source.listOpen,
                            claim: claim) {
            case .single:
                return nil
            case .list(let first, let end, let layout):
                guard let first else { return (layout, []) }
                if let claimed, claimed.first == first {
                    try checkCount(claimed.count, listAt: first)
                    return (layout, claimed.chunks)
                }
                let framing: ListChunk<Model>.Framing = layout == .lines ? .lines : .list(depth: layout.listDepth)
                return (layout, try decodeElements(bytes, from: first, before: end, framing: framing))
            }
        }
        let leading = leadingText(of: source)
        if let (layout, chunks) = parts {
            return (Batch(source: source, layout: layout, pieces: chunks.map { $0.values }, records: chunks.map { $0.record },
                          problems: chunks.reduce(into: LineProblems()) { $0.append(contentsOf: $1.problems) },
                          leadingText: leading), nil)
        }
        // A single model: one object (or anything else) as the whole document.
        var single = ListChunk<Model>(sourceSize: source.count)
        var first: PartialRecord? = nil
        _ = try forEachModel(in: source, full: false, window: window) { _, offset, model, context in
            single.values.append(model)
            single.record.beginModel(at: offset, outcomeCount: 0, fieldCount: 0)
            single.record.packed = context.compact
            single.record.fieldCount = context.fieldCount
            if let window {
                let (line, column) = context.tracker.position(of: offset, in: context.bytes)
                first = PartialRecord(window: window, fields: context.fields, ignored: context.ignored, fieldCount: Int(context.fieldOrdinal),
                                      ignoredCount: Int(context.ignoredOrdinal), line: line, column: column)
            }
        }
        return (Batch(source: source, layout: .single, pieces: [single.values], records: [single.record], leadingText: leading), first)
    }

    /// The bytes skipped before the document's JSON (see ``ValidationOptions/skipsLeadingText``),
    /// or `nil` when the document begins with its JSON.
    public func leadingText(of source: SourceText) -> Range<Int>? {
        guard options.skipsLeadingText, !source.isContinuation else { return nil }
        return source.withBytes { bytes -> Range<Int>? in
            var scanner = JSONScanner(bytes: bytes, position: 0)
            // A part of NDJSON starts past the document's byte order mark: one here is text.
            if !source.isLineDelimited, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
            scanner.skipWhitespace()
            guard let first = scanner.peek(), first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
                  let start = LeadingText.valueStart(in: bytes, from: scanner.position) else { return nil }
            return scanner.position..<start
        }
    }

    /// Validates the elements of a list (or the lines of NDJSON) from `first`, on every core
    /// when there are enough of them. A list inside an envelope whose end is not known yet
    /// (`end` is `nil`) is validated alone up to its first 4 MB, so that a short list in a
    /// long document is not split across what follows it.
    /// - Throws: the list's first syntax error, else ``JSONSyntaxError/Code/tooMany`` at its
    ///   first element when it holds more than ``ValidationOptions/maxModels``.
    private func decodeElements(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, before end: Int?,
                                framing: ListChunk<Model>.Framing) throws(JSONSyntaxError) -> [ListChunk<Model>] {
        let (chunks, count) = try countedElements(bytes, from: first, before: end, framing: framing)
        // After the list's syntax errors, which come first as in the document.
        try checkCount(count, listAt: first)
        return chunks
    }

    /// ``JSONSyntaxError/Code/tooMany`` at the list's first element, for a list of `count`
    /// elements past ``ValidationOptions/maxModels``.
    private func checkCount(_ count: Int, listAt first: Int) throws(JSONSyntaxError) {
        let limit = ModelBudget.limit(options.maxModels)
        if count > limit { throw JSONSyntaxError(.tooMany, at: first, limit: limit) }
    }

    /// The elements validated, and how many the list holds: when that is within
    /// ``ValidationOptions/maxModels``, every chunk's elements are validated.
    private func countedElements(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, before end: Int?,
                                 framing: ListChunk<Model>.Framing) throws(JSONSyntaxError) -> (chunks: [ListChunk<Model>], count: Int) {
        let budget = ModelBudget(limit: options.maxModels)
        var chunks = try decodeElements(bytes, from: first, before: end, framing: framing, budget: budget)
        let count = chunks.reduce(0) { $0 + $1.elements }
        guard count <= budget.limit else { return (chunks, count) }
        // A chunk that stopped validating for the shared count, which also counted chunks
        // dropped since, is validated again in full, on every core as at first.
        let again = chunks.indices.filter { chunks[$0].skipped }
        guard !again.isEmpty else { return (chunks, count) }
        let job = ChunkJob<Model>(bytes: bytes, starts: again.map { chunks[$0].start }, stops: again.map { chunks[$0].stop },
                                  options: options, framing: framing, budget: nil)
        job.runAll(threads: max(1, options.threads ?? Processors.active))
        for (index, chunk) in zip(again, job.results()) {
            let failure = chunks[index].failure
            chunks[index] = chunk
            chunks[index].failure = failure
        }
        return (chunks, count)
    }

    /// The elements validated, counted against `budget`, which is not checked.
    private func decodeElements(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, before end: Int?,
                                framing: ListChunk<Model>.Framing, budget: ModelBudget) throws(JSONSyntaxError) -> [ListChunk<Model>] {
        let threads = max(1, options.threads ?? Processors.active)
        let parallel = 4 << 20
        var first = first
        var head: [ListChunk<Model>] = []
        if threads > 1, end == nil, case .list(let depth) = framing, depth > 1, bytes.count - first >= 2 * parallel {
            var chunk = ListChunk<Model>(bytes: bytes, from: first, until: first + parallel, options: options,
                                         expectedCount: Self.expectedCount(parallel), framing: framing, budget: budget)
            switch chunk.failure {
            case .syntax(let error): throw error
            case .misaligned(let next): first = next
            case nil: first += parallel
            }
            // Walked in one piece, the head ended at the list's end or at an element's start.
            chunk.failure = nil
            if chunk.listEnd != nil { return [chunk] }
            head = [chunk]
        }
        if threads > 1, (end ?? bytes.count) - first >= parallel {
            let boundaries = framing == .lines
                ? ListChunk<Model>.lineBoundaries(in: bytes, after: first, count: threads * 4)
                : ListChunk<Model>.boundaries(in: bytes, after: first, before: end, count: threads * 4)
            if !boundaries.isEmpty {
                return head + (try decodeInParallel(bytes, starts: [first] + boundaries, framing: framing, budget: budget))
            }
        }
        let whole = ListChunk<Model>(bytes: bytes, from: first, until: nil, options: options,
                                     expectedCount: Self.expectedCount((end ?? bytes.count) - first), framing: framing, budget: budget)
        if case .syntax(let error) = whole.failure { throw error }
        return head + [whole]
    }

    /// Where a document's models are.
    enum Plan {
        /// One value, starting at this offset.
        case single(Int)
        /// Elements from `first` (`nil`: none), the list ending before `end` when it is
        /// wrapped, laid out as `layout`.
        case list(first: Int?, end: Int?, layout: DocumentLayout)
    }

    /// Finds the document's layout (see ``decode(_:)``); `claim` validates a wrapped list as
    /// the walk meets it (see ``LayoutDetector/detect(_:start:maxDepth:namesProperty:claim:preferredList:)``).
    /// `continuation`: the bytes are lines of a document after its first part. `listOpen`:
    /// the bytes are a part of a wrapped list whose `[` is there (``SourceText/listOpen``).
    func plan(_ bytes: UnsafeBufferPointer<UInt8>, lineDelimited: Bool = false, continuation: Bool = false,
              listOpen: Int? = nil, claim: ListFinder.Claim? = nil) throws(JSONSyntaxError) -> Plan {
        if lineDelimited {
            // Known to be NDJSON: every line is read as one, whatever it begins with. These
            // are lines of a document read a part at a time, which has dropped its byte order
            // mark already: a mark here begins a later line, an error as in the whole document.
            var scanner = JSONScanner(bytes: bytes, position: 0)
            scanner.skipWhitespace()
            guard let first = scanner.peek() else { throw JSONSyntaxError(.emptyInput, at: scanner.position) }
            // The part that begins the document skips the text before its JSON, as the whole
            // document does (its first line was not JSON, and its station lost, read in parts).
            var start = scanner.position
            if options.skipsLeadingText, !continuation, first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
               let valueStart = LeadingText.valueStart(in: bytes, from: scanner.position) {
                start = valueStart
            }
            // The part that begins the document says what its first line is, as the whole
            // document does (a later part, read as lines, is read as the whole document reads
            // its later lines; see ``firstLineHoldsList(_:)``).
            if !continuation { try refuseListPerLine(bytes, from: start) }
            return .list(first: start, end: nil, layout: .lines)
        }
        switch try Self.documentStart(bytes, skippingLeadingText: options.skipsLeadingText) {
        case .list(let first):
            return .list(first: first, end: nil, layout: .list)
        case .single(let start):
            guard bytes[start] == UInt8(ascii: "{") else { return .single(start) }
            let schema = Model.lenientSchema
            let remaps = options.globalRemaps
            switch LayoutDetector.detect(bytes, start: start, maxDepth: options.maxDepth,
                                         namesProperty: { schema.namesProperty($0, globalRemaps: remaps) }, claim: claim,
                                         preferredList: listOpen) {
            case .single:
                return .single(start)
            case .lines:
                try refuseListPerLine(bytes, from: start)
                return .list(first: start, end: nil, layout: .lines)
            case .wrapped(let open, let end, let path):
                var scanner = JSONScanner(bytes: bytes, position: open + 1)
                scanner.skipWhitespace()
                let empty = scanner.peek() == UInt8(ascii: "]")
                return .list(first: empty ? nil : scanner.position, end: end, layout: .wrapped(path: path))
            }
        }
    }

    /// Whether `source` begins as lines (its first line a whole object, the next beginning
    /// another) whose first is a whole document holding its models in a list, which the
    /// engine refuses as lines (``JSONSyntaxError/Code/listPerLine``): a reader that reads
    /// such lines each as a document of its own asks it of a document's first two lines, to
    /// read every part of it so. A document of one line is no lines.
    public func firstLineHoldsList(_ source: SourceText) -> Bool {
        guard let start = linesStart(source) else { return false }
        return source.withBytes { bytes in
            do {
                try refuseListPerLine(bytes, from: start)
                return false
            } catch {
                return true
            }
        }
    }

    /// Whether `source` begins as lines of objects, as ``decode(_:)`` would read it: its
    /// first line a whole object, and the next beginning another (or the first a model).
    public func beginsLines(_ source: SourceText) -> Bool {
        linesStart(source) != nil
    }

    /// Where the first line's object begins, when `source` begins as lines of objects.
    private func linesStart(_ source: SourceText) -> Int? {
        source.withBytes { bytes -> Int? in
            var scanner = JSONScanner(bytes: bytes, position: 0)
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
            scanner.skipWhitespace()
            var start = scanner.position
            // Text before the JSON is passed over as the decoder passes over it.
            if options.skipsLeadingText, let first = scanner.peek(), first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
               let valueStart = LeadingText.valueStart(in: bytes, from: scanner.position) {
                start = valueStart
            }
            let schema = Model.lenientSchema
            let remaps = options.globalRemaps
            guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
                  LayoutDetector.beginsLines(bytes, start: start, maxDepth: options.maxDepth,
                                             namesProperty: { schema.namesProperty($0, globalRemaps: remaps) }) else { return nil }
            return start
        }
    }

    /// Refuses lines of envelopes (see ``LayoutDetector/refuseListPerLine(_:from:maxDepth:namesProperty:)``).
    private func refuseListPerLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(JSONSyntaxError) {
        let schema = Model.lenientSchema
        let remaps = options.globalRemaps
        try LayoutDetector.refuseListPerLine(bytes, from: start, maxDepth: options.maxDepth,
                                             namesProperty: { schema.namesProperty($0, globalRemaps: remaps) })
    }

    /// A generous capacity for a run of `bytes` bytes of elements: reserved pages that are
    /// never written cost no memory, and growing a large array would copy it.
    static func expectedCount(_ bytes: Int) -> Int {
        max(16, bytes / 64)
    }

    /// Validates chunks of a list at once, one beginning at each of `starts`, then puts them
    /// in order: a chunk whose start was not an element's start (the chunk before it ran past
    /// it) is validated again from where the element after really begins.
    /// - Throws: the first syntax error in the document.
    func decodeInParallel(_ bytes: UnsafeBufferPointer<UInt8>, starts: [Int], framing: ListChunk<Model>.Framing = .list(depth: 1),
                          budget: ModelBudget) throws(JSONSyntaxError) -> [ListChunk<Model>] {
        let stops: [Int?] = starts.dropFirst().map { Optional($0) } + [nil]
        let job = ChunkJob<Model>(bytes: bytes, starts: starts, stops: stops, options: options, framing: framing, budget: budget)
        job.runAll(threads: max(1, options.threads ?? Processors.active))
        var chunks = job.results()
        var ordered: [ListChunk<Model>] = []
        ordered.reserveCapacity(chunks.count)
        // Where the current chunk must really begin, when that is not its planned start.
        var resume: Int? = nil
        for index in chunks.indices {
            if let restart = resume {
                // What was validated from the wrong start is dropped before validating again.
                chunks[index] = ListChunk(sourceSize: bytes.count)
                if let stop = stops[index], restart >= stop {
                    // The chunk before ran past this whole chunk.
                    resume = restart == stop ? nil : restart
                    continue
                }
                chunks[index] = ListChunk(bytes: bytes, from: restart, until: stops[index], options: options,
                                          expectedCount: Self.expectedCount((stops[index] ?? bytes.count) - restart),
                                          framing: framing, budget: budget)
            }
            switch chunks[index].failure {
            case nil: resume = nil
            case .misaligned(let next): resume = next
            case .syntax(let error): throw error
            }
            ordered.append(chunks[index])
            // Chunks planned past a wrapped list's end hold what follows it.
            if chunks[index].listEnd != nil { break }
        }
        return ordered
    }

    /// Every model's full record, in document order.
    /// - Throws: ``JSONSyntaxError`` when the source is not JSON.
    public func records(_ source: SourceText) throws(JSONSyntaxError) -> [ModelRecord<Model>] {
        var result: [ModelRecord<Model>] = []
        _ = try forEachRecord(in: source) { result.append($0) }
        return result
    }

    /// Calls `body` with each model's full record in document order, keeping only one at a
    /// time, so a file of any size can be written out record by record.
    /// - Returns: whether the document is a top-level list.
    /// - Parameter stopsAtBadLine: a line of NDJSON that is not JSON ends the walk, thrown
    ///   as a syntax error after the records before it, instead of being skipped.
    @discardableResult
    public func forEachRecord(in source: SourceText, stopsAtBadLine: Bool = false,
                              _ body: (ModelRecord<Model>) -> Void) throws(JSONSyntaxError) -> Bool {
        try forEachRecord(in: source, stopsAtBadLine: stopsAtBadLine, layout: { _ in }, body).layout != .single
    }

    /// Calls `body` with each model's full record in document order, as
    /// ``forEachRecord(in:stopsAtBadLine:_:)`` does, having told `layout` how the document
    /// holds them: one pass that parses and validates the document once, and says what
    /// ``decode(_:)``'s batch would of it.
    public func forEachRecord(in source: SourceText, stopsAtBadLine: Bool = false, layout: (DocumentLayout) -> Void,
                              _ body: (ModelRecord<Model>) -> Void) throws(JSONSyntaxError) -> DocumentPass {
        var count = 0
        let (found, problems) = try forEachModel(in: source, full: true, window: nil, stopsAtBadLine: stopsAtBadLine,
                                                 layout: layout) { _, offset, model, context in
            let (line, column) = context.tracker.position(of: offset, in: context.bytes)
            count += 1
            body(ModelRecord(value: model, fields: context.fields, ignored: context.ignored, line: line, column: column))
        }
        return DocumentPass(layout: found, count: count, problems: problems)
    }

    /// Rebuilds the full record of model `index` of a batch: the same values and outcomes
    /// that ``decode(_:)`` found, with every field, path and position.
    public func record(at index: Int, of batch: Batch<Model>) -> ModelRecord<Model>? {
        guard let start = batch.offset(ofModel: index) else { return nil }
        let source = batch.source
        return source.withBytes { bytes in
            var tape = JSONTape()
            guard (try? tape.parse(bytes, from: start, maxDepth: options.maxDepth)) != nil else { return nil }
            var context = ValidationContext(options: options, full: true, bytes: bytes, skipsByteOrderMark: !source.isLineDelimited)
            context.beginModel()
            let model = tape.withRoot(bytes) { Self.validateRoot($0, &context) } ?? Model()
            let (line, column) = context.tracker.position(of: start, in: bytes)
            return ModelRecord(value: model, fields: context.fields, ignored: context.ignored, line: line, column: column)
        }
    }

    /// Parses the document and validates each model, element by element for a list (top-level
    /// or wrapped) or NDJSON; lines of NDJSON that are not JSON are skipped.
    /// - Parameter layout: told how the document holds its models, before the first.
    /// - Returns: how the document holds its models, and its lines that are not JSON.
    func forEachModel(
        in source: SourceText, full: Bool, window: RecordWindow? = nil, stopsAtBadLine: Bool = false,
        layout found: (DocumentLayout) -> Void = { _ in },
        _ body: (_ index: Int, _ offset: Int, _ model: Model, _ context: inout ValidationContext) -> Void
    ) throws(JSONSyntaxError) -> (layout: DocumentLayout, problems: LineProblems) {
        try source.withBytes { (bytes) throws(JSONSyntaxError) -> (layout: DocumentLayout, problems: LineProblems) in
            var tape = JSONTape()
            var context = ValidationContext(options: options, full: full, bytes: bytes, window: window,
                                            skipsByteOrderMark: !source.isLineDelimited)
            switch try plan(bytes, lineDelimited: source.isLineDelimited, continuation: source.isContinuation, listOpen: source.listOpen) {
            case .single(let start):
                let end = try tape.parse(bytes, from: start, maxDepth: options.maxDepth)
                try Self.expectEnd(bytes, after: end)
                found(.single)
                context.beginModel()
                let model = tape.withRoot(bytes) { Self.validateRoot($0, &context) } ?? Model()
                body(0, start, model, &context)
                return (.single, LineProblems())
            case .list(nil, _, let layout):
                found(layout)
                return (layout, LineProblems())
            case .list(let first?, _, let layout):
                found(layout)
                // One element at a time, so only one model's nodes are held.
                var index = 0
                let each: (Int, JSONInput) -> Void = { start, root in
                    context.beginModel()
                    let model = Self.validateRoot(root, &context)
                    body(index, start, model, &context)
                    index += 1
                }
                var problems = LineProblems()
                if layout == .lines {
                    ListChunk<Model>.walkLines(bytes, from: first, until: nil, maxDepth: options.maxDepth, tape: &tape,
                                               problems: &problems, stopsAtProblem: stopsAtBadLine, each)
                    if stopsAtBadLine, let problem = problems.kept.first { throw problem }
                } else {
                    _ = try ListChunk<Model>.walk(bytes, from: first, until: nil, maxDepth: options.maxDepth, tape: &tape,
                                                  depth: layout.listDepth, each)
                }
                return (layout, problems)
            }
        }
    }

    /// How a document begins.
    enum DocumentStart {
        /// One value (not a list), starting at this offset.
        case single(Int)
        /// A top-level list, with its first element's offset; `nil` for an empty list.
        case list(Int?)
    }

    /// Finds where the document's value begins, skipping a UTF-8 byte order mark (not JSON,
    /// but harmless) and whitespace, and, when asked, text before the JSON (see
    /// ``LeadingText``); an empty list is checked to end the document.
    /// - Throws: ``JSONSyntaxError/Code/emptyInput`` when there is no value at all,
    ///   ``JSONSyntaxError/Code/tooLarge`` beyond ``SourceText/maximumSize`` bytes.
    static func documentStart(_ bytes: UnsafeBufferPointer<UInt8>, skippingLeadingText: Bool = false) throws(JSONSyntaxError) -> DocumentStart {
        // Bytes made in memory can be larger than any file `SourceText.read` accepts.
        guard bytes.count <= SourceText.maximumSize else { throw JSONSyntaxError(.tooLarge, at: 0) }
        var scanner = JSONScanner(bytes: bytes, position: 0)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
        scanner.skipWhitespace()
        guard var first = scanner.peek() else { throw JSONSyntaxError(.emptyInput, at: scanner.position) }
        if skippingLeadingText, first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
           let start = LeadingText.valueStart(in: bytes, from: scanner.position) {
            scanner.position = start
            first = bytes[start]
        }
        guard first == UInt8(ascii: "[") else { return .single(scanner.position) }
        scanner.position += 1
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "]") {
            try expectEnd(bytes, after: scanner.position + 1)
            return .list(nil)
        }
        return .list(scanner.position)
    }

    /// Validates a document's root (or a top-level list element) as a model. Anything but
    /// an object gives a model of defaults, recorded as one field with an empty path.
    static func validateRoot(_ input: JSONInput, _ context: inout ValidationContext) -> Model {
        // Through the schema, whose closure the declaring module specialised for the model.
        context.schema(for: Model.self).validateRoot(input, &context)
    }

    static func expectEnd(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) throws(JSONSyntaxError) {
        var scanner = JSONScanner(bytes: bytes, position: offset)
        scanner.skipWhitespace()
        if let byte = scanner.peek() { throw JSONSyntaxError(.trailingCharacters, at: scanner.position, found: byte) }
    }
}
