import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookServe
import Testing

/// The pure parts of `serve`: paths, content types, the injected script, events and status.
struct ServePiecesTests {
    @Test(arguments: [
        ("/", SitePath.file("index.html")),
        ("/exercises/", .file("exercises/index.html")),
        ("/exercises/barbell-row/", .file("exercises/barbell-row/index.html")),
        ("/exercises/barbell-row", .redirect("/exercises/barbell-row/")),
        ("/exercises//barbell-row/", .file("exercises/barbell-row/index.html")),
        ("/assets/style.css", .file("assets/style.css")),
        ("/api/index.json", .file("api/index.json")),
        ("/assets/", .notFound),
        ("/nothing/", .notFound),
        ("/nothing", .notFound),
        ("/../etc/passwd", .notFound),
        ("/exercises/../index.html", .notFound),
        ("/./index.html", .notFound),
        ("index.html", .notFound),
    ])
    func requestPathsMapOntoFiles(path: String, expected: SitePath) {
        let files: Set = ["index.html", "exercises/index.html", "exercises/barbell-row/index.html",
                          "assets/style.css", "api/index.json"]
        #expect(SitePath.resolve(path, exists: files.contains) == expected)
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("assets/style.css", "text/css; charset=utf-8"),
        ("favicon.svg", "image/svg+xml"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("api/index.json", "application/json"),
        ("posts/2026-11-20.md", "text/markdown; charset=utf-8"),
        ("share/monday.yaml", "application/yaml"),
        ("share/monday.YML", "application/yaml"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("routine.ics", "text/calendar; charset=utf-8"),
        ("feed.atom", "application/atom+xml; charset=utf-8"),
        ("README", "application/octet-stream"),
        ("archive.tar.zst", "application/octet-stream"),
    ])
    func contentTypesFollowTheEnding(path: String, expected: String) {
        #expect(ContentType.of(path) == expected)
    }

    @Test func theScriptGoesBeforeTheLastClosingBody() {
        let html = "<html><body><p>&lt;/body&gt;</p>\n</BODY>\n</html>\n"
        let injected = ReloadScript.inject(into: html, generation: 7)
        #expect(injected == "<html><body><p>&lt;/body&gt;</p>\n" + ReloadScript.tag(generation: 7) + "</BODY>\n</html>\n")
        #expect(injected.contains("var generation = 7;"))
        #expect(ReloadScript.inject(into: "<p>no body</p>", generation: 1) == "<p>no body</p>" + ReloadScript.tag(generation: 1))
        #expect(ReloadScript.inject(into: "", generation: 1) == ReloadScript.tag(generation: 1))
    }

    @Test func thePageThatOptsOutIsNotReloaded() {
        // The gym page: a rebuild must not reload it in the middle of a session.
        let gym = #"<html><body><div id="gym" data-liftbook-reload="off"></div></body></html>"#
        #expect(ReloadScript.inject(into: gym, generation: 3) == gym)
        let other = #"<html><body><p>data-liftbook-reload</p></body></html>"#
        #expect(ReloadScript.inject(into: other, generation: 3) != other)
    }

    @Test func theOverlayIsBuiltWithTextOnly() {
        let script = ReloadScript.tag(generation: 1)
        #expect(script.contains("textContent"))
        #expect(!script.contains("innerHTML"))
        #expect(!script.contains("insertAdjacentHTML"))
        #expect(!script.contains("document.write"))
        #expect(script.contains("addEventListener(\"reload\""))
    }

    @Test func eventsAreSplitIntoDataLines() {
        #expect(ServerSentEvent(name: "reload", data: "{\"ok\":true}").text == "event: reload\ndata: {\"ok\":true}\n\n")
        #expect(ServerSentEvent(name: "status", data: "a\nb").text == "event: status\ndata: a\ndata: b\n\n")
    }

    @Test func statusCarriesDiagnosticsAsDataNotMarkup() throws {
        let hostile = Diagnostic.error("unknown exercise '</script><img src=x onerror=alert(1)>'",
                                       at: SourceLocation(path: "sessions/a.md", line: 3, column: 4), hint: "line one\nline two")
        let snapshot = SiteSnapshot(files: ["index.html": Array("<body></body>".utf8)], generation: 2, problems: [hostile])
        let json = StatusDocument(snapshot).json()
        #expect(!json.contains(UInt8(ascii: "\n")), "one line, so it fits one data: field")
        let decoded = try JSONDecoder().decode(StatusDocument.self, from: json)
        #expect(decoded.ok == false)
        #expect(decoded.generation == 2)
        #expect(decoded.diagnostics.first?.message == hostile.message)
        #expect(decoded.diagnostics.first?.text == "sessions/a.md:3:4: error: \(hostile.message)\n  hint: line one\nline two")
        #expect(decoded.summary.contains("last good site"))
        let event = ServerSentEvent.status(snapshot).text
        #expect(event.hasPrefix("event: status\ndata: {"))
        #expect(event.hasSuffix("}\n\n"))
    }

    @Test func aFailedBuildKeepsTheFilesAndAGoodOneReplacesThem() {
        let first = SiteSnapshot().applying(BuildOutcome(diagnostics: [], files: [OutputFile(path: "index.html", contents: "one")]))
        #expect(first.generation == 1)
        #expect(first.isCurrent)
        let error = Diagnostic.error("bad", at: SourceLocation(path: "sessions/a.md"))
        let failed = first.applying(BuildOutcome(diagnostics: [error], files: nil))
        #expect(failed.files == ["index.html": Array("one".utf8)])
        #expect(failed.generation == 1)
        #expect(failed.problems == [error])
        #expect(!failed.isCurrent)
        let fixed = failed.applying(BuildOutcome(diagnostics: [], files: [OutputFile(path: "index.html", contents: "two")]))
        #expect(fixed.files == ["index.html": Array("two".utf8)])
        #expect(fixed.generation == 2)
        #expect(fixed.problems.isEmpty)
    }

    @Test(arguments: [
        ("127.0.0.1", true, "http://127.0.0.1:1313/"),
        ("localhost", true, "http://127.0.0.1:1313/"),
        ("::1", true, "http://[::1]:1313/"),
        ("[::1]", true, "http://[::1]:1313/"),
        ("0.0.0.0", false, "http://0.0.0.0:1313/"),
        ("192.168.1.20", false, "http://192.168.1.20:1313/"),
    ])
    func listenAddresses(host: String, loopback: Bool, url: String) throws {
        let address = try #require(ListenAddress(host: host))
        #expect(address.isLoopback == loopback)
        #expect(address.baseURL(port: 1313) == url)
    }

    @Test(arguments: ["example.org", "256.1.1.1", "", "1.2.3", "::g"])
    func hostNamesAreRefused(host: String) {
        #expect(ListenAddress(host: host) == nil)
    }
}

/// DNS rebinding: a loopback server answers only to loopback names.
struct HostCheckTests {
    @Test(arguments: [
        ("127.0.0.1:1313", true), ("127.0.0.1", true), ("localhost:1313", true), ("LOCALHOST", true),
        ("app.localhost:8080", true), ("[::1]:1313", true), ("127.1.2.3:80", true), (nil, true),
        ("attacker.example:1313", false), ("127.0.0.1.attacker.example", false), ("192.168.1.20:1313", false),
        ("[::2]:1313", false), ("[::1", false), ("127.0.0.256", false), ("127.00.0.1", false),
    ])
    func onlyLoopbackHostsAreAnswered(header: String?, allowed: Bool) {
        #expect(HostCheck.isLoopback(hostHeader: header) == allowed)
    }
}
