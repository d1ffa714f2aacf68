import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LocalHTTPServer {
    /// Serves the requests of one connection until it closes, breaks a limit or times out.
    func serve(_ client: AsyncSocket, id: Int) async {
        await serveRequests(client, id: id)
        await registry.remove(id)
        try? client.close()
    }

    private func serveRequests(_ client: AsyncSocket, id: Int) async {
        var reader = RequestHeadReader(limits: limits)
        while !Task.isCancelled {
            var headDeadline: ContinuousClock.Instant?
            var outcome = reader.next()
            while outcome == .incomplete {
                if reader.isEmpty {
                    await registry.set(id, .idle, deadline: .now + limits.idleTimeout)
                } else {
                    let deadline = headDeadline ?? .now + limits.headerTimeout
                    headDeadline = deadline
                    await registry.set(id, .head, deadline: deadline)
                }
                guard let bytes = try? await client.read(atMost: 4096) else {
                    if headDeadline != nil, await registry.timedOut(id) {
                        await refuse(.plain(408, "The request took too long to arrive."), on: client, id: id)
                    }
                    return
                }
                if headDeadline == nil { headDeadline = .now + limits.headerTimeout }
                reader.append(bytes)
                outcome = reader.next()
            }
            guard case .head(let head) = outcome else {
                if case .refused(let status, let reason) = outcome {
                    await refuse(.plain(status, reason), on: client, id: id)
                }
                return
            }
            var body: [UInt8] = []
            if head.hasBody {
                switch await admitBody(of: head) {
                case .accept(let length):
                    guard let read = await readBody(of: head, length: length, reader: &reader, from: client, id: id) else {
                        if await registry.timedOut(id) {
                            await refuse(.plain(408, "The request took too long to arrive."), on: client, id: id)
                        }
                        return
                    }
                    body = read
                case .refuse(let response):
                    await refuse(response, on: client, id: id)
                    return
                }
            }
            switch await handler(head, body) {
            case .response(let response):
                let keepAlive = head.keepsAlive
                guard await send(response, keepAlive: keepAlive, body: head.method != "HEAD", on: client, id: id), keepAlive else { return }
            case .events(let messages):
                await stream(messages, on: client, id: id)
                return
            }
        }
    }

    /// The body's length when the policy admits it and the head says how long it is, else the answer.
    private func admitBody(of head: RequestHead) async -> BodyAdmission {
        let admission = await bodyPolicy(head)
        guard case .accept(let limit) = admission else { return admission }
        guard head.field("transfer-encoding") == nil else {
            return .refuse(.plain(411, "Send the body with a Content-Length, not in chunks."))
        }
        guard let length = head.contentLength else { return .refuse(.plain(400, "The Content-Length is not a number.")) }
        guard length <= limit else { return .refuse(.plain(413, "The body is over \(limit) bytes.")) }
        return .accept(limit: length)
    }

    /// Reads exactly `length` bytes of body (some may have come with the head) within the head's
    /// time limit; nil when the client went or was too slow. A client that waits for
    /// `100 Continue` (as curl does for larger bodies) is told to go on.
    private func readBody(of head: RequestHead, length: Int, reader: inout RequestHeadReader, from client: AsyncSocket, id: Int) async -> [UInt8]? {
        var body = reader.take(upTo: length)
        if body.count < length, head.field("expect")?.lowercased() == "100-continue", !(await write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), on: client, id: id, after: .head)) {
            return nil
        }
        let deadline = ContinuousClock.now + limits.headerTimeout
        await registry.set(id, .head, deadline: deadline)
        while body.count < length {
            guard let bytes = try? await client.read(atMost: min(65_536, length - body.count)) else { return nil }
            body.append(contentsOf: bytes)
        }
        return body
    }

    /// Answers a request that is refused, then closes gently: stops writing, and reads and drops
    /// what the client still sends (up to 1 MiB, for up to a second) so that the answer is not lost
    /// to a reset, as a close with unread bytes would cause.
    private func refuse(_ response: ServeResponse, on client: AsyncSocket, id: Int) async {
        guard await send(response, keepAlive: false, on: client, id: id) else { return }
        shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        await registry.set(id, .writing, deadline: .now + min(.seconds(1), limits.writeTimeout))
        var dropped = 0
        while dropped < 1 << 20, let bytes = try? await client.read(atMost: 4096) { dropped += bytes.count }
    }

    /// Writes a whole response within the write timeout; false when the client went or was too slow.
    @discardableResult
    private func send(_ response: ServeResponse, keepAlive: Bool, body: Bool = true, on client: AsyncSocket, id: Int) async -> Bool {
        // A HEAD answer has the length of the body it leaves out.
        let head = ResponseHead.encode(response, keepAlive: keepAlive)
        return await write(body ? head + response.body : head, on: client, id: id, after: .writing)
    }

    private func write(_ data: Data, on client: AsyncSocket, id: Int, after phase: ConnectionRegistry.Phase) async -> Bool {
        await registry.set(id, .writing, deadline: .now + limits.writeTimeout)
        do {
            try await client.write(data)
        } catch {
            return false
        }
        await registry.set(id, phase, deadline: nil)
        return true
    }

    /// Writes event-stream messages as they come, while reading the connection so that the
    /// stream ends (and its descriptor closes) as soon as the client goes.
    private func stream(_ messages: AsyncStream<Data>, on client: AsyncSocket, id: Int) async {
        guard await write(ResponseHead.events(), on: client, id: id, after: .streaming) else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in messages {
                    guard await self.write(message, on: client, id: id, after: .streaming) else { return }
                }
            }
            group.addTask {
                // Nothing is expected from the client: read until it closes, discarding what comes.
                while (try? await client.read(atMost: 4096)) != nil {}
            }
            await group.next()
            group.cancelAll()
        }
    }
}
