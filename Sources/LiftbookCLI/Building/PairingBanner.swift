import LiftbookServe
import LiftbookSite

/// What `serve --lan` prints for the phone: the gym page's address, the pairing code, and a QR
/// code of the address with the code in its fragment (scanning it pairs at once).
enum PairingBanner {
    /// The lines to print for `code`, the site being served at `baseURL`.
    static func lines(code: String, baseURL: String, renewed: Bool) -> [String] {
        let page = SiteURLs(baseURL: baseURL).absolute(.gym)
        var lines = renewed
            ? ["Too many wrong pairing codes: the old code no longer works."]
            : ["Log from the gym: on a phone on this network, open \(page)"]
        lines.append("Pairing code: \(code) (one use; or scan the code below, which carries it)")
        if let qr = QRCode(page + "#" + LANEndpoints.pairingFragment + code) {
            lines += qr.terminalLines()
        }
        return lines
    }
}
