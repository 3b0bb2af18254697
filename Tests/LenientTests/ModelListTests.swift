@testable import Lenient
import Testing

/// A batch keeps a chunked list's models in their chunks; reading them must be the same as
/// reading one array, empty chunks included.
@Suite struct ModelListTests {
    let list = ModelList(pieces: [[], [10, 11], [], [12], [], [], [13, 14, 15], []])

    @Test func readsLikeOneArray() {
        #expect(list.count == 6)
        #expect(Array(list) == [10, 11, 12, 13, 14, 15])
        #expect(list.indices.map { list[$0] } == [10, 11, 12, 13, 14, 15])
        #expect(list.reversed() == [15, 14, 13, 12, 11, 10])
        #expect(list.first == 10 && list.last == 15)
    }

    @Test func locatesEachModelInItsPiece() {
        let located = list.indices.map { list.locate($0) }
        #expect(located.map(\.piece) == [1, 1, 3, 6, 6, 6])
        #expect(located.map(\.local) == [0, 1, 0, 0, 1, 2])
    }

    @Test func equalityIgnoresHowModelsArePieced() {
        #expect(list == ModelList([10, 11, 12, 13, 14, 15]))
        #expect(list != ModelList([10, 11, 12, 13, 14]))
        #expect(list != ModelList([10, 11, 12, 13, 14, 16]))
        #expect(ModelList<Int>(pieces: [[], []]).isEmpty)
        #expect(ModelList<Int>(pieces: []) == ModelList<Int>([]))
    }
}
