import Foundation
import LiftbookAnalytics
import LiftbookModel
public import LiftbookSystem

/// Rendered files kept between builds of one process (`serve`): a page whose declared inputs
/// (see ``PageKind``) hash to the same key as last time is not rendered again. Keys include the
/// shared context (templates, theme, settings…), so a change to any of it renders everything anew.
package final class RenderCache: StageMemoryPart {
    /// Everything the cache holds, behind one lock.
    private struct State: Sendable {
        var pages: [String: (key: Int, files: [OutputFile])] = [:]
        var used: Set<String> = []
        var made: Set<String> = []
        var madeInLastBuild: Set<String> = []
        var exerciseHashes: [ExerciseID: (exercise: ExerciseAnalysis, hash: Int)] = [:]
        /// The last build's paths in plan order, and the order that sorts them.
        var order: (paths: [String], sorted: [Int])?
    }

    private let state = Locked(State())

    /// An empty cache.
    package required init() {}

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

    /// Each analysed exercise's hash by id. An exercise equal to last build's (quick to tell: the
    /// analysis keeps an unchanged exercise's history, which then shares its storage) keeps its
    /// hash instead of being hashed again, history and all.
    func exerciseKeys(_ exercises: [ExerciseAnalysis]) -> [ExerciseID: Int] {
        let previous = state.withLock { $0.exerciseHashes }
        let hashed = Parallel.map(exercises) { exercise -> (ExerciseAnalysis, Int) in
            if let old = previous[exercise.id], old.exercise == exercise { return (exercise, old.hash) }
            return (exercise, exercise.hashValue)
        }
        var next: [ExerciseID: (exercise: ExerciseAnalysis, hash: Int)] = [:]
        next.reserveCapacity(hashed.count)
        for (exercise, hash) in hashed where next[exercise.id] == nil { next[exercise.id] = (exercise, hash) }
        state.withLock { $0.exerciseHashes = next }
        return next.mapValues(\.hash)
    }

    /// `files` sorted by path: in the order that sorted the last build's when their paths are
    /// the same, in plan order, as the last build's (a rebuild after an edit, nearly always).
    func sortedByPath(_ files: [OutputFile]) -> [OutputFile] {
        let paths = files.map(\.path)
        if let last = state.withLock({ $0.order }), last.paths == paths { return last.sorted.map { files[$0] } }
        let sorted = files.indices.sorted { (files[$0].path, $0) < (files[$1].path, $1) }
        state.withLock { $0.order = (paths, sorted) }
        return sorted.map { files[$0] }
    }

    /// Forgets pages the last build did not produce.
    func endBuild() {
        state.withLock { state in
            let used = state.used
            if used.count != state.pages.count {
                state.pages = state.pages.filter { used.contains($0.key) }
            }
            state.used = []
            state.madeInLastBuild = state.made
            state.made = []
        }
    }
}
