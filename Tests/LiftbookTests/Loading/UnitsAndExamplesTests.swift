import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookSample
import LiftbookSite
import LiftbookTestSupport
import Testing

/// The display unit (`units`) never changes what logged weights mean; `logUnit` does.
@Suite("Display unit and log unit")
struct LogUnitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let config: String
        let display: MassUnit
        let log: MassUnit
        /// Σ weight × reps of `- 100 x 5` in kg, worked out by hand.
        let volume: Double
        /// The routine's `weight: 80` in kg.
        let planned: Double
        /// The warning at `units:`, if any (line and column).
        let warning: (line: Int, column: Int)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "defaults", config: "", display: .kg, log: .kg, volume: 500, planned: 80, warning: nil),
        // 100 x 5 stays 100 kg when only the display unit changes: 500 kg.
        Case(name: "pound display, kilogram log", config: "units: lb\n", display: .lb, log: .kg, volume: 500, planned: 80,
             warning: (1, 8)),
        // 100 lb = 45.359237 kg, × 5 = 226.796185 kg; 80 lb = 36.2873896 kg.
        Case(name: "pounds logged", config: "title: T\nunits: lb\nlogUnit: lb\n", display: .lb, log: .lb, volume: 226.796185,
             planned: 36.2873896, warning: nil),
        Case(name: "pounds logged, kilograms shown", config: "logUnit: lb\n", display: .kg, log: .lb, volume: 226.796185,
             planned: 36.2873896, warning: nil),
        Case(name: "kilograms confirmed", config: "units: lb\nlogUnit: kg\n", display: .lb, log: .kg, volume: 500, planned: 80,
             warning: nil),
    ]

    static let routine = "schema: 1\nname: P\ndays:\n  monday:\n    title: A\n    exercises:\n      - {exercise: barbell-row, sets: 3, reps: 5, weight: 80}\n"

    @Test(arguments: cases)
    func unitLessWeightsAreInTheLogUnit(_ c: Case) throws {
        let result = loadSite(["liftbook.yaml": c.config, "routine.yaml": Self.routine,
                               "sessions/2026-11-09.md": "## Barbell Row\n- 100 x 5\n"])
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics)")
        #expect(result.data.config.units == c.display)
        #expect(result.data.config.logUnit == c.log)
        #expect(abs(Figures.volume(result.data.sessions) - c.volume) < 1e-6)
        let planned = try #require(result.data.routine?.day(.monday).exercises.first?.setGroups.first?.weight)
        #expect(abs(planned.kilograms - c.planned) < 1e-6)
        let warnings = result.diagnostics.filter { $0.location.path == "liftbook.yaml" }
        if let at = c.warning {
            #expect(warnings == [.warning("'units: lb' sets the display unit only; weights written without a unit in sessions and routine.yaml are read as kg",
                                          at: SourceLocation(path: "liftbook.yaml", line: at.line, column: at.column),
                                          hint: "add 'logUnit: lb' if you log in pounds, or 'logUnit: kg' to keep kilograms; either ends this warning")])
        } else {
            #expect(warnings.isEmpty)
        }
    }

    @Test func anUnknownLogUnitIsAnError() {
        let result = loadSite(["liftbook.yaml": "logUnit: stone\n"])
        #expect(result.diagnostics.errors.map(\.description) == ["liftbook.yaml:1:10: error: unknown logUnit 'stone'\n  hint: use kg or lb"])
    }

    @Test func heatMapTooltipsUseTheDisplayUnit() {
        let today = day("2026-11-22")
        let volume = [day("2026-11-20"): 1000.0]
        let sessions = [day("2026-11-20"): 1]
        // 1000 kg / 0.45359237 = 2204.62 lb, shown as 2205 lb.
        let pounds = Heatmap.svg(today: today, weekStart: .monday, volume: volume, sessions: sessions, unit: .lb, format: .englishForTests)
        #expect(pounds.contains("<title>2026-11-20: 1 session, 2,205 lb</title>"))
        #expect(!pounds.contains(" kg<"))
        let kilograms = Heatmap.svg(today: today, weekStart: .monday, volume: volume, sessions: sessions, unit: .kg, format: .englishForTests)
        #expect(kilograms.contains("<title>2026-11-20: 1 session, 1,000 kg</title>"))
    }
}

/// `liftbook init`'s example session and routine leave the figures once real sessions exist.
@Suite("Starter examples")
struct StarterExampleTests {
    static let starter: [String: String] = {
        var files: [String: String] = [:]
        for file in StarterSite.files(today: day("2026-11-22")) { files[file.path] = file.contents }
        return files
    }()

    static let examplePath = "sessions/2026-11-16-upper-a.md"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let extra: [String: String]
        let sessions: Int
        let hasRoutine: Bool
        /// Paths warned about as examples.
        let warned: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a new site shows its examples", extra: [:], sessions: 1, hasRoutine: true, warned: []),
        Case(name: "a hand-written session", extra: ["sessions/2026-11-20.md": "## Barbell Row\n- 60 x 10\n"],
             sessions: 1, hasRoutine: false, warned: ["routine.yaml", examplePath]),
        Case(name: "an import", extra: ["imports/strong.csv": """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-16 18:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,
            2024-09-18 18:00:00,B,1h,Squat (Barbell),1,100,5,0,0,,,

            """], sessions: 2, hasRoutine: false, warned: ["routine.yaml", examplePath]),
    ]

    @Test(arguments: cases)
    func examplesAreLeftOutOnceRealSessionsExist(_ c: Case) throws {
        let result = loadSite(Self.starter.merging(c.extra) { $1 })
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics)")
        #expect(result.data.sessions.count == c.sessions)
        #expect(result.data.sessions.contains { $0.isExample } == c.warned.isEmpty)
        #expect((result.data.routine != nil) == c.hasRoutine)
        let warned = result.diagnostics.filter { $0.message.contains("liftbook init's example") }
        #expect(warned.map(\.location.path) == c.warned)
        #expect(warned.allSatisfy { $0.hint?.contains("example: true") == true })
    }

    @Test func anExampleMadeRealIsCounted() throws {
        var files = Self.starter
        files[Self.examplePath] = files[Self.examplePath]?.replacingOccurrences(of: "example: true", with: "example: false")
        files["sessions/2026-11-20.md"] = "## Barbell Row\n- 60 x 10\n"
        let result = loadSite(files)
        #expect(result.data.sessions.count == 2)
        #expect(result.diagnostics.filter { $0.message.contains("example session") }.isEmpty)
    }
}
