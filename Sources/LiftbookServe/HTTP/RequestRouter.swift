import Foundation

/// Turns requests into ``SiteResponder``, `--lan` endpoint and event-stream answers, after the
/// `Host` check.
struct RequestRouter: Sendable {
    let state: ServeState
    /// The hosts a request may name besides loopback; nil answers any (a non-loopback `--host`).
    let hostNames: Set<String>?
    /// The `--lan` endpoints; nil without `--lan`, when they do not exist.
    let lan: LANResponder?

    /// Whether a request's body is read: only for the `--lan` endpoints that take one.
    func admission(_ request: RequestHead) async -> BodyAdmission {
        guard isHostAllowed(request) else { return .refuse(Self.foreignHost) }
        guard let path = request.path, let endpoint = LANResponder.endpoint(of: path) else { return .none }
        guard let lan else { return .refuse(Self.noLAN) }
        return await lan.admission(request, endpoint: endpoint)
    }

    func answer(_ request: RequestHead, body: [UInt8]) async -> HTTPAnswer {
        guard isHostAllowed(request) else { return .response(Self.foreignHost) }
        guard let path = request.path else {
            return .response(ServeResponse.plain(400, "The request target is not a path."))
        }
        if path == ReloadScript.eventsPath, request.method == "GET" {
            return .events(await state.subscribe())
        }
        if let endpoint = LANResponder.endpoint(of: path) {
            guard let lan else { return .response(Self.noLAN) }
            return .response(await lan.answer(request, endpoint: endpoint, body: body))
        }
        return .response(SiteResponder.respond(method: request.method, path: path, snapshot: await state.snapshot))
    }

    private func isHostAllowed(_ request: RequestHead) -> Bool {
        guard let hostNames else { return true }
        return HostCheck.isAllowed(hostHeader: request.field("host"), names: hostNames)
    }

    /// The answer to a request that names another host (DNS rebinding).
    static let foreignHost = ServeResponse.plain(403, "This server answers only to localhost and this machine's own addresses.")

    /// The endpoints' answer without `--lan`.
    static let noLAN = JSONAnswer.error(404, "Saving from the gym page needs liftbook serve --lan.")
}
