import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Assistance only where body weight is the load (SPEC §4): a pull-up, chin-up, dip, push-up or
/// pistol marked assisted, in the languages Liftbook reads; "assisted" on a row or a lunge
/// assists nothing, and its weight stays load.
@Suite("Assistance only where body weight is the load")
struct AssistanceScopeTests {
    static let today = AnalyticsFixtures.day("2026-11-30")

    @Test(arguments: [
        ("Assisted Pull-Up", true), ("Pull Up (Assisted)", true), ("assisted-dip", true), ("Pull Up (Band)", true),
        ("Band Assisted Chin-Up", true), ("Asst. Dip", true), ("Machine Assisted Push-Up", true), ("Assisted Pistol Squat", true),
        ("Barra Fixa Assistida", true), ("Klimmzug unterstützt", true), ("Dominadas asistidas", true), ("Tractions assistées", true),
        ("Chin Up (Assisted)", true), ("Muscle Up (Assisted)", true),
        ("bent over row assisted", false), ("Assisted Lunge", false), ("Machine Row (Assisted)", false), ("Band Pull-Apart", false),
        ("Pull Up", false), ("Seated Dip Machine", false), ("Assisted Machine Chest Press", false),
    ])
    func assistanceOnlyWhereBodyWeightIsTheLoad(name: String, assisted: Bool) {
        #expect(Exercise.namesAssistance(name) == assisted)
    }

    @Test func aRowMarkedAssistedIsLoad() throws {
        // A custom "bent over row assisted" climbing 20 → 50 kg: heaviest 50, e1RM 50 × (1 + 8/30) = 63.33…, volume 560.
        let log = { (date: String, kg: Int) in "---\ndate: \(date)\n---\n## bent over row assisted\n- \(kg) x 8\n" }
        let result = ImportSite.load(["sessions/2026-11-02.md": log("2026-11-02", 20), "sessions/2026-11-09.md": log("2026-11-09", 50)])
        let analysis = Analyzer.analyze(result.data, today: Self.today)
        let row = try #require(analysis.exercise("bent-over-row-assisted"))
        #expect(row.records[.heaviest]?.value == 50)
        #expect(close(row.records[.e1rm]?.value ?? 0, 50 * (1 + 8.0 / 30)))
        #expect(row.records.leastHelp.isEmpty)
        #expect(close(row.totalVolumeKilograms, 20 * 8 + 50 * 8))
    }
}
