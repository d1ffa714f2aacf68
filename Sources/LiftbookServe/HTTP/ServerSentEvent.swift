import Foundation

/// The text of one server-sent event, as the `EventSource` of ``ReloadScript`` reads it.
package struct ServerSentEvent: Sendable, Equatable {
    /// The event's name: `status` or `reload`.
    package var name: String
    /// The payload; each of its lines goes out as its own `data:` field.
    package var data: String

    /// Creates an event.
    package init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// The state of the latest build, sent when a client connects and when a build fails.
    package static func status(_ snapshot: SiteSnapshot) -> ServerSentEvent {
        ServerSentEvent(name: "status", data: String(decoding: StatusDocument(snapshot).json(), as: UTF8.self))
    }

    /// A good build is served: open pages reload.
    package static func reload(_ snapshot: SiteSnapshot) -> ServerSentEvent {
        ServerSentEvent(name: "reload", data: String(decoding: StatusDocument(snapshot).json(), as: UTF8.self))
    }

    /// `event: NAME`, `data: …` lines, and the blank line that ends the event.
    package var text: String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
        return "event: \(name)\n" + lines.joined() + "\n"
    }

    /// Sent first on every stream: reconnect after one second when the server goes away.
    package static let preamble = "retry: 1000\n\n"
    /// A comment that keeps idle connections open and finds the ones that closed.
    package static let keepAlive = ": ping\n\n"
}
