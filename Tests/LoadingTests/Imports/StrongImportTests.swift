import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Strong exports")
struct StrongImportTests {
    static let path = "imports/strong.csv"

    func load(_ csv: String, unit: String? = "kg", logUnit: String? = "kg") -> SiteLoader.Result {
        var config = logUnit.map { "logUnit: \($0)\n" } ?? ""
        if let unit { config += "imports:\n  - file: \(Self.path)\n    unit: \(unit)\n" }
        return ImportSite.load(["liftbook.yaml": config, Self.path: csv])
    }

    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }
    func lb(_ value: Double) -> Load { .weight(Weight(value, .lb)) }

    @Test func commonLayoutReadsEveryQuirk() throws {
        let result = load(StrongFixtures.common)
        let sessions = result.data.sessions
        try #require(sessions.count == 3)
        let (morning, evening, next) = (sessions[0], sessions[1], sessions[2])

        #expect(morning.date == LocalDate(iso: "2024-09-09") && morning.start == LocalTime(text: "07:02:11"))
        #expect(morning.end == LocalTime(text: "08:07:11"))
        #expect(morning.title == "Morning A" && morning.notes == "Slept 8h\nready")
        #expect(morning.location == SourceLocation(path: Self.path, line: 2))
        #expect(morning.exercises.map(\.exerciseID) == ["barbell-back-squat", "pull-up"])
        #expect(morning.exercises[0].name == "Squat (Barbell)" && morning.exercises[0].notes == "Belt on")
        #expect(morning.exercises[0].sets == [
            LoggedSet(kind: .warmup, load: kg(60), reps: 5),
            LoggedSet(load: kg(100), reps: 5, rpe: 8),
            LoggedSet(load: kg(100), reps: 5, rpe: 8.5),
            LoggedSet(kind: .drop, load: kg(80), reps: 8),
        ])
        #expect(morning.exercises[1].sets == [
            LoggedSet(load: .bodyweight(added: nil), reps: 8),
            LoggedSet(load: .bodyweight(added: Weight(10, .kg)), reps: 5),
            LoggedSet(kind: .failure, load: .bodyweight(added: nil), reps: 6),
        ])
        #expect(morning.exercises[1].notes == "Grip gave out\nlast set")

        // Two workouts on one day stay two; the second has a timed set and a distance.
        #expect(evening.date == morning.date && evening.start == LocalTime(text: "18:30") && evening.end == LocalTime(text: "19:08"))
        #expect(evening.exercises.map(\.exerciseID) == ["barbell-bench-press", "plank", "running"])
        #expect(evening.exercises[1].sets == [LoggedSet(duration: 60)])
        #expect(evening.exercises[2].sets == [LoggedSet(duration: 1800, distance: Distance(5.2, .km))])

        #expect(next.end == LocalTime(text: "07:00:55"))
        #expect(next.exercises[1].exerciseID == "zottman-spider-curl-variant" && !next.exercises[1].isKnown)
        #expect(next.exercises[1].name == "Zottman Spider Curl Variant")
    }

    @Test func commonLayoutFiguresByHand() {
        let sessions = load(StrongFixtures.common).data.sessions
        // Squat: 100×5 + 100×5 + drop 80×8 on the 9th, 102.5×5 on the 16th; the warm-up does not count.
        #expect(Figures.workingSets(sessions, "barbell-back-squat") == 4)
        #expect(close(Figures.volume(sessions, "barbell-back-squat"), 2152.5))
        // Pull-ups: bw×8 (0), bw+10×5 (50), failure bw×6 (0).
        #expect(Figures.workingSets(sessions, "pull-up") == 3)
        #expect(close(Figures.volume(sessions, "pull-up"), 50))
        #expect(Figures.workingSets(sessions, "barbell-bench-press") == 2)
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 800))
        // Week 37: 4 squat + 3 pull-up + 2 bench + plank + run = 10 sets, 1640 + 50 + 800 kg.
        #expect(Figures.weeklyWorkingSets(sessions) == [week("2024-W37"): 10, week("2024-W38"): 2])
        let volume = Figures.weeklyVolume(sessions)
        #expect(close(volume[week("2024-W37")] ?? 0, 2490) && close(volume[week("2024-W38")] ?? 0, 637.5))
    }

    @Test func unmappedNamesWarnOncePerFile() {
        let result = load(StrongFixtures.common)
        let diagnostics = ImportSite.diagnostics(about: Self.path, in: result)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == SourceLocation(path: Self.path, line: 17, column: 37))
        #expect(diagnostics.first?.message == "1 exercise name matches no library exercise: 'Zottman Spider Curl Variant' (1 set); it is kept as an exercise of its own")
        #expect(result.unmappedNames == ["Zottman Spider Curl Variant": SourceLocation(path: Self.path, line: 17, column: 37)])
    }

    @Test func poundExportWithoutNotesConvertsExactlyPerSet() throws {
        let result = load(StrongFixtures.noNotes, unit: "lb")
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let session = try #require(result.data.sessions.first)
        #expect(session.end == LocalTime(text: "18:35"))
        #expect(session.exercises[0].sets == [
            LoggedSet(load: lb(185), reps: 5), LoggedSet(load: lb(185), reps: 5), LoggedSet(load: lb(44.09245243697551), reps: 10),
        ])
        #expect(session.exercises[1].sets == [LoggedSet(duration: 1500, distance: Distance(3.1, .mi))])
        // 2 × 185 lb × 5 = 839.1458845 kg; 44.09245243697551 lb is 20 kg, × 10 = 200 kg.
        #expect(close(Figures.volume([session]), 1039.1458845))
        #expect(close(Figures.sets([session], "barbell-bench-press")[2].kilograms, 20))
    }

    @Test func unlabelledWeightAssumesTheDefaultLogUnitAndSaysWhichSettingToAdd() throws {
        let result = load(StrongFixtures.noDuration, unit: nil, logUnit: nil)
        let warning = try #require(ImportSite.diagnostics(about: Self.path, in: result).first)
        #expect(warning == .warning("the column 'Weight' does not say its unit; its weights are read as kg, the site's logUnit",
                                    at: SourceLocation(path: Self.path, line: 1, column: 43),
                                    hint: "say the file's unit in liftbook.yaml, e.g. imports: [{file: imports/strong.csv, unit: lb}]"))
        #expect(Figures.sets(result.data.sessions, "barbell-deadlift") == [LoggedSet(load: kg(140), reps: 3), LoggedSet(load: kg(140), reps: 3)])
    }

    /// A `logUnit` written in liftbook.yaml is the unit of a weight column that names none: no warning.
    @Test func aStatedLogUnitIsTheUnitOfAnUnlabelledWeight() throws {
        let result = load(StrongFixtures.noDuration, unit: nil, logUnit: "lb")
        #expect(ImportSite.diagnostics(about: Self.path, in: result).filter { $0.message.contains("does not say its unit") }.isEmpty)
        let sessions = result.data.sessions
        #expect(sessions.first?.notes == "New belt" && sessions.first?.end == nil)
        #expect(Figures.sets(sessions, "barbell-deadlift") == [LoggedSet(load: lb(140), reps: 3), LoggedSet(load: lb(140), reps: 3)])
        // An assisted variation's weight is assistance.
        #expect(Figures.sets(sessions, "assisted-pull-up") == [LoggedSet(load: .bodyweight(added: Weight(-30, .lb)), reps: 8)])
        #expect(close(Figures.volume(sessions), 2 * 140 * 3 * 0.45359237))
    }

    @Test func semicolonQuotedPoundLayout() throws {
        // The header names pounds: no unit setting is needed, and a contradicting one is overruled.
        let result = load(StrongFixtures.semicolonPounds, unit: nil)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions[0].start == LocalTime(text: "06:00") && sessions[0].end == LocalTime(text: "07:05"))
        #expect(sessions[0].notes == "Quick one")
        #expect(sessions[0].exercises[0].sets == [LoggedSet(load: lb(95), reps: 8), LoggedSet(load: lb(95), reps: 8, rpe: 7)])
        #expect(sessions[1].exercises.map(\.exerciseID) == ["running", "overhead-press"])
        #expect(sessions[1].exercises[0].sets == [LoggedSet(duration: 95, distance: Distance(400, .m))])
        #expect(sessions[1].exercises[1].sets == [LoggedSet(kind: .warmup, load: lb(45), reps: 10)])
        #expect(Figures.workingSets(sessions) == 3)
        #expect(close(Figures.volume(sessions), 689.4604024))

        let overruled = load(StrongFixtures.semicolonPounds, unit: "kg")
        #expect(overruled.diagnostics.warnings.map(\.message) == [
            "liftbook.yaml sets unit: kg for this file, but its header says 'Weight (lbs)'; the header wins",
        ])
        #expect(overruled.data.sessions.map(\.exercises) == sessions.map(\.exercises))
    }

    @Test func perRowUnitsAndDecimalCommas() throws {
        let result = load(StrongFixtures.perRowUnits, unit: nil)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let session = try #require(result.data.sessions.first)
        #expect(Figures.sets([session], "barbell-bench-press") == [LoggedSet(load: kg(62.5), reps: 8)])
        #expect(Figures.sets([session], "dumbbell-curl") == [LoggedSet(load: lb(25), reps: 12)])
        #expect(Figures.sets([session], "running") == [
            LoggedSet(duration: 1500, distance: Distance(5, .km)), LoggedSet(duration: 1800, distance: Distance(3, .mi)),
        ])
        // 62.5 kg × 8 + 25 lb × 12.
        #expect(close(Figures.volume([session]), 636.077711))
    }

    @Test func layout2016CountsSetsFromZero() throws {
        let result = load(StrongFixtures.layout2016, unit: nil)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let session = try #require(result.data.sessions.first)
        #expect(Figures.sets([session], "barbell-back-squat") == [LoggedSet(load: kg(100), reps: 5), LoggedSet(load: kg(100), reps: 5)])
        #expect(Figures.sets([session], "running") == [LoggedSet(duration: 900, distance: Distance(2.5, .km))])
        #expect(session.exercises[1].notes == "easy pace")
        #expect(Figures.workingSets([session]) == 3 && close(Figures.volume([session]), 1000))
    }
}
