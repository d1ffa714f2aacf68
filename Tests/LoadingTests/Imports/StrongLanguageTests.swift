@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Strong exports in other languages")
struct StrongLanguageTests {
    static let path = "imports/strong.csv"

    func load(_ csv: String) -> SiteLoader.Result {
        ImportSite.load(["liftbook.yaml": "imports:\n  - file: \(Self.path)\n    unit: kg\n", Self.path: csv])
    }

    /// Per language: the first workout's day, start and end (from the translated duration), its
    /// exercises, and the file's working sets and volume, worked out by hand.
    @Test(arguments: [
        // German: 18:00 + 1 h 46 min; squat 2 × 100×5 (the warm-up and the Ruhezeit row do not count), bench 80×8.
        ("german", "2024-03-04", "18:00", "19:46", ["barbell-back-squat", "barbell-bench-press"], 3, 1640.0),
        // Chinese: 07:30 + 1小时13分钟; deadlift 2 × 140×5 and, two days later (49分钟), bench 70×10.
        ("chinese", "2024-05-06", "07:30", "08:43", ["barbell-deadlift"], 3, 2100.0),
        // Spanish 10-column layout: no duration; squat 90×8, a run of 3 km in 1200 s.
        ("spanish", "2024-02-01", "19:15", nil, ["barbell-back-squat", "running"], 2, 720.0),
        // French: 12:00 + 1h 5m; press 2 × 50×5, a pulldown 55×12 under a misspelt name.
        ("french", "2024-04-10", "12:00", "13:05", ["overhead-press", "lat-pulldown"], 3, 1160.0),
    ] as [(String, String, String, String?, [ExerciseID], Int, Double)])
    func translatedHeadersReadLikeEnglish(language: String, date: String, start: String, end: String?,
                                          exercises: [ExerciseID], sets: Int, volume: Double) throws {
        let csv = try #require(["german": StrongLanguageFixtures.german, "chinese": StrongLanguageFixtures.chinese,
                                "spanish": StrongLanguageFixtures.spanish, "french": StrongLanguageFixtures.french][language])
        let result = load(csv)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).errors == [])
        let first = try #require(result.data.sessions.first)
        #expect(first.date == LocalDate(iso: date) && first.start == LocalTime(text: start))
        #expect(first.end == end.flatMap { LocalTime(text: $0) })
        #expect(first.exercises.map(\.exerciseID) == exercises)
        #expect(Figures.workingSets(result.data.sessions) == sets)
        #expect(close(Figures.volume(result.data.sessions), volume))
    }

    @Test func germanSetsKeepWarmUpsRPEAndNotes() throws {
        let session = try #require(load(StrongLanguageFixtures.german).data.sessions.first)
        #expect(session.title == "Abendtraining")
        #expect(session.exercises[0].sets == [
            LoggedSet(kind: .warmup, load: .weight(Weight(60, .kg)), reps: 5),
            LoggedSet(load: .weight(Weight(100, .kg)), reps: 5, rpe: 8),
            LoggedSet(load: .weight(Weight(100, .kg)), reps: 5, rpe: 8.5),
        ])
        #expect(session.exercises[0].notes == "Gürtel")
    }

    @Test func chineseSecondWorkoutEndsFortyNineMinutesLater() throws {
        let sessions = load(StrongLanguageFixtures.chinese).data.sessions
        try #require(sessions.count == 2)
        #expect(sessions[1].date == LocalDate(iso: "2024-05-08") && sessions[1].end == LocalTime(text: "08:19"))
        #expect(sessions[0].title == "晨练")
    }

    @Test func spanishRunAndWorkoutNotes() throws {
        let session = try #require(load(StrongLanguageFixtures.spanish).data.sessions.first)
        #expect(session.notes == "Buen día")
        #expect(session.exercises[1].sets == [LoggedSet(duration: 1200, distance: Distance(3, .km))])
    }

    @Test(arguments: [
        ("1 h 46 min", 6360.0), ("1小时13分钟", 4380.0), ("49分钟", 2940.0), ("82h 17min", 296_220.0), ("1h 5m", 3900.0),
    ])
    func translatedDurations(text: String, seconds: Double) {
        #expect(DurationText.seconds(text) == seconds)
    }

    @Test func aLanguageTheTableLacksNamesTheColumnsItCannotPlace() {
        let result = load(StrongLanguageFixtures.italian)
        #expect(ImportSite.diagnostics(about: Self.path, in: result) == [
            .error("the header is closest to a Strong export, but Liftbook does not recognise the columns 'Data', 'Nome allenamento', 'Durata', "
                   + "'Nome esercizio', 'Ordine serie', 'Ripetizioni', 'Distanza', 'Secondi', 'Note', 'Note allenamento'",
                   at: SourceLocation(path: Self.path, line: 1, column: 1),
                   hint: "Strong writes its header in the app's language; switch the app to English and export again, or map the columns in liftbook.yaml (imports: [{file: imports/strong.csv, columns: {…}}])"),
        ])
        #expect(result.data.sessions.isEmpty)
    }

    @Test(arguments: [
        ("Datum", "date"), ("Gewicht (kg)", "weight (kg)"), ("Wiederh.", "reps"), ("Temporizador de descanso", nil),
        ("运动名称", "exercise name"), ("Nom de l'exercice", "exercise name"), ("Ripetizioni", nil),
    ] as [(String, String?)])
    func headerCellsTranslate(cell: String, english: String?) {
        #expect(StrongHeaderNames.english(cell)?.lowercased() == english)
    }
}

@Suite("Strong rest-timer labels")
struct StrongRestTimerLabelTests {
    @Test func anUnlistedLabelOnAnEmptyRowIsSkippedWithOneWarning() {
        let path = "imports/strong.csv"
        let csv = """
            Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,Notes d'entraînement,RPE
            2024-04-10 12:00:00,Midi,1h 5m,Overhead Press (Barbell),1,50,5,0,0,,,
            2024-04-10 12:00:00,Midi,1h 5m,Overhead Press (Barbell),Minuteur de repos,0,0,0,90,,,
            2024-04-10 12:00:00,Midi,1h 5m,Overhead Press (Barbell),Minuteur de repos,0,0,0,90,,,
            2024-04-10 12:00:00,Midi,1h 5m,Overhead Press (Barbell),2,50,5,0,0,,,

            """
        let result = ImportSite.load(["liftbook.yaml": "imports: [{file: \(path), unit: kg}]\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .warning("rows whose Set Order is 'Minuteur de repos' hold no weight or reps; they are read as rest-timer rows and skipped",
                     at: SourceLocation(path: path, line: 3, column: 57),
                     hint: "if 'Minuteur de repos' is the rest-timer label of the app's language, it belongs in Liftbook's table of Strong's translations"),
        ])
        #expect(Figures.workingSets(result.data.sessions) == 2)
    }
}
