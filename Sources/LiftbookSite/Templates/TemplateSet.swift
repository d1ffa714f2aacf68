import Foundation
package import LiftbookLoading
package import LiftbookModel
import LiftbookSystem
import LiftbookTemplates

/// The templates of a build: the built-in ones from `Templates/`, overridden by name by the
/// site's own `Templates/` files, each compiled against the view it renders.
package struct TemplateSet: Sendable {
    /// The compiled page templates.
    let pages: PageTemplates
    /// A hash of every template's name and text: changes when any template changes.
    package let fingerprint: Int
    /// The scripts and stylesheets beside the templates, by path below `Templates/` (`gym/app.js`).
    let assets: [String: String]

    /// The most problems reported for one template.
    static let maxProblems = 200

    /// Reads (``TemplateSources``) and compiles the templates. Every mistake — a tag that does not parse, a name the
    /// view does not have, a section over a value that is not a list, yes/no, optional or view, a
    /// missing partial — is reported at its line and column, all of them in one run.
    /// With a `cache` (kept by `serve` between rebuilds), unchanged sources are not compiled again.
    package static func load(from files: any SiteFiles, into diagnostics: inout [Diagnostic], cache: TemplateCache? = nil) -> TemplateSet? {
        var sources = TemplateSources.load(from: files, into: &diagnostics)
        // Assets enter the memo's key and the fingerprint under names no template can have.
        for (path, source) in TemplateSources.assets(from: files, into: &diagnostics) { sources["asset:" + path] = source }
        let compiled = cache?.memo.value(for: sources) { compile(sources) } ?? compile(sources)
        diagnostics += compiled.diagnostics
        return compiled.templates
    }

    /// What compiling a set of sources gave.
    struct Compiled: Sendable {
        var templates: TemplateSet?
        var diagnostics: [Diagnostic]
    }

    private static func compile(_ all: [String: TemplateSource]) -> Compiled {
        let sources = all.filter { !$0.key.hasPrefix("asset:") }
        var assets: [String: String] = [:]
        for (name, source) in all where name.hasPrefix("asset:") { assets[String(name.dropFirst("asset:".count))] = source.text }
        let library = TemplateLibrary(sources: sources.mapValues(\.text))
        var errors: [TemplateError] = library.parseErrors.values.sorted { $0.template < $1.template }
        let pages = PageTemplates(library: library) { errors += $0 }
        var seen = Set<TemplateError>()
        var perTemplate: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for error in errors where seen.insert(error).inserted {
            // A template's first 200 problems are reported; the rest say the same again.
            let path = sources[error.template]?.path ?? "Templates/\(error.template).mustache"
            perTemplate[error.template, default: 0] += 1
            switch perTemplate[error.template, default: 0] {
            case ...maxProblems: diagnostics.append(diagnostic(error, path: path))
            case maxProblems + 1:
                diagnostics.append(.error("more than \(maxProblems) problems in this template; the rest are not shown", at: SourceLocation(path: path),
                                          hint: "fix the problems above, then check again"))
            default: break
            }
        }
        var hasher = Hasher()
        for (name, source) in all.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(source.text)
        }
        let set = pages.map { TemplateSet(pages: $0, fingerprint: hasher.finalize(), assets: assets) }
        return Compiled(templates: diagnostics.isEmpty ? set : nil, diagnostics: diagnostics)
    }

    private static func diagnostic(_ error: TemplateError, path: String) -> Diagnostic {
        var hint = error.hint
        if let guess = Suggestions.closest(to: error.message.firstQuoted ?? "", among: error.candidates, limit: 1).first {
            hint = "did you mean '\(guess)'? " + hint
        }
        return .error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column), hint: hint)
    }
}

extension String {
    /// The text between the first pair of single quotes, if any.
    var firstQuoted: String? {
        guard let open = firstIndex(of: "'") else { return nil }
        let rest = self[index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }
}

/// The last compiled template set, reused while no template's text changed (`serve` keeps one).
package final class TemplateCache: Sendable {
    let memo = Memo<[String: TemplateSource], TemplateSet.Compiled>()

    /// An empty cache.
    package init() {}
}
