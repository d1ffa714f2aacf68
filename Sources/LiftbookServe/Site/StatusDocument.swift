package import Foundation
import LiftbookModel

/// The JSON at `/__liftbook/status` and in `status` and `reload` events.
package struct StatusDocument: Codable, Sendable, Equatable {
    /// True when the latest build succeeded.
    package var ok: Bool
    /// The generation of the files being served (0: nothing has built yet).
    package var generation: Int
    /// One line for the top of the overlay.
    package var summary: String
    /// The diagnostics of the failed build; empty when `ok`.
    package var diagnostics: [Entry]

    /// One diagnostic, with its parts and its compiler-style text.
    package struct Entry: Codable, Sendable, Equatable {
        /// `error` or `warning`.
        package var severity: String
        /// The message.
        package var message: String
        /// The file, relative to the site folder.
        package var path: String
        /// 1-based line.
        package var line: Int
        /// 1-based column.
        package var column: Int
        /// What to do about it.
        package var hint: String?
        /// `path:line:column: error: message` and the hint on the next line.
        package var text: String
    }

    /// The status of `snapshot`.
    package init(_ snapshot: SiteSnapshot) {
        ok = snapshot.problems.isEmpty
        generation = snapshot.generation
        diagnostics = snapshot.problems.map {
            Entry(severity: $0.severity.rawValue, message: $0.message, path: $0.location.path, line: $0.location.line,
                  column: $0.location.column, hint: $0.hint, text: $0.description)
        }
        let errors = snapshot.problems.errors.count
        let counts = "\(errors) error\(errors == 1 ? "" : "s")"
        if ok {
            summary = "The site is up to date."
        } else if generation == 0 {
            summary = "Liftbook: the site does not build yet (\(counts)). Fix the files below; the page reloads by itself."
        } else {
            summary = "Liftbook: the last change does not build (\(counts)); this is the last good site. Fix the files below; the page reloads by itself."
        }
    }

    /// Compact JSON on one line, keys sorted.
    package func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
