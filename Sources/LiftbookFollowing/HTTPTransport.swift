package import Foundation

/// The limits of every request `follow` and `import-routine URL` make.
package struct HTTPLimits: Sendable, Hashable {
    /// Seconds to connect, and the longest wait for the next bytes once connected.
    package var connectSeconds: Double
    /// Seconds for the whole request, redirects and body included.
    package var totalSeconds: Double
    /// The largest body read, in bytes; a larger one is abandoned.
    package var maximumBytes: Int
    /// The most redirects followed.
    package var maximumRedirects: Int

    /// Creates limits.
    package init(connectSeconds: Double = 10, totalSeconds: Double = 30, maximumBytes: Int = 2 * 1024 * 1024, maximumRedirects: Int = 3) {
        self.connectSeconds = connectSeconds
        self.totalSeconds = totalSeconds
        self.maximumBytes = maximumBytes
        self.maximumRedirects = maximumRedirects
    }

    /// The limits of a feed fetch: 10 s to connect, 30 s in all, 2 MiB, 3 redirects.
    package static let feed = HTTPLimits()
}

/// A GET request.
package struct HTTPRequest: Sendable, Hashable {
    /// An http(s) URL.
    package var url: URL
    /// Extra headers (`If-None-Match`, `If-Modified-Since`, `Accept`).
    package var headers: [String: String]

    /// Creates a request.
    package init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}

/// What a server answered.
package struct HTTPResponse: Sendable, Hashable {
    /// The status code (200, 304, 404, …).
    package var status: Int
    /// The headers, names in lower case.
    package var headers: [String: String]
    /// The body (empty for 304).
    package var body: Data
    /// The URL that answered, after redirects.
    package var url: URL

    /// Creates a response.
    package init(status: Int, headers: [String: String], body: Data, url: URL) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }
}

/// Why a request gave no response.
package enum HTTPFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL (or a redirect's target) is not http or https.
    case notWeb(String)
    /// More redirects than the limit.
    case tooManyRedirects(Int)
    /// The body is larger than the limit.
    case tooLarge(Int)
    /// The time limit passed.
    case timedOut(Double)
    /// The connection failed (refused, no such host, reset, TLS).
    case connection(String)

    /// The reason in words.
    package var description: String {
        switch self {
        case .notWeb(let url): "'\(url)' is not an http or https address"
        case .tooManyRedirects(let limit): "more than \(limit) redirects"
        case .tooLarge(let limit): "the answer is larger than the limit of \(limit) bytes"
        case .timedOut(let seconds): "no complete answer within \(formatSeconds(seconds))"
        case .connection(let why): why
        }
    }
}

private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}

/// The one way Liftbook reaches the network: a blocking GET within limits, http(s) only. The
/// release may swap the implementation; everything else talks to this protocol.
package protocol HTTPTransport: Sendable {
    /// Gets `request.url`, following at most `limits.maximumRedirects` http(s) redirects.
    func get(_ request: HTTPRequest, limits: HTTPLimits) -> Result<HTTPResponse, HTTPFailure>
}
