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
        /// Each page's key, files and the number of the last build that used it.
        var pages: [String: (key: Int, files: [OutputFile], build: Int)] = [:]
        /// The number of the build under way.
        var build = 0
        /// How many pages this build used (each is stamped with its number once).
        var used = 0
        var made: Set<String> = []
        var madeInLastBuild: Set<String> = []
        var exerciseHashes: [ExerciseID: (exercise: ExerciseAnalysis, hash: Int)] = [:]
        /// The library entries' hashes, and the list's as a whole.
        var entryHashes: [ExerciseID: (entry: Exercise, hash: Int)] = [:]
        var entries: (list: [Exercise], hash: Int)?
        /// Each exercise card's content, by exercise, with the key of what it was worked out from.
        var cardContents: [ExerciseID: (key: Int, content: CardContent)] = [:]
        /// The last build's list of page routes (the sitemap's) and its hash.
        var routes: (list: [Route], hash: Int)?
        /// The weeks' hashes, by week.
        var weekHashes: [ISOWeek: (week: WeekSummary, hash: Int)] = [:]
        /// The last build's paths in plan order, and the order that sorts them.
        var order: (paths: [String], sorted: [Int])?
        /// The last build's body-weight series, with the dated weights it was made from.
        var bodyWeight: (log: [(LocalDate, Double)], sessions: [(LocalDate, Double)], series: Hashed<BodyWeightSeries>)?
    }

    private let state = Locked(State())

    /// An empty cache.
    package required init() {}

    /// The cached files of the page at `route` when `key` matches; otherwise makes and keeps them.
    func files(_ route: Route, key: Int, make: () -> [OutputFile]) -> [OutputFile] {
        // One look-up: a page kept is stamped with this build's number where it lies.
        let hit = state.withLock { state -> [OutputFile]? in
            guard let index = state.pages.index(forKey: route.path) else { return nil }
            let build = state.build
            if state.pages.values[index].build != build {
                state.pages.values[index].build = build
                state.used += 1
            }
            return state.pages.values[index].key == key ? state.pages.values[index].files : nil
        }
        if let hit { return hit }
        let files = make()
        state.withLock { state in
            let build = state.build
            if state.pages.updateValue((key, files, build), forKey: route.path)?.build != build { state.used += 1 }
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

    /// The body-weight series of `data` with its hash: the last build's while the log's and the
    /// sessions' dated weights, all the series is made from, are the same.
    func bodyWeightSeries(_ data: TrainingData) -> Hashed<BodyWeightSeries> {
        let log = data.bodyWeights.map { ($0.date, $0.weight.kilograms) }
        var sessions: [(LocalDate, Double)] = []
        for index in data.sessions.indices {
            if let weight = data.sessions[index].bodyweight { sessions.append((data.sessions[index].date, weight.kilograms)) }
        }
        func same(_ a: [(LocalDate, Double)], _ b: [(LocalDate, Double)]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        }
        if let last = state.withLock({ $0.bodyWeight }), same(last.log, log), same(last.sessions, sessions) { return last.series }
        let series = BodyWeightSeries(log: log, sessions: sessions)
        let hashed = Hashed(value: series, hash: series.hashValue)
        state.withLock { $0.bodyWeight = (log, sessions, hashed) }
        return hashed
    }

    /// Each library entry's hash by id, and the whole list's: an entry equal to last build's
    /// (quick to tell: loading hands an unchanged library over in last build's storage) keeps
    /// its hash instead of being hashed again.
    func entryKeys(_ entries: [Exercise]) -> (list: Int, byID: [ExerciseID: Int]) {
        let (previous, list) = state.withLock { ($0.entryHashes, $0.entries) }
        var next: [ExerciseID: (entry: Exercise, hash: Int)] = [:]
        var twice: Set<ExerciseID> = []
        next.reserveCapacity(entries.count)
        for index in entries.indices {
            let entry = entries[index]
            guard next[entry.id] == nil else {
                twice.insert(entry.id)
                continue
            }
            if let old = previous[entry.id], old.entry == entry {
                next[entry.id] = old
            } else {
                next[entry.id] = (entry, entry.hashValue)
            }
        }
        let whole = list.flatMap { $0.list == entries ? $0.hash : nil } ?? entries.hashValue
        state.withLock {
            $0.entryHashes = next
            $0.entries = (entries, whole)
        }
        // An id listed twice has no kept hash: each entry is hashed as it is.
        return (whole, next.filter { !twice.contains($0.key) }.mapValues(\.hash))
    }

    /// An exercise card's content: last build's when `key` (what it is worked out from) is the
    /// same, else made now and kept.
    func cardContent(_ id: ExerciseID, key: Int, make: () -> CardContent) -> CardContent {
        if let kept = state.withLock({ $0.cardContents[id] }), kept.key == key { return kept.content }
        let content = make()
        state.withLock { $0.cardContents[id] = (key, content) }
        return content
    }

    /// The hash of a list of routes: last build's while the list is the same (comparing the
    /// paths costs less than hashing them).
    func routesKey(_ routes: [Route]) -> Int {
        if let last = state.withLock({ $0.routes }), last.list == routes { return last.hash }
        let hash = routes.hashValue
        state.withLock { $0.routes = (routes, hash) }
        return hash
    }

    /// Each week's hash: a week equal to last build's keeps its hash instead of being hashed again.
    func weekKeys(_ weeks: [WeekSummary]) -> [ISOWeek: Int] {
        let previous = state.withLock { $0.weekHashes }
        let hashed = Parallel.map(weeks) { week -> (WeekSummary, Int) in
            if let old = previous[week.week], old.week == week { return (week, old.hash) }
            return (week, week.hashValue)
        }
        var next: [ISOWeek: (week: WeekSummary, hash: Int)] = [:]
        var twice: Set<ISOWeek> = []
        next.reserveCapacity(hashed.count)
        for (week, hash) in hashed {
            if next[week.week] == nil { next[week.week] = (week, hash) } else { twice.insert(week.week) }
        }
        state.withLock { $0.weekHashes = next }
        // A week listed twice has no kept hash: each is hashed as it is.
        return next.filter { !twice.contains($0.key) }.mapValues(\.hash)
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
            let build = state.build
            if state.used != state.pages.count {
                state.pages = state.pages.filter { $0.value.build == build }
            }
            state.build += 1
            state.used = 0
            state.madeInLastBuild = state.made
            state.made = []
        }
    }
}
