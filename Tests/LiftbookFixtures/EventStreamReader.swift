package import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads a server-sent events stream with URLSession as it arrives, for tests that wait for an event.
package final class EventStreamReader: @unchecked Sendable {
    private let received = LockedText()
    private var session: URLSession?

    /// Opens `url` and starts reading.
    package init(url: URL) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        let session = URLSession(configuration: configuration, delegate: Receiver(into: received), delegateQueue: nil)
        self.session = session
        var request = URLRequest(url: url)
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        session.dataTask(with: request).resume()
    }

    /// Everything received so far.
    package var text: String { received.text }

    /// Waits until the stream holds `count` events named `name`; their data lines, or nil after `timeout` seconds.
    package func waitForEvents(named name: String, count: Int = 1, timeout: TimeInterval = 20) -> [String]? {
        let found = received.wait(timeout: timeout) { Self.events(named: name, in: $0).count >= count }
        return found ? Self.events(named: name, in: text) : nil
    }

    deinit { close() }

    /// Stops reading.
    package func close() {
        session?.invalidateAndCancel()
        session = nil
    }

    /// The data of each complete event named `name` in `stream`.
    package static func events(named name: String, in stream: String) -> [String] {
        stream.components(separatedBy: "\n\n").dropLast().compactMap { block in
            let lines = block.split(separator: "\n")
            guard lines.contains(where: { $0 == "event: \(name)" }) else { return nil }
            return lines.filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }.joined(separator: "\n")
        }
    }
}

/// Hands each piece of the stream to the text as it arrives.
private final class Receiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let text: LockedText

    init(into text: LockedText) { self.text = text }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        text.append(data)
    }
}
