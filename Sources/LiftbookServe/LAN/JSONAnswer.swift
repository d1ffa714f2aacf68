import Foundation
import LiftbookModel

/// The JSON answers of `serve --lan`'s endpoints: every one is `application/json` and `no-store`.
enum JSONAnswer {
    /// A refusal: `{"error": "…"}`, with `"code"` when the gym page shows it in its own words
    /// (the sentence is English, for any other client; the page's phrases are in the site's language).
    static func error(_ status: Int, _ sentence: String, code: RefusalCode? = nil) -> ServeResponse {
        var body = ["error": sentence]
        if let code { body["code"] = code.rawValue }
        return encode(status, body)
    }

    /// Any encodable value, keys sorted.
    static func encode(_ status: Int, _ value: some Encodable) -> ServeResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return ServeResponse(status: status, contentType: ContentType.of("x.json"), body: body)
    }

    /// The 422 of a session with problems: a sentence, and each diagnostic's parts.
    static func diagnostics(_ diagnostics: [Diagnostic]) -> ServeResponse {
        let errors = diagnostics.errors.count, warnings = diagnostics.warnings.count
        let counts = [errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil,
                      warnings > 0 ? "\(warnings) warning\(warnings == 1 ? "" : "s")" : nil].compactMap { $0 }
        let sentence = "The session was not saved: liftbook check finds \(counts.joined(separator: " and ")) in it."
        return encode(422, Refusal(error: sentence, code: RefusalCode.rejected.rawValue, diagnostics: diagnostics.map(Entry.init)))
    }

    /// A 422's body.
    struct Refusal: Encodable {
        var error: String
        var code: String
        var diagnostics: [Entry]
    }

    /// One diagnostic as the page shows it.
    struct Entry: Encodable {
        var severity: String
        var message: String
        var path: String
        var line: Int
        var column: Int
        var hint: String?

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            path = diagnostic.location.path
            line = diagnostic.location.line
            column = diagnostic.location.column
            hint = diagnostic.hint
        }
    }
}
