import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// Per-exercise history rows, by the counting rules of SPEC §4.
struct HistoryTests {
    private func row(_ sets: [LoggedSet], formula: E1RMFormula = .epley) -> HistoryRow {
        let session = AnalyticsFixtures.session("2026-11-16", start: "18:05", [AnalyticsFixtures.logged("x", sets)])
        return HistoryRow(session: session, name: "x", sets: sets, formula: formula)
    }

    @Test func warmUpsCountTowardNothing() {
        let row = row([AnalyticsFixtures.set(60, 5, .warmup), AnalyticsFixtures.set(140, 1, .warmup)] + AnalyticsFixtures.sets(100, reps: [5, 5, 4]))
        #expect(row.workingSetCount == 3)
        #expect(row.repCount == 14)
        #expect(row.volumeKilograms == 1400)        // 100 × 14
        #expect(row.bestSetVolumeKilograms == 500)  // 100 × 5
        #expect(row.topSet == AnalyticsFixtures.set(100, 5))
        #expect(abs((row.e1RMKilograms ?? 0) - 116.667) < 0.001)
        #expect(row.sessionID == "2026-11-16-1805")
        #expect(row.sets.count == 5)
        #expect(row.workingSets.count == 3)
    }

    @Test func dropAndFailureSetsAreWorkingSets() {
        let row = row([AnalyticsFixtures.set(100, 5), AnalyticsFixtures.set(80, 8, .drop), AnalyticsFixtures.set(100, 3, .failure)])
        #expect(row.workingSetCount == 3)
        #expect(row.volumeKilograms == 500 + 640 + 300)
        // 100 × (1 + 5/30) = 116.7 beats 80 × (1 + 8/30) = 101.3 and 100 × (1 + 3/30) = 110.
        #expect(abs((row.e1RMKilograms ?? 0) - 116.667) < 0.001)
    }

    @Test func theTopSetIsTheHeaviestThenTheMostReps() {
        let row = row([AnalyticsFixtures.set(100, 3), AnalyticsFixtures.set(100, 5), AnalyticsFixtures.set(90, 10)])
        #expect(row.topSet == AnalyticsFixtures.set(100, 5))
        // 90 × (1 + 10/30) = 120 beats 100 × (1 + 5/30) = 116.7: the best e1RM need not be the top set's.
        #expect(abs((row.e1RMKilograms ?? 0) - 120) < 1e-9)
    }

    @Test func bodyWeightAloneHasLoadZero() {
        let row = row([AnalyticsFixtures.bodyweight(10), AnalyticsFixtures.bodyweight(8), AnalyticsFixtures.bodyweight(5, added: 10), AnalyticsFixtures.bodyweight(12, added: -20)])
        #expect(row.volumeKilograms == 50)  // only the added 10 kg × 5 counts
        #expect(row.topSet == AnalyticsFixtures.bodyweight(5, added: 10))
        #expect(abs((row.e1RMKilograms ?? 0) - 10 * (1 + 5.0 / 30)) < 1e-9)
        #expect(row.repCount == 35)
    }

    @Test func bodyWeightOnlyHasNoE1RM() {
        let row = row([AnalyticsFixtures.bodyweight(10)])
        #expect(row.e1RMKilograms == nil)
        #expect(row.volumeKilograms == 0)
    }

    @Test func cardioPaceAndSpeed() {
        let row = row([AnalyticsFixtures.timed(1800, km: 5), AnalyticsFixtures.timed(600, km: 2)])
        #expect(row.durationSeconds == 2400)
        #expect(row.distanceMetres == 7000)
        #expect(abs((row.paceSecondsPerKilometre ?? 0) - 2400.0 / 7) < 1e-9)  // 5:43 per km
        #expect(abs((row.speedKilometresPerHour ?? 0) - 10.5) < 1e-9)         // 7 km in 40 min
        #expect(row.longestHoldSeconds == nil)
        #expect(row.workingSetCount == 2)
    }

    @Test func holdsKeepTheLongest() {
        let row = row([AnalyticsFixtures.timed(45), AnalyticsFixtures.timed(60), AnalyticsFixtures.timed(50), LoggedSet(kind: .warmup, duration: 90)])
        #expect(row.longestHoldSeconds == 60)
        #expect(row.durationSeconds == 155)
        #expect(row.paceSecondsPerKilometre == nil)
        #expect(row.topSet == nil)
    }

    @Test func poundsAreConvertedExactly() {
        let row = row([AnalyticsFixtures.set(225, 5, unit: .lb)])
        #expect(abs(row.volumeKilograms - 225 * 0.45359237 * 5) < 1e-9)
    }
}
