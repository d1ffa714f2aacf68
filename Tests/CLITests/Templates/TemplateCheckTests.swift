import Foundation
import LiftbookTestSupport
import Testing

/// A site's own template with a typo fails `liftbook check` (and `build`) at the template's
/// line and column, with a did-you-mean, before anything is written.
struct TemplateCheckTests {
    static let site: [String: String] = [
        "site/liftbook.yaml": "title: Typo\n",
        "site/sessions/2026-11-16.md": "## Barbell Bench Press\n- 80 x 5\n",
        "site/Templates/exercise.mustache": "<h1>{{name}}</h1>\n{{#recent}}\n  <p>{{titel}}</p>\n{{/recent}}\n{{#sessoins}}x{{/sessoins}}\n",
    ]

    @Test func checkReportsEveryTemplateMistakeAtItsLineAndColumn() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(Self.site, into: folder)
        let check = try CLIRunner.run(["check", "site", "--now", "2026-11-22"], in: folder)
        #expect(check.status == 1)
        let lines = check.stderr.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("site/Templates/exercise.mustache:3:6: error: ") })
        #expect(lines[first] == "site/Templates/exercise.mustache:3:6: error: 'titel' is not a name of a session of the exercise or the exercise page")
        #expect(lines[first + 1].hasPrefix("  hint: did you mean 'title'?"))
        #expect(lines.contains("site/Templates/exercise.mustache:5:1: error: 'sessoins' is not a name of the exercise page"))

        let build = try CLIRunner.run(["build", "site", "--now", "2026-11-22"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains("exercise.mustache:5:1: error:"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site/public").path), "nothing is written")
    }
}
