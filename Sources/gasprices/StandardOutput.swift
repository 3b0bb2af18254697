import Lenient

/// Buffered standard output: large reports are written in big chunks.
struct StandardOutput {
    private var buffer = JSONBuffer(capacity: StandardStream.chunk + (1 << 12))

    mutating func write(_ text: String) {
        buffer.append(raw: text)
        if buffer.bytes.count > StandardStream.chunk { flush() }
    }

    mutating func line(_ text: String) {
        buffer.append(raw: text)
        buffer.append("\n")
        if buffer.bytes.count > StandardStream.chunk { flush() }
    }

    /// Writes JSON made in place by `body`, straight into the output's buffer.
    mutating func json(_ body: (inout JSONBuffer) -> Void) {
        body(&buffer)
        if buffer.bytes.count > StandardStream.chunk { flush() }
    }

    /// Writes JSON made in a buffer of its own (a record made a part at a time): a small
    /// piece is copied into the output's buffer, a large one written as it is.
    mutating func write(_ json: JSONBuffer) {
        json.bytes.withUnsafeBufferPointer { write(bytes: $0) }
    }

    /// Writes bytes of JSON made elsewhere, as they are: a small piece copied into the
    /// output's buffer, a large one written as it is.
    mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count > StandardStream.chunk {
            flush()
            StandardStream.output.write(UnsafeRawBufferPointer(bytes))
            return
        }
        buffer.append(bytes: bytes)
        if buffer.bytes.count > StandardStream.chunk { flush() }
    }

    mutating func flush() {
        StandardStream.output.write(buffer.bytes)
        buffer.removeAll()
    }
}
