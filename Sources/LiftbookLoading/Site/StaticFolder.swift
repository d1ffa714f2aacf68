package import LiftbookModel
package import LiftbookSystem

/// The site's `static/` folder: files copied as they are into the output (`CNAME`, `.nojekyll`,
/// images, a favicon, verification files), as Hugo and Zola do.
package enum StaticFolder {
    /// Every file of `static/` as an output file at the same path below the output folder, and
    /// a problem for each that cannot be read.
    package static func load(from files: any SiteFiles) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let prefix = SiteLayout.staticFolder + "/"
        var loaded: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for path in files.filesWithHidden(under: SiteLayout.staticFolder) {
            do {
                let bytes = try files.read(path)
                loaded.append(OutputFile(path: String(path.dropFirst(prefix.count)), bytes: Array(bytes)))
            } catch let error as SiteFileError {
                diagnostics.append(.error(error.description, at: SourceLocation(path: path), hint: "put the file itself in static/"))
            } catch {
                diagnostics.append(.error("cannot read this file", at: SourceLocation(path: path), hint: "check that it is readable"))
            }
        }
        return (loaded, diagnostics)
    }

    /// The site's pages with the static files added, sorted by path; a static file at the path
    /// of a page (or of a folder the pages need, or the reverse) is an error at its path and is
    /// left out. `madeLater` are the paths of the files the writer makes (the cards), which the
    /// static files must not be in the way of either.
    package static func merge(_ statics: [OutputFile], into pages: [OutputFile], madeLater: [String] = []) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !statics.isEmpty else { return (pages, []) }
        let pagePaths = Set(pages.map(\.path) + madeLater)
        var pageFolders: Set<String> = []
        for path in pagePaths { pageFolders.formUnion(parents(of: path)) }
        var kept: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for file in statics {
            let location = SourceLocation(path: SiteLayout.staticFolder + "/" + file.path)
            if pagePaths.contains(file.path) {
                diagnostics.append(.error("static/\(file.path) has the path of a page the site makes, '\(file.path)'", at: location,
                                          hint: "rename or move the static file; to change the page itself, override its template in Templates/"))
            } else if pageFolders.contains(file.path) {
                diagnostics.append(.error("static/\(file.path) is a file where the site has the folder '\(file.path)/'", at: location,
                                          hint: "rename or move the static file"))
            } else if let page = parents(of: file.path).first(where: pagePaths.contains) {
                diagnostics.append(.error("static/\(file.path) needs a folder where the site has the page '\(page)'", at: location,
                                          hint: "rename or move the static file"))
            } else if file.path == ".liftbook-output" {
                diagnostics.append(.error("static/.liftbook-output has the name of Liftbook's marker file", at: location, hint: "rename it"))
            } else {
                kept.append(file)
            }
        }
        return ((pages + kept).sorted { $0.path < $1.path }, diagnostics)
    }

    private static func parents(of path: String) -> [String] {
        var result: [String] = []
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            result.append(String(path[..<slash]))
            end = slash
        }
        return result
    }
}
