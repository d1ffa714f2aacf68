import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Script, HTML and attribute injection in every string a user writes: each comes out escaped
/// or dropped, in every page, feed, sitemap and API file.
struct HostileMarkupTests {
    static let payload = #"<script>alert(1)</script>"><img src=x onerror=alert(2)>'><svg onload=alert(3)>"#

    /// `prefix` and the payload as a single-quoted YAML scalar.
    static func yaml(_ prefix: String = "") -> String { "'" + (prefix + payload).replacingOccurrences(of: "'", with: "''") + "'" }

    static let site: [String: String] = [
        "liftbook.yaml": """
            title: \(yaml("Title "))
            author: \(yaml())
            baseURL: https://lifter.example.org/log/
            libraryPages: all
            """,
        "exercises/evil.yaml": """
            exercises:
              - id: evil-lift
                name: \(yaml("Evil "))
                aliases: [\(yaml("Alias "))]
                category: arms
                equipment: \(yaml())
                primaryMuscles: [\(yaml())]
                image: "javascript:alert(1)"
                description: "[click](javascript:alert(2)) [data](data:text/html;base64,PHNjcmlwdD4=) <script>alert(3)</script> ![i](data:image/svg+xml,<svg/onload=alert(4)>) <a href='javascript:alert(5)'>raw</a> <JAVASCRIPT:alert(6)>"
                instructions: ['<b onmouseover=alert(7)>step</b>', '[v](vbscript:msgbox(8))']
              - id: data-lift
                name: Data Lift
                category: legs
                image: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoOSk+"
              - id: spaced-lift
                name: Spaced Lift
                category: legs
                image: " JaVaScRiPt:alert(10)"
            """,
        "routine.yaml": """
            name: \(yaml())
            days:
              monday:
                title: \(yaml("Day "))
                exercises:
                  - exercise: evil-lift
                    name: \(yaml("Shown "))
                    notes: \(yaml("Cue "))
                    sets: 3
                    reps: 5
                    weight: 20
            """,
        "sessions/2026-11-10.md": """
            ---
            title: \(yaml("Session "))
            ---
            Notes \(payload) [a](javascript:alert(11)) [b](data:text/html,x) <iframe src=x></iframe> <a href="jav&#x61;script:alert(12)">e</a>

            ## Evil \(payload)
            - 20 x 10

            Exercise note \(payload) [c](  javascript:alert(13))

            ## Unknown \(payload) Press
            - 30 x 8
            """,
        "imports/strong.csv": """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-12 07:00:00,"Import \(payload.replacingOccurrences(of: "\"", with: "\"\""))",1h,"Imported \(payload.replacingOccurrences(of: "\"", with: "\"\""))",1,50,5,0,0,"Set \(payload.replacingOccurrences(of: "\"", with: "\"\""))","Workout [x](javascript:alert(14))",
            """,
    ]

    /// The site rendered once for every test here; a test that reads it fails when it threw.
    static let rendered = Result { try SiteFixture.render(site) }

