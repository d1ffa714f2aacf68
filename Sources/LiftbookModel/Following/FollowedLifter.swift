/// A lifter listed in `following.yaml`: the feed (or site) URL, and the name to show.
public struct FollowedLifter: Sendable, Hashable {
    /// The feed URL (`https://sam.example.org/log/feed.json`), or a site URL not yet resolved.
    public var url: String
    /// The name given in `following.yaml`, when given.
    public var name: String?
    /// Where the entry is written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(url: String, name: String? = nil, location: SourceLocation) {
        self.url = url
        self.name = name
        self.location = location
    }

    /// The file name (without extension) of the lifter's copy in `following/`: the URL's host and
    /// path as a slug (`sam-example-org-log-feed-json`), the same on every machine.
    public var cacheKey: String { FollowedLifter.cacheKey(for: url) }

    /// The cache key of a URL: lower-case letters and digits of its host and path, joined by `-`.
    public static func cacheKey(for url: String) -> String {
        var scalars = Substring(url).unicodeScalars
        if let colon = scalars.firstIndex(of: ":"), scalars[colon...].starts(with: "://".unicodeScalars) {
            scalars = scalars[scalars.index(colon, offsetBy: 3)...]
        }
        var slug = ""
        var pendingDash = false
        for scalar in scalars {
            let lower = scalar.properties.lowercaseMapping
            if lower.count == 1, let first = lower.unicodeScalars.first, first.isASCII,
               ("a"..."z").contains(first) || ("0"..."9").contains(first) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(first)
                pendingDash = false
            } else {
                pendingDash = true
            }
            if slug.count >= 80 { break }
        }
        return slug.isEmpty ? "feed" : slug
    }
}

/// What the lifters you follow shared: the entries of `following.yaml` and the posts read from
/// the last fetched copy of each feed in `following/`.
public struct Following: Sendable, Hashable {
    /// The lifters listed in `following.yaml`, in file order.
    public var lifters: [FollowedLifter]
    /// Their shared posts, newest first.
    public var posts: [FollowedPost]

    /// Creates the set; posts are sorted newest first.
    public init(lifters: [FollowedLifter] = [], posts: [FollowedPost] = []) {
        self.lifters = lifters
        self.posts = posts.sorted(by: FollowedPost.newestFirst)
    }
}
