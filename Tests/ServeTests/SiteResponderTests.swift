import Foundation
import LiftbookModel
import LiftbookServe
import Testing

/// What the server answers, from a snapshot, without a socket.
struct SiteResponderTests {
    private let site = SiteSnapshot(files: [
        "index.html": "<html><body><h1>Home</h1></body></html>",
        "exercises/row/index.html": "<html><body>Row</body></html>",
        "404.html": "<html><body>Page not found</body></html>",
        "assets/style.css": "body{}",
        "favicon.svg": "<svg/>",
    ].mapValues { Array($0.utf8) }, generation: 3, notFound: "404.html")

    private func respond(_ path: String, method: String = "GET", in snapshot: SiteSnapshot? = nil) -> (ServeResponse, String) {
        let response = SiteResponder.respond(method: method, path: path, snapshot: snapshot ?? site)
        return (response, String(decoding: response.body, as: UTF8.self))
    }

    @Test func pagesGetTheScriptAndNoCaching() {
        let (response, body) = respond("/exercises/row/")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(body == "<html><body>Row" + ReloadScript.tag(generation: 3) + "</body></html>")
    }

    @Test func otherFilesAreServedAsTheyAre() {
        let (css, cssBody) = respond("/assets/style.css")
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(cssBody == "body{}")
        #expect(respond("/favicon.svg").1 == "<svg/>")
    }

    @Test func missingPagesGetTheSite404WithStatus404() {
        let (response, body) = respond("/no/such/page/")
        #expect(response.status == 404)
        #expect(body.hasPrefix("<html><body>Page not found<script"))
        var bare = site
        bare.files["404.html"] = nil
        #expect(respond("/nope", in: bare).0.status == 404)
        // The page is the one the build names, not a path the server guesses.
        var unnamed = site
        unnamed.notFound = nil
        let (plain, text) = respond("/nope", in: unnamed)
        #expect(plain.status == 404)
        #expect(text == "Not found\n")
    }

    @Test func foldersWithoutTheSlashRedirect() {
        let (response, _) = respond("/exercises/row")
        #expect(response.status == 301)
        #expect(response.headers["Location"] == "/exercises/row/")
    }

    @Test func headCountsTheBodyItDoesNotSend() {
        let (response, body) = respond("/", method: "HEAD")
        #expect(response.status == 200)
        #expect(body.isEmpty)
        #expect(response.headers["Content-Length"] == String(respond("/").0.body.count))
    }

    @Test func onlyReadingIsAllowed() {
        let (response, _) = respond("/", method: "POST")
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func beforeAnyGoodBuildEveryPageExplainsAndListens() {
        let error = Diagnostic.error("bad", at: SourceLocation(path: "liftbook.yaml"))
        let (response, body) = respond("/", in: SiteSnapshot(problems: [error]))
        #expect(response.status == 503)
        #expect(body.contains("has not built yet"))
        #expect(body.contains("var generation = 0;"))
    }

    @Test func statusIsJSON() throws {
        let (response, body) = respond(ReloadScript.statusPath)
        #expect(response.headers["Content-Type"] == "application/json")
        let status = try JSONDecoder().decode(StatusDocument.self, from: Data(body.utf8))
        #expect(status.ok)
        #expect(status.generation == 3)
    }
}
