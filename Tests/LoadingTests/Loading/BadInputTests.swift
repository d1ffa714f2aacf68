import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// One broken input and the first error it must produce, at an exact place.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    let path: String
    let line: Int
    let column: Int
    let message: String

    var testDescription: String { name }
}

private func session(_ body: String, front: String = "date: 2026-11-10") -> String {
    "---\n\(front)\n---\n\(body)"
}

struct BadInputTests {
    static let cases: [BadInput] = [
        BadInput(name: "text where reps belong", files: ["sessions/a.md": session("## Barbell Row\n- 60 x ten\n")],
                 path: "sessions/a.md", line: 5, column: 8, message: "reps should follow 'x', found 'ten'"),
        BadInput(name: "negative reps", files: ["sessions/a.md": session("## Barbell Row\n- 60 x -5\n")],
                 path: "sessions/a.md", line: 5, column: 8, message: "reps cannot be negative"),
        BadInput(name: "negative weight", files: ["sessions/a.md": session("## Barbell Row\n- -60 x 5\n")],
                 path: "sessions/a.md", line: 5, column: 3, message: "a weight cannot be negative"),
        BadInput(name: "RPE above 10", files: ["sessions/a.md": session("## Barbell Row\n- 60 x 5 @12\n")],
                 path: "sessions/a.md", line: 5, column: 11, message: "RPE should be from 1 to 10, found '12'"),
        BadInput(name: "absurd weight", files: ["sessions/a.md": session("## Barbell Row\n- 60000 x 5\n")],
                 path: "sessions/a.md", line: 5, column: 3, message: "60000 kg is not a plausible weight"),
        BadInput(name: "set line without heading", files: ["sessions/a.md": session("- 60 x 5\n")],
                 path: "sessions/a.md", line: 4, column: 1, message: "set lines need an exercise heading above them"),
        BadInput(name: "unterminated front matter", files: ["sessions/a.md": "---\ndate: 2026-11-10\n## Row\n- 60 x 5\n"],
                 path: "sessions/a.md", line: 1, column: 1, message: "the front matter is not closed"),
        BadInput(name: "date that does not exist", files: ["sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-02-30")],
                 path: "sessions/a.md", line: 2, column: 7, message: "2026-02-30 is not a date: that month has 28 days"),
        BadInput(name: "no date at all", files: ["sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "title: x")],
                 path: "sessions/a.md", line: 2, column: 1, message: "the session has no date"),
        BadInput(name: "bad time", files: ["sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"25:00\"")],
                 path: "sessions/a.md", line: 3, column: 8, message: "'start' should be a time such as \"18:05\", found '25:00'"),
        BadInput(name: "misspelt front matter key", files: ["sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\ntitel: Upper")],
                 path: "sessions/a.md", line: 3, column: 1, message: "unknown key 'titel' in the front matter"),
        BadInput(name: "empty session file", files: ["sessions/a.md": "  \n"],
                 path: "sessions/a.md", line: 1, column: 1, message: "the file is empty"),
        BadInput(name: "binary file", files: ["sessions/a.md": "\u{0}\u{1}PNG"],
                 path: "sessions/a.md", line: 1, column: 1, message: "the file is binary, not text"),
        BadInput(name: "invalid YAML in front matter", files: ["sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "date: [2026")],
                 path: "sessions/a.md", line: 3, column: 1, message: "invalid YAML: while parsing a flow sequence did not find expected ',' or ']'"),
        BadInput(name: "misspelt exercise type", files: ["exercises/c.yaml": "exercises:\n  - id: my-lift\n    name: My Lift\n    type: strenght\n    category: legs\n"],
                 path: "exercises/c.yaml", line: 4, column: 11, message: "unknown type 'strenght'"),
        BadInput(name: "unknown category", files: ["exercises/c.yaml": "exercises:\n  - id: my-lift\n    name: My Lift\n    category: legz\n"],
                 path: "exercises/c.yaml", line: 4, column: 15, message: "unknown category 'legz'"),
        BadInput(name: "duplicate exercise id", files: ["exercises/c.yaml": "exercises:\n  - {id: my-lift, name: A, category: legs}\n  - {id: my-lift, name: B, category: legs}\n"],
                 path: "exercises/c.yaml", line: 3, column: 5, message: "duplicate exercise id 'my-lift'"),
        BadInput(name: "id that is not a slug", files: ["exercises/c.yaml": "exercises:\n  - {id: My Lift, name: A, category: legs}\n"],
                 path: "exercises/c.yaml", line: 2, column: 10, message: "exercise id 'My Lift' is not a slug"),
        BadInput(name: "newer schema", files: ["exercises/c.yaml": "schema: 7\nexercises: []\n"],
                 path: "exercises/c.yaml", line: 1, column: 9, message: "schema 7 is newer than this version of Liftbook reads (up to 1)"),
        BadInput(name: "routine names an unknown exercise", files: ["routine.yaml": "days:\n  monday:\n    exercises:\n      - exercise: barbell-bench-pres\n"],
                 path: "routine.yaml", line: 4, column: 19, message: "unknown exercise 'barbell-bench-pres'"),
        BadInput(name: "routine with a bad rep range", files: ["routine.yaml": "days:\n  monday:\n    exercises:\n      - {exercise: barbell-row, reps: 12-8}\n"],
                 path: "routine.yaml", line: 4, column: 39, message: "'reps' should be a number (5) or a range (8-12), found '12-8'"),
        BadInput(name: "routine with an unknown weekday", files: ["routine.yaml": "days:\n  munday: rest\n"],
                 path: "routine.yaml", line: 2, column: 11, message: "unknown weekday 'munday'"),
        BadInput(name: "unknown units", files: ["liftbook.yaml": "units: stone\n"],
                 path: "liftbook.yaml", line: 1, column: 8, message: "unknown units 'stone'"),
        BadInput(name: "unknown time zone", files: ["liftbook.yaml": "timezone: Mars/Olympus\n"],
                 path: "liftbook.yaml", line: 1, column: 11, message: "unknown time zone 'Mars/Olympus'"),
        BadInput(name: "duplicate key", files: ["liftbook.yaml": "title: A\ntitle: B\n"],
                 path: "liftbook.yaml", line: 2, column: 1, message: "duplicate key 'title'"),
        BadInput(name: "settings file is a list", files: ["liftbook.yaml": "- title\n"],
                 path: "liftbook.yaml", line: 1, column: 1, message: "liftbook.yaml should be a mapping of keys to values, found a list"),
        BadInput(name: "misspelt e1rm formula", files: ["liftbook.yaml": "e1rm: eply\n"],
                 path: "liftbook.yaml", line: 1, column: 7, message: "unknown e1rm 'eply'"),
        BadInput(name: "structured set with text reps", files: ["sessions/a.yaml": "date: 2026-11-10\nexercises:\n  - exercise: barbell-row\n    sets: [{weight: 60, reps: many}]\n"],
                 path: "sessions/a.yaml", line: 4, column: 31, message: "'reps' should be a whole number from 0 to 1000000000, found 'many'"),
        BadInput(name: "structured set with NaN weight", files: ["sessions/a.yaml": "date: 2026-11-10\nexercises:\n  - exercise: barbell-row\n    sets: [{weight: .nan, reps: 5}]\n"],
                 path: "sessions/a.yaml", line: 4, column: 21, message: "'weight' should be a weight such as 80 or 80kg, found '.nan'"),
        BadInput(name: "same start twice", files: [
            "sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"18:00\""),
            "sessions/b.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"18:00\""),
        ], path: "sessions/b.md", line: 1, column: 1, message: "another session starts at the same time (2026-11-10 18:00)"),
    ]

    @Test(arguments: cases)
    func reportsTheExactPlace(input: BadInput) throws {
        let result = loadSite(input.files)
        let first = try #require(result.diagnostics.first, "no diagnostic for \(input.name)")
        #expect(first.location == SourceLocation(path: input.path, line: input.line, column: input.column))
        #expect(first.message == input.message)
        #expect(first.hint?.isEmpty == false)
    }

    @Test func everyProblemInEveryFileIsReportedInOneRun() {
        let result = loadSite([
            "sessions/a.md": session("## Barbell Row\n- 60 x ten\n- 60 x 5 @11\n"),
            "sessions/b.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-02-30"),
            "liftbook.yaml": "units: stone\n",
        ])
        #expect(result.diagnostics.errors.map(\.location.description) == [
            "liftbook.yaml:1:8", "sessions/a.md:5:8", "sessions/a.md:6:11", "sessions/b.md:2:7",
        ])
    }

    @Test func eachSessionThatStartsWhenAnotherDidNamesTheFirst() {
        let result = loadSite([
            "sessions/c.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"18:00\""),
            "sessions/a.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"18:00\""),
            "sessions/b.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"18:30\""),
            "sessions/d.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10\nstart: \"18:00\""),
            "sessions/e.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-11\nstart: \"18:00\""),
            "sessions/f.md": session("## Barbell Row\n- 60 x 5\n", front: "date: 2026-11-10"),
        ])
        let same = result.diagnostics.errors.filter { $0.message.hasPrefix("another session starts") }
        #expect(same.map(\.location.path) == ["sessions/c.md", "sessions/d.md"])
        #expect(same.allSatisfy { $0.hint?.hasPrefix("the first is at sessions/a.md:1:1") == true })
    }

    @Test func invalidUTF8IsAnErrorAtTheFile() {
        let files = MemorySiteFiles(data: ["sessions/a.md": Data([0x23, 0x23, 0x20, 0xC3, 0x28])])
        let result = SiteLoader(files: files, today: day("2026-11-22")).load()
        #expect(result.diagnostics.map(\.description) == ["sessions/a.md:1:1: error: the file is not valid UTF-8 text\n  hint: save it as UTF-8"])
    }

    /// Shapes that once looked dangerous to a parser, and exactly what each gives: the sessions
    /// kept, and every diagnostic (place, severity, message), each with a hint.
    @Test(arguments: [
        TrapCase("---", sessions: 0, ["1:1 error: the front matter is not closed"]),
        TrapCase("---\n---", sessions: 1, ["3:1 warning: the session logs no exercises"]),
        TrapCase("## \n- x", sessions: 1, ["1:1 error: the exercise heading has no name",
                                           "2:1 error: set lines need an exercise heading above them"]),
        // Four dashes with spaces are a thematic break in Markdown, not a list.
        TrapCase("- - - -", sessions: 1, ["1:1 warning: the session logs no exercises"]),
        // 'A1.' without a name after it is not coach notation: it is the name.
        TrapCase("## A1.\n- 1", sessions: 1, ["1:1 warning: unknown exercise 'A1.'; it is kept as a custom exercise",
                                              "2:3 error: a number without a unit or 'x' before it: '1'"]),
        TrapCase("---\n: :\n---", sessions: 0, ["2:1 error: invalid YAML: while parsing a block mapping did not find expected key"]),
        TrapCase("## Row\n- 1:2:3:4:5", sessions: 1, [TrapCase.unknownRow, "2:3 error: unexpected '1:2:3:4:5'"]),
        TrapCase("## Row\n- 99999999999999999999 x 5", sessions: 1,
                 [TrapCase.unknownRow, "2:3 error: 99999999999999999999 kg is not a plausible weight"]),
        TrapCase("## Row\n- 60 x 99999999999999999999", sessions: 1,
                 [TrapCase.unknownRow, "2:8 error: reps should be a whole number from 0 to 1000, found '99999999999999999999'"]),
        TrapCase("## Row\n-\n", sessions: 1, [TrapCase.unknownRow, "2:1 error: an empty set line"]),
        // A byte order mark is not part of the heading.
        TrapCase("\u{FEFF}## Row\n- 60 x 5", sessions: 1, [TrapCase.unknownRow]),
    ])
    func noInputTraps(_ trap: TrapCase) {
        let result = loadSite(["sessions/2026-11-10.md": trap.text])
        #expect(result.data.sessions.count == trap.sessions)
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue): \($0.message)" } == trap.diagnostics)
        #expect(result.diagnostics.allSatisfy { $0.location.path == "sessions/2026-11-10.md" && $0.hint != nil })
    }
}

/// A hostile session text and everything loading it must give.
struct TrapCase: CustomTestStringConvertible, Sendable {
    static let unknownRow = "1:1 warning: unknown exercise 'Row'; it is kept as a custom exercise"

    let text: String
    let sessions: Int
    let diagnostics: [String]

    init(_ text: String, sessions: Int, _ diagnostics: [String]) {
        self.text = text
        self.sessions = sessions
        self.diagnostics = diagnostics
    }

    var testDescription: String { text.debugDescription }
}
