/// A key of at most 16 bytes held in two words, as it is or with its ASCII capitals in lower
/// case: matching a received key against a model's names is then a comparison of words per
/// name, not of bytes.
struct PackedKey: Equatable {
    static let maximumLength = 16

    var length: Int
    var low: UInt64
    var high: UInt64

    /// A property's name or a remap, as declared. One longer than 16 bytes gets a length
    /// no received key has, so it matches none here (``Schema`` compares such keys byte by
    /// byte).
    init(declared bytes: [UInt8]) {
        length = bytes.count <= Self.maximumLength ? bytes.count : -1
        low = 0
        high = 0
        for (index, byte) in bytes.prefix(Self.maximumLength).enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
    }

    /// A received key's bytes (`content`, a part of `source`); `nil` when it is longer than
    /// 16 bytes. The words are read at once when the source has 16 bytes from the key's
    /// start, and the bytes past the key are cleared.
    @inline(__always)
    init?(_ content: UnsafeBufferPointer<UInt8>, in source: UnsafeBufferPointer<UInt8>) {
        let count = content.count
        guard count <= Self.maximumLength, let start = content.baseAddress, let sourceStart = source.baseAddress else { return nil }
        length = count
        if start - sourceStart + 16 <= source.count {
            let raw = UnsafeRawPointer(start)
            let first = raw.loadUnaligned(as: UInt64.self).littleEndian
            let second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
            low = count >= 8 ? first : first & ((1 << (8 * UInt64(count))) &- 1)
            high = count >= 16 ? second : count <= 8 ? 0 : second & ((1 << (8 * UInt64(count - 8))) &- 1)
        } else {
            low = 0
            high = 0
            for index in 0..<count {
                if index < 8 { low |= UInt64(content[index]) << (8 * index) } else { high |= UInt64(content[index]) << (8 * (index - 8)) }
            }
        }
    }

    /// The key with `A`–`Z` in lower case and every other byte as it is, so two keys that
    /// differ only in the case of ASCII letters fold alike.
    @inline(__always)
    var folded: PackedKey {
        var copy = self
        copy.low = Self.lowered(low)
        copy.high = Self.lowered(high)
        return copy
    }

    /// Each byte of `word` from `A` to `Z` with 0x20 added, eight at once: a byte's top bit is
    /// set in `upper` when it is at least `A`, not above `Z` and itself below 0x80.
    @inline(__always)
    static func lowered(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let seven = word & (ones &* 0x7F)
        let atLeastA = seven &+ ones &* (0x80 - 0x41)
        let aboveZ = seven &+ ones &* (0x80 - 0x5B)
        let upper = atLeastA & ~aboveZ & ~word & (ones &* 0x80)
        return word | (upper >> 2)
    }
}
