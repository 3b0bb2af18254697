import Foundation
import Lenient
import Testing

/// What a document that is not JSON is instead, told from its first bytes, and the syntax
/// error's message that names it.
@Suite struct ForeignContentTests {
    /// A document's start, where the parser stopped, and what it is.
    static let cases: [(bytes: [UInt8], offset: Int, content: ForeignContent?)] = [
        ([0x1F, 0x8B, 0x08, 0x00], 0, .gzip),
        ([0x50, 0x4B, 0x03, 0x04, 0x14], 0, .zip),
        ([0x50, 0x4B, 0x05, 0x06], 0, .zip),
        (Array("BZh91AY".utf8), 0, .bzip2),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00], 0, .xz),
        ([0x28, 0xB5, 0x2F, 0xFD, 0x24], 0, .zstandard),
        (Array("%PDF-1.7\n".utf8), 0, .pdf),
        ([0xFF, 0xFE, 0x7B, 0x00], 0, .encoded(.utf16LittleEndian)),
        ([0x00, 0x7B, 0x00, 0x7D], 0, .encoded(.utf16BigEndian)),
        (Array("<!DOCTYPE html>\n<html>".utf8), 0, .html),
        (Array("\n  <HTML><body>502</body></HTML>".utf8), 3, .html),
        (Array("<?xml version=\"1.0\"?><stations/>".utf8), 0, .xml),
        (Array("<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\">".utf8), 0, .html),
        ([0xEF, 0xBB, 0xBF] + Array("<html>".utf8), 3, .html),
        (Array("date,station_uuid,diesel\n2024-01-01,a,1.7\n".utf8), 0, .csv(separator: UInt8(ascii: ","))),
        (Array("\"date\",\"station\",\"diesel\"\n".utf8), 6, .csv(separator: UInt8(ascii: ","))),
        (Array("id;name;price".utf8), 0, .csv(separator: UInt8(ascii: ";"))),
        (Array("id\tname\tprice\n1\ta\t2\n".utf8), 0, .csv(separator: 0x09)),
        // Two columns: when a whole second line has the same one separator.
        (Array("date,station\n1,2\n".utf8), 0, .csv(separator: UInt8(ascii: ","))),
        (Array("station;e5\n\"Aral; Berlin\";1,859\n3;4\n".utf8), 0, .csv(separator: UInt8(ascii: ";"))),
        // An error inside the first field, where it reads as a number or a value of JSON
        // (until a fix of 2026-12-06 these lost their hint for a day).
        (Array("2024-01-01,E5,1.79\n2024-01-02,E5,1.81\n".utf8), 4, .csv(separator: UInt8(ascii: ","))),
        (Array("0042;Shell;1,79\n".utf8), 1, .csv(separator: UInt8(ascii: ";"))),
        (Array("  12:30,a,b".utf8), 4, .csv(separator: UInt8(ascii: ","))),
        // A second byte order mark, where the JSON should begin (not a line of CSV).
        ([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("[1, 2, 3]".utf8), 3, .secondByteOrderMark),
        ([0xEF, 0xBB, 0xBF, 0x20, 0xEF, 0xBB, 0xBF] + Array("{}".utf8), 4, .secondByteOrderMark),
        // Lines that end in a carriage return alone: an error past one, no line feed.
        (Array("{\"price\": 1}\r{\"price\": 2}\r".utf8), 13, .carriageReturnLines),
        (Array("{\"price\": 1}\r\n{\"price\": 2} x".utf8), 27, nil),
        (Array("{\"price\": 1} x\r".utf8), 13, nil),
        (Array("{\r \"a\": 1,\r \"b\": x\r}".utf8), 17, nil),
        // Not these: an error past where the start would explain it, a '<' that begins
        // no page, a second line with other columns, quoted separators, JSON's own start.
        (Array("<html>".utf8), 2, nil),
        (Array("<stations>".utf8), 0, nil),
        (Array("date,station,diesel\n2024-01-01,a\nx\n".utf8), 0, nil),
        // One comma is prose unless a whole second line has one too (a second line without
        // its line feed may be one cut at the kilobyte's end, so it does not count).
        (Array("Hello, world".utf8), 0, nil),
        (Array("Hello, world\nno comma here\n".utf8), 0, nil),
        (Array("date,station\n1,2".utf8), 0, nil),
        (Array("date,station\n1,2,3\n".utf8), 0, nil),
        (Array("\"a,b,c\"x".utf8), 7, nil),
        (Array("{\"a\": 1, \"b\": 2, x}".utf8), 17, nil),
        (Array("[1, 2, x]".utf8), 7, nil),
        (Array("a,b,c\nd,e,f".utf8), 8, nil),
        (Array("hello".utf8), 0, nil),
        // A server's warning before JSON, then the warning and the JSON again (an answer kept
        // twice in one file): the error after the first value is no CSV's (until 2026-12-06
        // the warning's commas made it one).
        (Array("Warning (2): get(http://x/y?a=1&b=2) [APP/radius.ctp, line 2]{\"a\": 1}Warning (2): get(http://x/y?a=1&b=2) [APP/radius.ctp, line 2]".utf8), 69, nil),
        ([], 0, nil),
        (Array("  ".utf8), 2, nil),
    ]

    @Test(arguments: cases.indices)
    func detect(index: Int) {
        let (bytes, offset, content) = Self.cases[index]
        let found = bytes.withUnsafeBufferPointer { ForeignContent.detect(in: $0, errorAt: offset) }
        #expect(found == content, "\(String(decoding: bytes, as: UTF8.self).debugDescription) at \(offset)")
    }

    /// The error's message ends with what the file is; an error it does not explain keeps its
    /// message as it was.
    @Test func theMessageNamesIt() throws {
        let page = SourceText(name: "page.json", bytes: Array("<!DOCTYPE html>\n<p>502</p>".utf8))
        let error = try #require(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(page) }
        #expect(error.content == nil)
        let noted = error.noting(contentOf: page)
        #expect(noted.content == .html)
        #expect(noted.message == "expected a JSON value but found '<'; the file is an HTML page (a server's error or sign-in page?), not JSON")
        #expect(noted.code == error.code && noted.offset == error.offset)

        let prose = SourceText(name: "prose.json", bytes: Array("hello".utf8))
        let plain = try #require(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(prose) }
        #expect(plain.noting(contentOf: prose) == plain)
    }

    /// A file converted from the encoding its first bytes named, and not JSON as converted, is
    /// said to have been read so where its text cannot even begin: UTF-8 after UTF-16's byte
    /// order mark said only "found byte 0xE7", a byte of the conversion (until 2026-12-06).
    @Test func aConvertedFileIsSaidToHaveBeenReadSo() throws {
        let marked = SourceText(name: "u.json", decoding: [0xFF, 0xFE] + Array(#"[{"description": "Café"}]"#.utf8))
        #expect(marked.encoding == .utf16LittleEndian)
        let error = try #require(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(marked) }
        let noted = error.noting(contentOf: marked)
        #expect(noted.content == .readAs(.utf16LittleEndian))
        #expect(noted.message.hasSuffix("; the file was read as UTF-16LE, as its first bytes say, and the text so read (what is said to be found) does not begin as JSON: "
            + "if the file is in another encoding (UTF-8 after a byte order mark of UTF-16?), remove the mark or convert it"))
        // An error further on is the document's own: said where it is, with no such note.
        let utf16 = SourceText(name: "v.json", decoding: [0xFF, 0xFE] + Array("[1,]".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let broken = try #require(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(utf16) }
        #expect(broken.noting(contentOf: utf16).content == nil)
        #expect(utf16.describe(broken) == "v.json:1:4: not JSON: expected a JSON value but found ']'")
        // UTF-8, said nothing of.
        let plain = SourceText(name: "w.json", decoding: Array("[1,]".utf8))
        let plainError = try #require(throws: JSONSyntaxError.self) { try LenientDecoder<Sample>().decode(plain) }
        #expect(plainError.noting(contentOf: plain).content == nil)
    }
}
