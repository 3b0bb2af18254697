import BenchSupport
import Foundation
import GasPrices
import GasView
import Lenient

// gasprices-list-bench: the station list on a large file, as the app runs it — loading as a
// command, the first list frame, scrolling, sort changes and filter keystrokes — with the
// commands performed here, in order, the way the app's loop performs them on a worker.
// `Benchmarks/List/run` runs it; figures in docs/performance.md.
//
// Usage: gasprices-list-bench FILE [WIDTH] [HEIGHT]   (defaults: 200 60)
// Prints one JSON object: times in milliseconds, peak memory in bytes.

let (path, width, height) = BenchSupport.fileAndSize(program: "gasprices-list-bench")
let clock = ContinuousClock()

let milliseconds = BenchSupport.milliseconds
let peakBytes = BenchSupport.peakBytes

/// The median and the 99th percentile of `samples`.
func spread(_ samples: [Double]) -> (median: Double, p99: Double) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return (0, 0) }
    return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 99 / 100)])
}

var state = AppState(timeZone: TimeZone(identifier: "America/New_York") ?? .current, width: width, height: height,
                     now: Date(timeIntervalSince1970: 1_790_000_000))
let start = clock.now
_ = App.start(&state, sources: [path])
let source: LoadedSource
do {
    source = try SourceLoader.load(.file(path))
} catch {
    FileHandle.standardError.write(Data("gasprices-list-bench: \(error.message)\n".utf8))
    exit(1)
}
let loaded = clock.now
// The catalog's columns are built as the source is added; the app then asks for the
// order's first rows ahead of the whole, and the first frame shows them.
let orders = App.update(&state, .sourceLoaded(source))
let added = clock.now
guard case .order(let query, let among, let first)? = orders.first, let first else {
    FileHandle.standardError.write(Data("gasprices-list-bench: the app asked for no preview of the order\n".utf8))
    exit(1)
}
_ = App.update(&state, .stationsOrdered(state.catalog.order(query, among: among, limit: first)))
_ = App.update(&state, .loadingFinished)
let previewed = clock.now
var grid = App.view(state)
let firstFrame = clock.now
let previewRows = state.listCount
// The whole order, on the worker in the app while the first rows are shown.
_ = App.update(&state, .stationsOrdered(state.catalog.order(query, among: among)))
grid = App.view(state)
let ordered = clock.now

/// Times `keys`, each pressed, its commands performed, and the frame drawn.
@MainActor func time(_ keys: [Key]) -> [Double] {
    keys.map { key in
        let before = clock.now
        BenchSupport.send(.keyPressed(key), to: &state)
        grid = App.view(state)
        return milliseconds(clock.now - before)
    }
}

/// Times the key alone (update and frame; the order it asks for runs on a worker in the
/// app), and apart the order's computation.
@MainActor func timeSplit(_ key: Key) -> (key: Double, order: Double) {
    let before = clock.now
    let commands = App.update(&state, .keyPressed(key))
    grid = App.view(state)
    let keyed = clock.now
    for command in commands {
        if case .order(let query, let among, _) = command {
            let order = state.catalog.order(query, among: among)
            _ = App.update(&state, .stationsOrdered(order))
        }
    }
    let worked = clock.now
    grid = App.view(state)
    return (milliseconds(keyed - before), milliseconds(worked - keyed))
}

let scrolling = spread(time(Array(repeating: Key.down, count: 400) + Array(repeating: Key.pageDown, count: 100)
                            + Array(repeating: Key.up, count: 400) + [.end, .home, .end, .home]))
var sortKeys: [Double] = []
var sortOrders: [Double] = []
for key in [Key.character("s"), .character("s"), .character("s"), .character("s"), .character("S"), .character("S")] {
    let (keyed, order) = timeSplit(key)
    sortKeys.append(keyed)
    sortOrders.append(order)
}
// The filter's parts, alone: matching the text, and ordering the matches of an order.
let fullOrder = state.catalog.order(state.query)
let matchStart = clock.now
let matched = state.catalog.matches("n")
let matchMilliseconds = milliseconds(clock.now - matchStart)
var narrowedQuery = state.query
narrowedQuery.filter = "n"
let narrowStart = clock.now
let narrowed = state.catalog.order(narrowedQuery, among: fullOrder)
let narrowMilliseconds = milliseconds(clock.now - narrowStart)
_ = (matched.count, narrowed.indices.count)
_ = time([.character("/")])
var filterKeys: [Double] = []
var filterOrders: [Double] = []
for character in "newa" {
    let (keyed, order) = timeSplit(.character(character))
    filterKeys.append(keyed)
    filterOrders.append(order)
}
let filtered = state.listCount
var clearing: [Double] = []
for _ in 0..<4 {
    let (keyed, order) = timeSplit(.backspace)
    clearing.append(keyed + order)
}
let (escapeKey, escapeOrder) = timeSplit(.escape)

let result: [String: Any] = [
    "file": (path as NSString).lastPathComponent,
    "bytes": source.source.bytes.count,
    "stations": state.catalog.count,
    "load_ms": milliseconds(loaded - start),
    "catalog_ms": milliseconds(added - loaded),
    "preview_ms": milliseconds(previewed - added),
    "preview_rows": previewRows,
    "first_frame_ms": milliseconds(firstFrame - start),
    "full_order_ms": milliseconds(ordered - firstFrame),
    "full_list_ms": milliseconds(ordered - start),
    "scroll_median_ms": scrolling.median,
    "scroll_p99_ms": scrolling.p99,
    "sort_key_max_ms": sortKeys.max() ?? 0,
    "sort_order_median_ms": spread(sortOrders).median,
    "sort_order_max_ms": sortOrders.max() ?? 0,
    "filter_keystroke_max_ms": zip(filterKeys, filterOrders).map { $0 + $1 }.max() ?? 0,
    "filter_keystroke_median_ms": spread(zip(filterKeys, filterOrders).map { $0 + $1 }).median,
    "filter_matches": filtered,
    "filter_match_alone_ms": matchMilliseconds,
    "filter_narrow_alone_ms": narrowMilliseconds,
    "filter_backspace_max_ms": clearing.max() ?? 0,
    "filter_clear_ms": escapeKey + escapeOrder,
    "peak_bytes": peakBytes(),
]
if let data = try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]) {
    print(String(decoding: data, as: UTF8.self))
}
