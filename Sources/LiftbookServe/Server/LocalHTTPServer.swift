import FlyingSocks
import Foundation
import LiftbookSystem

/// The small HTTP/1.1 server under `serve`: GET and HEAD of whole responses, event streams, and
/// the few bodies its ``BodyPolicy`` admits.
///
/// It reads request heads itself (``RequestHeadReader``) so their size and count are limited and
/// the work is linear in the bytes received, ends connections that wait or dawdle past the
/// ``ServeLimits``, backs off instead of stopping when `accept` runs out of descriptors, and ends
/// an event stream as soon as its client goes. FlyingSocks provides the non-blocking sockets.
final class LocalHTTPServer: Sendable {
    /// Answers one request: its head and its body (empty unless ``BodyPolicy`` admitted one).
    typealias Handler = @Sendable (RequestHead, [UInt8]) async -> HTTPAnswer
    /// Decides from a head whether its body is read.
    typealias BodyPolicy = @Sendable (RequestHead) async -> BodyAdmission
    /// Takes the next connection off the listening socket (replaceable so tests can make it fail).
    typealias Accept = @Sendable (AsyncSocket) async throws -> AsyncSocket

    let limits: ServeLimits
    /// The most connections kept open: the limit's, or half the descriptors the process may open
    /// when that is fewer, so that rebuilds can still open the site's files.
    let connectionLimit: Int
    let handler: Handler
    let bodyPolicy: BodyPolicy
    let registry = ConnectionRegistry()
    private let pool: any AsyncSocketPool
    private let listener: AsyncSocket
    private let accept: Accept

    /// Binds and listens on `address` now, so a port in use fails here; serves once ``run()`` runs.
    init(address: some SocketAddress, limits: ServeLimits, accept: @escaping Accept = { try await $0.accept() },
         bodyPolicy: @escaping BodyPolicy = { _ in .none }, handler: @escaping Handler) throws {
        self.limits = limits
        self.bodyPolicy = bodyPolicy
        connectionLimit = min(limits.connections, max(8, DescriptorLimit.current / 2))
        self.handler = handler
        self.accept = accept
        let pool = SocketPool<Poll>.make(maxEvents: 64)
        self.pool = pool
        let socket = try Socket(domain: Int32(type(of: address).family), type: .stream)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen(maxPendingConnection: 128)
            listener = try AsyncSocket(socket: socket, pool: pool)
        } catch {
            try? socket.close()
            throw error
        }
    }

    /// The port the server listens on (the one the system chose when asked for port 0).
    var port: UInt16 {
        switch try? listener.socket.sockname() {
        case .ip4(_, let port)?, .ip6(_, let port)?: port
        default: 0
        }
    }

    /// Starts serving in a task of its own, until the task is cancelled (then every connection
    /// ends and the socket closes). The task starts, accepts, reads and answers on a thread of
    /// the server's own, so long synchronous work elsewhere in the process (a test suite's, a
    /// build's) that holds every thread of the shared pool never holds it up, not even its start.
    func start() -> Task<Void, any Error> {
        guard #available(macOS 15, *) else { return Task { try await self.run() } }
        let thread = DedicatedThread(name: "liftbook-serve")
        return Task(executorPreference: thread) {
            defer { thread.stop() }
            try await self.run()
        }
    }

    /// Serves until the task is cancelled, then ends every connection and closes the socket.
    private func run() async throws {
        try await pool.prepare()
        defer { try? listener.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.pool.run() }
            group.addTask { try await self.sweep() }
            group.addTask { try await self.acceptLoop() }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// How often deadlines are checked: a quarter of the shortest timeout, between 10 ms and 1 s.
    var sweepInterval: Duration {
        let shortest = min(limits.headerTimeout, limits.idleTimeout, limits.writeTimeout)
        return max(.milliseconds(10), min(.seconds(1), shortest / 4))
    }

    private func sweep() async throws {
        while true {
            try await Task.sleep(for: sweepInterval)
            await registry.sweep()
        }
    }

    private func acceptLoop() async throws {
        var backoff = AcceptBackoff()
        await withDiscardingTaskGroup { connections in
            defer { connections.cancelAll() }
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await accept(listener)
                } catch SocketError.failed(_, let code, _) {
                    switch backoff.step(after: code) {
                    case .wait(let duration):
                        // Out of descriptors: free one by ending the longest-idle connection, and wait.
                        await registry.evictOne()
                        do { try await Task.sleep(for: duration) } catch { return }
                    case .retry: continue
                    case .stop: return
                    }
                    continue
                } catch {
                    return
                }
                backoff.reset()
                if await registry.count >= connectionLimit, !(await registry.evictOne()) {
                    connections.addTask { await self.refuse(client) }
                    continue
                }
                let id = await registry.open(client.socket, deadline: .now + limits.idleTimeout)
                connections.addTask { await self.serve(client, id: id) }
            }
        }
        await registry.endAll()
    }

    /// Answers 503 to a connection over the limit when no other could be ended, and closes it.
    private func refuse(_ client: AsyncSocket) async {
        let response = ServeResponse.plain(503, "Too many connections; try again.")
        // A fresh connection's send buffer takes these few bytes at once: this write never waits.
        try? await client.write(ResponseHead.encode(response, keepAlive: false) + response.body)
        try? client.close()
    }
}
