import FlyingFox
import FlyingSocks
import Foundation
import LiftbookModel

/// An HTTP server on 127.0.0.1 (a port the system picks) that a test starts and stops; it
/// answers with a closure and counts what it answered.
final class LocalServer: Sendable {
    /// An answer.
    struct Reply: Sendable {
        var status: Int = 200
        var headers: [String: String] = [:]
        var body = Data()
        /// Seconds to wait before answering.
        var delay: Double = 0
        /// When set, a body of this many spaces sent in chunks, with no `Content-Length`.
        var streamed: Int?
    }

    /// A request as the closure sees it: the path and the headers, names in lower case.
    struct Request: Sendable {
        var path: String
        var headers: [String: String]
    }

    private let server: HTTPServer
    private let task: Task<Void, any Error>
    /// The statuses answered, in order.
    private let answered: Locked<[Int]>
    /// `http://127.0.0.1:PORT`.
    let origin: String

    private init(server: HTTPServer, task: Task<Void, any Error>, origin: String, answered: Locked<[Int]>) {
        self.server = server
        self.task = task
        self.origin = origin
        self.answered = answered
    }

    /// Starts a server; `reply` answers every request.
    static func start(_ reply: @escaping @Sendable (Request) -> Reply) async throws -> LocalServer {
        let answered = Locked<[Int]>([])
        let handler = Handler(reply: reply, answered: answered)
        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 15, logger: .disabled, handler: handler)
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        var port: UInt16 = 0
        if case .ip4(_, let bound)? = await server.listeningAddress { port = bound }
        return LocalServer(server: server, task: task, origin: "http://127.0.0.1:\(port)", answered: answered)
    }

    /// The statuses answered so far.
    var statuses: [Int] { answered.withLock { $0 } }

    /// Stops listening.
    func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    private struct Handler: HTTPHandler {
        let reply: @Sendable (Request) -> Reply
        let answered: Locked<[Int]>

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            var headers: [String: String] = [:]
            for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
            let answer = reply(Request(path: request.target.path(percentEncoded: false), headers: headers))
            if answer.delay > 0 { try? await Task.sleep(nanoseconds: UInt64(answer.delay * 1_000_000_000)) }
            answered.withLock { $0.append(answer.status) }
            var out = HTTPHeaders()
            for (name, value) in answer.headers { out[HTTPHeader(name)] = value }
            let status = HTTPStatusCode(answer.status, phrase: "Status")
            if let streamed = answer.streamed {
                return HTTPResponse(statusCode: status, headers: out, body: HTTPBodySequence(from: Spaces(remaining: streamed)))
            }
            return HTTPResponse(statusCode: status, headers: out, body: answer.body)
        }
    }

    /// `remaining` spaces, 64 KiB at a time.
    private struct Spaces: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
        typealias Element = UInt8
        var remaining: Int

        func makeAsyncIterator() -> Spaces { self }

        mutating func next() async -> UInt8? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            return UInt8(ascii: " ")
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            guard remaining > 0 else { return nil }
            let size = Swift.min(remaining, Swift.max(1, Swift.min(count, 64 * 1024)))
            remaining -= size
            return [UInt8](repeating: UInt8(ascii: " "), count: size)
        }
    }
}
