import Foundation
import LiftbookModel
import LiftbookTestSupport
import Testing

/// The following page from the copies alone: order, empty states, navigation, same bytes.
struct FollowingPageTests {
    static func feed(_ author: String, _ items: [(title: String, date: String?)]) -> String {
        let list = items.map { item in
            "{\"id\": \"\(item.title)\", \"title\": \"\(item.title)\"" + (item.date.map { ", \"date_published\": \"\($0)T00:00:00Z\"" } ?? "") + "}"
        }
        return "{\"version\": \"https://jsonfeed.org/version/1.1\", \"authors\": [{\"name\": \"\(author)\"}], \"items\": [\(list.joined(separator: ","))]}"
    }

    static var site: [String: String] {
        ["liftbook.yaml": "title: Mine\nbaseURL: /me/\n",
         "following.yaml": "schema: 1\nfollowing:\n  - url: https://a.example/feed.json\n  - url: https://b.example/feed.json\n    name: Bea\n  - url: https://c.example/feed.json\n",
         "following/a-example-feed-json.json": feed("Al", [("Old", "2026-10-01"), ("Undated", nil), ("New", "2026-11-20")]),
         "following/b-example-feed-json.json": feed("Bob", [("Same day", "2026-11-20"), ("Newest", "2026-11-22")])]
    }

    @Test func cardsAreNewestFirstWithUndatedLast() throws {
        let built = BuiltSite(Self.site)
        let (root, errors) = StrictHTML.parse(try #require(built.files["following/index.html"]))
        #expect(errors == [])
        let cards = root.elements(withClass: "card").map { card in
            (card.elements(withClass: "card-title").first?.text ?? "") + " by " + (card.elements(withClass: "muted").first?.text ?? "")
        }
        #expect(cards == ["Newest by Bea · Sun 22 Nov 2026", "New by Al · Fri 20 Nov 2026", "Same day by Bea · Fri 20 Nov 2026",
                          "Old by Al · Thu 1 Oct 2026", "Undated by Al"])
        let nav = root.all.filter { $0.name == "nav" && $0.attribute("aria-label") == "Main" }.flatMap(\.all).filter { $0.name == "a" }
        #expect(nav.suffix(2).map { "\($0.text) \($0.attribute("href") ?? "")" } == ["Following /me/following/", "Search /me/search/"])
        #expect(try #require(built.files["sitemap.xml"]).contains("/me/following/"))
        #expect(BuiltSite(Self.site).files == built.files)
    }

    @Test func emptyStatesSayWhatToDo() throws {
        var site = Self.site
        site["following/a-example-feed-json.json"] = nil
        site["following/b-example-feed-json.json"] = nil
        let fetched = StrictHTML.parse(try #require(BuiltSite(site).files["following/index.html"])).root
        #expect(fetched.elements(withClass: "empty-title").map(\.text) == ["Nothing fetched yet"])
        site["following.yaml"] = nil
        let built = BuiltSite(site)
        let none = StrictHTML.parse(try #require(built.files["following/index.html"])).root
        #expect(none.elements(withClass: "empty-title").map(\.text) == ["You follow no one yet"])
        #expect(none.all.filter { $0.name == "code" }.map(\.text) == ["liftbook follow add https://their.site/", "liftbook follow fetch"])
        #expect(!(built.files["index.html"] ?? "").contains("/me/following/"))
        #expect(!(built.files["sitemap.xml"] ?? "").contains("/me/following/"))
    }
}
