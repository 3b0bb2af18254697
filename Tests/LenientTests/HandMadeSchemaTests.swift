import Lenient
import Testing

/// A model that conforms to `LenientModel` by hand, with a `lenientSchema` that makes a new
/// schema each time it is asked, as the protocol allows.
struct HandMadeItem: LenientModel, Equatable {
    var label = ""
    var price = 0.0

    static var lenientSchema: Schema<HandMadeItem> {
        Schema(name: "HandMadeItem", properties: [
            Property("label", \.label, get: { $0.label }, set: { $0.label = $1 }),
            Property("price", \.price, get: { $0.price }, set: { $0.price = $1 }),
        ], exceptions: exceptions)
    }
}

@LenientModel
struct HandMadeOrder: Equatable {
    var items: [HandMadeItem]
    var first: HandMadeItem?
}

/// The engine reaches a nested model's schema without retaining it each time; a schema made
/// afresh on each request must still live as long as the validation uses it.
@Suite struct HandMadeSchemaTests {
    static func document(orders: Int) -> String {
        let order = #"{"items": [{"label": "a", "price": "$1.50"}, {"LABEL": "b", "price": 2}], "first": {"label": "c", "price": 3}}"#
        return "[" + Array(repeating: order, count: orders).joined(separator: ",\n") + "]"
    }

    static let expected = HandMadeOrder(items: [HandMadeItem(label: "a", price: 1.5), HandMadeItem(label: "b", price: 2)],
                                        first: HandMadeItem(label: "c", price: 3))

    /// On one thread (a small document) and in chunks on every core (a large one).
    @Test(arguments: [3, 60_000])
    func aComputedSchemaValidatesNestedModels(orders: Int) throws {
        let source = SourceText(name: "orders.json", text: Self.document(orders: orders))
        let batch = try LenientDecoder<HandMadeOrder>().decode(source)
        #expect(batch.values.count == orders)
        #expect(batch.values.allSatisfy { $0 == Self.expected })
        // Every order's record: "$1.50" coerced and "LABEL" matched in another case.
        let record = try #require(LenientDecoder<HandMadeOrder>().record(at: orders - 1, of: batch))
        #expect(record.value == Self.expected)
        #expect(record.outcomeCounts.coerced >= 1)
    }
}
