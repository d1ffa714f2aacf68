import Foundation
public import LiftbookLoading
public import LiftbookModel
import LiftbookResources
public import Mustache

/// The templates of a build: the built-in ones from `Templates/`, overridden by name by the
/// site's own `Templates/` files, compiled once and checked to be complete.
public struct TemplateSet: Sendable {
    /// The compiled library (templates and partials by name, without the `.mustache` ending).
    public let library: MustacheLibrary
    /// A hash of every template's name and text: changes when any template changes.
    public let fingerprint: Int

    /// The templates every build renders with.
    public static let required = [
        "layout", "home", "history", "session", "exercises", "exercise", "routine", "404", "reports", "posts",
    ]

    /// Loads and compiles the templates; reports parse errors at their line and column, and a
    /// missing required template by name.
    /// With a `cache` (kept by `serve` between rebuilds), unchanged sources are not compiled again.
    public static func load(from files: any SiteFiles, into diagnostics: inout [Diagnostic], cache: TemplateCache? = nil) -> TemplateSet? {
        var sources: [String: (text: String, path: String)] = [:]
        for (path, text) in EmbeddedFiles.files(under: "Templates") where path.hasSuffix(".mustache") {
            sources[String(path.dropLast(".mustache".count))] = (text, "(built-in)/Templates/" + path)
        }
        for path in files.files(under: "Templates") where path.hasSuffix(".mustache") {
            let data: Data
            do {
                data = try files.read(path)
            } catch let error as SiteFileError {
                diagnostics.append(.error(error.description, at: SourceLocation(path: path), hint: "replace it with a regular file in the site folder"))
                continue
            } catch {
                diagnostics.append(.error("cannot read the template", at: SourceLocation(path: path), hint: "check that it is readable"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("cannot read the template", at: SourceLocation(path: path), hint: "save it as UTF-8 text"))
                continue
            }
            let name = String(path.dropFirst("Templates/".count).dropLast(".mustache".count))
            sources[name] = (text, path)
        }
        let key = sources.mapValues { Source(text: $0.text, path: $0.path) }
        let compiled = cache?.memo.value(for: key) { compile(sources) } ?? compile(sources)
        diagnostics += compiled.diagnostics
        return compiled.templates
    }

    /// A template's text and where it came from.
    struct Source: Equatable, Sendable {
        var text: String
        var path: String
    }

    /// What compiling a set of sources gave.
    struct Compiled: Sendable {
        var templates: TemplateSet?
        var diagnostics: [Diagnostic]
    }

    private static func compile(_ sources: [String: (text: String, path: String)]) -> Compiled {
        var diagnostics: [Diagnostic] = []
        var templates: [String: MustacheTemplate] = [:]
        var failed = false
        MustacheContentTypes.register(FastHTMLContentType(), named: FastHTMLContentType.name)
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                // Every template escapes with the same rules, through one fast escaper.
                templates[name] = try MustacheTemplate(string: FastHTMLContentType.pragma + source.text)
            } catch let error as MustacheTemplate.ParserError {
                failed = true
                let line = error.context.lineNumber
                let column = line == 1 ? error.context.columnNumber - FastHTMLContentType.pragma.count : error.context.columnNumber
                diagnostics.append(.error("template error: \(error.error)",
                                          at: SourceLocation(path: source.path, line: line, column: max(1, column)),
                                          hint: "check that every {{#section}} has a matching {{/section}}"))
            } catch {
                failed = true
                diagnostics.append(.error("template error: \(error)", at: SourceLocation(path: source.path), hint: "check the template's tags"))
            }
        }
        for name in required where sources[name] == nil {
            failed = true
            diagnostics.append(.error("the template '\(name).mustache' is missing", at: SourceLocation(path: "Templates/\(name).mustache"),
                                      hint: "add it to Templates/, or delete the override so the built-in one is used"))
        }
        var hasher = Hasher()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(source.text)
        }
        let set = failed ? nil : TemplateSet(library: MustacheLibrary(templates: templates), fingerprint: hasher.finalize())
        return Compiled(templates: set, diagnostics: diagnostics)
    }

    /// Renders a template by name.
    public func render(_ name: String, _ context: Any) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}

/// HTML escaping for templates: the same five characters as Mustache's own escaping, without a
/// dictionary lookup per character.
struct FastHTMLContentType: MustacheContentType {
    static let name = "LIFTBOOK_HTML"
    static let pragma = "{{% CONTENT_TYPE: \(name) }}"

    func escapeText(_ text: String) -> String { escapeHTML(text) }
}

/// The last compiled template set, reused while no template's text changed (`serve` keeps one).
public final class TemplateCache: Sendable {
    let memo = Memo<[String: TemplateSet.Source], TemplateSet.Compiled>()

    /// An empty cache.
    public init() {}
}
