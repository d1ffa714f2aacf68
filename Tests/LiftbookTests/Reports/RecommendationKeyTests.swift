@testable import LiftbookAnalytics
import LiftbookModel
import Testing

/// A week report reuses a planned exercise's recommendation of an earlier day when the two days'
/// ``RecommendationKey``s are equal (the window's rows, which of them are in the last four weeks,
/// and a break long enough to deload). The key must hold everything the day changes: over every
/// day of generated two-year logs, each planned exercise's recommendations worked out directly
/// must be equal for all the days that share a key, and the memo must give them in any order.
struct RecommendationKeyTests {
    @Test(arguments: [(UInt64(1), "2026-11-20", 1), (UInt64(7), "2025-03-02", 2), (UInt64(42), "2024-06-30", 2)])
    func daysWithEqualKeysGetEqualRecommendations(_ seed: UInt64, _ end: String, _ every: Int) throws {
        let (data, analysis) = try ReportTargetsTests.sample(seed: seed, end: end)
        let slots = PlannedSlots(data, analysis: analysis)
        let config = data.config
        let trained = analysis.weeks.filter { !$0.isEmpty }
        let first = try #require(trained.first?.firstDay), last = try #require(trained.last?.lastDay)
        let days = stride(from: first.dayNumber, through: last.dayNumber + 40, by: every).map { LocalDate(dayNumber: $0) }
        var shared = 0, breaks = 0, compared = 0
        for (slot, history) in slots.slots {
            var byKey: [RecommendationKey: (date: LocalDate, recommendation: Recommendation)] = [:]
            for date in days {
                let range = Analyzer.windowRange(history, before: date)
                let key = RecommendationKey(history, window: range, asOf: date, breakDays: config.stalls.breakDays)
                // The direct computation: the rows copied out, as before there was a key.
                let direct = ProgressionEngine.recommend(slot, history: Analyzer.window(history, before: date), unit: config.units,
                                                         limits: config.limits, stalls: config.stalls, today: date)
                compared += 1
                if key.gap >= 0 { breaks += 1 }
                if let earlier = byKey[key] {
                    #expect(earlier.recommendation == direct, "\(slot.planned.exercise) on \(date) and \(earlier.date)")
                    shared += 1
                } else {
                    byKey[key] = (date, direct)
                }
            }
        }
        #expect(compared > 10_000)
        // Days do share keys (a day without new rows keeps the key of the day before), and
        // breaks long enough to deload, whose key changes every day, are among them.
        #expect(shared > compared / 4)
        #expect(breaks > 0)
    }

    @Test func theMemoGivesTheDirectRecommendationInAnyOrder() throws {
        let (data, analysis) = try ReportTargetsTests.sample(seed: 5, end: "2025-09-14")
        let slots = PlannedSlots(data, analysis: analysis, remembering: true)
        let trained = analysis.weeks.filter { !$0.isEmpty }
        // Week starts newest first, then every other day oldest first: later days ask for keys
        // that earlier (in time) days made, and the other way round.
        var dates = trained.reversed().map { $0.lastDay.adding(days: 1) }
        if let first = trained.first?.firstDay, let last = trained.last?.lastDay {
            dates += stride(from: first.dayNumber, through: last.dayNumber + 30, by: 2).map { LocalDate(dayNumber: $0) }
        }
        var compared = 0
        for date in dates {
            let direct = ReportTargetsTests.direct(data, analysis, asOf: date)
            #expect(Analyzer.recommendations(data, slots: slots, asOf: date) == direct, "\(date)")
            compared += direct.count
        }
        #expect(compared > 5_000)
    }

    @Test func theKeyReadsTheDayOnlyThroughTheWindowAndABreak() throws {
        // Rows on days 0, 10 and 20 (working sets on all three); 28-day windows.
        let base = try #require(LocalDate(year: 2026, month: 1, day: 5)).dayNumber
        let history = [0, 10, 20].map { offset in
            let sets = [LoggedSet(load: .weight(Weight(100, .kg)), reps: 5)]
            let session = Session(date: LocalDate(dayNumber: base + offset), exercises: [
                LoggedExercise(exerciseID: "barbell-row", name: "Barbell Row", sets: sets, location: SourceLocation(path: "s.md")),
            ], location: SourceLocation(path: "s.md"))
            return HistoryRow(session: session, name: "Barbell Row", sets: sets, formula: .epley)
        }
        func key(_ day: Int, breakDays: Int = 14) -> RecommendationKey {
            let date = LocalDate(dayNumber: base + day)
            return RecommendationKey(history, window: Analyzer.windowRange(history, before: date), asOf: date, breakDays: breakDays)
        }
        // Day 21 and day 27: the same three rows, all within four weeks, last session 1 and 7 days ago.
        #expect(key(21) == key(27))
        #expect(key(21).inside == 0 && key(21).end == 3 && key(21).gap == -1)
        // Day 28: day 0 is now older than four weeks but still read (the row before the window).
        #expect(key(28) != key(27))
        #expect(key(28).start == 0 && key(28).inside == 1)
        // Day 34 is 14 days after the last session: a break, whose length is part of the key.
        #expect(key(34).gap == 14)
        #expect(key(35).gap == 15)
        #expect(key(34) != key(35))
        #expect(key(34, breakDays: 20) == key(33, breakDays: 20))
    }
}
