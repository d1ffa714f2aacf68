@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Hevy month names and StrongLifts variants")
struct HevyMonthNameTests {
    /// Hevy writes the month in the app's language; each row of the table is one language.
    @Test(arguments: [
        ("13 sep 2024, 14:11", "2024-09-13"), ("3 ago 2024, 09:00", "2024-08-03"), ("9 dic 2023, 19:30", "2023-12-09"),
        ("13 Set 2024, 14:11", "2024-09-13"), ("1 Out 2024, 14:11", "2024-10-01"), ("24 Dez 2024, 14:11", "2024-12-24"),
        ("14 Şub 2025, 18:05", "2025-02-14"), ("3 Ağu 2024, 09:00", "2024-08-03"), ("30 Eki 2024, 07:00", "2024-10-30"),
        ("1 Ara 2024, 07:00", "2024-12-01"), ("5 Mär 2024, 07:00", "2024-03-05"), ("5 févr. 2024, 07:00", "2024-02-05"),
        ("5 mrt 2024, 07:00", "2024-03-05"), ("5 paź 2024, 07:00", "2024-10-05"), ("5 окт. 2024, 07:00", "2024-10-05"),
    ])
    func monthNamesInOtherLanguages(text: String, date: String) throws {
        #expect(try ExportDate.hevy(text, field: 1).date == LocalDate(iso: date))
    }

    @Test func aWholeTurkishExportLoads() {
        let path = "imports/hevy.csv"
        let csv = #"""
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "İtiş","14 Şub 2025, 18:05","14 Şub 2025, 19:10","","Bench Press (Barbell)","","","0","normal","80","8","","",""
            "Bacak","3 Ağu 2024, 09:00","3 Ağu 2024, 10:00","","Squat (Barbell)","","","0","normal","100","5","","","8"

            """#
        let result = ImportSite.load([path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        #expect(result.data.sessions.map(\.date.description) == ["2024-08-03", "2025-02-14"])
        #expect(result.data.sessions.map(\.end) == [LocalTime(text: "10:00"), LocalTime(text: "19:10")])
    }

    @Test func strongLiftsPoundsWithAByteOrderMarkAndX() throws {
        let path = "imports/sl.csv"
        let csv = "\u{FEFF}Date (yyyy/mm/dd),Workout,Workout Name,Body Weight (KG),Exercise,SetsxReps,Start Time (h:mm),Set 1 (Reps),Set 1 (LB),Set 2 (Reps),Set 2 (LB)\n"
            + "2024/10/01,3,Workout A,181,Bench Press (Barbell),2x5,6:45 PM,5,135,5,135\n"
        let result = ImportSite.load([path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let session = try #require(result.data.sessions.first)
        #expect(session.start == LocalTime(text: "18:45"))
        #expect(session.exercises[0].sets == Array(repeating: LoggedSet(load: .weight(Weight(135, .lb)), reps: 5), count: 2))
        // A pound account's body weight is in pounds whatever the header says.
        #expect(result.data.bodyWeights.map(\.weight) == [Weight(181, .lb)])
    }
}
