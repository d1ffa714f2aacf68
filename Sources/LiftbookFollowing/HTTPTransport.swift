public import Foundation

/// The limits of every request `follow` and `import-routine URL` make.
public struct HTTPLimits: Sendable, Hashable {
    /// Seconds to connect, and the longest wait for the next bytes once connected.
    public var connectSeconds: Double
    /// Seconds for the whole request, redirects and body included.
    public var totalSeconds: Double
    /// The largest body read, in bytes; a larger one is abandoned.
    public var maximumBytes: Int
    /// The most redirects followed.
    public var maximumRedirects: Int

    /// Creates limits.
    public init(connectSeconds: Double = 10, totalSeconds: Double = 30, maximumBytes: Int = 2 * 1024 * 1024, maximumRedirects: Int = 3) {
        self.connectSeconds = connectSeconds
        self.totalSeconds = totalSeconds
        self.maximumBytes = maximumBytes
        self.maximumRedirects = maximumRedirects
    }

    /// The limits of a feed fetch: 10 s to connect, 30 s in all, 2 MiB, 3 redirects.
    public static let feed = HTTPLimits()
}

/// A GET request.
public struct HTTPRequest: Sendable, Hashable {
    /// An http(s) URL.
    public var url: URL
    /// Extra headers (`If-None-Match`, `If-Modified-Since`, `Accept`).
    public var headers: [String: String]

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}

/// What a server answered.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code (200, 304, 404, …).
    public var status: Int
    /// The headers, names in lower case.
    public var headers: [String: String]
    /// The body (empty for 304).
    public var body: Data
    /// The URL that answered, after redirects.
    public var url: URL

    /// Creates a response.
    public init(status: Int, headers: [String: String], body: Data, url: URL) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }
}

/// Why a request gave no response.
public enum HTTPFailure: Error, Sendable, Hashable, CustomStringConvertible {
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
    public var description: String {
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
public protocol HTTPTransport: Sendable {
    /// Gets `request.url`, following at most `limits.maximumRedirects` http(s) redirects.
    func get(_ request: HTTPRequest, limits: HTTPLimits) -> Result<HTTPResponse, HTTPFailure>
}
