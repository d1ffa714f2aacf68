@testable import LiftbookLoading
import Testing

/// A string table's keys are dotted lowercase words: ASCII letters and digits, `-`, and `.`
/// between words, never at either end or twice in a row.
struct StringTableKeyTests {
    @Test(arguments: [
        ("nav.history", true),
        ("date.month.abbr.1", true),
        ("home.empty-state.title", true),
        ("a", true),
        ("9", true),
        ("-", true),
        ("", false),
        (".nav", false),
        ("nav.", false),
        ("nav..history", false),
        (".", false),
        ("Nav.history", false),
        ("nav.History", false),
        ("nav history", false),
        ("nav_history", false),
        ("nav.hístory", false),
        ("nav.ｈistory", false),
        ("nav.history\n", false),
        ("nav.history\r\n", false),
        ("nav.٣", false),
    ])
    func keysAreDottedLowercaseWords(key: String, isKey: Bool) {
        #expect(StringTableFile.isKey(key) == isKey, "\(key.debugDescription)")
    }
}
