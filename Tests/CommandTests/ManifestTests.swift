import Foundation
import Testing

/// What another package needs of this one's manifest to depend on `Lenient` by URL and
/// version. `Examples/Inventory` depends on it by path, and SwiftPM allows unsafe flags in a
/// dependency by path, so the example's build alone would not notice them coming back.
@Suite struct ManifestTests {
    static func manifest() throws -> String {
        try DocumentationTests.read("Package.swift")
    }

    /// SwiftPM refuses a dependency by version whose targets have unsafe flags ("the target
    /// 'Lenient' in product 'Lenient' contains unsafe build flags"), so the manifest has none
    /// at all: the speed they gave comes from `@inlinable` (docs/performance.md).
    @Test func theManifestHasNoUnsafeFlags() throws {
        let manifest = try Self.manifest()
        #expect(manifest.contains(".library(name: \"Lenient\""), "the Lenient product was not found")
        #expect(!manifest.contains("unsafeFlags"))
    }

    /// Only Linux is built and tested, so no Apple platform is claimed.
    @Test func noPlatformIsClaimed() throws {
        let manifest = try Self.manifest()
        for platform in [".macOS(", ".iOS(", ".tvOS(", ".watchOS(", ".visionOS(", ".macCatalyst("] {
            #expect(!manifest.contains(platform), "Package.swift claims \(platform)")
        }
    }
}
