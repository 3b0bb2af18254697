/// The app as the Elm architecture has it: one `update` for every message, one pure `view`.
public enum App {
    /// Applies a message to the state.
    /// - Returns: the I/O the backend must perform (for example ``Command/quit``).
    public static func update(_ state: inout AppState, _ message: Message) -> [Command] {
        switch message {
        case .keyPressed(.character("q")), .keyPressed(.control("c")):
            return [.quit]
        case .keyPressed:
            return []
        case .resized(let width, let height):
            state.width = width
            state.height = height
            return []
        }
    }

    /// The screen for the state, at the state's size.
    public static func view(_ state: AppState) -> Grid {
        var grid = Grid(width: state.width, height: state.height)
        grid.put("Station Details", x: 0, y: 0, style: Style(.title, bold: true))
        return grid
    }
}
