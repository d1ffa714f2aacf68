import Dispatch
import Foundation
import LiftbookFollowing
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// A fetch answers while every thread of the process's shared pool computes: its callbacks do not
/// wait for that pool. (A full run of the suites once failed a fetch with "no complete answer
/// within 30 s" while the in-process builds of other tests kept the pool busy.)
@Suite(.serialized)
struct FetchBesideBusyPoolTests {
    @Test func aFetchIsAnsweredWhileThePoolComputes() async throws {
        let server = try await LocalServer.start { _ in LocalServer.Reply(body: Data("{}".utf8)) }
        defer { Task { await server.stop() } }
        let url = try #require(URL(string: "\(server.origin)/feed.json"))
        // Every thread the shared pool runs at once computes for longer than the fetch may take;
        // the fetch starts once they all do, on a thread of its own.
        // They stop when the fetch is done (at the latest after 8 s).
        let busySeconds = 8.0
        let started = DispatchGroup()
        let done = Locked(false)
        let end = DispatchTime.now() + busySeconds
        for _ in 0..<Cores.count {
            started.enter()
            DispatchQueue.global().async {
                started.leave()
                while DispatchTime.now() < end, !done.withLock({ $0 }) {}
            }
        }
        let result = await offPool { () -> Result<HTTPResponse, HTTPFailure> in
            _ = started.wait(timeout: .now() + busySeconds)
            let result = URLSessionTransport().get(HTTPRequest(url: url), limits: HTTPLimits(connectSeconds: 3, totalSeconds: 4))
            done.withLock { $0 = true }
            return result
        }
        switch result {
        case .success(let response):
            #expect(response.status == 200)
            #expect(response.body == Data("{}".utf8))
        case .failure(let failure):
            Issue.record("the fetch failed: \(failure)")
        }
    }
}
