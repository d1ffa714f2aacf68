import LiftbookModel
public import LiftbookSystem

/// Parsed session files kept between builds of one process (`serve`): a file whose stamp did not
/// change is not read or parsed again. The cache is never trusted over the inputs: a changed
/// stamp, library or unit throws the entry away.
package final class SessionFileCache: StageMemoryPart {
    private struct Entry: Sendable {
        var stamp: FileStamp
        var context: Int
        var sessions: [Session]
        var diagnostics: [Diagnostic]
        var prepared: Prepared
    }

    /// A file's sessions as the rest of loading takes them when no correction applies: the
    /// plain weights of assisted exercises marked as help, and the warnings about implausible
    /// values (what loading does to every hand-written session once corrections are applied).
    struct Prepared: Sendable {
        var sessions: [Session]
        var implausible: [Diagnostic]
    }

    private let entries = Locked<[String: Entry]>([:])

    /// An empty cache.
    package required init() {}

    /// The cached result for `path`, when its stamp and context are unchanged.
    func lookup(_ path: String, stamp: FileStamp, context: Int) -> (sessions: [Session], diagnostics: [Diagnostic], prepared: Prepared?)? {
        entries.withLock { entries in
            guard let entry = entries[path], entry.stamp == stamp, entry.context == context else { return nil }
            return (entry.sessions, entry.diagnostics, entry.prepared)
        }
    }

    /// Remembers the result for `path`.
    func store(_ path: String, stamp: FileStamp, context: Int, sessions: [Session], diagnostics: [Diagnostic], prepared: Prepared) {
        entries.withLock { $0[path] = Entry(stamp: stamp, context: context, sessions: sessions, diagnostics: diagnostics, prepared: prepared) }
    }

    /// Forgets files that no longer exist.
    func keepOnly(_ paths: Set<String>) {
        entries.withLock { entries in
            guard entries.keys.contains(where: { !paths.contains($0) }) else { return }
            entries = entries.filter { paths.contains($0.key) }
        }
    }
}
