import FlyingFox
import Foundation

/// Turns FlyingFox requests into ``SiteResponder`` and event-stream answers.
struct HTTPGlue: HTTPHandler {
    let state: ServeState
    /// Only loopback `Host` headers are answered (the server listens on loopback).
    let loopbackOnly: Bool

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        if loopbackOnly, !HostCheck.isLoopback(hostHeader: request.headers[.host]) {
            return HTTPResponse(statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data("This server answers only to localhost and 127.0.0.1.\n".utf8))
        }
        let path = request.target.path(percentEncoded: false)
        if path == ReloadScript.eventsPath, request.method == .GET {
            var headers = HTTPHeaders()
            headers[.contentType] = "text/event-stream; charset=utf-8"
            headers[HTTPHeader("Cache-Control")] = "no-store"
            let messages = await state.subscribe()
            return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventBytes(messages: messages)))
        }
        let answer = SiteResponder.respond(method: request.method.rawValue, path: path, snapshot: await state.snapshot)
        var headers = HTTPHeaders()
        for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(answer.status, phrase: Self.phrases[answer.status] ?? "Unknown")
        return HTTPResponse(statusCode: status, headers: headers, body: answer.body)
    }

    private static let phrases = [
        200: "OK", 301: "Moved Permanently", 404: "Not Found", 405: "Method Not Allowed", 503: "Service Unavailable",
    ]
}
