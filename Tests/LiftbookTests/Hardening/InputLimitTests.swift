import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
@testable import LiftbookSite
import LiftbookTestSupport
import Testing

/// The limits that bound the work of any input: each refused at its file, line and column with
/// the limit named, and a value just under each limit still read.
struct InputLimitTests {
    static let squat = "## Squat\n- 100 x 5\n"

    @Test func aThemeTokensBombIsRefused() {
        // Line 6 holds l5, whose first alias (column 10) brings the total past the limit.
        var diagnostics: [Diagnostic] = []
        let files = MemorySiteFiles(["Themes/solarized-dark/tokens.yaml": WorstCaseInputs.laughs()])
        #expect(DesignFixture.theme("solarized-dark", from: files, into: &diagnostics) == nil)
        #expect(diagnostics.map { "\($0.location): \($0.message)" } == ["Themes/solarized-dark/tokens.yaml:6:10: the aliases in this file stand for more than 100000 values"])
    }

    @Test func aBombInsideAQuotedListIsRefusedAtItsValue() {
        let result = loadSite(["liftbook.yaml": "title: T\nmainLifts: '\(WorstCaseInputs.flowLaughs())'\n", "sessions/2026-11-10.md": Self.squat])
        let errors = result.diagnostics.errors
        #expect(errors.map(\.message) == ["the aliases in this file stand for more than 100000 values"])
        #expect(errors.first?.location.path == "liftbook.yaml")
        #expect(errors.first?.location.line == 2)
    }

    @Test func aQuotedListWithinTheLimitsIsStillRead() {
        let result = loadSite(["liftbook.yaml": "mainLifts: '[barbell-back-squat, barbell-bench-press]'\n", "sessions/2026-11-10.md": Self.squat])
        #expect(result.diagnostics.errors == [])
        #expect(result.data.config.mainLifts.map(\.rawValue) == ["barbell-back-squat", "barbell-bench-press"])
    }

    @Test(arguments: [
        ("liftbook.yaml", "title: ", "'title' is 2 KiB long, over the 1 KiB limit of a one-line value"),
        ("sessions/2026-11-10.md", "---\ntitle: ", "'title' is 2 KiB long, over the 1 KiB limit of a one-line value"),
    ])
    func aLongValueIsRefused(path: String, prefix: String, message: String) {
        let text = prefix + String(repeating: "T", count: 2048) + (path.hasSuffix(".md") ? "\n---\n" + Self.squat : "\n")
        var site = ["sessions/2026-11-11.md": Self.squat]
        site[path] = text
        let errors = loadSite(site).diagnostics.errors
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.location.path == path)
    }

    @Test func valuesAtTheLimitAreRead() {
        let result = loadSite(["liftbook.yaml": "title: " + String(repeating: "T", count: ValueLimits.line) + "\n",
                               "sessions/2026-11-10.md": "---\nnotes: " + String(repeating: "n", count: ValueLimits.text) + "\n---\n" + Self.squat])
        #expect(result.diagnostics.errors == [])
        #expect(result.data.config.title.count == 1024)
    }

    @Test(arguments: [
        ("- 100 x " + Array(repeating: "5", count: 51).joined(separator: ","), "a list of more than 50 sets on one line", 109),
        ("- 100 x " + String(repeating: "5", count: 1100), "a set line of 1106 bytes, over the 1024-byte limit", 3),
    ])
    func longSetLinesAreRefused(line: String, message: String, column: Int) {
        let errors = loadSite(["sessions/2026-11-10.md": "## Squat\n" + line + "\n"]).diagnostics.errors
        #expect(errors.map(\.message) == [message])
        #expect(errors.first.map { "\($0.location.line):\($0.location.column)" } == "2:\(column)")
    }

    @Test func aHugeExerciseNameIsRefusedBeforeItIsLookedUp() {
        let errors = loadSite(["sessions/2026-11-10.md": "## " + String(repeating: "Squat ", count: 2000) + "\n- 100 x 5\n"]).diagnostics.errors
        #expect(errors.map(\.message) == ["an exercise name of 11.7 KiB, over the 8192-byte limit"])
    }

    @Test func aHugeExerciseNameInAnExportIsRefused() {
        let row = "2024-09-09 07:02:11,W,1h," + String(repeating: "Squat ", count: 2000) + ",1,100,5,0,0,,,8\n"
        let errors = loadSite(WorstCaseInputs.strongExport(row)).diagnostics.errors
        #expect(errors.map(\.message) == ["an exercise name of 11.7 KiB, over the 8192-byte limit"])
        #expect(errors.first?.location.path == "imports/strong.csv")
    }

    @Test func largeYAMLTemplatesAndThemeFilesAreRefused() {
        let yaml = "exercises: [" + String(repeating: "1,", count: 1 << 20) + "1]\n"
        let result = loadSite(["exercises/big.yaml": yaml, "sessions/2026-11-10.md": Self.squat])
        #expect(result.diagnostics.errors.map(\.message) == ["the YAML text is 2 MiB, over the 2 MiB limit"])

        let big = String(repeating: "x", count: (1 << 20) + 1)
        let files = MemorySiteFiles(["Templates/home.mustache": big, "Themes/solarized-dark/style.css": big])
        var diagnostics: [Diagnostic] = []
        _ = DesignFixture.templates(from: files, into: &diagnostics)
        _ = DesignFixture.theme("solarized-dark", from: files, into: &diagnostics)
        #expect(diagnostics.map { "\($0.location): \($0.message)" } == ["Templates/home.mustache:1:1: the file is 1.1 MiB, over the 1 MiB limit",
                                                                       "Themes/solarized-dark/style.css:1:1: the file is 1.1 MiB, over the 1 MiB limit"])
    }
}

/// A list of many wrong entries stops after ``DiagnosticCap/perFile`` problems.
struct DiagnosticCapTests {
    @Test func aListOfWrongEntriesStopsAfterTwoHundredProblems() {
        let yaml = "exercises: [" + Array(repeating: "1", count: 500).joined(separator: ", ") + "]\n"
        let errors = loadSite(["exercises/many.yaml": yaml, "sessions/2026-11-10.md": "## Squat\n- 100 x 5\n"]).diagnostics.errors
        #expect(errors.count == 201)
        #expect(errors.last?.message == "more than 200 problems in this list; the rest of it is not checked")
    }
}
