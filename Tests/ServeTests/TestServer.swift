import FlyingSocks
import Foundation
import LiftbookFixtures
@testable import LiftbookServe
import LiftbookSystem

/// A ``LocalHTTPServer`` on a port the system chose, answering `ok` (and the body's size and
/// text, when its policy admitted one) to every path but `/events`, which opens an event stream
/// fed by ``events``; stopped by ``stop()``.
final class TestServer: Sendable {
    let server: LocalHTTPServer
    let events: Locked<[AsyncStream<Data>.Continuation]> = Locked([])
    /// How many event streams have ended.
    let ended = Locked(0)
    private let task: Task<Void, any Error>

    init(limits: ServeLimits = ServeLimits(), accept: @escaping LocalHTTPServer.Accept = { try await $0.accept() },
         bodyPolicy: @escaping LocalHTTPServer.BodyPolicy = { _ in .none }) throws {
        let events = self.events
        let ended = self.ended
        server = try LocalHTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), limits: limits, accept: accept,
                                     bodyPolicy: bodyPolicy) { head, body in
            if head.path == "/events" {
                let (stream, continuation) = AsyncStream.makeStream(of: Data.self)
                continuation.onTermination = { _ in ended.withLock { $0 += 1 } }
                events.withLock { $0.append(continuation) }
                continuation.yield(Data("retry: 1000\n\n".utf8))
                return .events(stream)
            }
            let received = body.isEmpty ? "" : " body \(body.count) \(String(decoding: body.prefix(40), as: UTF8.self))"
            return .response(ServeResponse.plain(200, "ok \(head.method) \(head.path ?? "-")" + received))
        }
        task = server.start()
    }

    var port: UInt16 { server.port }

    /// A connected raw client. The server answers on a thread of its own, which the parallel
    /// suite's long synchronous tests cannot hold up, so a server that takes 30 s does not answer.
    func client(timeout: TimeInterval = 30) -> RawHTTPClient? { RawHTTPClient(port: port, timeout: timeout) }

    func stop() {
        task.cancel()
    }
}

import LiftbookModel
