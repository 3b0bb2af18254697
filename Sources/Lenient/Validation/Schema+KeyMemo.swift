extension Schema {
    /// What keys resolved to, by their bytes, for one validation's copy of a schema (never
    /// shared between threads). Feeds repeat the same few keys in every element; the memo
    /// holds the first ``capacity`` distinct ones and then stops growing, so a document of
    /// ever-new keys costs no more than without it.
    @usableFromInline
    final class KeyMemo {
        static var capacity: Int { 64 }

        private var keys: [[UInt8]] = []
        private var resolutions: [KeyResolution?] = []

        /// The resolution remembered for `bytes`: `.some(nil)` for a key known to match
        /// nothing, `nil` for a key not seen.
        func resolution(of bytes: UnsafeBufferPointer<UInt8>) -> KeyResolution?? {
            for index in keys.indices where Schema.bytesEqual(keys[index], bytes) {
                return .some(resolutions[index])
            }
            return nil
        }

        func remember(_ bytes: UnsafeBufferPointer<UInt8>, _ resolution: KeyResolution?) {
            guard keys.count < Self.capacity else { return }
            keys.append(Array(bytes))
            resolutions.append(resolution)
        }
    }
}
