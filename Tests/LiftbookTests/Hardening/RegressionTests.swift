import Foundation
import LiftbookModel
import LiftbookTestSupport
import Testing

/// Inputs that crashed or hung a parser or formatter once; each must now finish with a value
/// or a diagnostic. Fuzzer findings are named after the target that found them.
struct RegressionTests {
    /// Review: 9.5e14 with six decimals overflowed Int64 once scaled.
    @Test(arguments: [9.5e14, -9.5e14, 9.2e12, 1e15, .infinity, .nan])
    func formattingHugeNumbersDoesNotTrap(value: Double) {
        for decimals in 0...6 {
            #expect(!formatNumber(value, decimals: decimals).isEmpty)
        }
        #expect(formatNumber(9.5e14, decimals: 6) == "950000000000000.0")
        #expect(formatNumber(82.4, decimals: 6) == "82.4")
    }

    /// Review: did-you-mean hints measured a long unknown name once per library name, so a file
    /// of long headings took time in the square of its size (6 MB: 19.7 s, now 3.6 s in release).
    @Test func longUnknownNamesAreSuggestedInLinearTime() {
        let words = (0..<1500).map { "w\($0 % 97)x" }.joined(separator: " ")
        let body = (0..<40).map { "## \($0) \(words)\n- 50 x 5\n" }.joined(separator: "\n")
        let start = Date()
        let result = loadSite(["sessions/2026-11-10.md": body])
        #expect(result.data.sessions.first?.exercises.count == 40)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// Review: `- - - - … 100 x 5` nested lists a hundred thousand deep overflowed the stack
    /// while the Markdown blocks were read (a 200 KB session file crashed `liftbook check`).
    @Test func deeplyNestedListsAreAnErrorNotAStackOverflow() {
        for depth in [100, 100_000] {
            let result = loadSite(["sessions/2026-11-10.md": "## Squat\n" + String(repeating: "- ", count: depth) + "100 x 5\n"])
            #expect(result.diagnostics.errors.map(\.message) == ["a set line should be plain text"])
        }
        let emphasis = String(repeating: "*", count: 20_000) + "a" + String(repeating: "*", count: 20_000)
        let links = String(repeating: "[", count: 20_000) + "b" + String(repeating: "](x)", count: 20_000)
        let result = loadSite(["sessions/2026-11-10.md": "# \(emphasis) \(links)\n\n## Squat\n- 100 x 5\n\n\(emphasis)\n"])
        #expect(result.diagnostics.errors == [])
        #expect(result.data.sessions.first?.title.hasPrefix("a [[[") == true)
    }
}
