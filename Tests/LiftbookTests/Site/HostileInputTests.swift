import LiftbookModel
import LiftbookTestSupport
import Testing

struct HostileInputTests {
    static let site: [String: String] = [
        "liftbook.yaml": "title: \"<script>alert('title')</script> & co\"\nlibraryPages: used\n",
        "exercises/evil.yaml": """
            exercises:
              - id: evil-lift
                name: "Evil \\"Lift\\" <img src=x onerror=alert(1)>"
                category: arms
                image: "javascript:alert(1)"
                description: "[click](javascript:alert(2)) <script>alert(3)</script>"
                instructions: ["<b>bold</b> step"]
            """,
        "sessions/2026-11-10.md": """
            ---
            title: "<script>alert('session')</script>"
            ---
            Notes with <script>alert('notes')</script> and [a link](javascript:alert('x')) and <iframe src=x></iframe>.

            ## Evil "Lift" <img src=x onerror=alert(1)>
            - 20 x 10

            ## Curl "quoted" & ampersand
            - 20 x 10
            """,
    ]

    @Test func userStringsComeOutEscapedOrDropped() {
        let (files, diagnostics) = SiteFixture.render(Self.site)
        #expect(diagnostics.errors == [])
        #expect(files.count > 10)
        for file in files where file.path.hasSuffix(".html") {
            #expect(!file.contents.contains("<script"), "\(file.path) contains a script tag")
            #expect(!file.contents.contains("javascript:"), "\(file.path) contains a javascript: URL")
            #expect(!file.contents.contains("<img src=x"), "\(file.path) contains an injected image")
            #expect(!file.contents.contains("<iframe"), "\(file.path) contains an iframe")
            #expect(!file.contents.contains("<svg onload"), "\(file.path) contains an injected svg")
        }
        let home = files.first { $0.path == "index.html" }?.contents ?? ""
        #expect(home.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; co"))
    }
}
