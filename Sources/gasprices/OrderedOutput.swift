import Dispatch
import Foundation
import GasPrices
import Lenient

/// The output of parts of the input made on several threads at once, written in the parts'
/// order (`validate --format ndjson`).
///
/// A part's lines are held until every part before it is written; the part whose turn it
/// is writes straight to the output. A part that holds more than ``heldLimit`` bytes
/// waits for its turn before going on, so memory stays bounded whatever a station's size.
///
/// The station number in each line counts the values of the parts before, which a part
/// made early does not know yet: it leaves a gap for the number
/// (``PartLines/beginStation(in:at:)``), filled when the part's lines are written. What a
/// part says after its lines (warnings on standard error) is said at its turn too.
final class OrderedOutput: @unchecked Sendable {
    /// The most bytes a part holds, unless told otherwise, while parts before it are still
    /// being made.
    static let defaultHeldLimit = 16 << 20
    /// The most parts made at once: each holds up to ``heldLimit`` bytes of lines and its
    /// input, so memory grows with them.
    static let maximumWorkers = 4
    /// The bytes of input a part aims at, unless told otherwise: small enough that a part's
    /// lines (about eleven times its input, for the sample's records, ten for Tankerkönig's)
    /// are held whole while
    /// the part before is written, so that parts are made side by side; large enough that
    /// each part's own cost is nothing beside its stations'.
    static let partSize = 1 << 20

    private let condition = NSCondition()
    /// Written only by the part whose turn it is, or by the caller once every part is done.
    private var output: StandardOutput
    /// The part written next: every part before it is written.
    private var turn = 0
    /// Values (stations, and for a feed what is not one) of the parts before ``turn``.
    private var stationsBefore = 0
    /// The first part that failed: no part after it is written.
    private var failedPart: Int?
    private var failure: SourceFailure?
    /// The first part known to have failed, before its turn: no part after it is written,
    /// whatever the parts before it do, so none need be made.
    private var firstFailing: Int?
    let heldLimit: Int

    init(_ output: StandardOutput, heldLimit: Int = OrderedOutput.defaultHeldLimit) {
        self.output = output
        self.heldLimit = max(1, heldLimit)
    }

    /// Whether a part before `index` failed, or is known to fail: part `index` and those
    /// after it need not be made.
    func hasFailed(before index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return firstFailing.map { $0 < index } ?? false
    }

    /// Whether it is part `index`'s turn: every part before it is written.
    fileprivate func hasTurn(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return turn == index
    }

    /// The output and the first part's error, once every part is done.
    func finish() -> (output: StandardOutput, failure: SourceFailure?) {
        condition.lock()
        defer { condition.unlock() }
        return (output, failure)
    }

    /// Makes part `index` with `body`, which hands each station's line to the ``PartLines``,
    /// then writes what is held, calls `atTurn` with the output and the count of values
    /// before the part, and gives the turn to the next part. A part after one that failed
    /// writes nothing.
    func make(part index: Int, _ body: (inout PartLines) throws(SourceFailure) -> Void,
              atTurn: (inout StandardOutput, _ valuesBefore: Int) -> Void = { _, _ in }) {
        var lines = PartLines(index: index, owner: self)
        var error: SourceFailure? = nil
        do { try body(&lines) } catch let thrown {
            error = thrown
            condition.lock()
            firstFailing = min(firstFailing ?? index, index)
            condition.unlock()
        }
        guard waitForTurn(index) else { return endTurn(index, values: 0, error: nil) }
        lines.writeHeld(into: &output, stationsBefore: stationsBefore)
        atTurn(&output, stationsBefore)
        endTurn(index, values: lines.values ?? lines.count, error: error)
    }

    /// Waits until every part before `index` is written; whether none of them failed.
    fileprivate func waitForTurn(_ index: Int) -> Bool {
        condition.lock()
        while turn < index { condition.wait() }
        let clear = failedPart == nil
        condition.unlock()
        return clear
    }

    /// Writes what part `index` holds now, once its turn has come: its later lines go
    /// straight to the output. Whether they are to be written at all.
    fileprivate func writeHeld(_ lines: inout PartLines) -> Bool {
        guard waitForTurn(lines.index) else { return false }
        lines.writeHeld(into: &output, stationsBefore: stationsBefore)
        return true
    }

    /// Writes a line made while it is part `index`'s turn.
    fileprivate func write(_ buffer: JSONBuffer) {
        output.write(buffer)
    }

    private func endTurn(_ index: Int, values: Int, error: SourceFailure?) {
        condition.lock()
        if let error, failedPart == nil {
            failedPart = index
            failure = error
            firstFailing = min(firstFailing ?? index, index)
        }
        stationsBefore += values
        turn = index + 1
        condition.broadcast()
        condition.unlock()
    }
}

/// The lines of one part of ``OrderedOutput``: held, with a gap for each station's number,
/// until the part's turn, then written as they are made.
struct PartLines {
    let index: Int
    fileprivate unowned let owner: OrderedOutput
    /// Lines made before the part's turn.
    private var held = JSONBuffer()
    /// Where in ``held`` each held line's station number goes, and the number within the part.
    private var gaps: [(offset: Int, number: Int)] = []
    /// The stations of this part so far.
    private(set) var count = 0
    /// How many values the part took, when that is not its count of stations (a feed's part
    /// counts what is not a station too): the next part's numbers begin after them.
    var values: Int?
    /// The values of the parts before (``OrderedOutput``'s count), once the part's turn has
    /// come: its lines go straight to the output.
    private var stationsBefore: Int?

    fileprivate init(index: Int, owner: OrderedOutput) {
        self.index = index
        self.owner = owner
    }

    /// Whether the part's lines will never be written (a part before it failed): its
    /// stations need not be made.
    var isDropped: Bool { dropped }
    private var dropped = false

    /// Begins a station whose line is being made in `buffer`: its number, when the part's
    /// turn has come; otherwise `nil`, and the number goes where `buffer` ends now, filled in
    /// when the held lines are written. `number`: the station's number within the part,
    /// from 1 (by default, the count of stations so far).
    mutating func beginStation(in buffer: JSONBuffer, at number: Int? = nil) -> Int? {
        count += 1
        let local = number ?? count
        if let stationsBefore { return stationsBefore + local }
        if !dropped { gaps.append((held.bytes.count + buffer.bytes.count, local)) }
        return nil
    }

    /// Hands over a station's line, or a piece of one (a large station's record, a
    /// megabyte at a time). Once the part's turn has come (checked here, or waited for when
    /// more than ``OrderedOutput/heldLimit`` bytes are held), lines go straight out.
    mutating func take(_ buffer: JSONBuffer) {
        guard !dropped else { return }
        if stationsBefore != nil {
            owner.write(buffer)
            return
        }
        held.append(buffer)
        guard held.bytes.count > owner.heldLimit || owner.hasTurn(index) else { return }
        if !owner.writeHeld(&self) {
            dropped = true
            held = JSONBuffer()
            gaps = []
        }
    }

    /// Writes the held lines with their numbers filled in; later lines go straight out.
    fileprivate mutating func writeHeld(into output: inout StandardOutput, stationsBefore before: Int) {
        var start = 0
        var number = JSONBuffer()
        held.bytes.withUnsafeBufferPointer { bytes in
            for gap in gaps {
                number.removeAll()
                number.append(integer: before + gap.number)
                output.write(bytes: UnsafeBufferPointer(rebasing: bytes[start..<gap.offset]))
                output.write(number)
                start = gap.offset
            }
            output.write(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        held.removeAll()
        gaps.removeAll()
        stationsBefore = before
    }
}
