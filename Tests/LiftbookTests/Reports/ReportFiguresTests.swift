import LiftbookPipeline
import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Report figures are the static JSON API's: the site's `api/weeks/<week>.json` documents,
/// summed for months and years, and the recommendations of `api/index.json`.
struct ReportFiguresTests {
    static let site = ReportGoldenTests.site

    static func json(_ path: String) throws -> [String: Any] {
        let text = try #require(site.files[path], "\(path)")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func model(_ period: ReportPeriod?) throws -> ReportModel {
        try #require(period.flatMap(ReportBuilder(data: site.data, analysis: site.analysis).model(for:)))
    }

    /// The API rounds to three decimals.
    static func same(_ a: Double, _ b: Any?) -> Bool {
        guard let b = (b as? NSNumber)?.doubleValue else { return false }
        return abs(a - b) < 0.0005
    }

    @Test func weekFiguresEqualTheWeekDocument() throws {
        let model = try Self.model(.week(parsing: "2026-W46"))
        let api = try Self.json("api/weeks/2026-W46.json")
        let totals = model.totals
        #expect(totals.sessions == api["sessions"] as? Int)
        #expect(totals.plannedSessions == api["plannedSessions"] as? Int)
        #expect(totals.durationSeconds == api["durationS"] as? Int)
        #expect(totals.workingSets == api["sets"] as? Int)
        #expect(Self.same(totals.volumeKilograms, api["volumeKg"]))
        #expect(totals.records == (api["records"] as? [Any])?.count)
        #expect(model.sessions.map(\.id) == api["sessionIds"] as? [String])
        #expect(model.weeks.last?.streak == api["streak"] as? Int)
        let sets = try #require(api["muscleSets"] as? [String: Any])
        let volume = try #require(api["muscleVolumeKg"] as? [String: Any])
        #expect(Set(model.muscles.filter { $0.sets > 0 }.map(\.muscle)) == Set(sets.keys))
        for muscle in model.muscles where muscle.sets > 0 {
            #expect(Self.same(muscle.sets, sets[muscle.muscle]), "\(muscle.muscle)")
            #expect(Self.same(muscle.volumeKilograms, volume[muscle.muscle]), "\(muscle.muscle)")
        }
        let previous = try Self.json("api/weeks/2026-W45.json")
        #expect(Self.same(model.previousWeek?.volumeKilograms ?? -1, previous["volumeKg"]))
        // The Markdown shows the same figures in the display unit.
        let text = ReportMarkdown.text(model)
        #expect(text.contains("- Volume: \(Format.english.volume(kilograms: totals.volumeKilograms, unit: .kg))"))
        #expect(text.contains("- Working sets: \(totals.workingSets) "))
    }

    @Test(arguments: ["2026-10", "2026-11", "2026"])
    func monthAndYearFiguresAreSumsOfWeekDocuments(_ name: String) throws {
        let period = try #require(ReportPeriod.month(parsing: name) ?? ReportPeriod.year(parsing: name))
        let model = try Self.model(period)
        let index = try Self.json("api/index.json")
        let listed = try #require(index["weeks"] as? [[String: Any]]).compactMap { $0["week"] as? String }
        // The period's weeks are the API's weeks whose fourth day falls in it.
        let weeks = listed.filter { week in
            guard let iso = ISOWeek(parsing: week) else { return false }
            let deciding = iso.firstDay().adding(days: 3)
            return name.count == 4 ? "\(deciding.year)" == name : String(deciding.description.prefix(7)) == name
        }
        #expect(model.weeks.map(\.week.description) == weeks)
        var sessions = 0, planned = 0, duration = 0, sets = 0, records = 0, volume = 0.0
        for week in weeks {
            let document = try Self.json("api/weeks/\(week).json")
            sessions += document["sessions"] as? Int ?? 0
            planned += document["plannedSessions"] as? Int ?? 0
            duration += document["durationS"] as? Int ?? 0
            sets += document["sets"] as? Int ?? 0
            records += (document["records"] as? [Any])?.count ?? 0
            volume += (document["volumeKg"] as? NSNumber)?.doubleValue ?? 0
        }
        let totals = model.totals
        let expected: [Int] = [sessions, planned, duration, sets, records]
        #expect([totals.sessions, totals.plannedSessions, totals.durationSeconds, totals.workingSets, totals.records] == expected)
        #expect(abs(totals.volumeKilograms - volume) < 0.001 * Double(max(1, weeks.count)))
    }

    @Test func nextWeeksTargetsAreTheAPIRecommendationsOfThatMonday() throws {
        let model = try Self.model(.week(parsing: "2026-W46"))
        // The site as built on the Monday after the week, from the sessions logged before it.
        var data = Self.site.data
        data.sessions = data.sessions.filter { $0.date < day("2026-11-16") }
        let analysis = Analyzer.analyze(data, today: day("2026-11-16"))
        let index = APIDocuments.files(for: analysis).first { $0.path == "api/index.json" }
        let document = try #require(try JSONSerialization.jsonObject(with: Data((index?.contents ?? "").utf8)) as? [String: Any])
        let recommendations = try #require(document["recommendations"] as? [[String: Any]])
        #expect(model.targets.count == recommendations.count)
        for (target, api) in zip(model.targets, recommendations) {
            let r = target.recommendation
            #expect(r.exercise.rawValue == api["exercise"] as? String)
            #expect(r.englishReason == api["reason"] as? String)
            #expect(r.sets == api["sets"] as? Int)
            if let kilograms = r.weight?.kilograms {
                #expect(Self.same(kilograms, api["weightKg"]))
            } else {
                #expect(api["weightKg"] is NSNull)
            }
        }
        #expect(model.targets.map(\.recommendation) == analysis.recommendations)
    }

    @Test func reportsNeverCountPrivateSessions() throws {
        let model = try Self.model(.week(parsing: "2026-W47"))
        #expect(model.sessions.count == 3)
        let text = ReportMarkdown.text(model)
        #expect(!text.contains(ReportFixture.privateLoad))
        #expect(!text.contains("Max day"))
    }
}
