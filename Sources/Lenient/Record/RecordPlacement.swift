/// Lines and columns of a record found in one document, moved to where that document sits in
/// another: a part of a document read a part at a time, a line of answers one per line.
public enum RecordPlacement {
    /// `fields` and `ignored` with each line and column moved by `position`.
    public static func place(fields: [FieldRecord], ignored: [IgnoredKey],
                             by position: (_ line: Int, _ column: Int) -> (line: Int, column: Int)) -> ([FieldRecord], [IgnoredKey]) {
        let placedFields = fields.map { field in
            var placed = field
            if let line = field.line, let column = field.column { (placed.line, placed.column) = position(line, column) }
            return placed
        }
        let placedIgnored = ignored.map { key in
            var placed = key
            (placed.line, placed.column) = position(key.line, key.column)
            return placed
        }
        return (placedFields, placedIgnored)
    }
}
