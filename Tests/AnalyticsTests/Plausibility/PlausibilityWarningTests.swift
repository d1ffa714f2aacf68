import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Implausible values are warned about once per file and kind, listing their lines, and kept.
struct PlausibilityWarningTests {
    /// A pound export with the quirks of a real one: a typo of 87 reps, workouts left running
    /// (22 h 1 min, 71 h 45 min, 10 h), a 1,200 lb squat, a set of 150 reps and a workout dated
    /// after today.
    static let export = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-01-01 18:00:00,Evening Workout,1h 5m,Bench Press (Barbell),1,175,5,,,,,
        2024-01-01 18:00:00,Evening Workout,1h 5m,Bench Press (Barbell),2,175,87,,,,,
        2024-01-03 18:00:00,Evening Workout,22h 1m,Squat (Barbell),1,225,5,,,,,
        2024-01-05 18:00:00,Evening Workout,71h 45m,Squat (Barbell),1,235,5,,,,,
        2024-01-07 18:00:00,Evening Workout,1h,Squat (Barbell),1,1200,5,,,,,
        2024-01-07 18:00:00,Evening Workout,1h,Squat (Barbell),2,135,150,,,,,
        2024-01-09 18:00:00,Evening Workout,10h,Squat (Barbell),1,245,5,,,,,
        2030-06-01 18:00:00,Evening Workout,45m,Deadlift (Barbell),1,315,5,,,,,

