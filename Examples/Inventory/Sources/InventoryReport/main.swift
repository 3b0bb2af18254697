import Foundation
import Inventory
import Lenient

// inventory-report [FILE]: what became of each field of a catalog export (the built-in
// sample when no file is given). Exit status 1 when the file cannot be read or is not JSON.

/// Prints `message` on standard error and ends with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("inventory-report: \(message)\n".utf8))
    exit(1)
}

let source: SourceText
if let path = CommandLine.arguments.dropFirst().first {
    switch Result(catching: { () throws(SourceReadError) in try SourceText.read(path: path) }) {
    case .success(let text): source = text
    case .failure(let error): fail(error.message)
    }
} else {
    source = SourceText(name: "sample.json", text: Sample.document)
}

switch Result(catching: { () throws(JSONSyntaxError) in try LenientDecoder<Catalog>().records(source) }) {
case .success(let records):
    print(records.map { Report.lines(for: $0).joined(separator: "\n") }.joined(separator: "\n\n"))
case .failure(let error):
    fail("\(source.location(of: error.offset)): \(error.message)")
}
