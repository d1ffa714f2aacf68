import Foundation
import LiftbookSite
import Testing

/// The template reference in `docs/template-reference.md` is the one generated from the views' key tables.
struct TemplateReferenceTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "docs/template-reference.md")

    @Test func theDocsListEveryNameOfEveryPage() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = "<!-- template-reference:start -->\n", end = "<!-- template-reference:end -->"
        let reference = TemplateReference.markdown()
        guard let from = text.range(of: start), let to = text.range(of: end), from.upperBound <= to.lowerBound else {
            Issue.record("docs/template-reference.md has no template-reference markers")
            return
        }
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            let updated = text.replacingCharacters(in: from.upperBound..<to.lowerBound, with: reference)
            try Data(updated.utf8).write(to: Self.readme)
            Issue.record("recorded the template reference into docs/template-reference.md; run the tests again without RECORD_GOLDEN=1")
            return
        }
        #expect(String(text[from.upperBound..<to.lowerBound]) == reference, "run RECORD_GOLDEN=1 swift test --filter TemplateReferenceTests")
        #expect(reference.contains("| `exercise.mustache` | the exercise page |"))
        #expect(reference.contains("| `records` | list, each: a record |"))
    }
}
