import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// Rendered files kept between builds of one process (`serve`): a page whose declared inputs
/// (see ``PageKind``) hash to the same key as last time is not rendered again. Keys include the
/// shared context (templates, theme, settings…), so a change to any of it renders everything anew.
package final class RenderCache: Sendable {
    /// Everything the cache holds, behind one lock.
    private struct State: Sendable {
        var pages: [String: (key: Int, files: [OutputFile])] = [:]
        var values: [String: (key: Int, value: any Sendable)] = [:]
        var used: Set<String> = []
        var made: Set<String> = []
        var madeInLastBuild: Set<String> = []
        var sessionHashes: [String: (session: Session, hash: Int)] = [:]
    }

    private let state = Locked(State())

    /// An empty cache.
    package init() {}

    /// The cached files of the page at `route` when `key` matches; otherwise makes and keeps them.
    func files(_ route: Route, key: Int, make: () -> [OutputFile]) -> [OutputFile] {
        let hit = state.withLock { state in
            state.used.insert(route.path)
            return state.pages[route.path]
        }
        if let hit, hit.key == key { return hit.files }
        let files = make()
        state.withLock { state in
            state.pages[route.path] = (key, files)
            state.made.insert(route.path)
        }
        return files
    }

    /// The routes of the pages the last finished build made rather than took from the cache.
    package func pagesMadeInLastBuild() -> Set<String> { state.withLock { $0.madeInLastBuild } }

    /// A computed value (such as a report's figures) kept while `key` is unchanged.
    func value<Value: Sendable>(_ name: String, key: Int, make: () -> Value) -> Value {
        let marker = "\u{0}value:" + name
        let hit = state.withLock { state in
            state.used.insert(marker)
            return state.values[marker]
        }
        if let hit, hit.key == key, let value = hit.value as? Value { return value }
        let value = make()
        state.withLock { $0.values[marker] = (key, value) }
        return value
    }

    /// Each session's hash by id. A session equal to last build's (quick to tell: an unchanged
    /// file gives back the same stored values) keeps its hash instead of being hashed again.
    func sessionKeys(_ sessions: [Session]) -> [String: Int] {
        let previous = state.withLock { $0.sessionHashes }
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
        state.withLock { $0.sessionHashes = next }
        return keys
    }

    /// Forgets pages the last build did not produce.
    func endBuild() {
        state.withLock { state in
            let used = state.used
            if used.count != state.pages.count + state.values.count {
                state.pages = state.pages.filter { used.contains($0.key) }
                state.values = state.values.filter { used.contains($0.key) }
            }
            state.used = []
            state.madeInLastBuild = state.made
            state.made = []
        }
    }
}
