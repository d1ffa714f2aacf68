/// The addresses and limits of `serve --lan`'s endpoints, said once: the router, the server's
/// messages and the tests read them, and the gym page calls exactly these paths below the
/// site's base path.
package enum LANEndpoints {
    /// The folder of the endpoints, below the base path (`/_liftbook/…` for a root base URL).
    package static let prefix = "_liftbook/"
    /// `GET`: whether pairing is possible and this page is paired.
    package static let status = prefix + "lan"
    /// `POST {"code": "123456"}`: trades the one-time pairing code for a token.
    package static let pair = prefix + "pair"
    /// `POST {"name": "…", "text": "…"}` with `Authorization: Bearer TOKEN`: saves a session.
    package static let sessions = prefix + "sessions"
    /// The fragment of the gym page's address that carries the code: `gym/#pair=123456`.
    package static let pairingFragment = "pair="

    /// The largest session body accepted, 256 KiB.
    package static let sessionBodyLimit = 256 * 1024
    /// The largest pairing body accepted.
    package static let pairBodyLimit = 1024
    /// Saves one token may make in a minute.
    package static let savesPerMinute = 30
    /// Wrong codes before a code is burnt and a new one printed.
    package static let wrongCodesPerCode = 5
}
