package import LiftbookModel
import LiftbookResources
public import LiftbookSystem
import Yams

/// Reads a theme: `Themes/<name>/tokens.yaml` (YAML → tokens) and `style.css`, from the site's
/// `Themes/` folder, falling back to the built-in themes file by file.
package enum ThemeLoader {
    /// The stylesheet a theme without one of its own uses.
    package static let baseTheme = "solarized-dark"

    /// The largest file of a theme, 1 MiB.
    package static let sizeLimit = 1 << 20

    /// Loads `name` from the site's `Themes/` folder, falling back to the built-in themes file by file.
    /// With a `memory` (kept by `serve` between rebuilds), an unchanged tokens file is not parsed again.
    package static func load(_ name: String, from files: any SiteFiles, into diagnostics: inout [Diagnostic], memory: StageMemory? = nil) -> ThemeFiles? {
        let cache = memory?.part(ThemeCache.self)
        let builtIn = EmbeddedFiles.files(under: "Themes")
        func file(_ path: String) -> (text: String, sitePath: String)? {
            let sitePath = "Themes/" + path
            // The site's own file, when it has one, is used, or its problem reported as an error
            // (the built-in file then stands in, so that the rest is still checked): never silently replaced.
            if files.exists(sitePath), let text = TextFile.read(sitePath, from: files, sizeLimit: sizeLimit, into: &diagnostics) {
                return (text, sitePath)
            }
            return builtIn[path].map { ($0, "(built-in)/Themes/" + path) }
        }
        guard let tokensFile = file("\(name)/tokens.yaml") else {
            let known = Set(builtIn.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
                .union(files.files(under: "Themes").compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
            diagnostics.append(.error("unknown theme '\(name)'", at: SourceLocation(path: "liftbook.yaml"),
                                      hint: Suggestions.hint(for: name, among: known) ?? "available: \(known.sorted().joined(separator: ", "))"))
            return nil
        }
        let parse = {
            var found: [Diagnostic] = []
            let tokens = parseTokens(tokensFile.text, path: tokensFile.sitePath, into: &found)
            return ParsedTokens(tokens: tokens, diagnostics: found)
        }
        let parsed = cache?.memo.value(for: TokensSource(text: tokensFile.text, path: tokensFile.sitePath), make: parse) ?? parse()
        diagnostics += parsed.diagnostics
        guard let tokens = parsed.tokens else { return nil }
        let stylesheet = file("\(name)/style.css") ?? file("\(baseTheme)/style.css")
        return ThemeFiles(name: name, tokens: tokens, stylesheet: stylesheet?.text ?? "")
    }

    /// A tokens file's text and where it came from.
    struct TokensSource: Equatable, Sendable {
        var text: String
        var path: String
    }

    /// What parsing a tokens file gave.
    struct ParsedTokens: Sendable {
        var tokens: [(name: String, value: String)]?
        var diagnostics: [Diagnostic]
    }

    private static func parseTokens(_ text: String, path: String, into diagnostics: inout [Diagnostic]) -> [(name: String, value: String)]? {
        // The one YAML reader, with its limits on size, nesting and aliases.
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics) else { return nil }
        guard case .mapping(let mapping)? = source.root else {
            diagnostics.append(.error("a tokens file should map token names to values", at: SourceLocation(path: path),
                                      hint: "write one 'color-accent: \"#2aa198\"' per line"))
            return nil
        }
        var tokens: [(name: String, value: String)] = []
        for (key, value) in mapping {
            let line = key.mark?.line ?? 1
            guard let name = key.string, let token = value.string, isSafeToken(name), isSafeValue(token) else {
                diagnostics.append(.error("token '\(key.string ?? "?")' should be a name of letters, digits and hyphens with a plain CSS value",
                                          at: SourceLocation(path: path, line: line, column: key.mark?.column ?? 1),
                                          hint: "for example: space-md: 16px"))
                continue
            }
            tokens.append((name, token))
        }
        return tokens
    }

    private static func isSafeToken(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    private static func isSafeValue(_ value: String) -> Bool {
        !value.isEmpty && !value.contains(where: { $0 == ";" || $0 == "{" || $0 == "}" || $0 == "<" || $0 == "\n" })
    }
}

/// The last parsed tokens file, reused while its text is unchanged (`serve` keeps one).
package final class ThemeCache: StageMemoryPart {
    let memo = Memo<ThemeLoader.TokensSource, ThemeLoader.ParsedTokens>()

    /// An empty cache.
    package required init() {}
}
