/// The built-in templates, themes and exercise library, embedded in the binary at build time.
///
/// Keys are paths relative to the repository root, such as `Templates/page.mustache`,
/// `Themes/solarized-dark/tokens.yaml` or `Sources/LiftbookResources/Library/chest.yaml`.
package enum EmbeddedFiles {
    /// Every embedded file, keyed by its repository path.
    package static var all: [String: String] { generated }

    /// The files below `folder` (for example `Templates/`), keyed by their path inside it.
    package static func files(under folder: String) -> [String: String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var result: [String: String] = [:]
        for (path, text) in generated where path.hasPrefix(prefix) {
            result[String(path.dropFirst(prefix.count))] = text
        }
        return result
    }

    /// The YAML files of the built-in exercise library, keyed by file name.
    package static var exerciseLibrary: [String: String] {
        files(under: "Sources/LiftbookResources/Library")
    }
}
