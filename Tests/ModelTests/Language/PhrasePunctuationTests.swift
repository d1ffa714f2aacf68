import LiftbookModel
import Testing

/// A value that ends with an abbreviation's point ends the sentence too: one point, not two.
struct PhrasePunctuationTests {
    static let strings = Strings(language: "de", phrases: ["based": Phrase("Basierend auf {sessions}."),
                                                          "dots": Phrase("{a}... weiter")])

    @Test(arguments: [
        ("9. Nov. und 16. Nov.", "Basierend auf 9. Nov. und 16. Nov."),
        ("9. und 16. November", "Basierend auf 9. und 16. November."),
        ("", "Basierend auf ."),
    ])
    func oneClosingPoint(sessions: String, text: String) {
        #expect(Self.strings.format("based", ["sessions": sessions]) == text)
    }

    @Test func anEllipsisAfterAValueStays() {
        #expect(Self.strings.format("dots", ["a": "Nov."]) == "Nov.... weiter")
    }
}
