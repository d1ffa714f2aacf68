/// What a post shares: one routine day, or the whole week.
public enum PostSubject: Sendable, Hashable, CustomStringConvertible {
    /// One training day of the routine.
    case day(Weekday)
    /// Every day of the routine.
    case week

    /// Reads `monday` … `sunday` (or `Mon`) and `week`, in any case.
    public init?(spelling: String) {
        if spelling.lowercased() == "week" {
            self = .week
        } else if let day = Weekday(spelling: spelling) {
            self = .day(day)
        } else {
            return nil
        }
    }

    /// `monday` or `week`, as written in front matter and on the command line.
    public var description: String {
        switch self {
        case .day(let weekday): weekday.rawValue
        case .week: "week"
        }
    }
}

/// A shared routine post: `posts/<slug>.md` with front matter and a Markdown description.
public struct Post: Sendable, Hashable, Identifiable {
    /// The file name without `.md`; the post's URL is `posts/<slug>/`.
    public var slug: String
    /// The title.
    public var title: String
    /// The publication date (feeds use it, never the clock).
    public var date: LocalDate
    /// The routine day, or the week, it shares.
    public var subject: PostSubject
    /// A one-line summary for link previews and feeds, when given.
    public var summary: String?
    /// The Markdown description below the front matter.
    public var body: String
    /// The file it came from.
    public var location: SourceLocation

    /// Creates a post.
    public init(slug: String, title: String, date: LocalDate, subject: PostSubject, summary: String? = nil,
                body: String = "", location: SourceLocation) {
        self.slug = slug
        self.title = title
        self.date = date
        self.subject = subject
        self.summary = summary
        self.body = body
        self.location = location
    }

    /// The post's id.
    public var id: String { slug }

    /// Newest first, then by slug.
    public static func newestFirst(_ a: Post, _ b: Post) -> Bool {
        a.date != b.date ? a.date > b.date : a.slug < b.slug
    }
}
