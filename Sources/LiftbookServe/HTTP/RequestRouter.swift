import Foundation

/// Turns request heads into ``SiteResponder`` and event-stream answers.
struct RequestRouter: Sendable {
    let state: ServeState
    /// Only loopback `Host` headers are answered (the server listens on loopback).
    let loopbackOnly: Bool

    func answer(_ request: RequestHead) async -> HTTPAnswer {
        if loopbackOnly, !HostCheck.isLoopback(hostHeader: request.field("host")) {
            return .response(ServeResponse(status: 403, contentType: ContentType.of("x.txt"),
                                           body: Data("This server answers only to localhost and 127.0.0.1.\n".utf8)))
        }
        guard let path = request.path else {
            return .response(ServeResponse.plain(400, "The request target is not a path."))
        }
        if path == ReloadScript.eventsPath, request.method == "GET" {
            return .events(await state.subscribe())
        }
        return .response(SiteResponder.respond(method: request.method, path: path, snapshot: await state.snapshot))
    }
}
