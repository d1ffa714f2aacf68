import LiftbookModel
import Testing

struct DateTests {
    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-00-10", "2025-02-29", "26-11-16", "2026/11/16", "2026-11-1x", ""])
    func rejectsDatesThatDoNotExist(text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test func acceptsLeapDays() {
        #expect(LocalDate(iso: "2024-02-29") != nil)
        #expect(LocalDate(iso: "2000-02-29") != nil)
        #expect(LocalDate(iso: "1900-02-29") == nil)
    }

    @Test(arguments: [("1970-01-01", 0), ("2026-11-16", 20_773), ("1969-12-31", -1), ("2000-03-01", 11_017)])
    func countsDaysSinceTheEpoch(text: String, days: Int) throws {
        let date = try #require(LocalDate(iso: text))
        #expect(date.dayNumber == days)
        #expect(LocalDate(dayNumber: days) == date)
    }

    @Test(arguments: [("2026-11-16", Weekday.monday), ("2026-11-22", .sunday), ("1970-01-01", .thursday)])
    func knowsTheWeekday(text: String, weekday: Weekday) throws {
        #expect(try #require(LocalDate(iso: text)).weekday == weekday)
    }

    @Test(arguments: [
        ("2026-11-16", "2026-W47"), ("2026-11-22", "2026-W47"), ("2027-01-01", "2026-W53"),
        ("2024-12-30", "2025-W01"), ("2021-01-03", "2020-W53"), ("2026-01-01", "2026-W01"),
    ])
    func numbersISOWeeks(text: String, week: String) throws {
        #expect(ISOWeek(containing: try #require(LocalDate(iso: text))).description == week)
    }

    @Test func sundayWeeksStartOnSunday() throws {
        let sunday = try #require(LocalDate(iso: "2026-11-22"))
        let week = ISOWeek(containing: sunday, weekStart: .sunday)
        #expect(week.firstDay(weekStart: .sunday) == sunday)
        #expect(ISOWeek(containing: sunday.adding(days: 6), weekStart: .sunday) == week)
        #expect(ISOWeek(containing: sunday.adding(days: 7), weekStart: .sunday) == week.next)
    }

    @Test func parsesWeeks() {
        #expect(ISOWeek(parsing: "2026-W47") == ISOWeek(year: 2026, week: 47))
        #expect(ISOWeek(parsing: "2026-W53") != nil)
        #expect(ISOWeek(parsing: "2025-W53") == nil)
        #expect(ISOWeek(parsing: "2026-47") == nil)
    }

    @Test func parsesTimes() {
        #expect(LocalTime(text: "18:05")?.secondsSinceMidnight == 65_100)
        #expect(LocalTime(text: "7:05:09")?.description == "07:05:09")
        #expect(LocalTime(text: "24:00") == nil)
        #expect(LocalTime(text: "18:5") == nil)
    }
}
