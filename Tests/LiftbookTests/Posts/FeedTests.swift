import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LiftbookTestSupport
import Testing

/// `feed.xml` parses as Atom 1.0 and `feed.json` has JSON Feed 1.1's required fields.
struct FeedTests {
    static let site = BuiltSite(PostFixture.site)

    /// The elements of an XML document as `path → texts`, with attributes of `link` elements.
    final class Collector: NSObject, XMLParserDelegate {
        var path: [String] = []
        var texts: [String: [String]] = [:]
        var links: [[String: String]] = []
        var rootNamespace: String?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if path.isEmpty { rootNamespace = namespaceURI }
            path.append(name)
            text = ""
            if name == "link" { links.append(attributes.merging(["in": path.dropLast().joined(separator: "/")]) { a, _ in a }) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            texts[path.joined(separator: "/"), default: []].append(text)
            path.removeLast()
            text = ""
        }
    }

    static func atom() throws -> Collector {
        let xml = try #require(site.files["feed.xml"])
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldProcessNamespaces = true
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "feed.xml is well-formed XML")
        return collector
    }

    @Test func atomHasTheRequiredElements() throws {
        let atom = try Self.atom()
        #expect(atom.rootNamespace == "http://www.w3.org/2005/Atom")
        #expect(atom.texts["feed/id"] == ["https://ada.example.org/log/posts/"])
        #expect(atom.texts["feed/title"] == ["Ada's log: posts"])
        #expect(atom.texts["feed/updated"] == ["2026-11-21T00:00:00Z"])
        #expect(atom.texts["feed/author/name"] == ["Ada Lifter"])
        #expect(atom.links.contains { $0["in"] == "feed" && $0["rel"] == "self" && $0["href"] == "https://ada.example.org/log/feed.xml" })
        #expect(atom.texts["feed/entry/id"] == ["https://ada.example.org/log/posts/upper-day/", "https://ada.example.org/log/posts/whole-week/"])
        #expect(atom.texts["feed/entry/title"] == ["Upper day, my way", "The whole week"])
        #expect(atom.texts["feed/entry/updated"] == ["2026-11-21T00:00:00Z", "2026-11-20T00:00:00Z"])
        #expect(atom.texts["feed/entry/summary"]?.last == "Three days a week & nothing fancy")
        let alternates = atom.links.filter { $0["in"] == "feed/entry" && $0["rel"] == "alternate" }.compactMap { $0["href"] }
        #expect(alternates == ["https://ada.example.org/log/posts/upper-day/", "https://ada.example.org/log/posts/whole-week/"])
        let content = try #require(atom.texts["feed/entry/content"]?.first)
        #expect(content.contains("<strong>heavy</strong>"))
        #expect(content.contains("<li>A. Barbell Row: 3 × 8–12 · 50 kg · rest 1:30 min</li>"))
        #expect(!content.contains("<script"))
    }

    @Test func jsonFeedHasTheRequiredFields() throws {
        let text = try #require(Self.site.files["feed.json"])
        let feed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "Ada's log: posts")
        #expect(feed["feed_url"] as? String == "https://ada.example.org/log/feed.json")
        #expect((feed["authors"] as? [[String: Any]])?.first?["name"] as? String == "Ada Lifter")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.count == 2)
        for item in items {
            #expect(item["id"] is String)
            #expect(item["content_html"] is String || item["content_text"] is String)
            #expect((item["date_published"] as? String)?.hasSuffix("T00:00:00Z") == true)
            #expect((item["attachments"] as? [[String: Any]])?.first?["mime_type"] as? String == "application/yaml")
        }
        #expect(items.map { $0["url"] as? String } == ["https://ada.example.org/log/posts/upper-day/", "https://ada.example.org/log/posts/whole-week/"])
    }

    @Test func feedsDependOnThePostsNotOnTheDayTheyAreBuilt() throws {
        let later = BuiltSite(PostFixture.site, today: "2027-02-01")
        // Both feeds must exist: two builds without feeds would compare equal too.
        let atom = try #require(Self.site.files["feed.xml"])
        let json = try #require(Self.site.files["feed.json"])
        #expect(later.files["feed.xml"] == atom)
        #expect(later.files["feed.json"] == json)
    }

    @Test func withoutPostsThereIsNoFeedAndAnEmptyState() throws {
        let site = BuiltSite(ReportFixture.site)
        #expect(site.files["feed.xml"] == nil)
        #expect(site.files["feed.json"] == nil)
        let index = try #require(site.files["posts/index.html"])
        #expect(index.contains("No posts yet"))
        #expect(index.contains("<code>liftbook share monday --title …</code>"))
        #expect(site.files["index.html"]?.contains("application/atom+xml") == false)
        #expect(Self.site.files["index.html"]?.contains("<link rel=\"alternate\" type=\"application/atom+xml\"") == true)
        #expect(Self.site.files["index.html"]?.contains("<link rel=\"alternate\" type=\"application/feed+json\"") == true)
    }

    @Test func aSiteWithoutSessionsHasEmptyReports() throws {
        let site = BuiltSite(["liftbook.yaml": ReportFixture.config])
        let index = try #require(site.files["reports/index.html"])
        #expect(index.contains("No reports yet"))
        #expect(!site.files.keys.contains { $0.hasPrefix("reports/") && $0 != "reports/index.html" })
    }
}
