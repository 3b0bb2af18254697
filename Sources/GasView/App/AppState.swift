import Foundation
import GasPrices

/// Everything the interactive app shows, as plain data. Only ``App/update(_:_:)`` changes it.
public struct AppState: Sendable {
    /// The responses the user switches between (the built-ins, or a folder's files).
    public var responses: [StubResponse]
    /// The zone dates are shown in (the user's local zone in the app; fixed in tests).
    public var timeZone: TimeZone
    /// The terminal's size.
    public var width: Int
    public var height: Int
    /// The response shown.
    public var selected = 0

    public init(responses: [StubResponse], timeZone: TimeZone, width: Int, height: Int) {
        self.responses = responses
        self.timeZone = timeZone
        self.width = width
        self.height = height
    }
}
