/// The limits that keep `serve` answering whatever a local client sends: sizes of a request's head,
/// how long a connection may wait or dawdle, and how many may be open at once.
package struct ServeLimits: Sendable, Equatable {
    /// The longest request line (method, target, version) in bytes; longer is answered 414.
    package var requestLineBytes: Int
    /// The most bytes of header fields after the request line; more is answered 431.
    package var headerBytes: Int
    /// The most header fields; more is answered 431.
    package var headerCount: Int
    /// How long a request's head may take to arrive once its first byte has; then 408 and close.
    package var headerTimeout: Duration
    /// How long a kept-alive connection may wait for its next request before it is closed.
    package var idleTimeout: Duration
    /// How long one write may wait for a client that does not read before the connection is closed.
    package var writeTimeout: Duration
    /// The most connections open at once; a new one beyond it closes the longest-idle one first.
    package var connections: Int

    /// The defaults: an 8 KiB request line, 32 KiB and 100 header fields, 10 s for a head, 30 s idle,
    /// 30 s per write, 256 connections.
    package init(requestLineBytes: Int = 8 * 1024, headerBytes: Int = 32 * 1024, headerCount: Int = 100,
                headerTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(30),
                writeTimeout: Duration = .seconds(30), connections: Int = 256) {
        self.requestLineBytes = requestLineBytes
        self.headerBytes = headerBytes
        self.headerCount = headerCount
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.connections = connections
    }

    /// The most bytes a request head may take in all: its line, its fields and their line ends.
    var headBytes: Int { requestLineBytes + headerBytes + 4 }
}
