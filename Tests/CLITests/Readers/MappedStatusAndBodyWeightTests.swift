@testable import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Column mapping: status column and body-weight files")
struct MappedStatusAndBodyWeightTests {
    let path = "imports/other.csv"

    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }

    @Test func statusColumnDecidesDoneNotDoneFailedAndWarmup() throws {
        let result = ImportSite.load(["liftbook.yaml": NewReaderFixtures.mappedStatusEntry(path), path: NewReaderFixtures.mappedStatus])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 1)
        // The skipped set is left out; `Erledigt` is done because the entry says so.
        #expect(sessions[0].exercises[0].sets == [
            LoggedSet(kind: .warmup, load: kg(60), reps: 10), LoggedSet(load: kg(100), reps: 5), LoggedSet(kind: .failure, load: kg(100), reps: 3),
        ])
        #expect(sessions[0].exercises[1].sets == [LoggedSet(load: kg(140), reps: 5)])
        // Bench 100 × 5 + 100 × 3 = 800 kg, squat 700 kg; the warm-up is out.
        #expect(close(Figures.volume(sessions), 1500))
        #expect(Figures.workingSets(sessions) == 3)
    }

    @Test(arguments: [
        ("Done", MappedStatus?.some(.done)), ("not started", .notDone), ("Skipped", .notDone), ("FAILED", .failed), ("Warm-up", .warmup),
        ("", .done), ("Erledigt", .done), ("Ausgelassen", .notDone),
    ])
    func statusWords(text: String, status: MappedStatus?) throws {
        var diagnostics: [Diagnostic] = []
        let table = try #require(CSVTable(path: path, text: "State,X\n\(text),x\n", into: &diagnostics))
        let words: [MappedStatus: [String]] = [.done: ["Erledigt"], .notDone: ["Ausgelassen"]]
        #expect(try MappedStatusColumn.status(FieldReader(table: table, row: table.rows[0]), 0, words: words) == status)
    }

    @Test func anUnknownStatusWordIsAnErrorAtItsCell() {
        let csv = "Day,Lift,Load,Reps,State\n2025-02-03 18:00,Squat (Barbell),140,5,Maybe\n"
        let entry = "imports:\n  - file: \(path)\n    unit: kg\n    columns: {date: Day, exercise: Lift, weight: Load, reps: Reps, status: State}\n"
        let found = ImportSite.diagnostics(about: path, in: ImportSite.load(["liftbook.yaml": entry, path: csv]))
        #expect(found == [
            .error("'Maybe' is not a set status; the row is not imported", at: SourceLocation(path: path, line: 2, column: 40),
                   hint: "say what the word means under the file's status: in liftbook.yaml, e.g. status: {done: [Done], notDone: [Skipped], failed: [Failed], warmup: [Warm-up]}"),
        ])
    }

    @Test func statusWordsWithoutAStatusColumnAreIgnoredWithAWarning() {
        let entry = "imports:\n  - file: \(path)\n    columns: {date: Day, exercise: Lift}\n    status: {done: [Ok]}\n"
        let result = ImportSite.load(["liftbook.yaml": entry, path: "Day,Lift,Reps\n2025-02-03,Squat (Barbell),5\n"])
        #expect(result.diagnostics.filter { $0.location.path == "liftbook.yaml" } == [
            .warning("'status' is read only with a status column under 'columns:'; it is ignored", at: SourceLocation(path: "liftbook.yaml", line: 4, column: 13),
                     hint: "map the column too, e.g. columns: {…, status: State}"),
        ])
    }

    @Test func bodyWeightFileThroughAMapping() {
        let entry = "imports:\n  - file: \(path)\n    columns: {date: Day, weight: Mass, unit: Unit}\n"
        let result = ImportSite.load(["liftbook.yaml": entry, path: NewReaderFixtures.mappedBodyWeight])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        #expect(result.data.sessions.isEmpty)
        // 180 lb = 81.6466266 kg.
        #expect(result.data.bodyWeights.map { "\($0.date) \($0.weight.value) \($0.weight.unit.rawValue)" } == ["2025-02-03 81.4 kg", "2025-02-04 180.0 lb"])
        #expect(close(result.data.bodyWeights[1].weight.kilograms, 81.6466266))
    }

    @Test func aBrokenBodyWeightRowIsAnErrorAtItsCell() {
        let entry = "imports:\n  - file: \(path)\n    columns: {date: Day, weight: Mass, unit: Unit}\n"
        let csv = "Day,Mass,Unit\n2025-02-03,81.4,kg\n2025-02-04,8.14,kg\n03.02.2025,81,kg\n"
        #expect(ImportSite.diagnostics(about: path, in: ImportSite.load(["liftbook.yaml": entry, path: csv])) == [
            .error("a body weight of 8.14 kg is outside 20–400 kg; the row is not imported", at: SourceLocation(path: path, line: 3, column: 12),
                   hint: "check the number and its unit"),
            .error("'03.02.2025' does not fit the date format YYYY-MM-DD HH:mm; the row is not imported", at: SourceLocation(path: path, line: 4, column: 1),
                   hint: "say how the file writes dates in liftbook.yaml, e.g. dateFormat: D/M/YYYY HH:mm"),
        ])
    }

    @Test func aloneInAFreshSiteChecksAndBuilds() throws {
        let entry = NewReaderFixtures.mappedStatusEntry("imports/sets.csv")
            + "  - file: imports/weights.csv\n    columns: {date: Day, weight: Mass, unit: Unit}\n"
        let site = try FreshImportSite(["imports/sets.csv": NewReaderFixtures.mappedStatus, "imports/weights.csv": NewReaderFixtures.mappedBodyWeight],
                                       settings: entry)
        defer { site.remove() }
        #expect(site.check.status == 0, Comment(rawValue: site.check.stderr))
        #expect(site.build.status == 0, Comment(rawValue: site.build.stderr))
        #expect(site.problems.filter { $0.contains("imports/") } == [], Comment(rawValue: site.check.stderr))
        #expect(site.check.stderr.contains("checked 1 session") && site.check.stderr.contains(", 4 sets,"), Comment(rawValue: site.check.stderr))
        #expect(try site.exerciseNumber("barbell-bench-press", "totalVolumeKg") == 800)
        #expect(try site.exerciseNumber("barbell-bench-press", "records", "heaviestKg", "value") == 100)
        #expect(try site.bodyWeights().map(\.date) == ["2025-02-03", "2025-02-04"])
        #expect(close(try site.bodyWeights().last?.kg ?? 0, 81.647, tolerance: 0.001))
    }
}
