import Foundation
import LiftbookModel

/// Rendered files kept between builds of one process (`serve`): a page whose inputs hash to the
/// same key as last time is not rendered again. Keys include the templates, the theme and the
/// settings, so a change to any of them renders everything anew.
public final class RenderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (key: Int, file: OutputFile)] = [:]
    private var groups: [String: (key: Int, files: [OutputFile])] = [:]
    private var values: [String: (key: Int, value: any Sendable)] = [:]
    private var used: Set<String> = []
    private var sessionHashes: [String: (session: Session, hash: Int)] = [:]

    /// An empty cache.
    public init() {}

    /// The cached file for `path` when `key` matches; otherwise renders and remembers it.
    func file(_ path: String, key: Int, render: () -> OutputFile) -> OutputFile {
        lock.lock()
        let hit = entries[path]
        used.insert(path)
        lock.unlock()
        if let hit, hit.key == key { return hit.file }
        let file = render()
        lock.lock()
        entries[path] = (key, file)
        lock.unlock()
        return file
    }

    /// The cached files of a group (several pages made together) when `key` matches.
    func files(group: String, key: Int, render: () -> [OutputFile]) -> [OutputFile] {
        let marker = "\u{0}group:" + group
        lock.lock()
        let hit = groups[marker]
        used.insert(marker)
        lock.unlock()
        if let hit, hit.key == key { return hit.files }
        let files = render()
        lock.lock()
        groups[marker] = (key, files)
        lock.unlock()
        return files
    }

    /// A computed value (such as a report's figures) kept while `key` is unchanged.
    func value<Value: Sendable>(_ name: String, key: Int, make: () -> Value) -> Value {
        let marker = "\u{0}value:" + name
        lock.lock()
        let hit = values[marker]
        used.insert(marker)
        lock.unlock()
        if let hit, hit.key == key, let value = hit.value as? Value { return value }
        let value = make()
        lock.lock()
        values[marker] = (key, value)
        lock.unlock()
        return value
    }

    /// Each session's hash by id. A session equal to last build's (quick to tell: an unchanged
    /// file gives back the same stored values) keeps its hash instead of being hashed again.
    func sessionKeys(_ sessions: [Session]) -> [String: Int] {
        lock.lock()
        let previous = sessionHashes
        lock.unlock()
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
        lock.lock()
        sessionHashes = next
        lock.unlock()
        return keys
    }

    /// Forgets pages the last build did not produce.
    func endBuild() {
        lock.lock()
        if used.count != entries.count + groups.count + values.count {
            entries = entries.filter { used.contains($0.key) }
            groups = groups.filter { used.contains($0.key) }
            values = values.filter { used.contains($0.key) }
        }
        used = []
        lock.unlock()
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

    func files(group: String, inputs: some Hashable, render: () -> [OutputFile]) -> [OutputFile] {
        guard let cache else { return render() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(inputs)
        return cache.files(group: group, key: hasher.finalize(), render: render)
    }
}
