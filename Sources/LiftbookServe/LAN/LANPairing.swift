/// The pairing of `serve --lan`: one six-digit code at a time, traded once for a token; tokens
/// that may save; and how many saves each has made in the last minute.
///
/// Codes and tokens come from the system's cryptographic random source. A code is gone once
/// used; after ``LANEndpoints/wrongCodesPerCode`` wrong guesses it is burnt and a new one made
/// (which the server prints), so guessing costs the guesser the code it was guessing.
actor LANPairing {
    /// What a pairing attempt came to.
    enum Attempt: Equatable {
        /// The code was right: the page keeps this token.
        case paired(token: String)
        /// Wrong; `newCode` is set when this guess burnt the code.
        case wrong(newCode: String?)
        /// The code was used already: there is none until serve starts again.
        case used
    }

    /// The code that pairs now; nil once used.
    private(set) var code: String?
    private var wrongGuesses = 0
    private var tokens: Set<String> = []
    private var saves: [String: [ContinuousClock.Instant]] = [:]
    private let wrongLimit: Int
    private let savesPerMinute: Int

    /// A pairing with a fresh code.
    init(wrongLimit: Int = LANEndpoints.wrongCodesPerCode, savesPerMinute: Int = LANEndpoints.savesPerMinute) {
        code = Self.newCode()
        self.wrongLimit = wrongLimit
        self.savesPerMinute = savesPerMinute
    }

    /// Tries `guess` against the code.
    func pair(with guess: String) -> Attempt {
        guard let code else { return .used }
        if Self.same(guess, code) {
            self.code = nil
            let token = Self.newToken()
            tokens.insert(token)
            return .paired(token: token)
        }
        wrongGuesses += 1
        guard wrongGuesses >= wrongLimit else { return .wrong(newCode: nil) }
        wrongGuesses = 0
        let fresh = Self.newCode()
        self.code = fresh
        return .wrong(newCode: fresh)
    }

    /// True when `token` was handed out by ``pair(with:)``.
    func isValid(_ token: String?) -> Bool {
        guard let token else { return false }
        return tokens.contains(token)
    }

    /// Counts a save by `token` at `now`; false when it has made ``savesPerMinute`` in the minute before.
    func admitSave(by token: String, at now: ContinuousClock.Instant = .now) -> Bool {
        var recent = (saves[token] ?? []).filter { now - $0 < .seconds(60) }
        guard recent.count < savesPerMinute else {
            saves[token] = recent
            return false
        }
        recent.append(now)
        saves[token] = recent
        return true
    }

    /// Six decimal digits, leading zeros kept.
    static func newCode() -> String {
        var random = SystemRandomNumberGenerator()
        let digits = String(UInt32.random(in: 0..<1_000_000, using: &random))
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// 128 random bits as 32 lower-case hex digits.
    static func newToken() -> String {
        var random = SystemRandomNumberGenerator()
        return (0..<16).map { _ in
            let byte = UInt8.random(in: 0...255, using: &random)
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// Compares in time that does not depend on where the texts differ.
    private static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
