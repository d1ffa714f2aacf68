import FlyingSocks
import Foundation
import LiftbookFixtures
import LiftbookModel
@testable import LiftbookServe
import LiftbookSystem
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each limit of `serve`'s HTTP server, tried with a raw socket on 127.0.0.1 (a port the system
/// chose). The client blocks on its own thread, and every read gives up after 30 s (the server answers on a thread of its own, which no other test can keep busy), so no test
/// can hang; the durations asserted are generous bounds on what takes milliseconds.
@Suite(.serialized)
struct ServeLimitsTests {
    /// Sends `request` on a new connection and reads until the server closes it.
    private func exchange(_ server: TestServer, _ request: String) async -> (text: String, closed: Bool) {
        await offThePool {
            guard let client = server.client() else { return ("no connection", false) }
            client.send(request)
            return client.readAll()
        }
    }

    @Test func aRequestLineOverTheLimitIs414() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let answer = await exchange(server, "GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(answer.text.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        #expect(answer.closed)
    }

    @Test func headersOverTheCountOrSizeAre431() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let fields = { (count: Int) in (1...count).map { "X-\($0): 1\r\n" }.joined() }
        #expect(await exchange(server, "GET / HTTP/1.1\r\n" + fields(101) + "\r\n").text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        #expect(await exchange(server, "GET / HTTP/1.1\r\n" + fields(100) + "Connection: close\r\n\r\n").text.hasPrefix("HTTP/1.1 431"),
                "the 101st field is Connection")
        #expect(await exchange(server, "GET / HTTP/1.1\r\nCookie: " + String(repeating: "c", count: 40_000) + "\r\n\r\n").text.hasPrefix("HTTP/1.1 431"))
        #expect(await exchange(server, "GET /ok HTTP/1.1\r\n" + fields(99) + "Connection: close\r\n\r\n").text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    @Test func hugeRequestLinesDoNotFreezeTheServer() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let line = "GET /" + String(repeating: "a", count: 512 * 1024)
        let start = ContinuousClock.now
        async let answers = withTaskGroup(of: String.self) { group in
            for _ in 0..<4 { group.addTask { await String(self.exchange(server, line).text.prefix(12)) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let probe = await exchange(server, "GET /still-here HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(probe.text.contains("ok GET /still-here"))
        #expect(await answers == Array(repeating: "HTTP/1.1 414", count: 4))
        // A frozen server fails the probe at the client's 30 s; this bound, below it, allows for the
        // other suites running side by side on two cores (16 s was seen there).
        #expect(ContinuousClock.now - start < .seconds(25), "four 512 KiB lines refused in \(ContinuousClock.now - start)")
    }

    @Test func aHeadThatDawdlesIsTimedOutWith408() async throws {
        let server = try TestServer(limits: ServeLimits(headerTimeout: .milliseconds(300)))
        defer { server.stop() }
        let start = ContinuousClock.now
        let answer = await exchange(server, "GET / HTTP/1.1\r\nHost: local")
        #expect(answer.text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(answer.closed)
        #expect(ContinuousClock.now - start >= .milliseconds(300))
    }

    @Test func anIdleConnectionIsClosed() async throws {
        let server = try TestServer(limits: ServeLimits(idleTimeout: .milliseconds(300)))
        defer { server.stop() }
        let (first, rest) = await offThePool { () -> (String?, (text: String, closed: Bool)) in
            guard let client = server.client() else { return (nil, ("", false)) }
            client.send("GET /a HTTP/1.1\r\n\r\n")
            return (client.readResponse(), client.readAll())
        }
        #expect(first?.contains("ok GET /a") == true, "kept alive after the answer")
        #expect(rest.closed && rest.text.isEmpty)
        #expect(await offThePool { server.client()?.readAll().closed ?? false }, "a connection that never sends is closed too")
    }

    @Test func keepAlivePipeliningAndClose() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let text = await exchange(server, "GET /1 HTTP/1.1\r\n\r\nHEAD /2 HTTP/1.1\r\n\r\nGET /3 HTTP/1.0\r\n\r\nGET /4 HTTP/1.1\r\n\r\n").text
        #expect(text.contains("ok GET /1") && text.contains("ok GET /3"))
        #expect(!text.contains("ok HEAD /2"), "a HEAD answer has no body")
        #expect(!text.contains("/4"), "HTTP/1.0 closes after its answer")
        #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 4)
    }

    @Test(arguments: [
        ("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello", "HTTP/1.1 413"),
        ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "HTTP/1.1 413"),
        ("GET / HTTP/2.0\r\n\r\n", "HTTP/1.1 505"),
        ("GET /\r\n\r\n", "HTTP/1.1 400"),
        ("\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\r\n\r\n", "HTTP/1.1 400"),
    ])
    func malformedRequestsAreAnsweredAndClosed(request: String, status: String) async throws {
        let server = try TestServer()
        defer { server.stop() }
        let answer = await exchange(server, request)
        #expect(answer.text.hasPrefix(status))
        #expect(answer.closed)
    }

    @Test func overTheConnectionLimitTheLongestIdleIsClosed() async throws {
        let server = try TestServer(limits: ServeLimits(connections: 4))
        defer { server.stop() }
        let idle = await offThePool { (0..<4).compactMap { _ in server.client() } }
        #expect(idle.count == 4)
        for _ in 0..<250 where await server.server.registry.count < 4 { try await Task.sleep(for: .milliseconds(20)) }
        let fresh = await exchange(server, "GET /fresh HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(fresh.text.contains("ok GET /fresh"))
        #expect(await offThePool { idle[0].readAll().closed }, "the oldest idle connection made room")
    }

    @Test func acceptOutOfDescriptorsBacksOffAndKeepsServing() async throws {
        let failures = Locked(0)
        let server = try TestServer { listener in
            let failed = failures.withLock { count -> Bool in
                count += 1
                return count <= 6
            }
            if failed { throw SocketError.failed(type: "Accept", errno: EMFILE, message: "Too many open files") }
            return try await listener.accept()
        }
        defer { server.stop() }
        #expect(await exchange(server, "GET /after HTTP/1.1\r\nConnection: close\r\n\r\n").text.contains("ok GET /after"))
        #expect(failures.withLock { $0 } >= 7, "six failures, then the accept that worked")
    }

    @Test func anEventStreamIsReleasedWhenItsClientGoes() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let heads = await offThePool { () -> [String?] in
            // Three pages open the stream, read its head, and go.
            (0..<3).map { _ in
                guard let client = server.client() else { return nil }
                client.send("GET /events HTTP/1.1\r\n\r\n")
                return client.readResponse()
            }
        }
        #expect(heads.allSatisfy { $0?.hasPrefix("HTTP/1.1 200 OK\r\n") == true })
        var open = 3
        for _ in 0..<500 where open > 0 || server.ended.withLock({ $0 }) < 3 {
            try await Task.sleep(for: .milliseconds(20))
            open = await server.server.registry.count
        }
        #expect(open == 0, "every stream's connection closed")
        #expect(server.ended.withLock { $0 } == 3, "every stream ended")
    }

    @Test func backoffGrowsAndResets() {
        var backoff = AcceptBackoff()
        #expect(backoff.step(after: EMFILE) == .wait(.milliseconds(5)))
        #expect(backoff.step(after: ENFILE) == .wait(.milliseconds(10)))
        for _ in 0..<10 { _ = backoff.step(after: EMFILE) }
        #expect(backoff.step(after: EMFILE) == .wait(.seconds(1)))
        backoff.reset()
        #expect(backoff.step(after: ENOBUFS) == .wait(.milliseconds(5)))
        #expect(backoff.step(after: ECONNABORTED) == .retry)
        #expect(backoff.step(after: EBADF) == .stop)
    }
}
