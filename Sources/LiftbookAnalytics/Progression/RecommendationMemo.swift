import LiftbookModel
import LiftbookSystem

/// Everything a weekly slot's recommendation on a day reads besides the slot itself, as
/// positions in the exercise's history: two days with equal keys get equal recommendations.
///
/// ``ProgressionEngine/recommend(_:history:sharedWithOtherDays:unit:limits:stalls:today:)`` of
/// the rows ``Analyzer/windowRange(_:before:)`` gives for a day reads that day only to tell which
/// rows fall in its last four weeks (`inside`: the rows before it are older) and how long ago the
/// last session was, which matters only from `breakDays` on (a deload after a break names the
/// days). A week without the exercise whose window lost no row keeps the key of the week before.
struct RecommendationKey: Hashable, Sendable {
    /// The window's rows: `start..<end` in the history.
    var start: Int
    var end: Int
    /// The first of them within the last four weeks of the day (`end` for none).
    var inside: Int
    /// Days since the window's last session, when at least `breakDays`; else -1.
    var gap: Int

    /// The key of the recommendation made from `history[window]` on `date`.
    init(_ history: [HistoryRow], window: Range<Int>, asOf date: LocalDate, breakDays: Int) {
        start = window.lowerBound
        end = window.upperBound
        let first = Analyzer.firstIndex(in: history, onOrAfter: date.dayNumber - (ProgressionEngine.windowDays - 1))
        inside = min(max(first, start), end)
        gap = -1
        if let last = history[window].last(where: \.countsAsSession) {
            let days = date.dayNumber - last.date.dayNumber
            if days >= breakDays { gap = days }
        }
    }
}

/// One weekly slot's recommendations made so far in a build, by ``RecommendationKey``: the
/// report of a week whose key equals an earlier one's takes its recommendation instead of
/// working it out again.
final class RecommendationMemo: Sendable {
    private let made = Locked<[RecommendationKey: Recommendation]>([:])

    /// An empty memo.
    init() {}

    /// The recommendation of `key`, made by `make` the first time it is asked for.
    func recommendation(_ key: RecommendationKey, make: () -> Recommendation) -> Recommendation {
        if let kept = made.withLock({ $0[key] }) { return kept }
        // Made outside the lock: two threads may make the same one at once, and both are equal.
        let value = make()
        made.withLock { $0[key] = value }
        return value
    }
}
