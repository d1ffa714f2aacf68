import LiftbookLoading
import LiftbookModel
import Testing

/// `serve` keeps the parsed routine while its text and the library are unchanged; any other
/// change parses it again.
struct RoutineMemoryTests {
    @Test func parsesAgainOnlyWhenTheTextOrTheContextChanged() {
        let memory = RoutineMemory()
        var parses = 0
        func load(_ text: String, _ context: Int) -> [Diagnostic] {
            memory.routine(text: text, context: context) {
                parses += 1
                return (nil, [.warning("parse \(parses)", at: SourceLocation(path: "routine.yaml"), hint: "")])
            }.1
        }
        #expect(load("schema: 1\nname: A\n", 1).map(\.message) == ["parse 1"])
        #expect(load("schema: 1\nname: A\n", 1).map(\.message) == ["parse 1"], "kept with its diagnostics")
        #expect(parses == 1)
        #expect(load("schema: 1\nname: B\n", 1).map(\.message) == ["parse 2"], "one byte changed")
        #expect(load("schema: 1\nname: B\n", 2).map(\.message) == ["parse 3"], "the library changed")
        #expect(load("schema: 1\nname: B\n", 2).map(\.message) == ["parse 3"])
        #expect(load("schema: 1\nname: A\n", 1).map(\.message) == ["parse 4"], "only the last parse is kept")
        #expect(parses == 4)
    }
}
