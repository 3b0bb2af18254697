import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches files and says which changed: inotify on their folders (so a file an editor
/// replaces by renaming is still seen), with a look at every file's size, time and inode
/// once a second besides, which is the whole of it where inotify is not to be had (other
/// systems, a folder it refuses, a network file system).
///
/// A burst of events for one file (a write in several calls, a save by rename) is reported
/// once, ``settle`` after the last. Reports come on the watcher's own thread.
final class FileWatcher: @unchecked Sendable {
    enum Mode: Equatable {
        case inotify, polling
    }

    /// How a file looked when last seen: a change to any of these is a change.
    struct Signature: Equatable {
        var exists = false
        var device: UInt64 = 0
        var inode: UInt64 = 0
        var size: Int64 = 0
        var seconds = 0
        var nanoseconds = 0

        init(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return }
            exists = true
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            seconds = status.st_mtim.tv_sec
            nanoseconds = status.st_mtim.tv_nsec
        }

        init() {}
    }

    let mode: Mode
    private let settle: Duration
    private let pollInterval: Duration
    private let onChange: @Sendable (String) -> Void
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    /// Watched paths, and how each looked.
    private var signatures: [String: Signature] = [:]
    /// inotify's watch of each folder, and the files of each folder watched, by name.
    private var folders: [String: Int32] = [:]
    private var names: [Int32: [String: [String]]] = [:]
    /// Files with events not yet reported, and when their last event came.
    private var pending: [String: ContinuousClock.Instant] = [:]
    private var stopped = false

    /// - Parameters:
    ///   - inotify: use inotify where it works; false polls only.
    ///   - settle: how long a file must be quiet after an event before it is reported.
    ///   - pollInterval: how often every file is looked at.
    init(inotify: Bool = true, settle: Duration = .milliseconds(120), pollInterval: Duration = .seconds(1),
         onChange: @escaping @Sendable (String) -> Void) {
        self.settle = settle
        self.pollInterval = pollInterval
        self.onChange = onChange
        descriptor = inotify ? inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) : -1
        mode = descriptor >= 0 ? .inotify : .polling
        let thread = Thread { [weak self] in self?.loop() }
        thread.name = "gasprices.watch"
        thread.start()
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// When the file at `path` was last written, as a source read from it says it
    /// (``SourceText/modified``); `nil` when it cannot be looked at.
    static func modified(_ path: String) -> Date? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
    }

    /// Watches exactly `paths` from now on.
    func watch(_ paths: [String]) {
        lock.lock()
        defer { lock.unlock() }
        var kept: [String: Signature] = [:]
        for path in paths { kept[path] = signatures[path] ?? Signature(path: path) }
        signatures = kept
        pending = pending.filter { kept[$0.key] != nil }
        guard descriptor >= 0 else { return }
        var wanted: [String: [String: [String]]] = [:]
        for path in paths {
            let (folder, name) = Self.split(path)
            wanted[folder, default: [:]][name, default: []].append(path)
        }
        for (folder, watch) in folders where wanted[folder] == nil {
            inotify_rm_watch(descriptor, watch)
            folders[folder] = nil
        }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
        // Two spellings of one folder (`dir`, `./dir`) get one watch: its names are merged.
        names = [:]
        for (folder, files) in wanted {
            if folders[folder] == nil {
                let watch = inotify_add_watch(descriptor, folder, events)
                // A folder inotify refuses is left to the look once a second.
                guard watch >= 0 else { continue }
                folders[folder] = watch
            }
            if let watch = folders[folder] { names[watch, default: [:]].merge(files) { $0 + $1 } }
        }
    }

    /// Stops reporting; the thread ends within a poll.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
    }

    /// A path's folder (`.` for a bare name) and name.
    static func split(_ path: String) -> (folder: String, name: String) {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder, (path as NSString).lastPathComponent)
    }

    private func loop() {
        var lastLook = ContinuousClock.now
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let now = ContinuousClock.now
            let (isStopped, wait) = nextWait(now: now, lastLook: lastLook)
            if isStopped { return }
            if descriptor >= 0 {
                var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&fd, 1, CursesScreen.milliseconds(wait)) > 0 { read(into: buffer) }
            } else {
                Thread.sleep(forTimeInterval: Double(CursesScreen.milliseconds(wait)) / 1000)
            }
            reportSettled(now: .now)
            if ContinuousClock.now - lastLook >= pollInterval {
                lookAtEveryFile()
                lastLook = .now
            }
        }
    }

    /// Whether to stop, and how long to wait for events: until the next pending file
    /// settles or the next look, whichever is first.
    private func nextWait(now: ContinuousClock.Instant, lastLook: ContinuousClock.Instant) -> (Bool, Duration) {
        lock.lock()
        defer { lock.unlock() }
        var wait = max(.milliseconds(1), pollInterval - (now - lastLook))
        for (_, last) in pending { wait = min(wait, max(.milliseconds(1), settle - (now - last))) }
        return (stopped, wait)
    }

    /// Reads inotify's events, marking the files they name pending.
    private func read(into buffer: UnsafeMutableRawPointer) {
        let count = Glibc.read(descriptor, buffer, 64 * 1024)
        guard count > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            if nameLength > 0, offset + header + nameLength <= count {
                let bytes = UnsafeRawBufferPointer(start: buffer + offset + header, count: nameLength)
                let name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                for path in names[event.wd]?[name] ?? [] { pending[path] = .now }
            }
            offset += header + nameLength
        }
    }

    /// Reports the pending files quiet for ``settle``.
    private func reportSettled(now: ContinuousClock.Instant) {
        lock.lock()
        let settled = pending.filter { now - $0.value >= settle }.map(\.key)
        for path in settled {
            pending[path] = nil
            signatures[path] = Signature(path: path)
        }
        lock.unlock()
        for path in settled.sorted() { onChange(path) }
    }

    /// Looks at every file, reporting each that differs from when last seen.
    private func lookAtEveryFile() {
        lock.lock()
        let paths = Array(signatures.keys)
        lock.unlock()
        var changed: [String] = []
        for path in paths {
            let now = Signature(path: path)
            lock.lock()
            if let before = signatures[path], before != now, pending[path] == nil {
                signatures[path] = now
                changed.append(path)
            }
            lock.unlock()
        }
        for path in changed.sorted() { onChange(path) }
    }
}
