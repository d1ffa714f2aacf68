import FlyingSocks
import Foundation
import LiftbookModel
@testable import LiftbookServe
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each limit of `serve`'s HTTP server, tried with a raw socket on 127.0.0.1 (a port the system
/// chose); every read gives up after a few seconds, so no test can hang.
@Suite(.serialized)
struct ServeLimitsTests {
    @Test func aRequestLineOverTheLimitIs414() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try #require(server.client())
        client.send("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let answer = client.readAll()
        #expect(answer.text.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        #expect(answer.closed)
    }

    @Test func headersOverTheCountOrSizeAre431() throws {
        let server = try TestServer()
        defer { server.stop() }
        let fields = (1...101).map { "X-\($0): 1\r\n" }.joined()
        let many = try #require(server.client())
        many.send("GET / HTTP/1.1\r\n" + fields + "\r\n")
        #expect(many.readAll().text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))

        let hundred = try #require(server.client())
        hundred.send("GET / HTTP/1.1\r\n" + (1...100).map { "X-\($0): 1\r\n" }.joined() + "Connection: close\r\n\r\n")
        #expect(hundred.readAll().text.hasPrefix("HTTP/1.1 431"), "the 101st field is Connection")

        let large = try #require(server.client())
        large.send("GET / HTTP/1.1\r\nCookie: " + String(repeating: "c", count: 40_000) + "\r\n\r\n")
        #expect(large.readAll().text.hasPrefix("HTTP/1.1 431"))

        let fine = try #require(server.client())
        fine.send("GET /ok HTTP/1.1\r\n" + (1...99).map { "X-\($0): 1\r\n" }.joined() + "Connection: close\r\n\r\n")
        #expect(fine.readAll().text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    @Test func hugeRequestLinesDoNotFreezeTheServer() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let line = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 512 * 1024)
        let clock = ContinuousClock()
        let start = clock.now
        let answers = Locked<[String]>([])
        let senders = (0..<4).map { _ in
            Thread {
                guard let client = server.client() else { return }
                client.send(line)
                let text = client.readAll().text
                answers.withLock { $0.append(String(text.prefix(12))) }
            }
        }
        senders.forEach { $0.start() }
        let probe = try #require(server.client())
        probe.send("GET /still-here HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(probe.readAll().text.contains("ok GET /still-here"))
        while answers.withLock({ $0.count }) < 4, clock.now - start < .seconds(20) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(answers.withLock { $0 }.sorted() == Array(repeating: "HTTP/1.1 414", count: 4))
        #expect(clock.now - start < .seconds(10), "four 512 KiB lines refused in \(clock.now - start)")
    }

    @Test func aHeadThatDawdlesIsTimedOutWith408() throws {
        let server = try TestServer(limits: ServeLimits(headerTimeout: .milliseconds(300)))
        defer { server.stop() }
        let client = try #require(server.client())
        let start = Date()
        client.send("GET / HTTP/1.1\r\nHost: local")
        let answer = client.readAll()
        #expect(answer.text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(answer.closed)
        #expect(Date().timeIntervalSince(start) < 4)
    }

    @Test func anIdleConnectionIsClosed() throws {
        let server = try TestServer(limits: ServeLimits(idleTimeout: .milliseconds(300)))
        defer { server.stop() }
        let client = try #require(server.client())
        client.send("GET /a HTTP/1.1\r\n\r\n")
        #expect(client.readResponse()?.contains("ok GET /a") == true, "kept alive after the answer")
        let start = Date()
        let rest = client.readAll()
        #expect(rest.closed && rest.text.isEmpty)
        #expect(Date().timeIntervalSince(start) < 4)
        let silent = try #require(server.client())
        #expect(silent.readAll().closed, "a connection that never sends is closed too")
    }

    @Test func keepAlivePipeliningAndClose() throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try #require(server.client())
        client.send("GET /1 HTTP/1.1\r\n\r\nHEAD /2 HTTP/1.1\r\n\r\nGET /3 HTTP/1.0\r\n\r\nGET /4 HTTP/1.1\r\n\r\n")
        let text = client.readAll().text
        #expect(text.contains("ok GET /1") && !text.contains("ok HEAD /2") && text.contains("ok GET /3"))
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
    func malformedRequestsAreAnsweredAndClosed(request: String, status: String) throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try #require(server.client())
        client.send(request)
        let answer = client.readAll()
        #expect(answer.text.hasPrefix(status))
        #expect(answer.closed)
    }

    @Test func overTheConnectionLimitTheLongestIdleIsClosed() throws {
        let server = try TestServer(limits: ServeLimits(connections: 4))
        defer { server.stop() }
        let idle = (0..<4).compactMap { _ in server.client() }
        #expect(idle.count == 4)
        Thread.sleep(forTimeInterval: 0.2)
        let fresh = try #require(server.client())
        fresh.send("GET /fresh HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(fresh.readAll().text.contains("ok GET /fresh"))
        #expect(idle[0].readAll().closed, "the oldest idle connection made room")
    }

    @Test func acceptOutOfDescriptorsBacksOffAndKeepsServing() throws {
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
        let client = try #require(server.client())
        client.send("GET /after HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(client.readAll().text.contains("ok GET /after"))
        #expect(failures.withLock { $0 } >= 7, "six failures, then the accept that worked")
    }

    @Test func anEventStreamIsReleasedWhenItsClientGoes() async throws {
        let server = try TestServer()
        defer { server.stop() }
        var clients: [RawHTTPClient] = []
        for _ in 0..<3 {
            let client = try #require(server.client())
            client.send("GET /events HTTP/1.1\r\n\r\n")
            #expect(client.readResponse()?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
            clients.append(client)
        }
        #expect(await server.server.registry.count == 3)
        #expect(server.ended.withLock { $0 } == 0)
        clients = []
        var open = 3
        for _ in 0..<150 where open > 0 || server.ended.withLock({ $0 }) < 3 {
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
