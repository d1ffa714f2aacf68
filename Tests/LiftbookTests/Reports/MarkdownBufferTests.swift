@testable import LiftbookSite
import Testing

/// The report Markdown writer's escaping and tables, written into one byte buffer: hand-written
/// expectations, ASCII and not (where a character is more than a byte and is counted as one).
struct MarkdownBufferTests {
    @Test(arguments: [
        ("plain text", false, "plain text"),
        ("3 × 5 @ 100 kg", false, "3 × 5 @ 100 kg"),
        ("a*b_c`d[e]f<g>h\\i", false, "a\\*b\\_c\\`d\\[e\\]f\\<g\\>h\\\\i"),
        ("a|b", false, "a|b"),
        ("a|b", true, "a\\|b"),
        ("one\ntwo\r\nthree\rfour", false, "one two three four"),
        ("Übung *schwer*", false, "Übung \\*schwer\\*"),
        ("Zeile\r\nzwei|ü", true, "Zeile zwei\\|ü"),
        // A star with a combining accent is one character that is not a star: left as it is.
        ("x*\u{301}y *", false, "x*\u{301}y \\*"),
        ("", false, ""),
    ])
    func escapes(_ text: String, _ inTable: Bool, _ expected: String) {
        #expect(ReportMarkdown.escape(text, inTable: inTable) == expected)
    }

    @Test func tablesArePaddedByCharactersAndNumericColumnsAlignRight() {
        let table = ReportTable(columns: [ReportColumn(title: "Muskel"), ReportColumn(title: "Sätze", numeric: true)],
                                rows: [["Rücken", "12"], ["Brust|Arme", "9.5"], ["Po", ""]])
        var out = ""
        ReportMarkdown.table(table, into: &out)
        #expect(out == """
            | Muskel      | Sätze |
            | ----------- | ----: |
            | Rücken      |    12 |
            | Brust\\|Arme |   9.5 |
            | Po          |       |

            """)
    }

    @Test func aRowWithMoreCellsThanColumnsKeepsItsOwnWidths() {
        let table = ReportTable(columns: [ReportColumn(title: "a")], rows: [["x", "long"]])
        var out = ""
        ReportMarkdown.table(table, into: &out)
        #expect(out == "| a   |\n| --- |\n| x   | long |\n")
    }
}
