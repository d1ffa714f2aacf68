import Foundation
@testable import LiftbookServe
import Testing

/// `serve --lan`'s pairing: one code, used once, burnt after wrong guesses; tokens; saves per minute.
struct LANPairingTests {
    @Test func theRightCodePairsOnceAndIsThenGone() async throws {
        let pairing = LANPairing()
        let code = try #require(await pairing.code)
        #expect(code.count == 6 && code.allSatisfy(\.isASCII) && code.allSatisfy(\.isNumber))
        guard case .paired(let token) = await pairing.pair(with: code) else {
            Issue.record("the code did not pair")
            return
        }
        #expect(token.count == 32 && token.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(await pairing.isValid(token))
        #expect(!(await pairing.isValid(String(token.reversed()))))
        #expect(!(await pairing.isValid(nil)))
        #expect(await pairing.code == nil)
        #expect(await pairing.pair(with: code) == .used)
    }

    @Test func wrongCodesBurnTheCodeAfterTheLimit() async throws {
        let pairing = LANPairing(wrongLimit: 5)
        let code = try #require(await pairing.code)
        let wrong = code == "000000" ? "000001" : "000000"
        for _ in 1...4 { #expect(await pairing.pair(with: wrong) == .wrong(newCode: nil)) }
        guard case .wrong(let fresh?) = await pairing.pair(with: wrong) else {
            Issue.record("the fifth wrong code did not burn the code")
            return
        }
        #expect(await pairing.code == fresh)
        if fresh != code {
            #expect(await pairing.pair(with: code) == .wrong(newCode: nil), "the burnt code no longer pairs")
        }
        guard case .paired = await pairing.pair(with: fresh) else {
            Issue.record("the new code did not pair")
            return
        }
    }

    @Test func savesAreLimitedPerTokenAndMinute() async {
        let pairing = LANPairing(savesPerMinute: 3)
        let start = ContinuousClock.now
        for second in 0..<3 { #expect(await pairing.admitSave(by: "a", at: start + .seconds(second))) }
        #expect(!(await pairing.admitSave(by: "a", at: start + .seconds(10))))
        #expect(await pairing.admitSave(by: "b", at: start + .seconds(10)), "each token has its own count")
        #expect(await pairing.admitSave(by: "a", at: start + .seconds(61)), "a minute later the first save no longer counts")
    }

    @Test func codesAreSixDigitsAndTokensDiffer() {
        let codes = (0..<200).map { _ in LANPairing.newCode() }
        #expect(codes.allSatisfy { $0.count == 6 && UInt32($0) != nil })
        #expect(Set((0..<50).map { _ in LANPairing.newToken() }).count == 50)
    }

    @Test(arguments: [
        ("127.0.0.1:1313", true),
        ("localhost", true),
        ("192.168.1.20:1313", true),
        ("192.168.1.20", true),
        ("gym-laptop.local:1313", true),
        ("[fe80::1]:1313", true),
        ("192.168.1.21:1313", false),
        ("evil.example:1313", false),
        ("192.168.1.20.evil.example", false),
    ])
    func inLANModeTheHostMayBeThisMachine(header: String, allowed: Bool) {
        let names: Set = ["192.168.1.20", "gym-laptop", "gym-laptop.local", "fe80::1"]
        #expect(HostCheck.isAllowed(hostHeader: header, names: names) == allowed)
    }

    @Test func theLANAddressPrefersAPrivateIPv4() {
        #expect(InterfaceAddresses.lanIPv4(among: ["127.0.0.1", "::1", "169.254.3.4", "203.0.113.5", "192.168.1.20"]) == "192.168.1.20")
        #expect(InterfaceAddresses.lanIPv4(among: ["127.0.0.1", "203.0.113.5"]) == "203.0.113.5")
        #expect(InterfaceAddresses.lanIPv4(among: ["127.0.0.1", "::1"]) == nil)
        #expect(InterfaceAddresses.all().contains("127.0.0.1"), "the loopback interface is listed")
    }
}
