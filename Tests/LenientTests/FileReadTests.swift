import Foundation
import Glibc
@testable import Lenient
import Testing

/// Reading a large file on two threads gives the bytes one thread would, in order.
@Suite struct FileReadTests {
    /// A file of `count` bytes, none of its 4 KB pages the same as another, in a folder of
    /// its own; the folder's URL is returned for removal.
    static func file(count: Int) throws -> (directory: URL, path: String, bytes: [UInt8]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lenient-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<count).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let path = directory.appendingPathComponent("big.json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (directory, path, bytes)
    }

    @Test func aLargeFileReadsWholeOnTwoThreads() throws {
        let size = FileRead.parallelSize + 12_345
        let (directory, path, bytes) = try Self.file(count: size)
        defer { try? FileManager.default.removeItem(at: directory) }
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var reported: [Int] = []
        var buffer = [UInt8](repeating: 0, count: size)
        let result = buffer.withUnsafeMutableBufferPointer { FileRead.fill($0, from: descriptor, threads: 2) { reported.append($0) } }
        #expect(result.count == size)
        #expect(result.errno == 0)
        #expect(buffer == bytes)
        // Progress only rises, and ends at the whole.
        #expect(reported == reported.sorted())
        #expect(reported.last == size)
        #expect(reported.count > 2)

        // Through SourceText, which reads a file of this size the same way.
        #expect(try SourceText.read(path: path).bytes == bytes)
    }

    /// A file shorter than the buffer (shortened after its size was taken) reads as far as it
    /// goes, whichever half it ends in.
    @Test(arguments: [0.25, 0.75])
    func aFileThatEndsEarlyReadsToItsEnd(fraction: Double) throws {
        let size = FileRead.parallelSize + 4096
        let (directory, path, bytes) = try Self.file(count: Int(Double(size) * fraction))
        defer { try? FileManager.default.removeItem(at: directory) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: size)
        let result = buffer.withUnsafeMutableBufferPointer { FileRead.fill($0, from: descriptor, threads: 2) { _ in } }
        #expect(result.count == bytes.count)
        #expect(result.errno == 0)
        #expect(Array(buffer[..<result.count]) == bytes)
    }

    /// A descriptor that cannot be read gives its error, with nothing read.
    @Test func anUnreadableDescriptorGivesItsError() {
        var buffer = [UInt8](repeating: 0, count: FileRead.parallelSize)
        for threads in [1, 2] {
            let result = buffer.withUnsafeMutableBufferPointer { FileRead.fill($0, from: -1, threads: threads) { _ in } }
            #expect(result.count == 0)
            #expect(result.errno == EBADF)
        }
    }
}
