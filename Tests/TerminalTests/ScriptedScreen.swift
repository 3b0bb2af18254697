import Foundation
import GasView
@testable import Terminal

/// A terminal that replays keys, resizes and clicks, keeps every frame it was given and every
/// timeout it was asked to wait, and can wait (as the loop lets it) for a frame to show text.
final class ScriptedScreen: Screen {
    enum Step {
        case key(Key)
        case resize(width: Int, height: Int)
        case mouse(MouseEvent)
        /// Lets the loop wait (time out) until the last frame shows this text. Fails, ending
        /// input, if the loop stops polling (asks to wait over a second: it believes nothing
        /// is running) or after five seconds.
        case waitFor(String)
        /// Runs this before the next step, in the loop's thread.
        case run(() -> Void)
    }

    var width: Int
    var height: Int
    var steps: [Step]
    var frames: [Grid] = []
    var timeouts: [Duration?] = []
    /// Why a `waitFor` gave up.
    var failures: [String] = []

    init(width: Int, height: Int, steps: [Step]) {
        self.width = width
        self.height = height
        self.steps = steps
    }

    func draw(_ grid: Grid) { frames.append(grid) }

    /// How many times the terminal was handed over (to an editor).
    var handOvers = 0

    func handOver(_ body: () -> Void) {
        handOvers += 1
        body()
    }

    var lastFrame: String { frames.last?.text ?? "" }

    private var waitStarted: ContinuousClock.Instant?

    func nextEvent(timeout: Duration?) -> ScreenInput {
        timeouts.append(timeout)
        while let step = steps.first {
            switch step {
            case .waitFor(let text):
                if lastFrame.contains(text) {
                    steps.removeFirst()
                    waitStarted = nil
                    continue
                }
                let started = waitStarted ?? .now
                waitStarted = started
                guard let timeout, timeout <= .seconds(1) else {
                    return give(up: "the loop went idle waiting for \(text.debugDescription)")
                }
                guard ContinuousClock.now - started < .seconds(5) else {
                    return give(up: "\(text.debugDescription) never showed; last frame:\n\(lastFrame)")
                }
                Thread.sleep(forTimeInterval: max(0.001, Double(timeout.components.attoseconds) / 1e18 + Double(timeout.components.seconds)))
                return .timedOut
            case .run(let action):
                steps.removeFirst()
                action()
            case .key(let key):
                steps.removeFirst()
                return .event(.key(key))
            case .resize(let width, let height):
                steps.removeFirst()
                self.width = width
                self.height = height
                return .event(.resized)
            case .mouse(let event):
                steps.removeFirst()
                return .event(.mouse(event))
            }
        }
        return .ended
    }

    private func give(up reason: String) -> ScreenInput {
        failures.append(reason)
        steps = []
        return .ended
    }
}
