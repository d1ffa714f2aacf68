import Foundation
import LiftbookTestSupport
import Testing

/// A new user's first run with exports of every new format: `init`, drop the files into
/// `imports/` (no settings changed), `check`, `build`.
struct NewUserImportTests {
    static let exports: [String: String] = [
        "strong-de.csv": StrongLanguageFixtures.german, "strong-zh.csv": StrongLanguageFixtures.chinese,
        "strong-es.csv": StrongLanguageFixtures.spanish, "strong-fr.csv": StrongLanguageFixtures.french,
        "liftosaur.csv": MoreAppFixtures.liftosaur, "fitbod.csv": MoreAppFixtures.fitbod,
        "stronglifts.csv": MoreAppFixtures.strongLifts, "stronglifts-old.csv": MoreAppFixtures.strongLiftsSpreadsheet,
        "stronglifts-old-2.csv": MoreAppFixtures.strongLiftsSpreadsheetDayFirst, "jefit.csv": MoreAppFixtures.jefit,
        "hevy-measurements.csv": BodyWeightFixtures.hevy, "strong-weight.csv": BodyWeightFixtures.strong,
        "fitnotes-body.csv": BodyWeightFixtures.fitNotes,
    ]

    @Test func everyFormatChecksCleanAndBuilds() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialised = try CLIRunner.run(["init", "site"], in: folder)
        #expect(initialised.status == 0, Comment(rawValue: initialised.stderr))
        try CLIRunner.write(Dictionary(uniqueKeysWithValues: Self.exports.map { ("site/imports/" + $0.key, $0.value) }), into: folder)

        let check = try CLIRunner.run(["check", "site", "--now", "2026-11-22"], in: folder)
        #expect(check.status == 0, Comment(rawValue: check.stderr))
        let warnings = check.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        // The starter example plan and session left out now that the log (the misspelt
        // `Lat Pulldown (Cabel)` is read through its modifiers as the lat pulldown)
        // has its own sessions; the four Strong files' plain weight columns say no unit, but the
        // starter's liftbook.yaml states `logUnit: kg`, which is taken as their unit, silently.
        #expect(warnings.count == 2, Comment(rawValue: check.stderr))
        #expect(!check.stderr.contains("does not say its unit"), Comment(rawValue: check.stderr))
        #expect(!check.stderr.contains(": error: "))
        #expect(check.stderr.contains("checked 18 sessions, 92 sets"), Comment(rawValue: check.stderr))
        // No `language:` stated and Strong files in four languages, one file each: check names
        // them all, by tag (German, Spanish, French, Chinese).
        #expect(check.stderr.contains("note: the exports are written in "), Comment(rawValue: check.stderr))
        #expect(check.stderr.contains("German (imports/strong-de.csv), Spanish (imports/strong-es.csv), French (imports/strong-fr.csv), Chinese (imports/strong-zh.csv)"),
                Comment(rawValue: check.stderr))

        let build = try CLIRunner.run(["build", "site", "--output", "out", "--now", "2026-11-22"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        let api = try String(contentsOf: folder.appending(path: "out/api/bodyweight.json"), encoding: .utf8)
        // Three StrongLifts spreadsheet days, two more of its day-first file, FitNotes' two,
        // StrongLifts' two, Hevy's two (the 16th shared with Strong) and Strong's last: 12 days.
        #expect(api.components(separatedBy: "\"date\"").count - 1 == 12, Comment(rawValue: api))
        #expect(api.contains(#"{"date":"2025-01-16","kg":82}"#), Comment(rawValue: api))
    }
}
