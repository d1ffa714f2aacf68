import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LiftbookTestSupport
import Testing

/// The real `liftbook serve` on a free loopback port: serve, change, break, fix, stop.
@Suite(.serialized)
struct ServeEndToEndTests {
    private let session = URLSession(configuration: .ephemeral)

    @Test func servesRebuildsReloadsShowsErrorsAndStops() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(SiteFixture.goldenSite, into: folder.appending(path: "site"))
        let sessionFile = folder.appending(path: "site/sessions/2026-11-09-upper-a.md")
        let original = try String(contentsOf: sessionFile, encoding: .utf8)

        let server = try ServeProcess(["site", "--port", "0", "--now", "2026-11-22"], in: folder)
        defer { server.kill() }
        let base = try #require(server.waitForURL(), "no URL within 20 s; stderr: \(server.stderr)")
        #expect(base.host == "127.0.0.1")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site/public").path), "serve writes nothing")

        let page = try await fetch("sessions/2026-11-09-1800/", from: base)
        #expect(page.status == 200)
        #expect(page.type == "text/html; charset=utf-8")
        #expect(page.body.contains("First week of the new plan."))
        #expect(page.body.contains("new EventSource(\"/__liftbook/events\")"))
        #expect(page.body.contains("href=\"/exercises/\""), "links are built for the local address")

        let events = EventStreamReader(url: base.appending(path: "__liftbook/events"))
        defer { events.close() }
        #expect(events.waitForEvents(named: "status") != nil, "the stream opens with the status")

        // A change is served, and open pages are told to reload.
        try Data(original.replacingOccurrences(of: "First week of the new plan.", with: "Edited while serving.").utf8).write(to: sessionFile, options: .atomic)
        let reload = try #require(events.waitForEvents(named: "reload"), "no reload within 20 s: \(events.text)")
        #expect(reload.first?.contains("\"generation\":2") == true)
        #expect(try await fetch("sessions/2026-11-09-1800/", from: base).body.contains("Edited while serving."))

        // A broken file keeps the last good site and reports where the error is.
        let broken = original.replacingOccurrences(of: "- 60 x 10,10,9", with: "- 60 x <b>ten</b>")
        try Data(broken.utf8).write(to: sessionFile, options: .atomic)
        // Saved atomically, as editors save, so no rebuild reads a half-written file.
        var status = try await fetch("__liftbook/status", from: base)
        for _ in 0..<200 {
            let state = try? JSONSerialization.jsonObject(with: Data(status.body.utf8)) as? [String: Any]
            if state?["ok"] as? Bool == false { break }
            try await Task.sleep(for: .milliseconds(100))
            status = try await fetch("__liftbook/status", from: base)
        }
        #expect(events.waitForEvents(named: "status", count: 2)?.last?.contains("\"ok\":false") == true, "the error status is pushed")
        #expect(status.type == "application/json")
        let document = try JSONSerialization.jsonObject(with: Data(status.body.utf8)) as? [String: Any]
        #expect(document?["ok"] as? Bool == false)
        let first = (document?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["path"] as? String == "sessions/2026-11-09-upper-a.md")
        #expect(first?["line"] as? Int == 16)
        #expect((first?["message"] as? String)?.contains("reps should follow 'x'") == true)
        #expect(try await fetch("sessions/2026-11-09-1800/", from: base).body.contains("Edited while serving."))
        #expect(server.waitForOutput("sessions/2026-11-09-upper-a.md:16:"), "the terminal shows the error compiler-style")

        // Fixing it clears the error and reloads.
        try Data(original.utf8).write(to: sessionFile, options: .atomic)
        #expect(events.waitForEvents(named: "reload", count: 2) != nil, "no reload after the fix")
        #expect(try await fetch("__liftbook/status", from: base).body.contains("\"ok\":true"))

        let missing = try await fetch("no/such/page/", from: base)
        #expect(missing.status == 404)
        #expect(missing.body.contains("Page not found"))
        #expect(try await fetch("assets/style.css", from: base).type == "text/css; charset=utf-8")

        events.close()
        #expect(server.stop() == 0, "SIGTERM stops with status 0; stderr: \(server.stderr)")
        #expect(server.stderr.contains("Stopped serving."))
    }

    @Test func aSiteThatHasNeverBuiltIsServedOnceFixed() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var site = SiteFixture.goldenSite
        let config = try #require(site["liftbook.yaml"])
        site["liftbook.yaml"] = config.replacingOccurrences(of: "units: kg", with: "units: stone")
        try CLIRunner.write(site, into: folder)
        let server = try ServeProcess([".", "--port", "0", "--now", "2026-11-22"], in: folder)
        defer { server.kill() }
        let base = try #require(server.waitForURL(), "no URL within 20 s; stderr: \(server.stderr)")
        let waiting = try await fetch("", from: base)
        #expect(waiting.status == 503)
        #expect(waiting.body.contains("var generation = 0;"))
        let status = try await fetch("__liftbook/status", from: base).body
        #expect(status.contains("\"ok\":false") && status.contains("unknown units 'stone'"))

        let events = EventStreamReader(url: base.appending(path: "__liftbook/events"))
        defer { events.close() }
        #expect(events.waitForEvents(named: "status") != nil)
        try Data(config.utf8).write(to: folder.appending(path: "liftbook.yaml"))
        #expect(events.waitForEvents(named: "reload") != nil, "no reload after the fix")
        #expect(try await fetch("", from: base).status == 200)
        events.close()

        // A second server on the same port is refused with status 1; Ctrl-C stops the first with 0.
        let port = String(base.port ?? 0)
        let taken = try CLIRunner.run(["serve", ".", "--port", port], in: folder)
        #expect(taken.status == 1)
        #expect(taken.stderr.contains("cannot listen on http://127.0.0.1:\(port)/"))
        #expect(server.stop(interrupt: true) == 0)
    }

    @Test func refusesNamesAndMissingFolders() throws {
        #expect(try CLIRunner.run(["serve", "--host", "example.org"]).status == 2)
        let missing = try CLIRunner.run(["serve", "/no/such/folder", "--port", "0"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no site folder"))
    }

    private func fetch(_ path: String, from base: URL) async throws -> (status: Int, type: String, body: String) {
        var request = URLRequest(url: base.appending(path: path))
        request.timeoutInterval = 10
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type") ?? "", String(decoding: data, as: UTF8.self))
    }
}
