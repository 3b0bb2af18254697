import GasPrices
import Lenient

extension App {
    /// A changed file, a file read again, the editor's end.
    static func versions(_ message: Message, _ state: inout AppState) -> [Command] {
        switch message {
        case .fileChanged(let path):
            return [.reload(path, feed: state.feedChoice)]
        case .sourceReloaded(let path, let source):
            guard state.integrate(source, path: path) else { return [] }
            return [requestOrder(&state)] + watchCommands(&state)
        case .reloadFailed(let path, let failure):
            // Only a file that is shown (or being made a copy of) keeps the error; one that
            // never loaded is already listed as failed.
            guard state.sourceIndex(path: path) != nil || state.scratchCopies[path] != nil else { return [] }
            state.keep(failure, path: path)
            return []
        case .editorFinished(let request, let outcome):
            state.editorNotice = nil
            switch outcome {
            case .exited(_, 0): break
            case .exited(let command, let status):
                state.notice = "The editor (\(SafeText.line(command, columns: 30))) exited with status \(status)"
                    + (status == 127 ? ": not found? Set VISUAL or EDITOR" : "")
                // A first copy of a built-in is shown when it is read back, with its own
                // notice: this one is said with it.
                if request.copyOf != nil { state.editorNotice = state.notice }
            case .failed(let reason):
                state.notice = "Could not edit: " + SafeText.line(reason, columns: 100)
                state.reveal()
                return []
            }
            state.reveal()
            return [.reload(request.path, feed: state.feedChoice)]
        default:
            return []
        }
    }

    /// Asks the backend to watch the files there are now, when they are not those it watches.
    static func watchCommands(_ state: inout AppState) -> [Command] {
        let paths = state.watchedPaths
        guard paths != state.watched else { return [] }
        state.watched = paths
        return [.watch(paths)]
    }

    /// `e`: the response shown in the user's editor. A file is edited where it is; a
    /// built-in response through its scratch copy, made the first time (and shown as `B*`
    /// once the editor exits); the copy itself is then what is edited.
    static func edit(_ state: inout AppState) -> [Command] {
        guard let entry = state.entry, let source = state.shownSource else { return [] }
        if let path = source.path, source.isReadOnce {
            return versions(.editorFinished(EditRequest(path: path), .pipe(path)), &state)
        }
        if let path = source.path { return [.edit(EditRequest(path: path))] }
        guard let path = state.scratchPath(of: entry.label) else {
            state.notice = "\(entry.label) is built in and there is no scratch folder to copy it to"
            return []
        }
        if let copy = state.sourceIndex(path: path) {
            // The copy made before: edited again, where the last edits are.
            state.selectResponse(copy)
            return [.edit(EditRequest(path: path))]
        }
        state.scratchCopies[path] = entry.label
        return [.edit(EditRequest(path: path, copyOf: entry.label))] + watchCommands(&state)
    }

    /// `R`: the file of the response shown read again; on the list, every file watched.
    static func reload(_ state: inout AppState) -> [Command] {
        if state.screen != .list {
            guard let entry = state.entry, let source = state.shownSource else { return [] }
            guard let path = source.path else {
                state.notice = "\(entry.label) is built in and never changes; e edits a copy of it"
                return []
            }
            guard !source.isReadOnce else {
                state.notice = "\(path) is a pipe, read once when it was named: it is not read again"
                return []
            }
            return [.reload(path, feed: state.feedChoice)]
        }
        let paths = state.watchedPaths
        if paths.isEmpty { state.notice = "No file to reload: every source is built in" }
        return paths.map { .reload($0, feed: state.feedChoice) }
    }

    /// `d`: the change screen, or back from it.
    static func toggleChanges(_ state: inout AppState) {
        state.screen = state.screen == .changes ? .detail : .changes
        state.showsTrace = false
        state.changesScroll = 0
        state.reveal()
    }
}
