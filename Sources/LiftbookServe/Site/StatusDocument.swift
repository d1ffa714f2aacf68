public import Foundation
import LiftbookModel

/// The JSON at `/__liftbook/status` and in `status` and `reload` events.
public struct StatusDocument: Codable, Sendable, Equatable {
    /// True when the latest build succeeded.
    public var ok: Bool
    /// The generation of the files being served (0: nothing has built yet).
    public var generation: Int
    /// One line for the top of the overlay.
    public var summary: String
    /// The diagnostics of the failed build; empty when `ok`.
    public var diagnostics: [Entry]

    /// One diagnostic, with its parts and its compiler-style text.
    public struct Entry: Codable, Sendable, Equatable {
        /// `error` or `warning`.
        public var severity: String
        /// The message.
        public var message: String
        /// The file, relative to the site folder.
        public var path: String
        /// 1-based line.
        public var line: Int
        /// 1-based column.
        public var column: Int
        /// What to do about it.
        public var hint: String?
        /// `path:line:column: error: message` and the hint on the next line.
        public var text: String
    }

    /// The status of `snapshot`.
    public init(_ snapshot: SiteSnapshot) {
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
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
