import Foundation
import LiftbookServe
import LiftbookTestSupport
import Testing

/// The real `liftbook serve --lan`, bound to 127.0.0.1 on a free port: pairing, and saving
/// sessions as the gym page does, with every refusal; and without `--lan`, no endpoints.
@Suite(.serialized)
struct ServeLANTests {
    @Test func pairsAndSavesSessionsAndRefusesWhatItMust() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(SiteFixture.goldenSite, into: folder)
        let sessions = folder.appending(path: "sessions")
        let before = try Self.listing(sessions)

        let server = try ServeProcess([".", "--lan", "--host", "127.0.0.1", "--port", "0", "--now", "2026-11-22"], in: folder)
        defer { server.kill() }
        let base = try #require(server.waitForURL(), "no URL within 20 s; stderr: \(server.stderr)")
        let port = try #require(base.port.map(UInt16.init))
        #expect(server.waitForOutput("Pairing code: "), "stdout: \(server.stdout)")
        let code = try #require(Self.pairingCode(in: server.stdout), "stdout: \(server.stdout)")
        #expect(server.stdout.contains("open http://127.0.0.1:\(port)/gym/"))
        #expect(server.stdout.contains("█"), "a QR code is drawn")

        let status = await Self.exchange(port, "GET", LANEndpoints.status)
        #expect(status.status == 200)
        #expect(status.headers["content-type"] == "application/json")
        #expect(status.headers["cache-control"] == "no-store")
        #expect(status.body == #"{"paired":false,"pairing":true}"#)

