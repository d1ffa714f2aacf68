import LiftbookModel
import Testing

/// The first letter upper-cased, on bytes for ASCII and by Characters otherwise, gives what
/// upper-casing the first Character gives.
struct CapitalizedFirstTests {
    @Test(arguments: [
        ("middle back", "Middle back"), ("", ""), ("a", "A"), ("Abs", "Abs"), ("1rm test", "1rm test"), ("-x", "-x"),
        ("élan", "Élan"), ("e\u{301}tude", "E\u{301}tude"), ("ßquat", "SSquat"), ("\r\nx", "\r\nx"), ("zz", "Zz"),
    ])
    func capitalizedFirst(text: String, expected: String) {
        #expect(text.capitalizedFirst == expected)
        #expect(text.capitalizedFirst == text.prefix(1).uppercased() + text.dropFirst())
    }
}
