import Foundation

/// Whether the body of a request is read, decided from its head before a byte of the body is:
/// `serve` reads bodies only where it expects one (saving a session in `--lan` mode), and only up
/// to a limit, so an unauthorised or oversized request costs nothing but its head.
package enum BodyAdmission: Sendable, Equatable {
    /// Read a body of at most this many bytes (a longer `Content-Length` is answered 413).
    case accept(limit: Int)
    /// Answer this and close the connection without reading the body.
    case refuse(ServeResponse)

    /// What a server that takes no bodies answers.
    package static let none = BodyAdmission.refuse(.plain(413, "Requests with a body are not accepted."))
}

extension RequestHead {
    /// The `Content-Length` as a number; nil when absent or not a plain decimal count.
    package var contentLength: Int? {
        guard let text = field("content-length")?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
              text.utf8.count <= 18, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }
}
