/// A position in an input file: a path relative to the site folder, 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path relative to the site folder, for example `sessions/2026-11-16.md`.
    public var path: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    /// Warnings sort before errors.
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// The one shape every problem in every stage is reported in.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Error or warning.
    public var severity: Severity
    /// What is wrong, in one sentence.
    public var message: String
    /// Where it is wrong.
    public var location: SourceLocation
    /// What to do about it.
    public var hint: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }

    /// Compiler style: `path:line:column: error: message`, then `  hint: …` on its own line.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }

    /// The same diagnostic with its path put under `prefix` (the site folder as the user named it).
    public func relocated(under prefix: String) -> Diagnostic {
        guard !prefix.isEmpty, prefix != "." else { return self }
        var copy = self
        copy.location.path = prefix.hasSuffix("/") ? prefix + location.path : prefix + "/" + location.path
        return copy
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one element is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Errors only.
    public var errors: [Diagnostic] { filter { $0.severity == .error } }

    /// Warnings only.
    public var warnings: [Diagnostic] { filter { $0.severity == .warning } }

    /// Sorted by file, line and column, so output is stable whatever order files were read in.
    public func sortedByLocation() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
