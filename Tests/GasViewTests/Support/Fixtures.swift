import Foundation
import GasPrices
import GasView
import Lenient

/// States and responses the tests share.
enum Fixtures {
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func state(width: Int = 80, height: Int = 24, responses: [StubResponse] = StubResponse.samples) -> AppState {
        AppState(responses: responses, timeZone: newYork, width: width, height: height)
    }

    /// A response made of `text`, labelled `label`.
    static func response(_ label: String, _ text: String) -> StubResponse {
        StubResponse(label: label, source: SourceText(name: label + ".json", text: text))
    }

    /// The field each built-in response is best traced by: what it shows about validation.
    static let showcaseField: [String: FieldPath] = [
        "A": "price",
        "B": "price",
        "C": "historicalPrices[0].date",
        "D": "historicalPrices",
        "E": "address",
    ]

    /// The sizes every screen is recorded at.
    static let sizes = [(width: 80, height: 24), (width: 120, height: 40)]

    /// Sends keys one after another.
    @discardableResult
    static func press(_ keys: [Key], _ state: inout AppState) -> [Command] {
        keys.flatMap { App.update(&state, .keyPressed($0)) }
    }
}
