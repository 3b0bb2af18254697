import Foundation
import GasPrices

/// Everything that can happen to the app; ``App/update(_:_:)`` is the only place state
/// changes in answer.
public enum Message: Sendable {
    /// The user pressed a key.
    case keyPressed(Key)
    /// The terminal is now `width × height`.
    case resized(width: Int, height: Int)
    /// The user clicked or turned the wheel (only when the mouse is on).
    case mouse(MouseEvent)
    /// The time is now this (sent at start and about once a minute): prices' ages are
    /// worked out from it.
    case clockTicked(Date)
    /// A source being loaded got this far.
    case loadProgressed(LoadProgress)
    /// A source finished loading.
    case sourceLoaded(LoadedSource)
    /// A source could not be loaded.
    case sourceFailed(SourceFailure)
    /// Every source asked for with ``Command/load(_:feed:)`` has been tried.
    case loadingFinished
    /// The stations a ``Command/order(_:among:first:)`` asked for, in order.
    case stationsOrdered(StationOrder)
    /// A watched file changed on disk (written, replaced, created, removed).
    case fileChanged(String)
    /// A file read again for ``Command/reload(_:feed:)``: after the editor, a change on
    /// disk, or `R`.
    case sourceReloaded(path: String, LoadedSource)
    /// A file that could not be read again: the last good version stays.
    case reloadFailed(path: String, SourceFailure)
    /// The editor a ``Command/edit(_:)`` ran has exited: its file is read again.
    case editorFinished(EditRequest, EditorOutcome)
}

/// How the user's editor ended.
public enum EditorOutcome: Sendable, Equatable {
    /// It ran and exited with this status (0: as expected).
    case exited(command: String, status: Int32)
    /// It could not be run, or the file could not be prepared for it: why.
    case failed(String)

    /// Why the file at `path`, a pipe (read once, whenever its writer writes), is not opened in
    /// the editor, which would wait on it for a writer, and the app with it.
    public static func pipe(_ path: String) -> EditorOutcome {
        .failed("\(path) is a pipe, read once: it has no file to edit")
    }
}

/// A file to open in the user's editor: a source's file, or the scratch copy of a built-in
/// response, written first from the built-in's text unless it is there already.
public struct EditRequest: Sendable, Equatable {
    public var path: String
    /// The built-in response's label when `path` is its scratch copy.
    public var copyOf: String?

    public init(path: String, copyOf: String? = nil) {
        self.path = path
        self.copyOf = copyOf
    }
}

/// What the mouse did, at a cell of the screen (column `x`, row `y`, from 0).
public enum MouseEvent: Hashable, Sendable {
    case click(x: Int, y: Int)
    case wheelUp(x: Int, y: Int)
    case wheelDown(x: Int, y: Int)
}

/// I/O that ``App/update(_:_:)`` asks for; the backend performs it and answers with messages.
public enum Command: Sendable, Equatable {
    /// Leave the app, restoring the terminal.
    case quit
    /// Load these SOURCE arguments (built-in labels, files, folders), one after another, off
    /// the main loop: answered by ``Message/loadProgressed(_:)``, then
    /// ``Message/sourceLoaded(_:)`` or ``Message/sourceFailed(_:)`` for each document, then
    /// ``Message/loadingFinished``. Each document is read with the feed `feed` names, or
    /// the one its shape says.
    case load([String], feed: FeedChoice = .auto)
    /// Work out the order of the catalog's stations for a query, off the main loop (a
    /// million stations take a moment): answered by ``Message/stationsOrdered(_:)``.
    /// `among` narrows an earlier result (a filter that extends the one before it). With
    /// `first`, the first that many stations are answered at once, ahead of the whole order,
    /// so the list shows its first rows while the rest is worked out.
    case order(StationQuery, among: StationOrder?, first: Int? = nil)
    /// Hand the terminal to the user's editor (`$VISUAL`, `$EDITOR`, `vi`) on a file and take
    /// it back when the editor exits: answered by ``Message/editorFinished(_:)``, then the
    /// file's ``Message/sourceReloaded(path:_:)`` or ``Message/reloadFailed(path:_:)``.
    case edit(EditRequest)
    /// Read a file again, off the main loop: answered by ``Message/sourceReloaded(path:_:)``
    /// or ``Message/reloadFailed(path:_:)``.
    case reload(String, feed: FeedChoice = .auto)
    /// Watch these files (replacing the set watched before): a change on disk is answered
    /// by ``Message/fileChanged(_:)``.
    case watch([String])
}