        """

    static let settings = "units: lb\nlogUnit: lb\nimports:\n  - file: imports/strong.csv\n    unit: lb\n"

    static func loaded() -> SiteLoader.Result {
        ImportSite.load(["liftbook.yaml": settings, "imports/strong.csv": export])
    }

    @Test func oneWarningPerKindListingTheLines() {
        let result = Self.loaded()
        #expect(result.diagnostics.errors == [])
        let found = ImportSite.diagnostics(about: "imports/strong.csv", in: result)
        #expect(found.map(\.message) == [
            "3 workouts longer than 5 h (lines 4, 5, 8); kept, but left out of time trained",
            "1 set heavier than 500 kg (1102.31 lb) (line 6); kept, but counted toward no volume, record or e1RM",
            "1 set of more than 100 reps (line 7); kept, but counted toward no volume, record or e1RM",
            "1 workout dated after today, 2030-01-01 (line 9); built and counted anyway",
        ])
        #expect(found.map(\.location.line) == [4, 6, 7, 9])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.allSatisfy { ($0.hint ?? "").contains("corrections.yaml") })
        #expect(found[0].hint == "a workout left running in the app: cap or set its duration in corrections.yaml; "
            + "if you really train this long, raise 'limits: workout:' in liftbook.yaml")
    }

    @Test func theDataIsKept() {
        let result = Self.loaded()
        let sessions = ImportSite.sessions(from: "imports/strong.csv", in: result)
        #expect(sessions.count == 6)
        #expect(sessions.map { $0.durationSeconds } == [3900, 79_260, nil, 3600, 36_000, 2700])
        #expect(sessions[3].exercises[0].sets.map(\.reps) == [5, 150])
    }

    /// Time trained: 1 h 5 min + 1 h + 45 min = 10,200 s; 22 h 1 min and 10 h are left out,
    /// 71 h 45 min could not be kept as an end time at all.
    @Test func totalsAndRecordsLeaveTheImplausibleOut() throws {
        let analysis = Analyzer.analyze(Self.loaded().data, today: ImportSite.today)
        #expect(analysis.sessions.compactMap(\.durationSeconds).reduce(0, +) == 10_200)
        #expect(analysis.weeks.reduce(0) { $0 + $1.durationSeconds } == 10_200)
        let lb = MassUnit.lb.kilograms
        // Bench: e1RM from 175 × 5 only (87 reps is past 12): 175 × (1 + 5/30) = 204.17 lb, not 682.5 lb.
        let bench = try #require(analysis.exercise("barbell-bench-press"))
        #expect(abs((bench.records[.e1rm]?.value ?? 0) - 175 * 35 / 30 * lb) < 1e-9)
        #expect(bench.history[0].e1RMKilograms.map { abs($0 - 175 * 35 / 30 * lb) < 1e-9 } == true)
        // Squat: 1,200 lb × 5 and 135 × 150 count toward nothing; heaviest 245 lb, best session 245 × 5.
        let squat = try #require(analysis.exercise("barbell-back-squat"))
        #expect(abs((squat.records[.heaviest]?.value ?? 0) - 245 * lb) < 1e-9)
        #expect(abs((squat.records[.sessionVolume]?.value ?? 0) - 1225 * lb) < 1e-9)
        #expect(abs((squat.records[.e1rm]?.value ?? 0) - 245 * 35 / 30 * lb) < 1e-9)
        let typo = squat.history[2]
        #expect(typo.workingSetCount == 2)
        #expect(typo.implausibleSets == [0, 1])
        #expect(typo.volumeKilograms == 0)
        #expect(typo.topSet == nil)
        #expect(squat.records.repMaxes.map(\.reps) == [5])
        // 225 + 235 + 245 lb × 5 of volume; the two implausible sets add none.
        #expect(abs(squat.totalVolumeKilograms - (225 + 235 + 245) * 5 * lb) < 1e-9)
        #expect(squat.workingSetCount == 5)
    }

    @Test func handWrittenSessionsWarnAtTheExerciseHeading() {
        let result = loadSite([
            "sessions/2026-11-16.md": """
                ---
                start: "07:00"
                end: "19:30"
                ---
                ## Barbell Back Squat
                - 100 x 5
                - 600 x 5
                - 620 x 3
                """,
        ])
        #expect(result.diagnostics.map(\.description) == [
            "sessions/2026-11-16.md:1:1: warning: 1 workout longer than 5 h (line 1); kept, but left out of time trained\n"
                + "  hint: check the start and end times; if you really train this long, raise 'limits: workout:' in liftbook.yaml",
            "sessions/2026-11-16.md:5:1: warning: 2 sets heavier than 500 kg (line 5); kept, but counted toward no volume, record or e1RM\n"
                + "  hint: check the weight and its unit; if the load is real (a sled or leg press), raise 'limits: load:' in liftbook.yaml",
        ])
    }

    @Test func theLimitsAreSettings() {
        let result = loadSite([
            "liftbook.yaml": "units: lb\ne1rmMaxReps: 10\nlimits:\n  workout: 8h 30min\n  reps: 200\n  load: 1200lb\n",
        ])
        #expect(result.diagnostics.errors == [])
        let limits = result.data.config.limits
        #expect(limits == PlausibilityLimits(workoutSeconds: 30_600, reps: 200, kilograms: 1200 * MassUnit.lb.kilograms, e1rmMaxReps: 10))
    }

    @Test(arguments: [
        ("limits:\n  workout: 5\n", "liftbook.yaml:2:12: error: 'workout' should be a duration from 30min to 23h, found '5'"),
        ("limits:\n  load: heavy\n", "liftbook.yaml:2:9: error: 'load' should be a weight from 50 kg to 1000 kg, found 'heavy'"),
        ("limits:\n  reps: 5\n", "liftbook.yaml:2:9: error: 'reps' should be a whole number from 10 to 1000, found '5'"),
        ("limits:\n  sets: 5\n", "liftbook.yaml:2:3: error: unknown key 'sets' in 'limits'"),
        ("e1rmMaxReps: 0\n", "liftbook.yaml:1:14: error: 'e1rmMaxReps' should be a whole number from 1 to 30, found '0'"),
    ])
    func badLimitsAreErrorsAtTheirLine(yaml: String, expected: String) {
        let errors = loadSite(["liftbook.yaml": yaml]).diagnostics.errors
        #expect(errors.count == 1)
        #expect(errors.first.map { $0.description.components(separatedBy: "\n")[0] } == expected)
        #expect(errors.first?.hint != nil)
    }
}
