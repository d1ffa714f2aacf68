import Foundation
import LiftbookLoading
import LiftbookModel
import Testing

/// `follow add` and `follow remove` edit `following.yaml` as lines: comments, blank lines and
/// every entry they do not touch stay byte for byte.
struct FollowingEditorTests {
    static let kim = FollowedLifter(url: "https://kim.example.net/feed.json", location: SourceLocation(path: "following.yaml"))
    static let bea = FollowedLifter(url: "https://bea.example/feed.json", name: "Bea", location: SourceLocation(path: "following.yaml"))

    static let commented = """
        # My gym friends.
        schema: 1
        following:
          # Sam trains in the mornings.
          - url: https://sam.example.org/log/feed.json   # the main one
            name: Sam

        # End of the list.

        """

    @Test(arguments: [
        // A new file.
        (nil, "# The lifters whose shared routines you follow. 'liftbook follow fetch' copies their feeds\n"
              + "# into following/; 'liftbook build' shows them on the following/ page.\nschema: 1\nfollowing:\n  - url: \"https://bea.example/feed.json\"\n    name: \"Bea\"\n"),
        // After the last entry, at its indentation; the comments stay.
        (commented, "# My gym friends.\nschema: 1\nfollowing:\n  # Sam trains in the mornings.\n  - url: https://sam.example.org/log/feed.json   # the main one\n"
                    + "    name: Sam\n  - url: \"https://bea.example/feed.json\"\n    name: \"Bea\"\n\n# End of the list.\n"),
        // An empty list keeps its key line's comment.
        ("schema: 1\nfollowing: []   # nobody yet\n", "schema: 1\nfollowing:   # nobody yet\n  - url: \"https://bea.example/feed.json\"\n    name: \"Bea\"\n"),
        ("schema: 1\nfollowing:\n", "schema: 1\nfollowing:\n  - url: \"https://bea.example/feed.json\"\n    name: \"Bea\"\n"),
        // No list yet.
        ("# just a comment\nschema: 1\n", "# just a comment\nschema: 1\nfollowing:\n  - url: \"https://bea.example/feed.json\"\n    name: \"Bea\"\n"),
        // Entries at the key's own indentation, and CRLF line breaks, are kept as written.
        ("schema: 1\r\nfollowing:\r\n- url: https://a.example/feed.json\r\n", "schema: 1\r\nfollowing:\r\n- url: https://a.example/feed.json\r\n- url: \"https://bea.example/feed.json\"\r\n  name: \"Bea\"\r\n"),
    ] as [(String?, String)])
    func addingALifterAddsItsLinesOnly(before: String?, after: String) {
        var diagnostics: [Diagnostic] = []
        #expect(FollowingEditor.adding(Self.bea, to: before, into: &diagnostics) == after)
        #expect(diagnostics.isEmpty)
    }

    @Test func removingALifterTakesItsLinesOnly() {
        let text = Self.commented.replacingOccurrences(of: "\n\n# End", with: "\n  - url: https://kim.example.net/feed.json\n    # moved house in 2025\n\n# End")
        var diagnostics: [Diagnostic] = []
        #expect(FollowingEditor.removing(url: Self.kim.url, from: text, into: &diagnostics) == Self.commented)
        #expect(diagnostics.isEmpty)
        // The last one leaves an empty list, which reads as no one.
        let alone = "schema: 1\nfollowing:   # friends\n  - url: https://kim.example.net/feed.json\n# end\n"
        let emptied = FollowingEditor.removing(url: Self.kim.url, from: alone, into: &diagnostics)
        #expect(emptied == "schema: 1\nfollowing:   # friends\n# end\n")
        #expect(FollowingLoader.parse(emptied ?? "", into: &diagnostics).isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test func aListInFlowStyleIsNotRewritten() {
        var diagnostics: [Diagnostic] = []
        let flow = "schema: 1\nfollowing: [{url: https://kim.example.net/feed.json}]\n"
        #expect(FollowingEditor.adding(Self.bea, to: flow, into: &diagnostics) == nil)
        #expect(FollowingEditor.removing(url: Self.kim.url, from: flow, into: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == Array(repeating: "'following' is not written one '- url: …' entry per line; Liftbook edits the list as lines of text and will not rewrite it", count: 2))
        #expect(diagnostics.first?.location == SourceLocation(path: "following.yaml", line: 2, column: 12))
    }
}
