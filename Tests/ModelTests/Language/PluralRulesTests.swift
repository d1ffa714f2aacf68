import LiftbookModel
import Testing

/// CLDR cardinal plural categories, checked by hand against the CLDR rules for each number as shown.
struct PluralRulesTests {
    @Test(arguments: [
        // English and German: one is 1 with no visible fraction.
        ("en", "0", PluralCategory.other), ("en", "1", .one), ("en", "2", .other), ("en", "5", .other), ("en", "1.5", .other),
        ("en", "21", .other), ("en", "1.0", .other), ("de", "1", .one), ("de", "101", .other),
        // French and Brazilian Portuguese: 0 and 1 (and 1.5) are one; a million is many.
        ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many),
        ("pt-BR", "0", .one), ("pt-BR", "1", .one), ("pt-BR", "2", .other), ("pt-PT", "0", .other),
        // Spanish: one is n = 1; Italian: i = 1 and v = 0.
        ("es", "1", .one), ("es", "1.0", .one), ("es", "0", .other), ("es", "2000000", .many), ("it", "1", .one), ("it", "1.5", .other),
        // Polish: one, few (2–4 but not 12–14), many; fractions are other.
        ("pl", "1", .one), ("pl", "2", .few), ("pl", "5", .many), ("pl", "12", .many), ("pl", "21", .many), ("pl", "22", .few),
        ("pl", "25", .many), ("pl", "101", .many), ("pl", "0", .many), ("pl", "1.5", .other),
        // Russian: one ends in 1 (not 11), few ends in 2–4 (not 12–14), many the rest.
        ("ru", "1", .one), ("ru", "21", .one), ("ru", "101", .one), ("ru", "11", .many), ("ru", "2", .few), ("ru", "22", .few),
        ("ru", "12", .many), ("ru", "5", .many), ("ru", "25", .many), ("ru", "0", .many), ("ru", "1.5", .other),
    ])
    func categories(language: String, number: String, expected: PluralCategory) throws {
        let operands = try #require(PluralOperands(text: number))
        #expect(PluralRules.category(operands, language: language) == expected)
    }

    @Test func operandsReadTheNumberAsShown() throws {
        let german = try #require(PluralOperands(text: "1.204,50", decimal: ",", group: "."))
        #expect(german.i == 1204 && german.v == 2 && german.f == 50)
        #expect(PluralOperands(text: "kg") == nil)
    }

    @Test func aCountedPhraseTakesItsForm() {
        let strings = Strings(language: "fr", phrases: ["s": Phrase(forms: [.one: "{count} séance", .other: "{count} séances"])])
        #expect(strings.format("s", count: 0) == "0 séance")
        #expect(strings.format("s", count: 2) == "2 séances")
        #expect(strings.format("missing") == "missing")
    }
}
