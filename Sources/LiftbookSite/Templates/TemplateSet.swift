import Foundation
package import LiftbookModel
package import LiftbookSystem
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
    /// The string table the templates' phrases were resolved against.
    let strings: Strings

    /// The most problems reported for one template.
    static let maxProblems = 200

    /// Compiles the templates the load stage read (the validate stage), resolving their
    /// `{{#t}}key{{/t}}` tags against `strings`, the site's string table. Every mistake — a tag
    /// that does not parse, a name the view does not have, a section over a value that is not a
    /// list, yes/no, optional or view, a missing partial, an unknown phrase key — is reported at
    /// its line and column, all of them in one run. With a `memory` (kept by `serve` between
    /// rebuilds), unchanged sources are not compiled again.
    package static func compile(_ design: DesignSources, strings: Strings, into diagnostics: inout [Diagnostic],
                               memory: StageMemory? = nil) -> TemplateSet? {
        var sources = design.templates
        // Assets enter the memo's key and the fingerprint under names no template can have.
        for (path, source) in design.assets { sources["asset:" + path] = source }
        let key = TemplateCache.Key(sources: sources, strings: strings)
        let compiled = memory?.part(TemplateCache.self).memo.value(for: key) { compile(sources, strings: strings) }
            ?? compile(sources, strings: strings)
        diagnostics += compiled.diagnostics
        return compiled.templates
    }

    /// What compiling a set of sources gave.
    struct Compiled: Sendable {
        var templates: TemplateSet?
        var diagnostics: [Diagnostic]
    }

    private static func compile(_ all: [String: TemplateSource], strings: Strings) -> Compiled {
        let sources = all.filter { !$0.key.hasPrefix("asset:") }
        var assets: [String: String] = [:]
        for (name, source) in all where name.hasPrefix("asset:") { assets[String(name.dropFirst("asset:".count))] = source.text }
        let library = TemplateLibrary(sources: sources.mapValues(\.text))
        var errors: [TemplateError] = library.parseErrors.values.sorted { $0.template < $1.template }
        let pages = PageTemplates(library: library, phrases: strings) { errors += $0 }
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
        hasher.combine(strings)
        let set = pages.map { TemplateSet(pages: $0, fingerprint: hasher.finalize(), assets: assets, strings: strings) }
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
package final class TemplateCache: StageMemoryPart {
    let memo = Memo<Key, TemplateSet.Compiled>()

    /// What a compilation depends on: the sources and the string table.
    struct Key: Equatable, Sendable {
        var sources: [String: TemplateSource]
        var strings: Strings
    }

    /// An empty cache.
    package required init() {}
}
