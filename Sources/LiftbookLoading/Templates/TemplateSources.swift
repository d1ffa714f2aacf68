package import LiftbookModel
import LiftbookResources

/// Reads the templates of a build: the built-in ones from `Templates/`, overridden by name by the
/// site's own `Templates/` files.
package enum TemplateSources {
    /// The largest template file, 1 MiB.
    package static let sizeLimit = 1 << 20

    /// Every template by name (`home`, `partials/head`), each read as every input is: within a
    /// size limit, and refused when binary (a NUL byte) or not UTF-8, with a diagnostic.
    package static func load(from files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> [String: TemplateSource] {
        var sources: [String: TemplateSource] = [:]
        for (path, text) in EmbeddedFiles.files(under: "Templates") where path.hasSuffix(".mustache") {
            sources[String(path.dropLast(".mustache".count))] = TemplateSource(text: text, path: "(built-in)/Templates/" + path)
        }
        let paths = files.files(under: "Templates")
        files.reportListingProblems(under: "Templates", into: &diagnostics)
        for path in paths where path.hasSuffix(".mustache") {
            // Read as every input is: within a size limit, and refused when binary (a NUL byte) or not UTF-8.
            guard let text = TextFile.read(path, from: files, allowEmpty: true, sizeLimit: sizeLimit, into: &diagnostics) else { continue }
            let name = String(path.dropFirst("Templates/".count).dropLast(".mustache".count))
            sources[name] = TemplateSource(text: text, path: path)
        }
        return sources
    }

    /// The script and style files templates ship beside them (`gym/app.js`, `gym/gym.css`), by
    /// their path below `Templates/`: the built-in ones, overridden by path by the site's own.
    /// Read as every input is; they are copied into the site, never compiled.
    package static func assets(from files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> [String: TemplateSource] {
        var sources: [String: TemplateSource] = [:]
        for (path, text) in EmbeddedFiles.files(under: "Templates") where isAsset(path) {
            sources[path] = TemplateSource(text: text, path: "(built-in)/Templates/" + path)
        }
        for path in files.files(under: "Templates") where isAsset(path) {
            guard let text = TextFile.read(path, from: files, allowEmpty: true, sizeLimit: sizeLimit, into: &diagnostics) else { continue }
            sources[String(path.dropFirst("Templates/".count))] = TemplateSource(text: text, path: path)
        }
        return sources
    }

    /// A script, module or stylesheet.
    private static func isAsset(_ path: String) -> Bool {
        path.hasSuffix(".js") || path.hasSuffix(".mjs") || path.hasSuffix(".css")
    }
}
