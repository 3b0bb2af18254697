import Foundation
import GasPrices
import GasView
#if canImport(Glibc)
import Glibc
#endif

/// The user's editor, run on a file with the terminal handed over: `$VISUAL`, then
/// `$EDITOR`, then `vi`, through `/bin/sh` so that a command with arguments
/// (`code --wait`, `emacsclient -t`) works as it does in a shell.
enum Editor {
    /// The command to run: the first of `VISUAL` and `EDITOR` that is set and not blank,
    /// else `vi`.
    static func command(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// Makes the file ready: a built-in response's scratch copy is written, in a folder
    /// only the user can read, unless it is there already (the last edits are kept).
    /// - Returns: why it could not be, or `nil`.
    static func prepare(_ request: EditRequest) -> String? {
        guard let label = request.copyOf else { return nil }
        guard let response = StubResponse.builtIn(label) else { return "\(label) is not a built-in response" }
        if FileManager.default.fileExists(atPath: request.path) { return nil }
        let folder = (request.path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(response.source.bytes).write(to: URL(fileURLWithPath: request.path), options: .withoutOverwriting)
        } catch {
            return "could not write the copy of \(label) to \(request.path): \((error as NSError).localizedDescription)"
        }
        return nil
    }

    /// Runs `command` on `path` and waits for it. Meanwhile the app ignores Ctrl-C and
    /// Ctrl-\ (the terminal sends them to the editor and the app alike; the editor has them),
    /// and the editor starts with every signal as a shell would give it.
    static func run(_ command: String, path: String) -> EditorOutcome {
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var savedInterrupt = sigaction()
        var savedQuit = sigaction()
        sigaction(SIGINT, &ignore, &savedInterrupt)
        sigaction(SIGQUIT, &ignore, &savedQuit)
        defer {
            sigaction(SIGINT, &savedInterrupt, nil)
            sigaction(SIGQUIT, &savedQuit, nil)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        guard spawned == 0 else { return .failed("could not start /bin/sh: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failed("lost the editor: \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
        let signal = status & 0x7f
        return .exited(command: command, status: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
    }
}
