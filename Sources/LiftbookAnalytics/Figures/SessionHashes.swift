import LiftbookModel
public import LiftbookSystem

/// Each session's hash, kept between runs (`serve`): a session equal to last run's (quick to
/// tell: an unchanged file gives back the same stored values) keeps its hash instead of being
/// hashed again. Pages and reports compare sessions by these hashes.
public final class SessionHashes: StageMemoryPart {
    private let last = Locked<[String: (session: Session, hash: Int)]>([:])

    /// No hashes yet.
    public required init() {}

    /// Each session's hash by id.
    func hashes(_ sessions: [Session]) -> [String: Int] {
        let previous = last.withLock { $0 }
        let hashed = Parallel.map(sessions) { session -> (String, Session, Int) in
            let id = session.id
            if let old = previous[id], old.session == session { return (id, session, old.hash) }
            return (id, session, session.hashValue)
        }
        var next: [String: (session: Session, hash: Int)] = [:]
        next.reserveCapacity(hashed.count)
        var keys: [String: Int] = [:]
        keys.reserveCapacity(hashed.count)
        for (id, session, hash) in hashed where next[id] == nil {
            next[id] = (session, hash)
            keys[id] = hash
        }
        last.withLock { $0 = next }
        return keys
    }
}
