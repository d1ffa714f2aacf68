import LiftbookAnalytics
import LiftbookModel

/// `feed.xml` (Atom 1.0) and `feed.json` (JSON Feed 1.1) of the posts, newest first. Dates come
/// from the posts' `date:` (midnight UTC), never the clock, so the feeds are deterministic.
struct PostFeed {
    let config: SiteConfig
    let urls: SiteURLs
    /// The posts, newest first.
    let posts: [PostContent]
    let plan: PlanText

    /// The site's string table: the feeds' titles and language.
    var strings: Strings { plan.format.strings }

    /// `Ada's log: posts`, in the site's language.
    var title: String { strings.format("feed.title", ["title": config.title]) }

    /// The author, or the site's title when `author` is not set.
    var author: String { config.author.isEmpty ? config.title : config.author }

    /// The feeds' `updated`: the newest post's date.
    var updated: LocalDate? { posts.map(\.post.date).max() }

    /// A permanent id: the absolute URL when the base URL has a host, else a URN.
    func id(_ route: Route) -> String {
        guard urls.origin.isEmpty else { return urls.absolute(route) }
        let site = slugify(config.title)
        return "urn:liftbook:\(site.isEmpty ? "site" : site):\(route.path)"
    }

    /// `2026-11-21T00:00:00Z`.
    static func timestamp(_ date: LocalDate) -> String { "\(date)T00:00:00Z" }

    func atom() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(escapeXML(strings.language))\">\n"
        xml += "  <id>\(escapeXML(id(.posts)))</id>\n"
        xml += "  <title>\(escapeXML(title))</title>\n"
        xml += "  <subtitle>\(escapeXML(strings["feed.subtitle"]))</subtitle>\n"
        xml += "  <updated>\(updated.map(PostFeed.timestamp) ?? "1970-01-01T00:00:00Z")</updated>\n"
        xml += "  <author><name>\(escapeXML(author))</name></author>\n"
        xml += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(escapeXML(urls.absolute(.feed)))\"/>\n"
        xml += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(escapeXML(urls.absolute(.posts)))\"/>\n"
        xml += "  <generator version=\"\(LiftbookVersion.current)\">Liftbook</generator>\n"
        for content in posts {
            let post = content.post
            let time = PostFeed.timestamp(post.date)
            xml += "  <entry>\n"
            xml += "    <id>\(escapeXML(id(.post(post.slug))))</id>\n"
            xml += "    <title>\(escapeXML(post.title))</title>\n"
            xml += "    <updated>\(time)</updated>\n"
            xml += "    <published>\(time)</published>\n"
            xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(escapeXML(urls.absolute(.post(post.slug))))\"/>\n"
            xml += "    <link rel=\"enclosure\" type=\"application/yaml\" title=\"\(escapeXML(post.slug)).yaml\" href=\"\(escapeXML(urls.absolute(.postRoutine(post.slug))))\"/>\n"
            xml += "    <summary>\(escapeXML(content.summary(strings)))</summary>\n"
            xml += "    <content type=\"html\">\(escapeXML(content.feedHTML(plan: plan)))</content>\n"
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }

    func json() -> String {
        let items: [JSON] = posts.map { content in
            let post = content.post
            return .object([
                "id": .string(id(.post(post.slug))),
                "url": .string(urls.absolute(.post(post.slug))),
                "title": .string(post.title),
                "summary": .string(content.summary(strings)),
                "content_html": .string(content.feedHTML(plan: plan)),
                "date_published": .string(PostFeed.timestamp(post.date)),
                "_liftbook": content.feedData(urls: urls, showWeights: plan.showWeights),
                "attachments": .array([.object([
                    "url": .string(urls.absolute(.postRoutine(post.slug))),
                    "mime_type": .string("application/yaml"),
                    "title": .string("\(post.slug).yaml"),
                ])]),
            ])
        }
        return JSON.object([
            "version": .string("https://jsonfeed.org/version/1.1"),
            "title": .string(title),
            "description": .string(strings["feed.subtitle"]),
            "home_page_url": .string(urls.absolute(.posts)),
            "feed_url": .string(urls.absolute(.jsonFeed)),
            "language": .string(strings.language),
            "authors": .array([.object(["name": .string(author)])]),
            "items": .array(items),
        ]).text(pretty: true) + "\n"
    }
}
