import BenchSupport
import Foundation
import GasPrices
import GasView
import Lenient

// gasprices-huge-bench: a station with a long price history opened as the app opens it — the
// file loaded as a command, its source added, loading finished — to the first frame of its
// detail screen, with the process's peak memory then; after it, the keys that make more of the
// record (End, Enter for a trace, `r` for the raw JSON, `h` for the chart), each timed from the
// key to its frame. `Benchmarks/Huge/run` runs it beside `gasprices validate --summary` on
// the same file; figures in docs/performance.md.
//
// Usage: gasprices-huge-bench FILE [WIDTH] [HEIGHT]   (defaults: 200 60)
// Prints one JSON object: times in milliseconds, peak memory in bytes.

let (path, width, height) = BenchSupport.fileAndSize(program: "gasprices-huge-bench")
let clock = ContinuousClock()

let milliseconds = BenchSupport.milliseconds
let peakBytes = BenchSupport.peakBytes

/// A key, then the frame that answers it; milliseconds from the key to the frame.
func press(_ key: Key, _ state: inout AppState) -> (milliseconds: Double, frame: Grid) {
    let start = clock.now
    BenchSupport.send(.keyPressed(key), to: &state)
    let frame = App.view(state)
    return (milliseconds(clock.now - start), frame)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("gasprices-huge-bench: \(message)\n".utf8))
    exit(1)
}

var state = AppState(timeZone: TimeZone(identifier: "America/New_York") ?? .current, width: width, height: height,
                     now: Date(timeIntervalSince1970: 1_790_000_000))
let start = clock.now
_ = App.start(&state, sources: [path])
let source: LoadedSource
do {
    source = try SourceLoader.load(.file(path))
} catch {
    fail(error.message)
}
let loaded = clock.now
let peakAtLoad = peakBytes()
BenchSupport.send(.sourceLoaded(source), to: &state)
BenchSupport.send(.loadingFinished, to: &state)
let peakAtUpdate = peakBytes()
let first = App.view(state)
let framed = clock.now
let peakAtFirstFrame = peakBytes()
guard state.screen == .detail, first.text.contains("Validation"), let lines = state.entry?.itemCount else {
    fail("the first frame is not the station's detail screen with its validation panel")
}

// The last line of the panel, its trace, the raw JSON at the first line, the chart.
let end = press(.end, &state)
guard end.frame.text.contains("\(lines) of \(lines)") else { fail("End did not show the panel's last line") }
let trace = press(.enter, &state)
guard trace.frame.text.contains("Trace of") else { fail("Enter did not show a trace") }
_ = press(.escape, &state)
_ = press(.home, &state)
let json = press(.character("r"), &state)
guard json.frame.text.contains("JSON") else { fail("r did not show the raw JSON") }
_ = press(.character("r"), &state)
let chart = press(.character("h"), &state)
guard chart.frame.text.contains("min $") else { fail("h did not show the chart") }

let fileBytes = source.source.bytes.count
let result: [String: Any] = [
    "file_bytes": fileBytes,
    "history_entries": state.entry?.history.count ?? 0,
    "panel_lines": lines,
    "load_ms": milliseconds(loaded - start),
    "first_frame_ms": milliseconds(framed - start),
    "peak_at_load_bytes": peakAtLoad,
    "peak_at_update_bytes": peakAtUpdate,
    "peak_at_first_frame_bytes": peakAtFirstFrame,
    "end_key_ms": end.milliseconds,
    "trace_ms": trace.milliseconds,
    "json_ms": json.milliseconds,
    "chart_ms": chart.milliseconds,
    "peak_bytes": peakBytes(),
    "width": width,
    "height": height,
]
let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
