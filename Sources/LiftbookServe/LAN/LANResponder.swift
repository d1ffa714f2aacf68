import Foundation

/// Answers `serve --lan`'s endpoints (``LANEndpoints``): pairing, and saving a session sent by
/// the gym page. Nothing is written without a token; bodies are read only when the head shows a
/// valid token and an admissible size, and saves are rate-limited per token.
struct LANResponder: Sendable {
    let pairing: LANPairing
    let saver: SessionSaver
    let state: ServeState
    /// The base URL the site is built for (known once the server listens).
    let baseURL: @Sendable () -> String
    let log: @Sendable (ServeEvent) -> Void

    /// Which endpoint a path names, or nil when it is none of them.
    enum Endpoint {
        case status, pair, sessions, unknown
    }

    /// The endpoint of a decoded request path, or nil when it is not under ``LANEndpoints/prefix``.
    static func endpoint(of path: String) -> Endpoint? {
        guard path.hasPrefix("/" + LANEndpoints.prefix) else { return nil }
        switch String(path.dropFirst()) {
        case LANEndpoints.status: return .status
        case LANEndpoints.pair: return .pair
        case LANEndpoints.sessions: return .sessions
        default: return .unknown
        }
    }

    /// Whether the body of a request to `endpoint` is read: only a pairing attempt's, and a
    /// session's from a valid token within the size and rate limits.
    func admission(_ head: RequestHead, endpoint: Endpoint) async -> BodyAdmission {
        switch (endpoint, head.method) {
        case (.pair, "POST"):
            return head.contentLength.map { $0 > LANEndpoints.pairBodyLimit } == true
                ? .refuse(JSONAnswer.error(413, "A pairing request is a six-digit code and nothing more.")) : .accept(limit: LANEndpoints.pairBodyLimit)
        case (.sessions, "POST"):
            let token = Self.bearer(head)
            guard await pairing.isValid(token), let token else { return .refuse(Self.unauthorised) }
            if let length = head.contentLength, length > LANEndpoints.sessionBodyLimit { return .refuse(Self.tooLarge) }
            guard await pairing.admitSave(by: token) else {
                return .refuse(JSONAnswer.error(429, "More than \(LANEndpoints.savesPerMinute) saves in a minute; wait a minute and save again."))
            }
            return .accept(limit: LANEndpoints.sessionBodyLimit)
        default:
            return .refuse(Self.refusal(endpoint: endpoint, method: head.method)
                ?? JSONAnswer.error(413, "This request takes no body."))
        }
    }

    /// The answer to a request whose body (if any) was admitted.
    func answer(_ head: RequestHead, endpoint: Endpoint, body: [UInt8]) async -> ServeResponse {
        if let refusal = Self.refusal(endpoint: endpoint, method: head.method) { return refusal }
        switch endpoint {
        case .status:
            let pairing = await pairing.code != nil
            let paired = await self.pairing.isValid(Self.bearer(head))
            return JSONAnswer.encode(200, ["pairing": pairing, "paired": paired])
        case .pair: return await pair(body)
        case .sessions: return await save(head, body: body)
        case .unknown: return Self.notFound
        }
    }

    /// The refusal of a wrong method or an unknown endpoint; nil when the request may go on.
    private static func refusal(endpoint: Endpoint, method: String) -> ServeResponse? {
        let allowed: [String]
        switch endpoint {
        case .unknown: return notFound
        case .status: allowed = ["GET", "HEAD"]
        case .pair, .sessions: allowed = ["POST"]
        }
        guard !allowed.contains(method) else { return nil }
        var response = JSONAnswer.error(405, "Use \(allowed.joined(separator: " or ")) here.")
        response.headers["Allow"] = allowed.joined(separator: ", ")
        return response
    }

    private func pair(_ body: [UInt8]) async -> ServeResponse {
        struct Pairing: Decodable { var code: String }
        guard let code = try? JSONDecoder().decode(Pairing.self, from: Data(body)).code else {
            return JSONAnswer.error(400, "Send the pairing code as {\"code\": \"123456\"}.")
        }
        switch await pairing.pair(with: code.trimmingCharacters(in: .whitespaces)) {
        case .paired(let token):
            log(.paired)
            return JSONAnswer.encode(200, ["token": token])
        case .wrong(nil):
            return JSONAnswer.error(403, "That is not the pairing code shown where liftbook serve --lan runs. Check the six digits and try again.", code: .pairWrong)
        case .wrong(let fresh?):
            log(.pairingCode(fresh, baseURL: baseURL(), renewed: true))
            return JSONAnswer.error(403, "That is not the pairing code. After \(LANEndpoints.wrongCodesPerCode) wrong codes it was replaced: use the new one shown where liftbook serve --lan runs.", code: .pairReplaced)
        case .used:
            return JSONAnswer.error(403, "The pairing code has been used already. Restart liftbook serve --lan for a new one.", code: .pairUsed)
        }
    }

    private func save(_ head: RequestHead, body: [UInt8]) async -> ServeResponse {
        // A request without a body skipped the admission: check its token here too.
        guard await pairing.isValid(Self.bearer(head)) else { return Self.unauthorised }
        guard let upload = try? JSONDecoder().decode(SessionUpload.self, from: Data(body)) else {
            return JSONAnswer.error(400, "Send the session as {\"name\": \"2026-11-27-upper-a.md\", \"text\": \"…\"}.")
        }
        if let problem = SessionFileName.problem(with: upload.name) { return JSONAnswer.error(400, problem) }
        let saver = self.saver
        let base = baseURL()
        // Checking loads the whole site: keep that off the threads that answer requests.
        let outcome = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: saver(upload, base)) }
        }
        switch outcome {
        case .saved(let path, let url):
            // Answer once the site served includes the new session.
            await state.waitForBuild(await state.requestBuild())
            log(.saved(path))
            return JSONAnswer.encode(201, ["path": path, "url": url])
        case .refused(let diagnostics):
            return JSONAnswer.diagnostics(diagnostics)
        case .exists(let path):
            return JSONAnswer.error(409, "\(path) already exists and is never overwritten; nothing was written. Save under another name.")
        case .failed(let reason):
            return JSONAnswer.error(500, "The session could not be written: \(reason). Nothing was saved.", code: .notWritten)
        }
    }

    /// The token of an `Authorization: Bearer …` field.
    static func bearer(_ head: RequestHead) -> String? {
        guard let value = head.field("authorization"), value.lowercased().hasPrefix("bearer ") else { return nil }
        let token = value.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }

    static let unauthorised = JSONAnswer.error(401, "This page is not paired with liftbook serve --lan: pair it with the code shown there, then save again.", code: .unpaired)
    static let tooLarge = JSONAnswer.error(413, "The session is over \(LANEndpoints.sessionBodyLimit / 1024) KiB; nothing was written.", code: .tooLarge)
    static let notFound = JSONAnswer.error(404, "There is no such endpoint.")
}
