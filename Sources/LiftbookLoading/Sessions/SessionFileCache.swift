import LiftbookModel
public import LiftbookSystem

/// Parsed session files kept between builds of one process (`serve`): a file whose stamp did not
/// change is not read or parsed again. The cache is never trusted over the inputs: a changed
/// stamp, library or unit throws the entry away.
package final class SessionFileCache: StageMemoryPart {
    /// One file's parse, kept with what it was parsed from.
    struct Entry: Sendable {
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
    /// The library's assisted exercises, with the context they were worked out in.
    private let assistedIDs = Locked<(context: Int, ids: Set<ExerciseID>)?>(nil)

    /// An empty cache.
    package required init() {}

    /// The library's assisted exercises: those kept when `context` (which hashes the library) is
    /// unchanged, else `make()`'s, kept for the next load.
    func assisted(context: Int, make: () -> Set<ExerciseID>) -> Set<ExerciseID> {
        if let kept = assistedIDs.withLock({ $0 }), kept.context == context { return kept.ids }
        let ids = make()
        assistedIDs.withLock { $0 = (context, ids) }
        return ids
    }

    /// What the last load kept, taken once so that a load's files are looked up without a lock.
    func kept() -> Kept { Kept(entries: entries.withLock { $0 }) }

    /// The files a load found, as a ``SessionFileCache`` kept them.
    struct Kept: Sendable {
        fileprivate let entries: [String: Entry]

        /// The kept parse of `path`, when its stamp and context are unchanged.
        func lookup(_ path: String, stamp: FileStamp, context: Int) -> Entry? {
            guard let entry = entries[path], entry.stamp == stamp, entry.context == context else { return nil }
            return entry
        }
    }

    /// Takes in one load's outcome: the files parsed anew (`fresh`, by path), and how many of the
    /// load's files were found in ``kept()`` unchanged (`reused`). Files the load did not find are
    /// forgotten; when the kept and fresh files are all there is, nothing is looked through.
    func update(fresh: [String: Entry], reused: Int, listed paths: [String]) {
        entries.withLock { entries in
            entries.merge(fresh) { _, new in new }
            guard entries.count != reused + fresh.count else { return }
            let listed = Set(paths)
            entries = entries.filter { listed.contains($0.key) }
        }
    }
}
