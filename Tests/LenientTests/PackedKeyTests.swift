@testable import Lenient
import Testing

/// Keys packed in words compare as their bytes do, as is and in any ASCII case, wherever the
/// key lies in the source.
@Suite struct PackedKeyTests {
    /// Bytes around the letters' edges (`@`, `[`, `` ` ``, `{`), letters, digits and bytes
    /// above 0x7F, where a fold that is wrong shows.
    static let alphabet: [UInt8] = Array("@AZ[`az{0_-".utf8) + [0x7F, 0x80, 0xC1, 0xDA, 0xE1, 0xFA]

    @Test func packedKeysCompareAsTheirBytes() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<20_000 {
            let first = (0..<next(17)).map { _ in Self.alphabet[next(Self.alphabet.count)] }
            // Half the time the same key with the case of some letters changed.
            let second = next(2) == 0
                ? first.map { byte in (byte | 0x20) &- UInt8(ascii: "a") < 26 && next(2) == 0 ? byte ^ 0x20 : byte }
                : (0..<next(17)).map { _ in Self.alphabet[next(Self.alphabet.count)] }
            // The received key at the end of its source (bytes read one by one) and with
            // room after it (read a word at a time).
            for padding in [0, 1, 20] {
                let source = first + Array(repeating: UInt8(ascii: "\""), count: padding)
                source.withUnsafeBufferPointer { buffer in
                    let content = UnsafeBufferPointer(rebasing: buffer[0..<first.count])
                    guard let received = PackedKey(content, in: buffer) else {
                        Issue.record("a key of \(first.count) bytes was not packed")
                        return
                    }
                    let declared = PackedKey(declared: second)
                    second.withUnsafeBufferPointer { other in
                        #expect((received == declared) == Schema<Sample>.bytesEqual(first, other))
                        #expect((received.folded == declared.folded) == Schema<Sample>.asciiCaseInsensitiveEqual(first, other),
                                "\(first) against \(second)")
                    }
                    #expect(received == PackedKey(declared: first))
                }
            }
        }
    }

    /// A key longer than 16 bytes is not packed, and a declared name that long matches no
    /// packed key.
    @Test func longKeysAreLeftToTheBytes() {
        let long = Array("averyveryverylongkey".utf8)
        long.withUnsafeBufferPointer { buffer in
            #expect(PackedKey(buffer, in: buffer) == nil)
        }
        let sixteen = Array(long.prefix(16))
        sixteen.withUnsafeBufferPointer { buffer in
            #expect(PackedKey(buffer, in: buffer) != PackedKey(declared: long))
            #expect(PackedKey(buffer, in: buffer) == PackedKey(declared: sixteen))
        }
    }
}
