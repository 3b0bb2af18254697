import GasView

/// The app's one event loop: view, draw, wait for a key, update, perform the commands.
public enum AppLoop {
    /// Runs until the app asks to quit or input ends.
    /// - Parameters:
    ///   - state: the app's state; it holds the screen's size on return.
    ///   - screen: where frames go and keys come from.
    public static func run(_ state: inout AppState, on screen: some Screen) {
        if state.width != screen.width || state.height != screen.height {
            _ = App.update(&state, .resized(width: screen.width, height: screen.height))
        }
        while true {
            screen.draw(App.view(state))
            guard let event = screen.nextEvent() else { return }
            let commands: [Command]
            switch event {
            case .key(let key):
                commands = App.update(&state, .keyPressed(key))
            case .resized:
                commands = App.update(&state, .resized(width: screen.width, height: screen.height))
            }
            if commands.contains(where: { if case .quit = $0 { true } else { false } }) { return }
        }
    }
}
