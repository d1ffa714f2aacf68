import Foundation
import LiftbookFixtures
import LiftbookSystem
import Testing

/// The test server (like `serve`) starts and answers on a thread of its own: synchronous work
/// that holds every thread of the shared task pool keeps it from neither.
struct ServeThreadTests {
    @Test func theServerStartsAndAnswersWhileThePoolIsBusy() async throws {
        let release = Locked(false)
        let started = Locked(0)
        // More blocking tasks than the pool has threads: every pool thread is taken until released.
        let blockers = (0..<(Cores.count * 2 + 2)).map { _ in
            Task.detached {
                started.withLock { $0 += 1 }
                while !release.withLock({ $0 }) { usleep(1_000) }
            }
        }
        defer { release.withLock { $0 = true } }
        // The server is made and asked from a thread of the test's own; the client gives up after 5 s.
        let answer = await offThePool { () -> String? in
            defer { release.withLock { $0 = true } }
            let deadline = Date().addingTimeInterval(5)
            while started.withLock({ $0 }) < Cores.count, Date() < deadline { usleep(1_000) }
            guard let server = try? TestServer() else { return nil }
            defer { server.stop() }
            guard let client = server.client(timeout: 5) else { return nil }
            client.send("GET /busy HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return client.readResponse()
        }
        for blocker in blockers { await blocker.value }
        #expect(answer?.contains("ok GET /busy") == true, "\(answer ?? "no answer in 5 s")")
    }
}