    @Test func everyUserStringIsEscapedOrDropped() throws {
        let (files, diagnostics) = try Self.rendered.get()
        #expect(diagnostics.errors == [])
        #expect(files.count > 20)
        #expect(MarkupAudit.problems(in: files) == [])
        #expect(SafePaths.problems(files.map(\.path)) == [])
        let reports = files.filter { $0.path.hasSuffix(".md") }
        #expect(!reports.isEmpty, "the site has Markdown reports to check")
        for file in reports {
            // Markdown reports escape every '<' and '>' with a backslash, so no tag can start.
            let bytes = Array(file.contents.utf8)
            let unescaped = bytes.indices.dropFirst().contains { bytes[$0] == UInt8(ascii: "<") && bytes[$0 - 1] != UInt8(ascii: "\\") }
            #expect(!unescaped, "\(file.path) has an unescaped '<'")
        }
        for file in files where ![".css", ".md", ".js", ".webmanifest"].contains(where: file.path.hasSuffix) && !file.isImage {
            // The search page's own scripts (Pagefind's interface) and the gym page's are the exceptions.
            let contents = MarkupAudit.strippingPageScripts(file.contents)
            let scripts = file.path == MarkupAudit.searchPage ? contents.components(separatedBy: "<script").count - 1 - 2 : 0
            #expect(!contents.contains("<script") || (file.path == MarkupAudit.searchPage && scripts == 0),
                    "\(file.path) contains a script tag")
            #expect(!file.contents.contains("<img src=x"), "\(file.path) contains an injected image")
            #expect(!file.contents.contains("<svg onload"), "\(file.path) contains an injected svg")
            #expect(!file.contents.lowercased().contains("<iframe"), "\(file.path) contains an iframe")
        }
        let home = files.first { $0.path == "index.html" }?.contents ?? ""
        #expect(home.contains("Title &lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;&gt;"))
    }

    @Test func thePayloadReachesThePagesEscaped() throws {
        let pages = try Self.rendered.get().files.filter { $0.path.hasSuffix(".html") }.map(\.contents).joined()
        let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"
        // Plain-text fields show the payload as text; Markdown notes drop its raw HTML.
        for prefix in ["Title ", "Evil ", "Day ", "Shown ", "Cue ", "Session ", "Imported ", "Import "] {
            #expect(pages.contains(prefix + escaped), "\(prefix)…")
        }
        for prefix in ["Notes ", "Exercise note "] {
            #expect(pages.contains(prefix), "\(prefix)…")
        }
    }

    @Test func unsafeImageAndLinkURLsAreDropped() throws {
        let files = try Self.rendered.get().files
        for file in files where file.path.hasSuffix(".html") {
            for tag in MarkupAudit.tags(of: file.contents) {
                for (name, value) in tag.attributes where name == "href" || name == "src" {
                    let lower = MarkupAudit.decode(value).lowercased().filter { !$0.isWhitespace }
                    #expect(!lower.hasPrefix("javascript:") && !lower.hasPrefix("data:") && !lower.hasPrefix("vbscript:"),
                            "\(file.path): \(name)=\(value)")
                }
            }
        }
        let evil = files.first { $0.path == "exercises/evil-lift/index.html" }?.contents ?? ""
        #expect(evil.contains("Evil &lt;script&gt;"))
        #expect(!evil.contains("alert(2)\"") && !evil.contains("href=\"javascript"))
    }

    @Test func apiDocumentsAreValidJSONThatCannotCloseAScriptTag() throws {
        let documents = try Self.rendered.get().files.filter { $0.path.hasSuffix(".json") }
        #expect(!documents.isEmpty)
        var sawPayload = false
        for document in documents {
            let value = try JSONSerialization.jsonObject(with: Data(document.contents.utf8), options: [.fragmentsAllowed])
            _ = value
            #expect(!document.contents.contains("<"), "\(document.path) has a raw '<'")
            #expect(!document.contents.contains(">"), "\(document.path) has a raw '>'")
            if document.contents.contains(#"\u003cscript\u003ealert(1)"#) { sawPayload = true }
        }
        #expect(sawPayload, "the payload reaches the API escaped")
    }

    @Test func xmlFilesAreWellFormed() throws {
        let documents = try Self.rendered.get().files.filter { $0.path.hasSuffix(".xml") || $0.path.hasSuffix(".svg") }
        #expect(!documents.isEmpty)
        for document in documents {
            let parser = XMLParser(data: Data(document.contents.utf8))
            #expect(parser.parse(), "\(document.path): \(String(describing: parser.parserError))")
        }
    }

    @Test func aJavaScriptOrDataBaseURLIsRefused() {
        for url in ["javascript:alert(1)//", "data:text/html,x", "//evil.example.org/", "https://x.org/\"><script>", "vbscript:x"] {
            let result = loadSite(["liftbook.yaml": "baseURL: '\(url)'\n", "sessions/2026-11-10.md": "## Squat\n- 100 x 5\n"])
            #expect(result.diagnostics.errors.map(\.message).contains { $0.hasPrefix("'baseURL' should be an http(s) address") }, "\(url)")
            #expect(result.data.config.baseURL == SiteConfig().baseURL)
        }
    }

    @Test func theRealBuildWritesOnlyIntoItsOutputFolder() throws {
        let root = try CLIRunner.temporaryFolder()
        let site = root.appending(path: "site")
        try CLIRunner.write(Self.site, into: site)
        let run = try CLIRunner.run(["build", site.path, "--output", root.appending(path: "public").path])
        #expect(run.status == 0, "\(run.stderr)")
        let manager = FileManager.default
        #expect(try manager.contentsOfDirectory(atPath: root.path).sorted() == ["public", "site"])
        let siteFiles = manager.enumerator(atPath: site.path)?.allObjects.compactMap { $0 as? String }
            .filter { !$0.hasSuffix("/") && !["exercises", "sessions", "imports"].contains($0) }.sorted()
        #expect(siteFiles == Self.site.keys.sorted())
        let written = manager.enumerator(atPath: root.appending(path: "public").path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(written.count > 20)
        for path in written where path.hasSuffix(".html") {
            let text = try String(contentsOf: root.appending(path: "public/" + path), encoding: .utf8)
            #expect(MarkupAudit.problems(inMarkup: text, pagefindScripts: path == MarkupAudit.searchPage) == [], "\(path)")
        }
    }

    @Test func theAuditCatchesWhatItLooksFor() {
        let bad = #"<p>x</p><a href="jav&#x61;script:alert(1)">a</a><img src='data:text/html,x'><div onclick=go()><SCRIPT>x</SCRIPT>"#
        #expect(MarkupAudit.problems(inMarkup: bad).count == 4)
        let fine = #"<p title="x onerror=y">&lt;script&gt;</p><a href="/log/">a</a><a href="https://x.org/a:b">b</a><!-- <script> -->"#
        #expect(MarkupAudit.problems(inMarkup: fine) == [])
        // The gym page's own scripts pass; a script anywhere else, or from elsewhere, does not.
        let gym = #"<script type="application/json" id="gym-data">{}</script><script type="module" src="/log/gym/app.js"></script>"#
        #expect(MarkupAudit.problems(inMarkup: gym) == [])
        let others = #"<script type="module" src="https://evil.example/gym/app.js?"></script><script type="module" src="/x.js"></script><script type="application/json" id="gym-data" onload="x()"></script>"#
        #expect(MarkupAudit.problems(inMarkup: others).count == 4)
    }
}

/// Escape sequences in names and file names reach the terminal as text, not as commands.
struct TerminalEscapeTests {
    @Test func diagnosticsAndSnippetsShowControlCharactersAsText() throws {
        let site = try CLIRunner.temporaryFolder()
        let osc = "\u{1B}]52;c;cHduZWQ=\u{07}"
        try CLIRunner.write([
            "sessions/2026-11-10.md": "## Evil \(osc)\u{1B}[2J Press\n- 50 x 5\n",
            "sessions/2026-11-11-\u{1B}[31mred.md": "## Squat\n- 100 x zz\n",
            "liftbook.yaml": "title: \"\\e[8mhidden\\u202E\"\nunits: \"\\e]0;title\\a\"\n",
        ], into: site)
        for command in [["check", site.path], ["check", "--unmapped", site.path], ["stats", site.path]] {
            let run = try CLIRunner.run(command)
            #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(command)")
            #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(command)")
        }
        let check = try CLIRunner.run(["check", site.path])
        #expect(check.stderr.contains(#"Evil \u{1B}]52;c;cHduZWQ=\u{7}\u{1B}[2J Press"#))
        #expect(check.stderr.contains(#"sessions/2026-11-11-\u{1B}[31mred.md:2:"#))
        #expect(check.stderr.contains(#"unknown units '\u{1B}]0;title\u{7}'"#))
    }
}
