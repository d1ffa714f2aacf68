import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// `routine.ics`: the next four weeks of the routine as iCalendar events, read back strictly.
struct RoutineCalendarTests {
    static let routine = """
        schema: 1
        name: Two days
        days:
          monday:
            title: Upper; push, pull
            time: "18:00"
            exercises:
              - exercise: barbell-bench-press
                sets: 3
                reps: 5
                weight: 80
                progression: linear
              - exercise: barbell-row
                sets: 3
                reps: 8-12
                weight: 60
                progression: double
                superset: A
          thursday:
            title: Lower
            exercises:
              - exercise: barbell-back-squat
                sets: 3
                reps: 5
                weight: 100
                progression: linear
        """

    static func site(timezone: String = "Europe/Berlin", baseURL: String = "https://lifter.example.org/log/") -> [String: String] {
        ["liftbook.yaml": "title: Sam\nbaseURL: \(baseURL)\ntimezone: \(timezone)\n", "routine.yaml": routine]
    }

    static func calendar(_ texts: [String: String], today: String) throws -> ICalendarComponent {
        let (files, diagnostics) = try SiteFixture.render(texts, today: AnalyticsFixtures.day(today))
        #expect(diagnostics.errors == [])
        let text = try #require(files.first { $0.path == "routine.ics" }?.contents)
        return try ICalendarParser.parse(text)
    }

    /// 15 Mar 2027 (a Monday) to 11 Apr: four Mondays at 18:00 Berlin time and four all-day
    /// Thursdays. Berlin moves to summer time on 28 Mar at 02:00 (+0100 → +0200): the zone
    /// component says so, and the events keep their wall-clock time.
    @Test func fourWeeksOfEventsInTheSitesTimeZone() throws {
        let calendar = try Self.calendar(Self.site(), today: "2027-03-15")
        #expect(calendar.value("VERSION") == "2.0")
        let events = calendar.all("VEVENT")
        #expect(events.count == 8)
        let mondays = events.filter { $0.value("SUMMARY") == "Upper\\; push\\, pull" }
        #expect(mondays.map { $0.value("DTSTART") } == ["20270315T180000", "20270322T180000", "20270329T180000", "20270405T180000"])
        #expect(mondays.allSatisfy { $0.parameters("DTSTART") == ["TZID=Europe/Berlin"] && $0.parameters("DTEND") == ["TZID=Europe/Berlin"] })
        #expect(mondays.first?.value("DTEND") == "20270315T190000")
        let thursdays = events.filter { $0.value("SUMMARY") == "Lower" }
        #expect(thursdays.map { $0.value("DTSTART") } == ["20270318", "20270325", "20270401", "20270408"])
        #expect(thursdays.allSatisfy { $0.parameters("DTSTART") == ["VALUE=DATE"] })
        #expect(thursdays.first?.value("DTEND") == "20270319")
        #expect(events.first?.value("URL") == "https://lifter.example.org/log/routine/#monday")

        let zone = try #require(calendar.all("VTIMEZONE").first)
        #expect(zone.value("TZID") == "Europe/Berlin")
        let observances = zone.components.map { "\($0.name) \($0.value("DTSTART") ?? "") \($0.value("TZOFFSETFROM") ?? "")→\($0.value("TZOFFSETTO") ?? "")" }
        #expect(observances == ["STANDARD 20270314T010000 +0100→+0100", "DAYLIGHT 20270328T020000 +0100→+0200"])
    }

    /// The next occurrence of a day carries the targets (with no history, the routine's); later
    /// ones the plan's sets and reps, since their loads depend on the sessions before them.
    @Test func descriptionsNameEachExerciseAndItsTarget() throws {
        let events = try Self.calendar(Self.site(), today: "2027-03-15").all("VEVENT")
        let first = ICalendarParser.unescape(try #require(events.first?.value("DESCRIPTION")))
        // With the warm-up ramp: 40/60/80% of 80 kg are 32 → 32.5, 48 → 47.5, 64 → 65; of 60 kg
        // 24 → 25, 36 → 35 (8 a side: 7.5 is nearer than 8.75), 48 → 47.5.
        #expect(first.hasPrefix("Barbell Bench Press: 3 × 5 @ 80 kg (25 + 5 per side); warm-up 20 kg × 10 (empty bar), 32.5 kg × 5 (5 + 1.25 per side), "
            + "47.5 kg × 3 (10 + 2.5 + 1.25 per side), 65 kg × 1 (20 + 2.5 per side)\nA. Barbell Row: 3 × 8–12 @ 60 kg (20 per side); warm-up "
            + "20 kg × 10 (empty bar), 25 kg × 5 (2.5 per side), 35 kg × 3 (5 + 2.5 per side), 47.5 kg × 1 (10 + 2.5 + 1.25 per side)\n\nTargets as of Mon 15 Mar 2027"),
                Comment(rawValue: first))
        let later = ICalendarParser.unescape(try #require(events.first { $0.value("DTSTART") == "20270322T180000" }?.value("DESCRIPTION")))
        #expect(later.hasPrefix("Barbell Bench Press: 3 × 5\nA. Barbell Row: 3 × 8–12\n\n"))
    }

