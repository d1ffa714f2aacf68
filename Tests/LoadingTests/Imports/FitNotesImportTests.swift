import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("FitNotes exports")
struct FitNotesImportTests {
    static let path = "imports/fitnotes.csv"

    func load(_ csv: String) -> SiteLoader.Result { ImportSite.load([Self.path: csv]) }

    @Test func aDayIsTheWorkout() throws {
        let result = load(FitNotesFixtures.kilograms)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions.map(\.date) == [LocalDate(iso: "2024-05-06"), LocalDate(iso: "2024-05-08")])
        #expect(sessions.allSatisfy { $0.start == nil && $0.end == nil })
        #expect(sessions[0].exercises.map(\.exerciseID) == ["barbell-bench-press", "pull-up", "running"])
        #expect(sessions[0].exercises[0].notes == "Paused reps")
        #expect(sessions[0].exercises[1].sets == [LoggedSet(load: .bodyweight(added: nil), reps: 10)])
        #expect(sessions[0].exercises[2].sets == [LoggedSet(duration: 1926, distance: Distance(5, .km))])
        // Bench 80×5×2, deadlift 140×3×2; pull-ups and the run count as sets but not volume.
        #expect(Figures.workingSets(sessions) == 6)
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 800) && close(Figures.volume(sessions, "barbell-deadlift"), 840))
        #expect(Figures.weeklyWorkingSets(sessions) == [week("2024-W19"): 6])
        #expect(close(Figures.weeklyVolume(sessions)[week("2024-W19")] ?? 0, 1640))
    }

    @Test func unitsOnEveryRow() throws {
        let result = load(FitNotesFixtures.perRowUnits)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let session = try #require(result.data.sessions.first)
        #expect(Figures.sets([session], "barbell-bench-press") == [
            LoggedSet(load: .weight(Weight(185, .lb)), reps: 5), LoggedSet(load: .weight(Weight(85, .kg)), reps: 3),
        ])
        #expect(Figures.sets([session], "running") == [LoggedSet(duration: 1500, distance: Distance(3, .mi))])
        // 185 lb × 5 + 85 kg × 3.
        #expect(close(Figures.volume([session]), 674.57294225))
    }
}
