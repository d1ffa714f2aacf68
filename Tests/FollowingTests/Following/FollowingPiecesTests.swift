import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel
import Testing

/// The small parts of following: feed links in pages, the fetch state file, following.yaml.
struct FollowingPiecesTests {
    @Test func findsTheJSONFeedLinkOfAPage() throws {
        let page = try #require(URL(string: "https://sam.example.org/log/"))
        let html = """
            <!DOCTYPE html><html><head><LINK rel="stylesheet" href="/style.css">
            <link rel=alternate type="application/atom+xml" href="feed.xml">
            <link type='application/feed+json' rel='Alternate' title='Sam&#39;s &quot;log&quot;' href='feed.json?a=1&amp;b=2'>
            <linkx rel="alternate" type="application/feed+json" href="/wrong.json">
            </head></html>
            """
        let links = AlternateLinks.links(in: html)
        #expect(links == [AlternateLinks.Link(type: "application/atom+xml", href: "feed.xml"),
                          AlternateLinks.Link(type: "application/feed+json", href: "feed.json?a=1&b=2")])
        #expect(AlternateLinks.jsonFeed(in: html, page: page)?.absoluteString == "https://sam.example.org/log/feed.json?a=1&b=2")
        #expect(AlternateLinks.jsonFeed(in: "<link rel=\"alternate\" type=\"application/feed+json\" href=\"javascript:x\">", page: page) == nil)
        #expect(AlternateLinks.jsonFeed(in: "<link rel=\"alternate\" type=\"application/feed+json\"", page: page) == nil)
        let bare = "<html><head><link rel=alternate type=application/feed+json href=../good.json></head></html>"
        #expect(AlternateLinks.jsonFeed(in: bare, page: page)?.absoluteString == "https://sam.example.org/good.json")
    }

    @Test func theFetchStateKeepsOnlySafeHeaderValues() {
        let state = FetchState(url: "https://a.example/feed.json", etag: "\"abc\"", lastModified: "Sat, 21 Nov 2026 10:00:00 GMT")
        #expect(state.text == "url: https://a.example/feed.json\netag: \"abc\"\nlast-modified: Sat, 21 Nov 2026 10:00:00 GMT\n")
        #expect(FetchState(text: state.text) == state)
        #expect(state.conditionalHeaders == ["If-None-Match": "\"abc\"", "If-Modified-Since": "Sat, 21 Nov 2026 10:00:00 GMT"])
        #expect(FetchState(text: "url: https://a.example/\netag: \u{7}bell\n")?.etag == nil)
        #expect(FetchState(text: "etag: x\n") == nil)
    }

    @Test func followingYAMLIsReadWithItsErrorsAtTheirPlace() {
        var diagnostics: [Diagnostic] = []
        let text = """
            schema: 1
            following:
              - url: https://sam.example.org/log/feed.json
                name: Sam
              - url: javascript:alert(1)
              - url: https://sam.example.org/log/feed.json
              - {url: https://b.example/feed.json, colour: red}

            """
        let lifters = FollowingLoader.parse(text, into: &diagnostics)
        #expect(lifters.map(\.url) == ["https://sam.example.org/log/feed.json", "https://b.example/feed.json"])
        #expect(lifters.map(\.name) == ["Sam", nil])
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" } == [
            "5:10 error 'url' should be an http or https address, found 'javascript:alert(1)'",
            "6:10 warning 'https://sam.example.org/log/feed.json' is listed twice",
            "7:40 error unknown key 'colour' in a followed lifter",
        ])
        #expect(FollowingLoader.parse(FollowingLoader.text(lifters), into: &diagnostics) == lifters.map { lifter in
            var moved = lifter
            // Two comment lines head the written file.
            moved.location = SourceLocation(path: "following.yaml", line: lifter.name == nil ? 7 : 5, column: 5)
            return moved
        })
    }
}
