import ArgumentParser
@testable import LiftbookCLI
import Testing

/// Where `serve` listens: loopback unless told, every interface with `--lan`, `--host` over both.
/// (Parsed only: no test listens on anything but loopback.)
struct ServeLANOptionsTests {
    @Test(arguments: [
        ([], "127.0.0.1"),
        (["--lan"], "0.0.0.0"),
        (["--lan", "--host", "127.0.0.1"], "127.0.0.1"),
        (["--host", "::1"], "::1"),
    ])
    func theListenAddressFollowsTheOptions(arguments: [String], host: String) throws {
        let command = try ServeCommand.parse(arguments)
        #expect(command.listenHost == host)
        #expect(command.lan == arguments.contains("--lan"))
    }

    @Test func aHostNameIsRefusedWithLANToo() {
        #expect(throws: (any Error).self) { try ServeCommand.parse(["--lan", "--host", "example.org"]) }
    }
}
