/// Why a command stopped: a usage mistake (exit 2) or a failure while running (exit 1).
enum BenchError: Error {
    case usage(String)
    case failed(String)
    /// A bar failed: the report already said which, so there is nothing more to print.
    case barFailed

    var message: String {
        switch self {
        case .usage(let text), .failed(let text): text
        case .barFailed: ""
        }
    }

    var status: Int32 {
        switch self {
        case .usage: 2
        case .failed, .barFailed: 1
        }
    }
}
