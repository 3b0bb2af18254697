import Lenient

extension DocumentSketch {
    /// The sketch of a document held whole: of its first ``limit`` bytes, and, when members
    /// of its top-level object follow its list past them, of all of it, so that an answer's
    /// own facts given after a long list of stations (Spain's `Fecha`, MyGasFeed's `status`
    /// with its error) are read as they are before it. A document that ends with its list, as
    /// most do, is not read further. A document read a part at a time keeps its first part's
    /// sketch: what follows is read after the stations before it were written.
    public static func ofWhole(_ source: SourceText) -> DocumentSketch {
        let sketch = DocumentSketch(source)
        guard source.count > limit, sketch.root == .object, !source.isContinuation,
              source.withBytes({ membersFollowAList($0) }) else { return sketch }
        return DocumentSketch(source, limit: source.count)
    }

    /// Whether the bytes end with an object whose last member, or its last member's last
    /// member and so on, is not a list (`…], "Fecha": "…"}`, `…], "status": {"error":
    /// "YES"}}`): members after a list, to read. A document that ends with a list inside
    /// its objects (`{"data": {"items": […]}}`) has none.
    static func membersFollowAList(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = bytes.count
        func skipBlanksBack() {
            while end > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
        }
        skipBlanksBack()
        guard end > 0, bytes[end - 1] == UInt8(ascii: "}") else { return false }
        while end > 0, bytes[end - 1] == UInt8(ascii: "}") {
            end -= 1
            skipBlanksBack()
        }
        return end > 0 && bytes[end - 1] != UInt8(ascii: "]")
    }
}
