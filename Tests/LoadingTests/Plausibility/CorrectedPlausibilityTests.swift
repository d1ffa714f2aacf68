import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// What `corrections.yaml` fixes is no longer warned about: implausible values of an export are
/// checked after corrections, at their rows.
struct CorrectedPlausibilityTests {
    static let export = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-01-03 18:00:00,Evening Workout,22h 1m,Squat (Barbell),1,225,5,,,,,
        2024-01-07 18:00:00,Evening Workout,1h,Squat (Barbell),1,1350,5,,,,,
        2024-01-07 18:00:00,Evening Workout,1h,Squat (Barbell),2,1350,5,,,,,

        """
    static let settings = "units: lb\nlogUnit: lb\nimports:\n  - file: imports/strong.csv\n    unit: lb\n"

    static func warnings(corrections: String?) -> [String] {
        var site = ["liftbook.yaml": settings, "imports/strong.csv": export]
        if let corrections { site["corrections.yaml"] = corrections }
        let result = ImportSite.load(site)
        #expect(result.diagnostics.errors == [])
        return ImportSite.diagnostics(about: "imports/strong.csv", in: result).map(\.message)
    }

    @Test func uncorrectedValuesAreWarnedAboutAtTheirRows() {
        #expect(Self.warnings(corrections: nil) == [
            "1 workout longer than 5 h (line 2); kept, but left out of time trained",
            "2 sets heavier than 500 kg (1102.31 lb) (lines 3, 4); kept, but counted toward no volume, record or e1RM",
        ])
    }

    @Test func correctedValuesAreNotWarnedAbout() {
        // A bare 1350 is too heavy read as kilograms, but it names the set as the export holds it.
        let corrections = """
            schema: 1
            corrections:
              - {workout: 2024-01-03 18:00, maxDuration: 2h}
              - {workout: 2024-01-07 18:00, exercise: Squat (Barbell), set: 1350 x 5, to: 135 x 5}

            """
        #expect(Self.warnings(corrections: corrections) == [
            "1 set heavier than 500 kg (1102.31 lb) (line 4); kept, but counted toward no volume, record or e1RM",
        ])
    }
}
