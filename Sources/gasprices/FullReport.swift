import Foundation
import GasPrices
import GasView
import Lenient

/// `validate`'s report of every station of a document in the sample's shape, as text or JSON:
/// one pass over the document that parses and validates it once, each station's full record
/// written as it is made, a part at a time (``RecordParts``: a station of millions of fields
/// is validated again for each part rather than held whole). A document of one station is
/// parsed whole before it is validated, so its report is written as it is made; a list's is
/// held back (``Spool``) until the pass has found the whole document to be JSON, so that input
/// that is not JSON prints nothing but the error, and then written after its first line, which
/// counts the stations.
enum FullReport {
    /// Writes the report of `source`, validated with `decoder`, to standard output
    /// (`--format ndjson` is written as it is read, by ``ValidateCommand/executeStream()``,
    /// and never comes here; it is written as `json` if it does).
    /// - Throws: ``CommandFailure/notJSON(_:_:)`` when the document, or a line of it, is not
    ///   JSON; nothing is written then.
    static func write(_ source: SourceText, decoder: LenientDecoder<Station>, format: ValidateCommand.Format,
                      timeZone: TimeZone) throws(CommandFailure) {
        var spool = Spool()
        var isList = false
        var number = 0
        var lastStart: Int? = nil
        var json = JSONBuffer()
        let pass: DocumentPass
        do {
            pass = try decoder.forEachRecordParts(in: source, layout: { layout in
                isList = layout != .single
                if !isList { spool.release(after: heading(source, layout: layout, count: 1, format: format)) }
            }) { parts in
                number += 1
                lastStart = parts.start
                switch format {
                case .text:
                    spool.write("\n")
                    ValidationReport.text(parts, number: isList ? number : nil, timeZone: timeZone) { line in
                        spool.write(line + "\n")
                    }
                case .json, .ndjson:
                    json.removeAll()
                    if number > 1 { json.append(",") }
                    RecordJSON.write(parts, into: &json) { buffer in
                        spool.write(buffer.bytes)
                        buffer.removeAll()
                    }
                    spool.write(json.bytes)
                }
            }
        } catch {
            throw .notJSON(source, error)
        }
        // A line of NDJSON that is not JSON: the input is not all JSON, and validate says so
        // rather than report the other lines as if they were the whole.
        if let problem = pass.problems.first { throw .notJSON(source, problem) }
        // A wrapped list's key given again after it: what that holds is not in the report.
        SourceDiagnostics.print(SourceProblem.repeatedLists(in: source, layout: pass.layout, lastModel: lastStart).map {
            SourceDiagnostics.warning($0, in: source.name)
        })
        spool.release(after: heading(source, layout: pass.layout, count: pass.count, format: format))
        if format == .json { spool.write("]}\n") }
        spool.flush()
    }

    /// What comes before the stations: the line that names the document and counts them, or
    /// the start of the JSON object.
    static func heading(_ source: SourceText, layout: DocumentLayout, count: Int, format: ValidateCommand.Format) -> String {
        switch format {
        case .text: ValidateCommand.named(source) + ": " + ValidateCommand.shape(layout, count: count) + "\n"
        case .json, .ndjson: "{\"source\":" + JSONWriter.string(source.name) + ",\"stations\":["
        }
    }
}
