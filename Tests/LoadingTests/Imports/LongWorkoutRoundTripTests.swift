import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookFixtures
import Testing

/// `export` keeps what it read: a workout logged as 72 hours (left running in the app) keeps its
/// duration, and its warning, through the written session files and back.
@Suite("A workout of days through export and back")
struct LongWorkoutRoundTripTests {
    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-06-03 18:00:00,Legs,72h,Squat (Barbell),1,100,5,0,0,,,

        """

    static func load(_ files: [String: String]) -> SiteLoader.Result {
        var all = files
        all["liftbook.yaml"] = "logUnit: kg\n"
        return SiteLoader(files: MemorySiteFiles(all), today: ImportSite.today).load()
    }

    @Test(arguments: [SessionExporter.Format.markdown, .yaml])
    func theDurationAndItsWarningSurvive(format: SessionExporter.Format) throws {
        let before = Self.load(["imports/strong.csv": Self.strong])
        try #require(before.data.sessions.count == 1)
        #expect(before.data.sessions[0].loggedSeconds == 72 * 3600)
        let long = { (result: SiteLoader.Result) in result.diagnostics.filter { $0.message.contains("workout longer than") } }
        #expect(long(before).count == 1, "\(before.diagnostics)")
        let export = SessionExporter.export(before.data.sessions, library: before.library, format: format)
        #expect(export.diagnostics.errors.isEmpty)
        let file = try #require(export.files.first)
        #expect(file.contents.contains("duration: 259200"))
        let after = Self.load(["sessions/" + file.path: file.contents])
        #expect(after.diagnostics.errors.isEmpty)
        #expect(after.data.sessions.map(\.loggedSeconds) == [259_200])
        #expect(long(after).count == 1, "\(after.diagnostics)")
    }

    /// Strong's own layout carries it in its Duration column, read back as the same 72 hours.
    @Test func theStrongLayoutKeepsItToo() throws {
        let before = Self.load(["imports/strong.csv": Self.strong])
        let csv = StrongCSVWriter.csv(before.data.sessions, unit: .kg).text
        #expect(csv.contains(",Legs,259200,"))
        let after = Self.load(["imports/strong.csv": csv])
        #expect(after.data.sessions.map(\.loggedSeconds) == [259_200])
        #expect(long(after).count == 1, "\(after.diagnostics)")
    }

    func long(_ result: SiteLoader.Result) -> [Diagnostic] { result.diagnostics.filter { $0.message.contains("workout longer than") } }
}
