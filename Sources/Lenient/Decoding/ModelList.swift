/// The models of a batch in document order, kept in the pieces they were validated in: a
/// large list validated in chunks on several threads is never copied into one array, which
/// would cost a second copy of every model in time and memory.
///
/// It reads like an array: `count`, subscripts from 0, iteration in document order.
public struct ModelList<Model: Sendable>: RandomAccessCollection, Sendable {
    let pieces: [[Model]]
    /// For each piece, how many models it and the pieces before it hold.
    let ends: [Int]

    init(pieces: [[Model]]) {
        self.pieces = pieces
        var total = 0
        ends = pieces.map { piece in
            total += piece.count
            return total
        }
    }

    init(_ models: [Model]) {
        self.init(pieces: [models])
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.last ?? 0 }

    public subscript(position: Int) -> Model {
        let (piece, local) = locate(position)
        return pieces[piece][local]
    }

    /// The piece that holds model `position`, and the model's index in it.
    func locate(_ position: Int) -> (piece: Int, local: Int) {
        precondition(position >= 0 && position < endIndex, "ModelList index \(position) out of range 0..<\(endIndex)")
        // The first piece that ends past `position`; an empty piece ends where the one
        // before it does, so it is never chosen.
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        return (low, position - (low == 0 ? 0 : ends[low - 1]))
    }

    public func makeIterator() -> Iterator {
        Iterator(pieces: pieces)
    }

    /// Walks the pieces in order, without locating each model.
    public struct Iterator: IteratorProtocol {
        let pieces: [[Model]]
        var piece = 0
        var local = 0

        init(pieces: [[Model]]) {
            self.pieces = pieces
        }

        public mutating func next() -> Model? {
            while piece < pieces.count {
                if local < pieces[piece].count {
                    defer { local += 1 }
                    return pieces[piece][local]
                }
                piece += 1
                local = 0
            }
            return nil
        }
    }
}

extension ModelList: Equatable where Model: Equatable {
    public static func == (lhs: ModelList, rhs: ModelList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
