import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookSample
import LiftbookSite
import LiftbookTestSupport
import Testing

/// `liftbook export --format strong-csv`: Strong's layout written, and read back into a new site
/// with the same figures.
struct StrongExportTests {
    @Test func writesStrongsTwelveColumns() throws {
        let site = ImportSite.load(["sessions/2026-11-16-upper.md": """
            ---
            date: 2026-11-16
            start: "18:05"
            end: "19:10"
            title: Upper, "A"
            bodyweight: 82.4
            ---
            Slept well,
            bar speed good.

            ## Barbell Bench Press
            - 60 x 5 warmup
            - 80 x 5 x 2 @8
            - 60 x 8 drop
            - 225lb x 3 fail

            Paused.

            ## Pull-up
            - bw x 8
            - bw+10 x 5 amrap

            ## Plank
            - 45s

            ## Running
            - 30:00 5.2km

            """])
        #expect(site.diagnostics.errors.isEmpty)
        let (text, losses) = StrongCSVWriter.csv(site.data.sessions, unit: .kg)
        // 225 lb = 102.05828325 kg, written with every digit it needs.
        #expect(text == """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Barbell Bench Press,W,60,5,,,Paused.,"Slept well,\\nbar speed good.",
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Barbell Bench Press,1,80,5,,,Paused.,"Slept well,\\nbar speed good.",8
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Barbell Bench Press,2,80,5,,,Paused.,"Slept well,\\nbar speed good.",8
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Barbell Bench Press,D,60,8,,,Paused.,"Slept well,\\nbar speed good.",
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Barbell Bench Press,F,102.05828325,3,,,Paused.,"Slept well,\\nbar speed good.",
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Pull-up,1,,8,,,,"Slept well,\\nbar speed good.",
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Pull-up,2,10,5,,,,"Slept well,\\nbar speed good.",
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Plank,1,,,,45,,"Slept well,\\nbar speed good.",
            2026-11-16 18:05:00,"Upper, ""A\"\"",3900,Running,1,,,5.2,1800,,"Slept well,\\nbar speed good.",

            """)
        #expect(losses == StrongCSVWriter.Losses(bodyweights: 1))
        #expect(StrongCSVWriter.csv(site.data.sessions, unit: .lb).text.contains(",Barbell Bench Press,F,225,3,"))
    }

    /// The API of `sessions` (what `stats --json` prints), with the sessions' private ones left out.
    static func api(_ data: TrainingData, today: LocalDate) -> String {
        APIDocuments.combined(Analyzer.analyze(data.withoutPrivateSessions, today: today), pretty: true)
    }

    /// The site `files` with its sessions and imports replaced by one Strong file of its log.
    static func reimported(_ files: [String: String], from result: SiteLoader.Result, today: LocalDate) -> SiteLoader.Result {
        var kept = files.filter { !$0.key.hasPrefix("sessions/") && !$0.key.hasPrefix("imports/") && $0.key != "liftbook.yaml" }
        let config = (files["liftbook.yaml"] ?? "").split(separator: "\n").prefix { !$0.hasPrefix("imports:") }.joined(separator: "\n")
        kept["liftbook.yaml"] = config + "\nimports:\n  - {file: imports/strong.csv, unit: \(result.data.config.units.rawValue)}\n"
        kept["imports/strong.csv"] = StrongCSVWriter.csv(result.data.sessions.filter { !$0.isPrivate }, unit: result.data.config.units).text
        // Strong's layout has no body weight (a loss the writer reports): the lifter keeps it in
        // the body-weight log, where a weighted pull-up's e1RM finds it (SPEC §4).
        let weights = result.data.sessions.filter { !$0.isPrivate }.compactMap { session in
            session.bodyweight.map { "\(session.date),\($0.value),\($0.unit.rawValue)" }
        }
        if !weights.isEmpty {
            let log = kept["bodyweight.csv"].map { $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? "date,weight,unit\n"
            kept["bodyweight.csv"] = log + weights.joined(separator: "\n") + "\n"
        }
        return ImportSite.load(kept, today: today)
    }

    /// The lines of two JSON texts that differ, AMRAP labels aside (Strong has no AMRAP mark: an
    /// AMRAP set is a numbered set, read back as a working set with the same weight and reps).
    static func differences(_ a: String, _ b: String) -> [String] {
        let left = a.replacingOccurrences(of: "\"kind\": \"amrap\"", with: "\"kind\": \"working\"").split(separator: "\n")
        let right = b.split(separator: "\n")
        var result = zip(left, right).filter { $0 != $1 }.map { "\($0) ≠ \($1)" }
        if left.count != right.count { result.append("\(left.count) lines ≠ \(right.count) lines") }
        return result
    }

    @Test func aThreeYearSampleReadsBackWithTheSameFigures() throws {
        let end = LocalDate(iso: "2026-11-20") ?? LocalDate(dayNumber: 0)
        var files: [String: String] = [:]
        for file in SampleGenerator(years: 3, seed: 7, end: end).files() { files[file.path] = file.contents }
        let original = ImportSite.load(files, today: end)
        try #require(original.diagnostics.errors.isEmpty)
        let back = Self.reimported(files, from: original, today: end)
        #expect(back.diagnostics.errors.isEmpty)
        let (a, b) = (Self.api(original.data, today: end), Self.api(back.data, today: end))
        #expect(a.count > 1_000_000)
        let differences = Self.differences(a, b)
        #expect(differences.count == 0, "\(differences.count) lines differ: \(differences.prefix(5))")
    }

    @Test func everyFixtureReadsBackWithTheSameFiguresButWhatStrongCannotHold() throws {
        // The two sets Strong's layout cannot hold (said when the file is written) are taken
        // out of the hand-written session first: an assisted set of an exercise whose name does
        // not say so, and a band set.
        let full = ImportSite.load(RoundTripSite.files)
        let losses = StrongCSVWriter.csv(full.data.sessions, unit: .kg).losses
        #expect(losses == StrongCSVWriter.Losses(bodyweights: 1, bands: 1, assisted: 1))
        var site = RoundTripSite.files
        let path = "sessions/2024-11-18.md"
        let text = try #require(site[path])
        site[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasSuffix("- bw-20.5 x 6") && !$0.hasSuffix("- band red x 15") }.joined(separator: "\n")
        #expect(site[path] != text)
        let original = ImportSite.load(site)
        try #require(original.diagnostics.errors.isEmpty)
        let back = Self.reimported(site, from: original, today: ImportSite.today)
        #expect(back.diagnostics.errors.isEmpty, "\(back.diagnostics.errors)")
        // 18 sessions, one of them private (left out of the export, as of the API).
        #expect(original.data.sessions.count == 18 && back.data.sessions.map(\.id) == original.data.sessions.filter { !$0.isPrivate }.map(\.id))
        let (a, b) = (Self.api(original.data, today: ImportSite.today), Self.api(back.data, today: ImportSite.today))
        let differences = Self.differences(a, b)
        #expect(differences.count == 0, "\(differences.count) lines differ: \(differences.prefix(8))")
    }
}
