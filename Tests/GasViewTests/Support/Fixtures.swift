import Foundation
import GasPrices
import GasView
import Lenient

/// States and responses the tests share.
enum Fixtures {
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// When F's neighbourhood was generated: 2026-11-20 08:00 in New York. Ages in the list
    /// are measured from it.
    static let now = Date(timeIntervalSince1970: 1_795_179_600)

    static func state(width: Int = 80, height: Int = 24, responses: [StubResponse] = StubResponse.samples) -> AppState {
        AppState(responses: responses, timeZone: newYork, width: width, height: height, now: now)
    }

    /// The built-in responses A–F: F is a list of 24 stations, so the state opens on the list.
    static func browsing(width: Int = 80, height: Int = 24) -> AppState {
        state(width: width, height: height, responses: StubResponse.builtIn)
    }

    /// Each response loaded as the app loads a source; one that fails is left out.
    static func sources(_ responses: [StubResponse]) -> [LoadedSource] {
        responses.compactMap { try? SourceLoader.read($0.source, label: $0.label, path: nil, feed: .auto) }
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

    /// Sends messages one after another and performs the orders they ask for as the backend
    /// does: each answer arrives after the messages already sent.
    /// - Returns: the other commands.
    @discardableResult
    static func send(_ messages: [Message], _ state: inout AppState) -> [Command] {
        var others: [Command] = []
        var queue = messages
        while !queue.isEmpty {
            for command in App.update(&state, queue.removeFirst()) {
                if case .order(let query, let among, let first) = command {
                    // The first rows, when asked for, then the whole order.
                    if let first { queue.append(.stationsOrdered(state.catalog.order(query, among: among, limit: first))) }
                    queue.append(.stationsOrdered(state.catalog.order(query, among: among)))
                } else {
                    others.append(command)
                }
            }
        }
        return others
    }

    /// Types keys, performing the orders they ask for.
    @discardableResult
    static func type(_ keys: [Key], _ state: inout AppState) -> [Command] {
        send(keys.map { .keyPressed($0) }, &state)
    }

    /// The keys of `text`, one character each.
    static func keys(_ text: String) -> [Key] {
        text.map { .character($0) }
    }

    /// Sends keys one after another.
    @discardableResult
    static func press(_ keys: [Key], _ state: inout AppState) -> [Command] {
        keys.flatMap { App.update(&state, .keyPressed($0)) }
    }
}
