import Foundation
import LiftbookModel

/// Terminal output: compiler-style diagnostics, colour only on a terminal and never with NO_COLOR.
enum Console {
    static let useColour: Bool = {
        ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDERR_FILENO) == 1
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }()

    /// Writes a line to standard error.
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `path:line:column: error: message` and an indented hint line.
    static func format(_ diagnostic: Diagnostic) -> String {
        let label = diagnostic.severity == .error ? paint("error:", "1;31") : paint("warning:", "1;33")
        var text = paint(visible("\(diagnostic.location):"), "1") + " \(label) \(visible(diagnostic.message))"
        if let hint = diagnostic.hint { text += "\n  " + paint("hint:", "36") + " \(visible(hint))" }
        return text
    }

    /// An error that belongs to no file.
    static func errorLine(_ message: String, hint: String? = nil) -> String {
        var text = "liftbook: " + paint("error:", "1;31") + " \(visible(message))"
        if let hint { text += "\n  " + paint("hint:", "36") + " \(visible(hint))" }
        return text
    }

    /// Text from input files made safe for a terminal: control characters (escape sequences that
    /// could retitle the window, write the clipboard or hide text) and bidirectional overrides
    /// are shown as `\u{1B}`; line breaks and tabs stay.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `1 error, 2 warnings`, or `1 error, 3 warnings in 2 files`.
    static func summary(_ diagnostics: [Diagnostic], directory: String = ".") -> String {
        // Each count names its own files: "1 error, 1 warning in b.md" would put the error in b.md;
        // and a file is named as the diagnostics above it name it, from where the command runs.
        let shown = diagnostics.map { $0.relocated(under: directory) }
        return count(shown.errors, "error") + ", " + warningCount(shown)
    }

    /// `0 warnings`, `1 warning in sessions/a.md`, `3 warnings in 2 files`.
    static func warningCount(_ diagnostics: [Diagnostic]) -> String {
        count(diagnostics.warnings, "warning")
    }

    /// `1 session`, `2 sessions`: the commands' English summaries (the site's words come from its table).
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `0 errors`, `1 error in sessions/a.md`, `3 errors in 2 files`.
    private static func count(_ diagnostics: [Diagnostic], _ noun: String) -> String {
        let files = Set(diagnostics.map(\.location.path))
        let count = counted(diagnostics.count, noun)
        switch files.count {
        case 0: return count
        case 1: return count + " in " + visible(files.first ?? "")
        default: return count + " in \(files.count) files"
        }
    }

    /// The line `build`, `report` and `stats` print instead of the warnings themselves (`check`
    /// prints them): nil without warnings.
    static func warningLine(_ diagnostics: [Diagnostic], directory: String) -> String? {
        guard !diagnostics.warnings.isEmpty else { return nil }
        let command = directory == "." ? "liftbook check" : "liftbook check \(directory)"
        return warningCount(diagnostics.map { $0.relocated(under: directory) }) + "; run '\(command)' to see them with their hints"
    }

    private static func paint(_ text: String, _ code: String) -> String {
        useColour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