        // A request naming another host (DNS rebinding) is refused before anything else.
        let foreign = await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "\#(code)"}"#, host: "evil.example")
        #expect(foreign.status == 403)
        #expect(foreign.body.contains("answers only to localhost"))

        // Pairing: a wrong code, the right one, the right one again.
        let wrong = String(format: "%06d", ((Int(code) ?? 0) + 1) % 1_000_000)
        let refused = await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "\#(wrong)"}"#)
        #expect(refused.status == 403)
        #expect(refused.json["error"] as? String != nil)
        #expect(refused.json["code"] as? String == "pair-wrong", "the gym page says it in the site's language")
        let paired = await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "\#(code)"}"#)
        #expect(paired.status == 200, "\(paired.body)")
        let token = try #require(paired.json["token"] as? String)
        #expect(token.count == 32)
        #expect(await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "\#(code)"}"#).status == 403, "the code is used once")
        #expect(await Self.exchange(port, "GET", LANEndpoints.status, token: token).body == #"{"paired":true,"pairing":false}"#)

        // Refusals: no token, a bad token, a huge body, a bad name, a malformed session.
        let good = Self.upload(name: "2026-11-21-upper-b.md", text: Self.goodSession)
        let noToken = await Self.exchange(port, "POST", LANEndpoints.sessions, body: good)
        #expect(noToken.status == 401)
        #expect((noToken.json["error"] as? String)?.contains("not paired") == true)
        #expect(noToken.json["code"] as? String == "unpaired")
        #expect(await Self.exchange(port, "POST", LANEndpoints.sessions, body: good, token: String(repeating: "0", count: 32)).status == 401)
        let huge = Self.upload(name: "2026-11-21-huge.md", text: String(repeating: "x", count: 1 << 20))
        let tooLarge = await Self.exchange(port, "POST", LANEndpoints.sessions, body: huge, token: token)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.headers["content-type"] == "application/json")
        #expect(tooLarge.json["code"] as? String == "too-large")
        let badName = await Self.exchange(port, "POST", LANEndpoints.sessions, body: Self.upload(name: "../liftbook.yaml", text: "x"), token: token)
        #expect(badName.status == 400)
        let malformed = Self.goodSession.replacingOccurrences(of: "- 80 x 5 x 3", with: "- 100 x")
        let invalid = await Self.exchange(port, "POST", LANEndpoints.sessions,
                                          body: Self.upload(name: "2026-11-21-broken.md", text: malformed), token: token)
        #expect(invalid.status == 422)
        #expect(invalid.json["code"] as? String == "rejected")
        let diagnostic = try #require((invalid.json["diagnostics"] as? [[String: Any]])?.first, "\(invalid.body)")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["message"] as? String == "reps should follow 'x'")
        #expect(diagnostic["line"] as? Int == 10)
        #expect(diagnostic["column"] as? Int == 8)
        #expect(diagnostic["path"] as? String == "sessions/2026-11-21-broken.md")
        #expect((diagnostic["hint"] as? String)?.contains("WEIGHT x REPS") == true)
        #expect(try Self.listing(sessions) == before, "nothing was written")

        // A good session is written as sent, the site rebuilt, and its page served.
        let saved = await Self.exchange(port, "POST", LANEndpoints.sessions, body: good, token: token)
        #expect(saved.status == 201, "\(saved.body)")
        #expect(saved.json["path"] as? String == "sessions/2026-11-21-upper-b.md")
        #expect(saved.json["url"] as? String == "/sessions/2026-11-21-1730/")
        let file = sessions.appending(path: "2026-11-21-upper-b.md")
        #expect(try Data(contentsOf: file) == Data(Self.goodSession.utf8))
        #expect(try Self.listing(sessions) == (before + ["2026-11-21-upper-b.md"]).sorted(), "no temporary file is left")
        let page = await Self.exchange(port, "GET", "sessions/2026-11-21-1730/")
        #expect(page.status == 200)
        #expect(page.body.contains("Saved from the gym"), "the page is the new session's, right after the answer")
        #expect(server.waitForOutput("Saved sessions/2026-11-21-upper-b.md"))

        // The same name again: never overwritten.
        let again = await Self.exchange(port, "POST", LANEndpoints.sessions,
                                        body: Self.upload(name: "2026-11-21-upper-b.md", text: Self.goodSession + "\nMore.\n"), token: token)
        #expect(again.status == 409)
        #expect(try Data(contentsOf: file) == Data(Self.goodSession.utf8))

        // The preview on the network never shows the private session.
        #expect(await Self.exchange(port, "GET", "sessions/2026-11-19/").status == 404)
        for path in ["", "history/", "api/index.json", "sessions/2026-11-18-0730/"] {
            let shown = await Self.exchange(port, "GET", path)
            #expect(shown.status == 200, "\(path)")
            #expect(!shown.body.contains("SECRET-SESSION"), "\(path) shows the private session")
        }
        #expect(server.stop() == 0)
    }

    @Test func wrongCodesBurnTheCodeAndANewOneIsPrinted() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(SiteFixture.goldenSite, into: folder)
        let server = try ServeProcess([".", "--lan", "--host", "127.0.0.1", "--port", "0", "--now", "2026-11-22"], in: folder)
        defer { server.kill() }
        let base = try #require(server.waitForURL(), "no URL within 20 s; stderr: \(server.stderr)")
        let port = try #require(base.port.map(UInt16.init))
        #expect(server.waitForOutput("Pairing code: "))
        let code = try #require(Self.pairingCode(in: server.stdout))
        let wrong = code == "000000" ? "000001" : "000000"
        for _ in 0..<LANEndpoints.wrongCodesPerCode {
            #expect(await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "\#(wrong)"}"#).status == 403)
        }
        #expect(server.waitForOutput("Too many wrong pairing codes"))
        let codes = server.stdout.split(separator: "\n").filter { $0.hasPrefix("Pairing code: ") }
        #expect(codes.count == 2)
        let fresh = try #require(Self.pairingCode(in: String(codes.last ?? "")))
        let paired = await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "\#(fresh)"}"#)
        #expect(paired.status == 200)
        let token = try #require(paired.json["token"] as? String)

        // Saves are limited per token and minute, whatever they come to (here a refused name).
        let badName = Self.upload(name: "no.md", text: "x")
        for _ in 0..<LANEndpoints.savesPerMinute {
            #expect(await Self.exchange(port, "POST", LANEndpoints.sessions, body: badName, token: token).status == 400)
        }
        let limited = await Self.exchange(port, "POST", LANEndpoints.sessions, body: badName, token: token)
        #expect(limited.status == 429)
        #expect((limited.json["error"] as? String)?.contains("wait a minute") == true)
        #expect(server.stop() == 0)
    }

    @Test func withoutLANTheEndpointsDoNotExist() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(SiteFixture.goldenSite, into: folder)
        let server = try ServeProcess([".", "--port", "0", "--now", "2026-11-22"], in: folder)
        defer { server.kill() }
        let base = try #require(server.waitForURL(), "no URL within 20 s; stderr: \(server.stderr)")
        let port = try #require(base.port.map(UInt16.init))
        #expect(!server.stdout.contains("Pairing code"))
        #expect(await Self.exchange(port, "GET", LANEndpoints.status).status == 404)
        #expect(await Self.exchange(port, "POST", LANEndpoints.pair, body: #"{"code": "123456"}"#).status == 404)
        let save = await Self.exchange(port, "POST", LANEndpoints.sessions, body: Self.upload(name: "2026-11-21-a.md", text: Self.goodSession),
                                       token: String(repeating: "0", count: 32))
        #expect(save.status == 404)
        #expect(try Self.listing(folder.appending(path: "sessions")).count == 5)
        #expect(server.stop() == 0)
    }

    static let goodSession = """
        ---
        date: 2026-11-21
        start: "17:30"
        end: "18:20"
        title: Upper B
        ---
        Saved from the gym.

        ## Barbell Bench Press
        - 80 x 5 x 3

        """

    static func upload(name: String, text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: ["name": name, "text": text])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func pairingCode(in output: String) -> String? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("Pairing code: ") }) else { return nil }
        let code = line.dropFirst("Pairing code: ".count).prefix(6)
        return code.count == 6 && code.allSatisfy(\.isNumber) ? String(code) : nil
    }

    static func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// One request on a connection of its own, off the task pool; the answer's status, header
    /// fields (lower-case names) and body, and the body read as a JSON object.
    static func exchange(_ port: UInt16, _ method: String, _ path: String, body: String? = nil,
                         token: String? = nil, host: String = "127.0.0.1") async -> (status: Int, headers: [String: String], body: String, json: [String: Any]) {
        let text = await offThePool { () -> String in
            guard let client = RawHTTPClient(port: port) else { return "" }
            var head = "\(method) /\(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
            if let token { head += "Authorization: Bearer \(token)\r\n" }
            let bytes = Array((body ?? "").utf8)
            if body != nil { head += "Content-Type: application/json\r\nContent-Length: \(bytes.count)\r\n" }
            client.send(head + "\r\n")
            client.send(bytes)
            return client.readAll(limit: 4 << 20).text
        }
        guard let end = text.range(of: "\r\n\r\n") else { return (0, [:], text, [:]) }
        let lines = text[..<end.lowerBound].split(separator: "\r\n")
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let bodyText = String(text[end.upperBound...])
        let json = (try? JSONSerialization.jsonObject(with: Data(bodyText.utf8))) as? [String: Any] ?? [:]
        return (status, headers, bodyText, json)
    }
}
