import LiftbookModel
public import LiftbookSystem

/// Each session's hash, kept between runs (`serve`): a session equal to last run's (quick to
/// tell: an unchanged file gives back the same stored values) keeps its hash instead of being
/// hashed again. Pages and reports compare sessions by these hashes.
public final class SessionHashes: StageMemoryPart {
    private struct Last: Sendable {
        var sessions: [Session] = []
        var hashes: [Int] = []
        /// The hashes by id (every id once: the first session with it).
        var keys: [String: Int] = [:]
    }

    private let last = Locked(Last())

    /// No hashes yet.
    public required init() {}

    /// Each session's hash by id, and in the order of `sessions`.
    func hashes(_ sessions: [Session]) -> (byID: [String: Int], inOrder: [Int]) {
        let old = last.withLock { $0 }
        if let kept = Self.sameSessions(sessions, old: old) {
            last.withLock { $0 = kept }
            return (kept.keys, kept.hashes)
        }
        let previous = Dictionary(zip(old.sessions, old.hashes).map { ($0.id, ($0, $1)) }, uniquingKeysWith: { first, _ in first })
        let hashed = Parallel.map(sessions) { session -> Int in
            if let kept = previous[session.id], kept.0 == session { return kept.1 }
            return session.hashValue
        }
        var keys: [String: Int] = [:]
        keys.reserveCapacity(hashed.count)
        for (session, hash) in zip(sessions, hashed) where keys[session.id] == nil { keys[session.id] = hash }
        last.withLock { $0 = Last(sessions: sessions, hashes: hashed, keys: keys) }
        return (keys, hashed)
    }

    /// The kept hashes brought up to date when `sessions` are last run's ids in the same places,
    /// each once, with only some of them changed (an edit): the changed ones are hashed and put
    /// into a copy of last run's table. Nil otherwise.
    private static func sameSessions(_ sessions: [Session], old: Last) -> Last? {
        guard !sessions.isEmpty, sessions.count == old.sessions.count, old.hashes.count == old.sessions.count,
              old.keys.count == old.sessions.count else { return nil }
        let changed = Parallel.map(Array(sessions.indices)) { index -> Int? in
            sessions[index] == old.sessions[index] ? nil : sessions[index].hashValue
        }
        var next = old
        next.sessions = sessions
        for (index, hash) in changed.enumerated() {
            guard let hash else { continue }
            guard sessions[index].id == old.sessions[index].id else { return nil }
            next.hashes[index] = hash
            next.keys[sessions[index].id] = hash
        }
        return next
    }
}
