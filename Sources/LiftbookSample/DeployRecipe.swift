import LiftbookModel
package import LiftbookSystem

/// A file that builds a site and publishes it on one static host (`liftbook init --deploy HOST`).
package struct DeployRecipe: Sendable, Equatable {
    /// The hosts Liftbook writes a recipe for.
    package enum Host: String, CaseIterable, Sendable {
        case githubPages = "github-pages"
        case gitlab
        case netlify
    }

    /// The host this recipe publishes on.
    package let host: Host
    /// The recipe's path inside the site folder (which is the repository's root).
    package let path: String
    /// The exact build command the recipe runs, with the host's variable for the site's address.
    package let buildCommand: String
    /// The host's environment variable that holds the published address, without a trailing slash.
    package let baseURLVariable: String
    /// The recipe's text.
    package let text: String

    /// The recipe for `host` that downloads Liftbook `version`'s release for Linux.
    package static func recipe(for host: Host, version: String) -> DeployRecipe {
        switch host {
        case .githubPages: return githubPages(version: version)
        case .gitlab: return gitlab(version: version)
        case .netlify: return netlify(version: version)
        }
    }

    /// The recipe as a file to write.
    package var file: OutputFile { OutputFile(path: path, contents: text) }

    /// Where the release tarballs are downloaded from; the recipes name it in one variable.
    package static let releasesURL = "https://github.com/liftbook/liftbook/releases/download"

    /// The build command: the site folder is the repository's root, the output `public/`, and
    /// Pagefind indexes it for the search page (`--search`; the recipe installs Pagefind first).
    static func build(baseURL variable: String) -> String {
        "liftbook build . --base-url \"$\(variable)/\" --search"
    }

    /// The Python package of Pagefind the recipes install (`python3 -m pagefind_bin`, which
    /// `build --search` finds).
    static let pagefindPackage = "pagefind-bin"

    /// The shell line that downloads and unpacks the release into `folder`.
    static func download(into folder: String) -> String {
        "curl -fsSL \"$LIFTBOOK_URL/v$LIFTBOOK_VERSION/liftbook-$LIFTBOOK_VERSION-linux-x86_64.tar.gz\" | tar -xz -C \"\(folder)\""
    }
}
