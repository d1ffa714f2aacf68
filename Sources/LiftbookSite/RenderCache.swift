import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// Rendered files kept between builds of one process (`serve`): a page whose inputs hash to the
/// same key as last time is not rendered again. Keys include the templates, the theme and the
/// settings, so a change to any of them renders everything anew.
public final class RenderCache: Sendable {
    /// Everything the cache holds, behind one lock.
    private struct State: Sendable {
        var entries: [String: (key: Int, file: OutputFile)] = [:]
        var groups: [String: (key: Int, files: [OutputFile])] = [:]
        var values: [String: (key: Int, value: any Sendable)] = [:]
        var used: Set<String> = []
        var sessionHashes: [String: (session: Session, hash: Int)] = [:]
    }

    private let state = Locked(State())

    /// An empty cache.
    public init() {}

    /// The cached file for `path` when `key` matches; otherwise renders and remembers it.
    func file(_ path: String, key: Int, render: () -> OutputFile) -> OutputFile {
        let hit = state.withLock { state in
            state.used.insert(path)
            return state.entries[path]
        }
        if let hit, hit.key == key { return hit.file }
        let file = render()
        state.withLock { $0.entries[path] = (key, file) }
        return file
    }

    /// The cached files of a group (several pages made together) when `key` matches.
    func files(group: String, key: Int, render: () -> [OutputFile]) -> [OutputFile] {
        let marker = "\u{0}group:" + group
        let hit = state.withLock { state in
            state.used.insert(marker)
            return state.groups[marker]
        }
        if let hit, hit.key == key { return hit.files }
        let files = render()
        state.withLock { $0.groups[marker] = (key, files) }
        return files
    }

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
            if used.count != state.entries.count + state.groups.count + state.values.count {
                state.entries = state.entries.filter { used.contains($0.key) }
                state.groups = state.groups.filter { used.contains($0.key) }
                state.values = state.values.filter { used.contains($0.key) }
            }
            state.used = []
        }
    }
}

/// Renders through a cache when there is one.
struct CachedRender: Sendable {
    let cache: RenderCache?
    /// A hash of everything every page depends on: templates, theme, settings, library, today.
    let base: Int
    /// Each session's hash by id and each analysed exercise's hash by id, computed once per build
    /// (only when there is a cache).
    var sessionKeys: [String: Int] = [:]
    var exerciseKeys: [ExerciseID: Int] = [:]

    func file(_ path: String, inputs: some Hashable, render: () -> OutputFile) -> OutputFile {
        guard let cache else { return render() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(inputs)
        return cache.file(path, key: hasher.finalize(), render: render)
    }

    func value<Value: Sendable>(_ name: String, inputs: some Hashable, make: () -> Value) -> Value {
        guard let cache else { return make() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(inputs)
        return cache.value(name, key: hasher.finalize(), make: make)
    }

    /// What identifies a session's content in cache keys (0 without a cache: nothing is kept).
    func key(of session: Session) -> Int {
        guard cache != nil else { return 0 }
        return sessionKeys[session.id] ?? session.hashValue
    }

    /// What identifies an exercise's analysis in cache keys (0 without a cache: nothing is kept).
    func key(of exercise: ExerciseAnalysis?) -> Int? {
        guard cache != nil, let exercise else { return exercise == nil ? nil : 0 }
        return exerciseKeys[exercise.id] ?? exercise.hashValue
    }

    func files(group: String, inputs: some Hashable, render: () -> [OutputFile]) -> [OutputFile] {
        guard let cache else { return render() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(inputs)
        return cache.files(group: group, key: hasher.finalize(), render: render)
    }
}
