package import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LiftbookModel
import LiftbookSystem

/// An HTTP/1.1 server on 127.0.0.1 (a port the system picks) that a test starts and stops; it
/// answers with a closure and counts what it answered.
///
/// It runs on threads of its own with blocking sockets, not on Swift's cooperative pool: the
/// other suites run beside it and block that pool's few threads while they wait for processes,
/// which would leave an async server unable to answer within a fetch's time limits.
package final class LocalServer: Sendable {
    /// An answer.
    package struct Reply: Sendable {
        package var status: Int = 200
        package var headers: [String: String] = [:]
        package var body = Data()
        /// Seconds to wait before answering.
        package var delay: Double = 0
        /// When set, a body of this many spaces sent in chunks, with no `Content-Length`.
        package var streamed: Int?

        /// An answer with `status`, `headers` and `body`, after `delay` seconds (`streamed`: see above).
        package init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Double = 0, streamed: Int? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.streamed = streamed
        }
    }

    /// A request as the closure sees it: the path and the headers, names in lower case.
    package struct Request: Sendable {
        package var path: String
        package var headers: [String: String]
    }

    private let listener: Int32
    private let reply: @Sendable (Request) -> Reply
    /// The statuses answered, in order.
    private let answered = Locked<[Int]>([])
    private let stopped = Locked(false)
    /// `http://127.0.0.1:PORT`.
    package let origin: String
    /// The port the system picked.
    package let port: UInt16

    private init(listener: Int32, port: UInt16, reply: @escaping @Sendable (Request) -> Reply) {
        self.listener = listener
        self.reply = reply
        self.origin = "http://127.0.0.1:\(port)"
        self.port = port
    }

    /// Starts a server; `reply` answers every request.
    package static func start(_ reply: @escaping @Sendable (Request) -> Reply) async throws -> LocalServer {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 128) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        let server = LocalServer(listener: listener, port: UInt16(bigEndian: address.sin_port), reply: reply)
        Thread { server.acceptConnections() }.start()
        return server
    }

    /// The statuses answered so far.
    package var statuses: [Int] { answered.withLock { $0 } }

    /// Stops listening; answers under way finish on their own threads.
    package func stop() async {
        stopped.withLock { $0 = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptConnections() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR, !stopped.withLock({ $0 }) { continue }
                return
            }
            Thread { self.answer(client) }.start()
        }
    }

    /// Reads one request head, answers it and closes the connection.
    private func answer(_ client: Int32) {
        defer { close(client) }
        guard let request = Self.readHead(client) else { return }
        let answer = reply(request)
        if answer.delay > 0 { Thread.sleep(forTimeInterval: answer.delay) }
        answered.withLock { $0.append(answer.status) }
        var head = "HTTP/1.1 \(answer.status) Status\r\nConnection: close\r\n"
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if let streamed = answer.streamed {
            guard Self.send(Data((head + "Transfer-Encoding: chunked\r\n\r\n").utf8), to: client) else { return }
            var remaining = streamed
            while remaining > 0 {
                let size = min(remaining, 64 * 1024)
                remaining -= size
                let chunk = Data(String(size, radix: 16).utf8) + Data("\r\n".utf8)
                    + Data(repeating: UInt8(ascii: " "), count: size) + Data("\r\n".utf8)
                guard Self.send(chunk, to: client) else { return }
            }
            _ = Self.send(Data("0\r\n\r\n".utf8), to: client)
        } else {
            _ = Self.send(Data((head + "Content-Length: \(answer.body.count)\r\n\r\n").utf8) + answer.body, to: client)
        }
    }

    /// The request line's path and the headers, once the blank line after them has arrived.
    private static func readHead(_ client: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while bytes.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            guard bytes.count >= 4, (0...(bytes.count - 4)).contains(where: { Array(bytes[$0..<$0 + 4]) == end }) else { continue }
            let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
            let target = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
            return Request(path: path.removingPercentEncoding ?? path, headers: headers)
        }
        return nil
    }

    /// Sends every byte; false when the client has gone.
    private static func send(_ data: Data, to client: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(client, raw.baseAddress.map { $0 + offset }, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }
}
