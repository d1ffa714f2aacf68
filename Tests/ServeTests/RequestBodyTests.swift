import Foundation
import LiftbookFixtures
@testable import LiftbookServe
import Testing

/// Bodies, read only where the server's policy admits them: whole, in pieces, followed by the next
/// request, and refused when too long, chunked, not a number, or too slow.
struct RequestBodyTests {
    /// Admits bodies of up to 16 bytes on `/in`, refuses `/no` with a 401, and takes none elsewhere.
    private static func policy(_ head: RequestHead) -> BodyAdmission {
        switch head.path {
        case "/in": .accept(limit: 16)
        case "/no": .refuse(.plain(401, "Not paired."))
        default: .none
        }
    }

    @Test func anAdmittedBodyIsReadWholeAndTheConnectionGoesOn() async throws {
        let server = try TestServer(bodyPolicy: { Self.policy($0) })
        defer { server.stop() }
        let text = await offThePool { () -> String in
            guard let client = server.client() else { return "" }
            client.send("POST /in HTTP/1.1\r\nContent-Length: 11\r\n\r\nhel")
            Thread.sleep(forTimeInterval: 0.1)
            client.send("lo world")
            client.send("POST /in HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /after HTTP/1.1\r\nConnection: close\r\n\r\n")
            return client.readAll().text
        }
        #expect(text.contains("ok POST /in body 11 hello world"))
        #expect(text.contains("ok POST /in body 3 abc"))
        #expect(text.contains("ok GET /after"), "the bytes after a body are the next request")
    }

    @Test func aClientWaitingForContinueIsToldToGoOn() async throws {
        let server = try TestServer(bodyPolicy: { Self.policy($0) })
        defer { server.stop() }
        let (interim, rest) = await offThePool { () -> (String, String) in
            guard let client = server.client() else { return ("", "") }
            client.send("POST /in HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")
            let interim = client.readResponse() ?? ""
            client.send("hello")
            return (interim, client.readAll().text)
        }
        #expect(interim.hasPrefix("HTTP/1.1 100 Continue\r\n\r\n"))
        #expect(rest.contains("ok POST /in body 5 hello"), "\(rest)")
    }

    @Test(arguments: [
        ("POST /in HTTP/1.1\r\nContent-Length: 17\r\n\r\n", "HTTP/1.1 413"),
        ("POST /in HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", "HTTP/1.1 411"),
        ("POST /in HTTP/1.1\r\nContent-Length: -1\r\n\r\n", "HTTP/1.1 400"),
        ("POST /in HTTP/1.1\r\nContent-Length: 0x10\r\n\r\n", "HTTP/1.1 400"),
        ("POST /no HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello", "HTTP/1.1 401"),
        ("POST /other HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello", "HTTP/1.1 413"),
    ])
    func refusedBodiesAreAnsweredAndClosed(request: String, status: String) async throws {
        let server = try TestServer(bodyPolicy: { Self.policy($0) })
        defer { server.stop() }
        let answer = await offThePool { () -> (text: String, closed: Bool) in
            guard let client = server.client() else { return ("", false) }
            client.send(request)
            return client.readAll()
        }
        #expect(answer.text.hasPrefix(status), "\(answer.text)")
        #expect(answer.closed)
    }

    @Test func aBodyThatDawdlesIsTimedOutWith408() async throws {
        let server = try TestServer(limits: ServeLimits(headerTimeout: .milliseconds(300)), bodyPolicy: { Self.policy($0) })
        defer { server.stop() }
        let start = ContinuousClock.now
        let answer = await offThePool { () -> (text: String, closed: Bool) in
            guard let client = server.client() else { return ("", false) }
            client.send("POST /in HTTP/1.1\r\nContent-Length: 10\r\n\r\nhalf")
            return client.readAll()
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 408"), "\(answer.text)")
        #expect(answer.closed)
        #expect(ContinuousClock.now - start >= .milliseconds(300))
    }
}
