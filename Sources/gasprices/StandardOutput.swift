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

    /// Writes JSON made in a buffer of its own (a record too large to make here whole).
    mutating func write(_ json: JSONBuffer) {
        flush()
        StandardStream.output.write(json.bytes)
    }

    mutating func flush() {
        StandardStream.output.write(buffer.bytes)
        buffer.removeAll()
    }
}
