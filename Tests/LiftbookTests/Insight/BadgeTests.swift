import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// `badges/<exercise>.svg` and `badges/records.svg`: valid SVG with the right numbers.
struct BadgeTests {
    static func session(_ date: String, _ line: String, exercise: String = "Barbell Bench Press") -> String {
        "---\ndate: \(date)\nstart: \"18:00\"\n---\n## \(exercise)\n- \(line)\n"
    }

    /// Today is Sun 22 Nov 2026; the 8 weeks are 2026-W40 (from 28 Sep) to W47.
    /// 21 Sep (W39, before them): 110 × 1 → e1RM 110, the best. 5 Oct (W41): 90 × 5 → 90 × (1 + 5/30) = 105.
    /// 19 Oct (W43): 95 × 3 → 104.5. 16 Nov (W47): 100 × 3 → 110, equal to the best, so no record.
    /// Change over the 8 weeks: 110 − 105 = +5 kg; three weeks with a value, so three dots.
    static let site: [String: String] = [
        "liftbook.yaml": "title: Sam\nbaseURL: https://lifter.example.org/log/\n",
        "sessions/2026-09-21.md": session("2026-09-21", "110 x 1"),
        "sessions/2026-10-05.md": session("2026-10-05", "90 x 5"),
        "sessions/2026-10-19.md": session("2026-10-19", "95 x 3"),
        "sessions/2026-11-16.md": session("2026-11-16", "100 x 3"),
        "sessions/2026-11-18.md": session("2026-11-18", "20 x 10", exercise: "Running"),
    ]

    static func file(_ path: String, _ texts: [String: String] = site) throws -> String {
        let (files, diagnostics) = try SiteFixture.render(texts, today: AnalyticsFixtures.day("2026-11-22"))
        #expect(diagnostics.errors == [])
        return try #require(files.first { $0.path == path }?.contents, "\(path)")
    }

    @Test func anExerciseBadgeHasItsBestAndTheTrend() throws {
        let svg = try #require(SVGDocument(try Self.file("badges/barbell-bench-press.svg")))
        #expect(svg.root == "svg")
        #expect(svg.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg.rootAttributes["role"] == "img")
        #expect(svg.titles == ["Barbell Bench Press: best e1RM 110 kg (Mon 21 Sep 2026), +5 kg in 8 weeks"])
        #expect(svg.texts == ["Barbell Bench Press", "e1RM 110 kg", "+5 kg in 8 weeks"])
        #expect(svg.counts["circle"] == 3)
        #expect(svg.counts["polyline"] == nil)
    }

    /// Two weeks in a row are joined by a line; a pound site shows pounds (110 kg = 242.5 lb).
    @Test func consecutiveWeeksAreJoinedAndUnitsFollowTheSite() throws {
        var texts = Self.site
        texts["liftbook.yaml"] = "title: Sam\nunits: lb\nlogUnit: kg\n"
        texts["sessions/2026-11-10.md"] = Self.session("2026-11-10", "92.5 x 5")
        let svg = try #require(SVGDocument(try Self.file("badges/barbell-bench-press.svg", texts)))
        // W46 (92.5 × 7/6 = 107.917 kg) and W47 (110 kg) are neighbours.
        #expect(svg.counts["circle"] == 4)
        #expect(svg.counts["polyline"] == 1)
        #expect(svg.texts.dropFirst().first == "e1RM 242.5 lb")
        #expect(svg.texts.last == "+11 lb in 8 weeks")
    }

    /// Exercises without an e1RM (running) get no badge.
    @Test func onlyExercisesWithAnE1RMHaveBadges() throws {
        let (files, _) = try SiteFixture.render(Self.site, today: AnalyticsFixtures.day("2026-11-22"))
        #expect(files.map(\.path).filter { $0.hasPrefix("badges/") }.sorted() == ["badges/barbell-bench-press.svg", "badges/records.svg"])
    }

    /// The records badge lists the latest records, newest first. A first value is a baseline, not
    /// a record, and a record must beat the one before: 5 Oct (90 × 5) and 19 Oct (95 × 3) beat
    /// nothing (110 kg stands; their rep maxes are the first at 5 and 3 reps); 16 Nov's 100 × 3
    /// beats 19 Oct's 3-rep max of 95 kg, the only record.
    @Test func theRecordsBadgeListsTheLatestRecords() throws {
        let svg = try #require(SVGDocument(try Self.file("badges/records.svg")))
        #expect(svg.titles.first?.hasPrefix("Latest records: 16 Nov 2026 · Barbell Bench Press · 3-rep max 100 kg") == true)
        #expect(svg.texts.first == "Sam: latest records")
        #expect(svg.texts.dropFirst().first == "16 Nov 2026 · Barbell Bench Press · 3-rep max 100 kg")
    }

    /// The exercise page lists both badges with Markdown that uses absolute addresses on a site
    /// with one, and site paths on a site without.
    @Test func theExercisePageGivesTheMarkdownToPaste() throws {
        let page = try Self.file("exercises/barbell-bench-press/index.html")
        #expect(page.contains("<img src=\"/log/badges/barbell-bench-press.svg\" alt=\"Barbell Bench Press e1RM\">"))
        #expect(page.contains("<code>[![Barbell Bench Press e1RM](https://lifter.example.org/log/badges/barbell-bench-press.svg)](https://lifter.example.org/log/exercises/barbell-bench-press/)</code>"))
        #expect(page.contains("[![Latest records](https://lifter.example.org/log/badges/records.svg)](https://lifter.example.org/log/)"))
        var texts = Self.site
        texts["liftbook.yaml"] = "title: Sam\n"
        let local = try Self.file("exercises/barbell-bench-press/index.html", texts)
        #expect(local.contains("<code>[![Barbell Bench Press e1RM](/badges/barbell-bench-press.svg)](/exercises/barbell-bench-press/)</code>"))
    }

    /// Names with markup stay text: escaped in the SVG, so it still parses.
    @Test func namesAreEscaped() throws {
        var texts = Self.site
        texts["liftbook.yaml"] = "title: Sam <b>&</b> \"Co\"\n"
        let svg = try #require(SVGDocument(try Self.file("badges/records.svg", texts)))
        #expect(svg.texts.first == "Sam <b>&</b> \"Co\": latest records")
    }
}
