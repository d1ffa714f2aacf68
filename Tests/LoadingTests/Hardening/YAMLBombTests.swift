import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookFixtures
import Testing

/// Billion-laughs aliases and deep nesting in every YAML file a site has: each is refused
/// with an error that names the limit, before the aliases are expanded (`liftbook bench
/// --worst-case` measures how quickly); modest use of aliases still works.
struct YAMLBombTests {
    static func laughs(levels: Int = 9, width: Int = 9, asKeys: Bool = false) -> String {
        WorstCaseInputs.laughs(levels: levels, width: width, asKeys: asKeys)
    }

    static let limitMessage = "the aliases in this file stand for more than \(YAMLLimits.limit) values"

    @Test(arguments: ["liftbook.yaml", "routine.yaml", "exercises/bomb.yaml", "exercises/bomb.json", "sessions/2026-11-10.yaml"])
    func aBillionLaughsFileIsRefusedQuickly(path: String) {
        for asKeys in [false, true] {
            let result = loadSite(["sessions/2026-11-11.md": "## Squat\n- 100 x 5\n", path: Self.laughs(asKeys: asKeys)])
            let errors = result.diagnostics.errors.filter { $0.location.path == path }
            #expect(errors.map(\.message) == [Self.limitMessage], "\(path)")
            #expect(errors.first?.location.line ?? 0 > 1)
        }
    }

    @Test func aliasesUsedAsKeysCannotHashForever() {
        // Without the limit, 7 levels of 9 took seconds and each further level nine times longer:
        // these 2^30 values would not finish.
        var diagnostics: [Diagnostic] = []
        #expect(YAMLSource(path: "x.yaml", text: Self.laughs(levels: 30, width: 2, asKeys: true), into: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == [Self.limitMessage])
    }

    @Test func frontMatterBombsAreRefusedWithTheFileLine() {
        let text = "---\n" + Self.laughs() + "date: 2026-11-10\n---\n## Squat\n- 100 x 5\n"
        let result = loadSite(["sessions/2026-11-10.md": text])
        #expect(result.diagnostics.errors.map(\.message) == [Self.limitMessage])
        // The anchor whose aliases pass the limit, l5, is on line 7 of the file.
        #expect(result.diagnostics.errors.first?.location.line == 7)
    }

    @Test func routinesMayStillReuseDaysThroughAliases() {
        let routine = """
            name: Reused
            days:
              monday: &upper
                title: Upper
                exercises:
                  - exercise: barbell-bench-press
                    sets: 3
                    reps: 5
                    weight: 80
              thursday: *upper
            """
        let result = loadSite(["routine.yaml": routine, "sessions/2026-11-10.md": "## Squat\n- 100 x 5\n"])
        #expect(result.diagnostics.errors == [])
        let days = result.data.routine?.days.filter { !$0.exercises.isEmpty }
        #expect(days?.map(\.weekday) == [.monday, .thursday])
        #expect(days?.map(\.title) == ["Upper", "Upper"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for text in [String(repeating: "[", count: 100_000), "a: " + String(repeating: "{a: ", count: 50_000),
                     (0..<2000).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n")] {
            let result = loadSite(["routine.yaml": text, "sessions/2026-11-10.md": "## Squat\n- 100 x 5\n"])
            #expect(result.diagnostics.errors.count == 1)
            #expect(result.diagnostics.errors.first?.message == "lists and mappings nest more than \(YAMLLimits.depth) levels deep")
        }
    }

    @Test func nestingJustUnderTheLimitLoadsOnWorkerThreads() {
        // Sessions load in parallel, on threads with smaller stacks than the main one.
        let depth = YAMLLimits.depth - 1
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var site: [String: String] = [:]
        for day in 10...13 {
            site["sessions/2026-11-\(day).yaml"] = "date: 2026-11-\(day)\nnotes: \(nested)\nexercises: []\n"
            site["sessions/2026-10-\(day).md"] = "---\ntitle: \(nested)\n---\n## Squat\n- 100 x 5\n\n"
                + String(repeating: "- ", count: 63) + "100 x 5\n"
        }
        let result = loadSite(site)
        #expect(Set(result.diagnostics.errors.map(\.message))
            == ["a set line should be plain text", "'title' should be text, found a list", "'notes' should be text, found a list"])
        #expect(result.diagnostics.errors.count == 12)
        #expect(result.data.sessions.count == 8)
    }

    @Test func nestingOverTheLimitIsRefusedAtItsLine() {
        let depth = YAMLLimits.depth + 4
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = loadSite(["sessions/2026-11-10.md": "---\ntitle: \(nested)\n---\n## Squat\n- 100 x 5\n"])
        #expect(result.diagnostics.errors.map(\.message) == ["lists and mappings nest more than 64 levels deep"])
        #expect(result.diagnostics.errors.first?.location.line == 2)
    }
}
