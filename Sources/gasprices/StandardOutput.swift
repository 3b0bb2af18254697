import Lenient

/// Buffered standard output: large reports are written in big chunks.
struct StandardOutput {
    private var buffer = JSONBuffer(capacity: Self.chunk + (1 << 12))
    /// Bytes gathered before they are written.
    static let chunk = 1 << 16

    mutating func write(_ text: String) {
        buffer.append(raw: text)
        if buffer.bytes.count > Self.chunk { flush() }
    }

    mutating func line(_ text: String) {
        buffer.append(raw: text)
        buffer.append("\n")
        if buffer.bytes.count > Self.chunk { flush() }
    }

    /// Writes JSON made in place by `body`, straight into the output's buffer.
    mutating func json(_ body: (inout JSONBuffer) -> Void) {
        body(&buffer)
        if buffer.bytes.count > Self.chunk { flush() }
    }

    mutating func flush() {
        StandardStream.output.write(buffer.bytes)
        buffer.removeAll()
    }
}
