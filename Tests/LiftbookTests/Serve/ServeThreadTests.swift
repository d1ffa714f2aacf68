import Foundation
import LiftbookSystem
import Testing

/// The test server (like `serve`) answers on a thread of its own: synchronous work that holds
/// every thread of the shared task pool does not keep it from answering.
struct ServeThreadTests {
    @Test func theServerAnswersWhileThePoolIsBusy() async throws {
        let server = try TestServer()
        defer { server.stop() }
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
        // The client runs on a thread of its own too; it gives up after 5 s.
        let answer = await offThePool { () -> String? in
            let deadline = Date().addingTimeInterval(5)
            while started.withLock({ $0 }) == 0, Date() < deadline { usleep(1_000) }
            guard let client = server.client(timeout: 5) else { return nil }
            client.send("GET /busy HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let response = client.readResponse()
            release.withLock { $0 = true }
            return response
        }
        for blocker in blockers { await blocker.value }
        #expect(answer?.contains("ok GET /busy") == true, "\(answer ?? "no answer in 5 s")")
    }
}
