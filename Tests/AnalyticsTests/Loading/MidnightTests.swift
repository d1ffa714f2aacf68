import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookFixtures
import Testing

/// A workout may end after midnight: an end earlier than the start is on the next day.
@Suite("Sessions across midnight")
struct MidnightTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let path: String
        let text: String
        /// Worked out by hand: from the start to midnight, plus the time after it.
        let seconds: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 23:30 → 24:00 is 30 min, 00:00 → 00:45 is 45 min: 75 min.
        Case(name: "Markdown, 23:30 to 00:45", path: "sessions/2026-11-10.md",
             text: "---\nstart: \"23:30\"\nend: \"00:45\"\n---\n## Barbell Row\n- 60 x 10\n", seconds: 4_500),
        // 22:15:30 → 24:00 is 1 h 44 min 30 s, then 1 h 02 min: 2 h 46 min 30 s.
        Case(name: "YAML with seconds, 22:15:30 to 01:02", path: "sessions/2026-11-10.yaml",
             text: "date: 2026-11-10\nstart: \"22:15:30\"\nend: \"01:02\"\nexercises:\n  - {exercise: barbell-row, sets: [\"60 x 10\"]}\n", seconds: 9_990),
        // The same time is no time at all, not a whole day.
        Case(name: "end equal to start", path: "sessions/2026-11-10.md",
             text: "---\nstart: \"18:00\"\nend: \"18:00\"\n---\n## Barbell Row\n- 60 x 10\n", seconds: 0),
        // 18:00 → 19:10, the usual case, for contrast.
        Case(name: "same day", path: "sessions/2026-11-10.md",
             text: "---\nstart: \"18:00\"\nend: \"19:10\"\n---\n## Barbell Row\n- 60 x 10\n", seconds: 4_200),
    ]

    @Test(arguments: cases)
    func handWrittenSessionsEndOnTheNextDay(_ c: Case) throws {
        let result = loadSite([c.path: c.text])
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics)")
        let session = try #require(result.data.sessions.first)
        #expect(session.date == day("2026-11-10"), "the session belongs to the day it started")
        #expect(session.durationSeconds == c.seconds)
        let analysis = Analyzer.analyze(result.data, today: day("2026-11-22"))
        let week = try #require(analysis.weeks.first { $0.sessionCount > 0 })
        #expect(week.durationSeconds == c.seconds, "time trained uses the duration across midnight")
    }

    /// A Strong workout started at 23:30 that lasted 1 h 15 min, and a one-set session.
    static let late: [String: String] = [
        "imports/strong.csv": """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-16 23:30:00,Late,1h 15m,Squat (Barbell),1,100,5,0,0,,,
            2024-09-16 23:30:00,Late,1h 15m,Squat (Barbell),2,100,5,0,0,,,
            2024-09-18 07:00:00,Single,20m,Bench Press (Barbell),1,80,5,0,0,,,

            """,
        "liftbook.yaml": "imports:\n  - {file: imports/strong.csv, unit: kg}\n",
    ]

    @Test(arguments: [SessionExporter.Format.yaml, .markdown])
    func exportedSessionsAcrossMidnightReadBackExactly(_ format: SessionExporter.Format) throws {
        let original = ImportSite.load(Self.late)
        #expect(original.diagnostics.isEmpty, "\(original.diagnostics)")
        let late = try #require(original.data.sessions.first)
        #expect(late.end == LocalTime(hour: 0, minute: 45))
        #expect(late.durationSeconds == 4_500)
        let export = SessionExporter.export(original.data.sessions, library: original.library, format: format)
        #expect(export.diagnostics.isEmpty, "no error and no fallback to YAML: \(export.diagnostics)")
        let ext = format == .markdown ? ".md" : ".yaml"
        #expect(export.files.map(\.path) == ["2024-09-16-2330-late" + ext, "2024-09-18-0700-single" + ext])
        #expect(export.files.first?.contents.contains("start: \"23:30\"\nend: \"00:45\"") == true)
        var files = ["exercises/library.yaml": ImportSite.library]
        for file in export.files { files["sessions/" + file.path] = file.contents }
        let reloaded = ImportSite.load(files)
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
        #expect(reloaded.data.sessions.count == 2)
        for (a, b) in zip(original.data.sessions, reloaded.data.sessions) {
            #expect(SessionComparison.sameContent(a, b))
        }
        #expect(reloaded.data.sessions.first?.durationSeconds == 4_500)
    }

    @Test func aSessionThatDoesNotReadBackGetsNoFileAndAnError() throws {
        // 2,000,000,000 reps is past what the notation and the YAML loader accept, so no form reads back.
        let set = LoggedSet(load: .weight(Weight(20, .kg)), reps: 2_000_000_000)
        let odd = Session(date: day("2026-11-10"), start: LocalTime(hour: 9, minute: 0), title: "Odd",
                          exercises: [LoggedExercise(exerciseID: "barbell-row", name: "Barbell Row", sets: [set],
                                                     location: SourceLocation(path: "imports/x.csv", line: 2))],
                          location: SourceLocation(path: "imports/x.csv", line: 2))
        var fine = odd
        fine.start = LocalTime(hour: 18, minute: 0)
        fine.exercises[0].sets = [LoggedSet(load: .weight(Weight(20, .kg)), reps: 5)]
        let export = SessionExporter.export([odd, fine], library: BuiltInLibrary.library, format: .markdown)
        #expect(export.files.map(\.path) == ["2026-11-10-1800-odd.md"])
        #expect(export.diagnostics.errors.map(\.location) == [SourceLocation(path: "imports/x.csv", line: 2)])
        #expect(export.diagnostics.errors.first?.message == "the exported session does not read back exactly, so it is not written")
    }

    /// An exercise with neither sets nor notes is not written; one with a note keeps its note.
    @Test func anExerciseWithoutSetsIsNotWritten() throws {
        let location = SourceLocation(path: "imports/x.csv", line: 2)
        let session = Session(date: day("2026-11-10"), start: LocalTime(hour: 9, minute: 0), title: "Odd", exercises: [
            LoggedExercise(exerciseID: "barbell-row", name: "Barbell Row", sets: [LoggedSet(load: .weight(Weight(60, .kg)), reps: 8)], location: location),
            LoggedExercise(exerciseID: "overhead-press-each-side", name: "Overhead Press (Each Side", isKnown: false, sets: [], location: location),
            LoggedExercise(exerciseID: "plank", name: "Plank", notes: "Skipped: sore back.", sets: [], location: location),
        ], location: location)
        for format in [SessionExporter.Format.markdown, .yaml] {
            let export = SessionExporter.export([session], library: BuiltInLibrary.library, format: format)
            let text = try #require(export.files.first?.contents)
            #expect(export.diagnostics.errors.isEmpty)
            #expect(!text.contains("Each Side"))
            #expect(text.contains("Barbell Row") && text.contains("Skipped: sore back."))
        }
    }

    /// A typo kept as implausible data (5,000 reps) is written as YAML, which reads it back as the
    /// number it is; the Markdown notation refuses it.
    @Test func aSessionWithATypoIsWrittenAsYAML() throws {
        let set = LoggedSet(load: .weight(Weight(20, .kg)), reps: 5_000)
        let odd = Session(date: day("2026-11-10"), start: LocalTime(hour: 9, minute: 0), title: "Odd",
                          exercises: [LoggedExercise(exerciseID: "barbell-row", name: "Barbell Row", sets: [set],
                                                     location: SourceLocation(path: "imports/x.csv", line: 2))],
                          location: SourceLocation(path: "imports/x.csv", line: 2))
        let export = SessionExporter.export([odd], library: BuiltInLibrary.library, format: .markdown)
        #expect(export.files.map(\.path) == ["2026-11-10-0900-odd.yaml"])
        #expect(export.diagnostics.errors.isEmpty)
    }
}
