import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// Reasons, the sessions looked at, units, and which routine day a recommendation is for.
struct RecommendationDetailTests {
    @Test func reasonsSayWhyInPlainWords() {
        let linear = ProgressionCase(name: "", planned: AnalyticsFixtures.planned("squat", .linear, sets: 5, reps: RepTarget(5), kg: 100),
                                     sessions: [AnalyticsFixtures.sets(5, 100, 5)], action: .increase, weight: 102.5, reps: RepTarget(5))
        #expect(linear.recommend()?.englishReason == "Every set of 5 × 5 done at 100 kg on 27 Nov 2026: add 2.5 kg to 102.5 kg.")
        var deload = linear
        deload.sessions = Array(repeating: AnalyticsFixtures.sets(100, reps: [5, 5, 5, 5, 4]), count: 3)
        #expect(deload.recommend()?.englishReason == "Missed 5 × 5 at 100 kg in 3 sessions in a row: deload 10% to 90 kg.")
        let double = ProgressionCase(name: "", planned: AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 20),
                                     sessions: [AnalyticsFixtures.sets(20, reps: [12, 12, 11])], action: .addReps, weight: 20, reps: RepTarget(12))
        #expect(double.recommend()?.englishReason == "12, 12, 11 at 20 kg on 27 Nov 2026: stay at 20 kg and add reps until all 3 sets reach 12.")
        let rpe = ProgressionCase(name: "", planned: AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(3), rpe: 9),
                                  sessions: [AnalyticsFixtures.sets(3, 100, 5, rpe: 8)], action: .increase, weight: 110, reps: RepTarget(3))
        #expect(rpe.recommend()?.englishReason == "Best e1RM of the last session: 123.3 kg (100 kg × 5 @ 8 on 27 Nov 2026). "
            + "3 reps @ 9 is 89.2% of it: 109.99 kg, rounded to 110 kg.")
        #expect(rpe.recommend()?.rpe == 9)
    }

    @Test func itLooksAtTheLastFourWeeks() {
        let sessions = ["2026-10-20", "2026-11-02", "2026-11-03", "2026-11-20"].map { date in
            AnalyticsFixtures.session(date, start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 100, 5))])
        }
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100)]])
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: plan), today: AnalyticsFixtures.day("2026-11-30"))
        // 2026-11-03 is the 28th day counting back from 2026-11-30; 2026-11-02 is outside.
        #expect(analysis.recommendations.first?.lookedAt == ["2026-11-03-1800", "2026-11-20-1800"])
    }

    @Test func withNothingRecentItLooksAtTheLastSessionAndSaysSo() {
        let sessions = [AnalyticsFixtures.session("2026-09-01", start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 100, 5))])]
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100)]])
        let recommendation = Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: plan), today: AnalyticsFixtures.day("2026-11-30")).recommendations.first
        #expect(recommendation?.lookedAt == ["2026-09-01-1800"])
        // 90 days off: back-from-break deloads 10% from the 100 kg last lifted.
        #expect(recommendation?.weight == Weight(90, .kg))
        #expect(recommendation?.action == .deload)
        #expect(recommendation?.englishReason == "Back after 90 days (last on 1 Sep 2026) at 100 kg: deload 10% to 90 kg, then progress as before.")
    }

    @Test func poundsProgressInPounds() {
        let sessions = [AnalyticsFixtures.session("2026-11-27", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(225, 5, unit: .lb)])])]
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("bench", .linear, sets: 1, reps: RepTarget(5))]])
        let data = AnalyticsFixtures.data(sessions, routine: plan, config: SiteConfig(units: .lb))
        let recommendation = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).recommendations.first
        #expect(recommendation?.weight == Weight(230, .lb))
        #expect(recommendation?.englishReason == "Every set of 1 × 5 done at 225 lb on 27 Nov 2026: add 5 lb to 230 lb.")
    }

    @Test func kilogramLogsProgressInTheDisplayUnit() {
        // 100 kg = 220.46 lb, loadable as 220 lb; + 5 lb = 225 lb.
        let sessions = [AnalyticsFixtures.session("2026-11-27", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(100, 5)])])]
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("bench", .linear, sets: 1, reps: RepTarget(5))]])
        let data = AnalyticsFixtures.data(sessions, routine: plan, config: SiteConfig(units: .lb))
        let weight = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).recommendations.first?.weight
        #expect(weight?.unit == .lb)
        #expect(weight?.value == 225)
    }

    @Test func everyPlannedExerciseGetsOneInRoutineOrder() {
        let plan = AnalyticsFixtures.routine([
            .friday: [AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 80)],
            .monday: [AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 60),
                      AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 40)],
        ])
        let analysis = Analyzer.analyze(AnalyticsFixtures.data([], routine: plan), today: AnalyticsFixtures.day("2026-11-25"))
        #expect(analysis.recommendations.map { "\($0.day.shortName) \($0.position) \($0.exercise)" }
            == ["Mon 0 squat", "Mon 1 row", "Fri 0 squat"])
        // Planned but never logged: still an exercise with a recommendation.
        let squat = analysis.exercise("squat")
        #expect(squat?.sessionCount == 0)
        #expect(squat?.recommendations.count == 2)
        // The next one on or after Wednesday 2026-11-25 is Friday's.
        #expect(squat?.nextRecommendation(onOrAfter: AnalyticsFixtures.day("2026-11-25"))?.weight == Weight(80, .kg))
        #expect(squat?.nextRecommendation(onOrAfter: AnalyticsFixtures.day("2026-11-30"))?.weight == Weight(60, .kg))
    }
}
