// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

// Built and tested on Linux only: no Apple platform is claimed (the engine uses APIs that
// are newer than the macOS 13 this line used to name, and nothing here is run on macOS).
let package = Package(
    name: "gasprices",
    products: [
        .executable(name: "gasprices", targets: ["gasprices"]),
        .library(name: "Lenient", targets: ["Lenient"]),
        .library(name: "GasPrices", targets: ["GasPrices"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Layer 1: the lenient key-value validation engine. No gas-price knowledge.
        .macro(
            name: "LenientMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // No unsafe flags, so that another package can depend on it: the per-field hot path is
        // `@inlinable`, and the modules that declare models specialise it for their types.
        .target(name: "Lenient", dependencies: ["LenientMacros", "LenientStack"]),
        // How much of its stack the validating thread has used (C: the thread's attributes and
        // a frame's address), so that a model nested in itself stops short of the stack's end.
        .target(name: "LenientStack"),

        // The stub responses, embedded in the binary. `Responses/` is the source of truth;
        // `Sources/BuiltinResponses/Responses` is a link to the top-level folder.
        .target(name: "BuiltinResponses", resources: [.embedInCode("Responses")]),

        // Layer 2: the domain — stations, addresses, price histories, sources.
        .target(name: "GasPrices", dependencies: ["Lenient", "BuiltinResponses"]),

        // Layer 3: the view — pure functions of state to text and cell grids.
        .target(name: "GasView", dependencies: ["GasPrices", "Lenient"]),

        // Layer 4: the terminal backend — the wide-character ncurses, and the only code that
        // imports it: copies grids to the screen, turns keys into messages. No pkg-config:
        // its flags for ncursesw are `-D` defines, which SwiftPM refuses from a dependency with
        // a warning on every build of a package that uses `Lenient`; the shim sets what they
        // would (`NCURSES_WIDECHAR`) and names the package to install when the header is missing.
        .systemLibrary(name: "CNcursesw"),
        .target(name: "Terminal", dependencies: ["CNcursesw", "GasView", "GasPrices"]),

        // Layer 5: the command line. It only wires the layers together.
        .executableTarget(
            name: "gasprices",
            dependencies: [
                "GasPrices", "GasView", "Lenient", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Benchmarks: a deterministic generator and side-by-side measurements.
        .executableTarget(
            name: "gasprices-bench",
            dependencies: ["GasPrices", "Lenient"],
            path: "Benchmarks/Sources/gasprices-bench"
        ),
        // What the app benchmarks share: timing, peak memory, commands performed as the loop does.
        .target(name: "BenchSupport", dependencies: ["GasView", "GasPrices"], path: "Benchmarks/Support"),
        // The interactive app's keypress-to-frame time, on a headless ncurses screen.
        .executableTarget(
            name: "gasprices-tui-bench",
            dependencies: ["BenchSupport", "Terminal", "GasView", "GasPrices"],
            path: "Benchmarks/TUI/Keypress"
        ),

        // The station list on a large file: first frame, scrolling, sorting, filtering.
        .executableTarget(
            name: "gasprices-list-bench",
            dependencies: ["BenchSupport", "GasView", "GasPrices", "Lenient"],
            path: "Benchmarks/List",
            exclude: ["run"]
        ),

        // A station with a long price history: open to first frame, the keys that make more
        // of its record, peak memory.
        .executableTarget(
            name: "gasprices-huge-bench",
            dependencies: ["BenchSupport", "GasView", "GasPrices", "Lenient"],
            path: "Benchmarks/Huge",
            exclude: ["run"]
        ),

        // Fuzzing: libFuzzer entry points over the parser and the engine, the Station model,
        // the feeds, key paths, text, and a model nested in itself. `Fuzz/run` builds them
        // with -DFUZZING and the fuzzer and address sanitizers; built plainly, each replays the
        // files it is given.
        .target(name: "FuzzSupport", dependencies: ["Lenient"], path: "Fuzz/Support"),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", "Lenient"], path: "Fuzz/JSON"),
        .executableTarget(name: "fuzz-station", dependencies: ["FuzzSupport", "GasPrices", "Lenient"], path: "Fuzz/Station"),
        .executableTarget(name: "fuzz-feeds", dependencies: ["FuzzSupport", "GasPrices", "Lenient"], path: "Fuzz/Feeds"),
        .executableTarget(name: "fuzz-keypath", dependencies: ["FuzzSupport", "GasPrices", "Lenient"], path: "Fuzz/KeyPath"),
        .executableTarget(name: "fuzz-text", dependencies: ["FuzzSupport", "GasView", "Lenient"], path: "Fuzz/Text"),
        .executableTarget(name: "fuzz-tree", dependencies: ["FuzzSupport", "Lenient"], path: "Fuzz/Tree"),

        .testTarget(
            name: "LenientTests",
            dependencies: [
                "Lenient", "LenientMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "GasPricesTests", dependencies: ["GasPrices", "Lenient"]),
        // The screens' snapshots are text files the tests read from the source folder.
        .testTarget(name: "GasViewTests", dependencies: ["GasView", "GasPrices", "Lenient"], exclude: ["__snapshots__"]),
        .testTarget(name: "CommandTests", dependencies: ["gasprices"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "GasView", "GasPrices"]),
    ]
)
