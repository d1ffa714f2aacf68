import Foundation
import LiftbookTestSupport
import Testing

/// `serve` says why it could not start, and offers another port only when the port is in use.
struct ServeStartFailureTests {
    static let site = ["liftbook.yaml": "title: Mine\n", "sessions/2026-11-16.md": "---\ndate: 2026-11-16\n---\n## Barbell Bench Press\n- 80 x 5\n"]

    @Test func aPortInUseIsSaidSo() async throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(Self.site, into: folder)
        // The test HTTP server holds the port (on threads of its own) while `serve` tries it.
        let server = try await LocalServer.start { _ in LocalServer.Reply() }
        let run = try await offPool { Result { try CLI.run(["serve", folder.path, "--port", "\(server.port)"]) } }.get()
        await server.stop()
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: cannot listen on http://127.0.0.1:\(server.port)/: address already in use"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: another program uses port \(server.port): choose another port with --port, or 0 for any free one"))
    }

    @Test func anAddressOfAnotherMachineIsNotAPortProblem() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(Self.site, into: folder)
        // 192.0.2.1 is documentation's address (TEST-NET-1): no machine has it.
        let run = try CLI.run(["serve", folder.path, "--host", "192.0.2.1", "--port", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: cannot listen on http://192.0.2.1:0/: cannot assign requested address"), "\(run.stderr)")
        #expect(run.stderr.contains("hint: --host must be an address of this machine (127.0.0.1 serves this machine only)"))
        #expect(!run.stderr.contains("another port"))
    }
}
