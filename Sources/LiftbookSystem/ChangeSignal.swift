#if canImport(Glibc)
import Glibc

/// Says "look now" as soon as the kernel reports a change in a watched folder (Linux inotify), so
/// `serve` sees a save within milliseconds instead of at the next poll.
///
/// It never says *what* changed: the watcher's scan of sizes and modification times stays the
/// authority, and it still runs on every poll, so a missed or dropped event costs only latency.
/// Elsewhere (or when inotify is unavailable) there is no signal and polling alone is used.
package final class ChangeSignal: Sendable {
    private let descriptor: Int32

    /// A signal, or nil where the kernel offers none.
    package init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Watches these folders (absolute paths). Watching a folder again is harmless, so callers
    /// pass every folder after each scan and new folders are picked up.
    package func watch(_ folders: [String]) {
        let mask = UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE)
            | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_ATTRIB)
        for folder in folders { _ = inotify_add_watch(descriptor, folder, mask) }
    }

    /// True when anything happened in a watched folder since the last call.
    package func drain() -> Bool {
        var happened = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            happened = true
        }
        return happened
    }
}
#else
/// No kernel change signal outside Linux: `serve` finds changes by polling alone (see the Linux
/// version of this type for what the signal adds there).
package final class ChangeSignal: Sendable {
    /// Always nil: there is no signal here.
    package init?() { return nil }

    /// Does nothing.
    package func watch(_ folders: [String]) {}

    /// Never signals.
    package func drain() -> Bool { false }
}
#endif
