import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Exercises named in any script keep their own records; a name of punctuation only is an error
/// at its line.
struct ScriptNameTests {
    @Test func namesInOtherScriptsAreKeptApart() {
        let session = "## 深蹲\n- 100 x 5\n\n## 硬拉\n- 140 x 3\n\n## Жим лёжа\n- 80 x 5\n\n## スクワット\n- 90 x 5\n"
        let result = loadSite(["sessions/2026-11-10.md": session])
        #expect(result.diagnostics.errors == [])
        let exercises = result.data.sessions.first?.exercises ?? []
        #expect(exercises.map(\.exerciseID.rawValue) == ["u6df1-u8e72", "u786c-u62c9", "zhim-lezha", "u30b9-u30af-u30ef-u30c3-u30c8"])
        #expect(exercises.map(\.name) == ["深蹲", "硬拉", "Жим лёжа", "スクワット"])
        let unknown = result.diagnostics.warnings.filter { $0.message.hasPrefix("unknown exercise") }
        #expect(unknown.count == 4)
        #expect(unknown.allSatisfy { $0.hint == "add it to exercises/*.yaml, or add this name as an alias of a library exercise" },
                "no English name is suggested for a name without a Latin letter")
    }

    @Test func aPunctuationOnlyNameIsAnErrorAtItsLine() {
        let result = loadSite(["sessions/2026-11-10.md": "## Squat\n- 100 x 5\n\n## ?!\n- 60 x 5\n\n## —\n- 60 x 5\n\n## ..\n- 60 x 5\n"])
        let errors = result.diagnostics.errors
        #expect(errors.map(\.message) == ["the exercise name '?!' has no letters or digits", "the exercise name '—' has no letters or digits",
                                          "the exercise name '..' has no letters or digits"])
        #expect(errors.map(\.location.line) == [4, 7, 10])
    }

    @Test func twoNamesMergeOnlyThroughAnAlias() {
        let library = "exercises:\n  - id: prised\n    name: Присед\n    category: legs\n    aliases: [深蹲]\n"
        let result = loadSite(["exercises/mine.yaml": library, "sessions/2026-11-10.md": "## 深蹲\n- 100 x 5\n\n## Присед\n- 100 x 5\n\n## 硬拉\n- 100 x 5\n"])
        #expect(result.diagnostics.errors == [])
        #expect(result.data.sessions.first?.exercises.map(\.exerciseID.rawValue) == ["prised", "prised", "u786c-u62c9"])
    }
}