    /// A UID depends on the date, the routine day and the site only: a rebuild the next day keeps
    /// the UIDs of the days both cover, another site gets others, and no two events share one.
    @Test func uidsAreStable() throws {
        func uids(_ texts: [String: String], today: String) throws -> [String: String] {
            let events = try Self.calendar(texts, today: today).all("VEVENT")
            return Dictionary(events.map { ($0.value("DTSTART") ?? "", $0.value("UID") ?? "") }, uniquingKeysWith: { a, _ in a })
        }
        let monday = try uids(Self.site(), today: "2027-03-15")
        let tuesday = try uids(Self.site(), today: "2027-03-16")
        #expect(Set(monday.values).count == 8)
        #expect(monday["20270322T180000"] == tuesday["20270322T180000"])
        #expect(monday["20270322T180000"]?.hasPrefix("20270322-monday-") == true)
        #expect(monday["20270315T180000"] != nil && tuesday["20270315T180000"] == nil)
        let other = try uids(Self.site(baseURL: "https://other.example.org/"), today: "2027-03-15")
        #expect(other["20270322T180000"] != monday["20270322T180000"])
    }

    /// A UTC site writes UTC times and no zone component; a path-only address writes no URL.
    @Test func utcSitesUseUTCTimes() throws {
        let calendar = try Self.calendar(Self.site(timezone: "UTC", baseURL: "/"), today: "2027-03-15")
        #expect(calendar.all("VTIMEZONE").isEmpty)
        let event = try #require(calendar.all("VEVENT").first)
        #expect(event.value("DTSTART") == "20270315T180000Z")
        #expect(event.value("URL") == nil)
    }

    @Test func noRoutineNoCalendar() throws {
        let (files, _) = try SiteFixture.render(["liftbook.yaml": "title: Sam\n"], today: AnalyticsFixtures.day("2027-03-15"))
        #expect(!files.contains { $0.path == "routine.ics" })
        #expect(files.first { $0.path == "routine/index.html" }?.contents.contains("routine.ics") == false)
    }

    /// Escaping and folding, by hand: `,` `;` `\` and line breaks escaped; a long line folded at
    /// 75 octets without splitting a character (× is two octets).
    @Test func longDescriptionsAreFoldedWithoutSplittingCharacters() throws {
        var texts = Self.site()
        texts["routine.yaml"] = Self.routine.replacingOccurrences(of: "title: Lower", with: "title: \(String(repeating: "Squat × 5, ", count: 12))")
        let (files, _) = try SiteFixture.render(texts, today: AnalyticsFixtures.day("2027-03-15"))
        let text = try #require(files.first { $0.path == "routine.ics" }?.contents)
        let calendar = try ICalendarParser.parse(text)
        let summary = try #require(calendar.all("VEVENT").first { $0.value("DTSTART") == "20270318" }?.value("SUMMARY"))
        #expect(ICalendarParser.unescape(summary) == String(repeating: "Squat × 5, ", count: 12).trimmingCharacters(in: .whitespaces))
    }

    /// Text is escaped by hand-checked rules; angle brackets never reach apps that read HTML.
    @Test func titlesAreEscaped() throws {
        var texts = Self.site()
        texts["routine.yaml"] = Self.routine.replacingOccurrences(of: "title: Lower", with: "title: \"Legs; <b>heavy</b>, back\\\\squat\"")
        let calendar = try Self.calendar(texts, today: "2027-03-15")
        let summary = try #require(calendar.all("VEVENT").first { $0.value("DTSTART") == "20270318" }?.value("SUMMARY"))
        #expect(summary == "Legs\\; ‹b›heavy‹/b›\\, back\\\\squat")
    }

    /// A start that is no time of day is an error at its place.
    @Test func aBadTimeIsAnErrorAtItsPlace() {
        let result = loadSite(["routine.yaml": "schema: 1\nname: R\ndays:\n  monday:\n    title: A\n    time: \"25:00\"\n    exercises:\n      - exercise: barbell-row\n        sets: 3\n        reps: 5\n"])
        let errors = result.diagnostics.errors
        #expect(errors.map(\.location.description) == ["routine.yaml:6:11"])
        #expect(errors.first?.message == "'time' should be a time of day such as 18:00, found '25:00'")
        #expect(errors.first?.hint?.isEmpty == false)
    }
}
