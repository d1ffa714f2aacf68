import Foundation
import LiftbookAnalytics
import LiftbookModel
public import LiftbookSystem

/// Rendered files kept between builds of one process (`serve`): a page whose declared inputs
/// (see ``PageKind``) hash to the same key as last time is not rendered again. Keys include the
/// shared context (templates, theme, settings…), so a change to any of it renders everything anew.
public final class RenderCache: StageMemoryPart {
    /// Everything the cache holds, behind one lock.
    private struct State: Sendable {
        var pages: [String: (key: Int, files: [OutputFile])] = [:]
        var used: Set<String> = []
        var made: Set<String> = []
        var madeInLastBuild: Set<String> = []
    }

    private let state = Locked(State())

    /// An empty cache.
    public required init() {}

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
    public func pagesMadeInLastBuild() -> Set<String> { state.withLock { $0.madeInLastBuild } }

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
