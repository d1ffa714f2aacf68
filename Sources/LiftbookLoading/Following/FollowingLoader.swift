package import LiftbookModel
import Yams

/// Reads `following.yaml` and the last fetched copy of each listed feed in `following/`:
///
/// ```yaml
/// schema: 1
/// following:
///   - url: https://sam.example.org/log/feed.json
///     name: Sam
/// ```
///
/// Only files are read, never the network. A copy that cannot be read is a warning at its path
/// and leaves the other lifters as they are.
package enum FollowingLoader {
    /// The list's path in a site folder.
    package static let path = "following.yaml"
    /// The folder of fetched copies.
    package static let folder = "following"

    /// The path of a lifter's fetched copy: `following/<key>.json`.
    package static func copyPath(_ lifter: FollowedLifter) -> String { "\(folder)/\(lifter.cacheKey).json" }

    /// The lifters and their posts.
    package static func load(from files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> Following {
        let lifters = lifters(from: files, into: &diagnostics)
        var posts: [FollowedPost] = []
        for lifter in lifters {
            let copy = copyPath(lifter)
            guard files.exists(copy) else { continue }
            let location = SourceLocation(path: copy)
            do {
                let bytes = try files.read(copy)
                switch FeedReader.read(bytes, lifter: lifter) {
                case .success(let feed):
                    posts += feed.posts
                    diagnostics += feed.notes.map { .warning("\($0) in the feed of \(lifter.url)", at: location, hint: "the rest of the feed is shown") }
                case .failure(let problem):
                    diagnostics.append(.warning("the copy of \(lifter.url) cannot be read: \(problem)", at: location,
                                                hint: "run 'liftbook follow fetch' again; the other lifters are shown as usual"))
                }
            } catch {
                diagnostics.append(.warning("cannot read the copy of \(lifter.url): \(error)", at: location, hint: "run 'liftbook follow fetch' again"))
            }
        }
        return Following(lifters: lifters, posts: posts)
    }

    /// The entries of `following.yaml` (none when there is no file).
    package static func lifters(from files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> [FollowedLifter] {
        guard files.exists(path), let text = TextFile.read(path, from: files, allowEmpty: true, into: &diagnostics) else { return [] }
        return parse(text, into: &diagnostics)
    }

    /// The entries of the text of `following.yaml`.
    package static func parse(_ text: String, into diagnostics: inout [Diagnostic]) -> [FollowedLifter] {
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root,
              var f = MappingReader(root, in: source, what: "following.yaml", into: &diagnostics),
              SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return [] }
        var lifters: [FollowedLifter] = []
        var seen: [String: SourceLocation] = [:]
        if let list = f.node("following"), !list.isNull {
            guard case .sequence(let items) = list else {
                diagnostics.append(.error("'following' should be a list", at: source.location(of: list),
                                          hint: "write one '- url: https://…' entry per lifter"))
                return []
            }
            for item in items {
                guard var entry = MappingReader(item, in: source, what: "a followed lifter", into: &diagnostics),
                      let url = entry.string("url", required: true, into: &diagnostics) else { continue }
                let name = entry.string("name", into: &diagnostics)
                entry.reportUnknownKeys(what: "a followed lifter", into: &diagnostics)
                guard FeedURL.isWebURL(url) else {
                    diagnostics.append(.error("'url' should be an http or https address, found '\(url)'", at: entry.location("url"),
                                              hint: "for example url: https://sam.example.org/log/feed.json"))
                    continue
                }
                if let first = seen[url] {
                    diagnostics.append(.warning("'\(url)' is listed twice", at: entry.location("url"), hint: "the first is at \(first); remove one"))
                    continue
                }
                seen[url] = entry.location("url")
                lifters.append(FollowedLifter(url: url, name: name, location: source.location(of: item)))
            }
        }
        f.reportUnknownKeys(what: "following.yaml", into: &diagnostics)
        return lifters
    }

    /// The text of `following.yaml` for `lifters`.
    package static func text(_ lifters: [FollowedLifter]) -> String {
        var lines = ["# The lifters whose shared routines you follow. 'liftbook follow fetch' copies their feeds",
                     "# into following/; 'liftbook build' shows them on the following/ page.", "schema: 1"]
        if lifters.isEmpty { return (lines + ["following: []"]).joined(separator: "\n") + "\n" }
        lines.append("following:")
        for lifter in lifters {
            lines.append("  - url: " + YAMLText.quoted(lifter.url))
            if let name = lifter.name { lines.append("    name: " + YAMLText.quoted(name)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
