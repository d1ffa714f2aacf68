import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

/// The static JSON API: paths, keys, kilograms, and byte-identical output.
struct APIDocumentsTests {
    private var analysis: Analysis {
        let sessions = [
            AnalyticsFixtures.session("2026-11-16", start: "18:05", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(60, 5, .warmup), AnalyticsFixtures.set(225, 5, unit: .lb)],
                                                                   name: "Bench Press (Barbell)")]),
            AnalyticsFixtures.session("2026-11-19", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(105, 5)], name: "bench")]),
        ]
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("bench", .linear, sets: 1, reps: RepTarget(5), kg: 100)]])
        let data = AnalyticsFixtures.data(sessions, exercises: [AnalyticsFixtures.exercise("bench", primary: ["chest"])], routine: plan,
                             config: SiteConfig(units: .lb))
        return Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-22"))
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: [
        (JSON.number(1.0), "1"), (.number(123.304562), "123.305"), (.number(-0.0001), "0"), (.number(.infinity), "null"),
        (.int(42), "42"), (.string("a \"b\"\n\\ \u{1}é"), #""a \"b\"\n\\ \u0001é""#), (.bool(false), "false"),
        (.object(["b": .null, "a": .array([.int(1), .int(2)])]), #"{"a":[1,2],"b":null}"#), (.array([]), "[]"),
        (.number(2.05), "2.05"), (.number(0.005), "0.005"), (.number(0.04), "0.04"), (.number(-1.5), "-1.5"),
        (.number(100.1), "100.1"), (.number(0.123), "0.123"), (.int(0), "0"), (.int(-7), "-7"),
        (.int(Int.min), "-9223372036854775808"), (.string("<&>\u{2028}"), #""\u003c\u0026\u003e\u2028""#),
        (.string("8–12 × 3 — ok…\u{2029}"), #""8–12 × 3 — ok…\u2029""#), (.string("\r\n\t\u{1F}"), #""\r\n\t\u001f""#),
        (.string("\u{2028}"), #""\u2028""#), (.string("end\\"), #""end\\""#),
    ])
    func encoding(value: JSON, expected: String) {
        #expect(value.text() == expected)
    }

    @Test func prettyText() {
        #expect(JSON.object(["k": .array([.int(1)]), "e": .object([:])]).text(pretty: true) == "{\n  \"e\": {},\n  \"k\": [\n    1\n  ]\n}")
    }

    @Test func pathsAndDeterminism() {
        let files = APIDocuments.files(for: analysis)
        #expect(files.map(\.path) == ["api/index.json", "api/exercises/bench.json", "api/weeks/2026-W47.json"])
        #expect(files == APIDocuments.files(for: analysis))
        #expect(files.allSatisfy { $0.contents.hasSuffix("}\n") })
        #expect(APIDocuments.path(of: ExerciseID("Odd Name!")) == "exercises/odd-name.json")
    }

    @Test func exerciseDocument() throws {
        let files = APIDocuments.files(for: analysis)
        let doc = try object(files[1].contents)
        #expect(Set(doc.keys) == ["id", "name", "type", "loggedAs", "sessions", "firstDate", "lastDate", "workingSets",
                                  "totalVolumeKg", "records", "repMaxes", "history", "recommendation", "origin", "stall", "percentages", "backtest"])
        #expect(doc["loggedAs"] as? [String] == ["Bench Press (Barbell)", "bench"])
        #expect(doc["sessions"] as? Int == 2)
        #expect(doc["firstDate"] as? String == "2026-11-16")
        // 225 lb = 102.058 kg: loads are kilograms whatever the display unit.
        let records = try #require(doc["records"] as? [String: Any])
        let heaviest = try #require(records["heaviestKg"] as? [String: Any])
        #expect(heaviest["value"] as? Double == 105)
        #expect(heaviest["date"] as? String == "2026-11-19")
        #expect(heaviest["weightKg"] as? Double == 105)
        #expect(heaviest["reps"] as? Int == 5)
        let previous = try #require(heaviest["previous"] as? [String: Any])
        #expect(previous["value"] as? Double == 102.058)
        #expect(records["longestHoldS"] is NSNull)
        let history = try #require(doc["history"] as? [[String: Any]])
        #expect(history.first?["volumeKg"] as? Double == 510.291)  // 225 × 0.45359237 × 5
        let sets = try #require(history.first?["sets"] as? [[String: Any]])
        #expect(sets.first?["kind"] as? String == "warmup")
        let recommendation = try #require(doc["recommendation"] as? [String: Any])
        #expect(recommendation["rule"] as? String == "linear")
        #expect(recommendation["lookedAt"] as? [String] == ["2026-11-16-1805", "2026-11-19-1800"])
        // 105 kg = 231.485 lb, loadable as 230 lb; + 5 lb = 235 lb = 106.594 kg.
        #expect(recommendation["weightKg"] as? Double == 106.594)
    }

    @Test func weekAndIndexDocuments() throws {
        let files = APIDocuments.files(for: analysis)
        let week = try object(files[2].contents)
        #expect(week["week"] as? String == "2026-W47")
        #expect(week["sessions"] as? Int == 2)
        #expect(week["plannedSessions"] as? Int == 1)
        #expect(week["sets"] as? Int == 2)
        #expect(week["muscleSets"] as? [String: Double] == ["chest": 2])
        #expect((week["records"] as? [[String: Any]])?.first?["kind"] as? String == "heaviest")
        let index = try object(files[0].contents)
        #expect(index["unit"] as? String == "lb")
        #expect((index["exercises"] as? [[String: Any]])?.first?["path"] as? String == "exercises/bench.json")
        #expect((index["weeks"] as? [[String: Any]])?.first?["path"] as? String == "weeks/2026-W47.json")
        let combined = try object(APIDocuments.combined(analysis))
        #expect(Set(combined.keys) == ["index", "exercises", "weeks"])
    }
}

/// Private sessions count in the figures but their details stay off the public API.
struct PrivateSessionAPITests {
    @Test func privateSessionsAreCountedButNotListed() throws {
        var hidden = AnalyticsFixtures.session("2026-11-18", start: "07:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(110, 3)])])
        hidden.isPrivate = true
        let sessions = [AnalyticsFixtures.session("2026-11-16", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(100, 5)])]), hidden]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions), today: AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.exercise("bench")?.records[.heaviest]?.value == 110)
        let files = APIDocuments.files(for: analysis)
        let exercise = try #require(try JSONSerialization.jsonObject(with: Data(files[1].contents.utf8)) as? [String: Any])
        #expect(exercise["sessions"] as? Int == 2)
        #expect((exercise["history"] as? [[String: Any]])?.map { $0["session"] as? String } == ["2026-11-16-1800"])
        let week = try #require(try JSONSerialization.jsonObject(with: Data(files[2].contents.utf8)) as? [String: Any])
        #expect(week["sessions"] as? Int == 2)
        #expect(week["sessionIds"] as? [String] == ["2026-11-16-1800"])
    }
}

/// The exercise files are streamed without a tree: their text must be the tree's, byte for byte.
struct StreamedAPITests {
    @Test func streamedExerciseFilesEqualTheTreesText() throws {
        let analysis = BuiltSite(ReportFixture.site).analysis
        #expect(!analysis.exercises.isEmpty)
        // `combined` writes every exercise document from the tree, compactly, as the files are.
        let combined = APIDocuments.combined(analysis, pretty: false)
        for exercise in analysis.exercises {
            let file = APIDocuments.exerciseFile(exercise, today: analysis.today).contents
            #expect(file.hasSuffix("}\n"))
            #expect(combined.contains(String(file.dropLast())), "\(exercise.id.rawValue)")
        }
    }
}

extension StreamedAPITests {
    @Test func streamedWeekFilesEqualTheTreesText() throws {
        let analysis = BuiltSite(ReportFixture.site).analysis
        #expect(analysis.weeks.contains { !$0.records.isEmpty && !$0.muscleSets.isEmpty })
        let combined = APIDocuments.combined(analysis, pretty: false)
        for week in analysis.weeks {
            let file = APIDocuments.weekFile(week).contents
            #expect(combined.contains(String(file.dropLast())), "\(week.week)")
        }
    }
}
