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
}
