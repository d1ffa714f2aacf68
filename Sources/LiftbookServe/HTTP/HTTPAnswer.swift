package import Foundation

/// What the server sends back for one request: a whole response, or an event stream that lasts
/// until the stream ends or the client goes.
package enum HTTPAnswer: Sendable {
    /// A response with a known length.
    case response(ServeResponse)
    /// A `text/event-stream` whose messages are written as they come; the connection closes after it.
    case events(AsyncStream<Data>)
}

extension ServeResponse {
    /// A plain-text answer with this status, such as the 414 for a request line over the limit.
    package static func plain(_ status: Int, _ text: String) -> ServeResponse {
        ServeResponse(status: status, contentType: ContentType.of("x.txt"), body: Data((text + "\n").utf8))
    }
}

/// The bytes of response heads.
enum ResponseHead {
    /// The status line and header fields of `response` (fields sorted by name), with its
    /// `Content-Length` unless one is set (HEAD), and `Connection: close` unless `keepAlive`.
    static func encode(_ response: ServeResponse, keepAlive: Bool) -> Data {
        var headers = response.headers
        if headers["Content-Length"] == nil { headers["Content-Length"] = String(response.body.count) }
        headers["Connection"] = keepAlive ? "keep-alive" : "close"
        return encode(status: response.status, headers: headers)
    }

    /// The head of an event stream: no length, so the stream ends when the connection does.
    static func events() -> Data {
        encode(status: 200, headers: ["Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store",
                                      "Connection": "close", "X-Content-Type-Options": "nosniff"])
    }

    private static func encode(status: Int, headers: [String: String]) -> Data {
        var text = "HTTP/1.1 \(status) \(phrase(status))\r\n"
        for name in headers.keys.sorted() { text += "\(name): \(headers[name] ?? "")\r\n" }
        return Data((text + "\r\n").utf8)
    }

    /// The reason phrase of a status code `serve` sends.
    static func phrase(_ status: Int) -> String {
        phrases[status] ?? "Unknown"
    }

    private static let phrases = [
        200: "OK", 201: "Created", 301: "Moved Permanently", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
        404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict", 411: "Length Required",
        413: "Content Too Large", 414: "URI Too Long", 422: "Unprocessable Content", 429: "Too Many Requests",
        431: "Request Header Fields Too Large", 500: "Internal Server Error", 503: "Service Unavailable",
        505: "HTTP Version Not Supported",
    ]
}
