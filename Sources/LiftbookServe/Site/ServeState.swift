import Foundation

/// The one place the served site lives: the current snapshot, swapped whole after each build, and
/// the open event streams that hear about it.
actor ServeState {
    private(set) var snapshot = SiteSnapshot()
    private var listeners: [Int: AsyncStream<Data>.Continuation] = [:]
    private var nextListener = 0

    /// Swaps in the result of a build and tells every open page: `reload` when it built, the
    /// failed build's `status` otherwise. Returns the new snapshot.
    @discardableResult
    func apply(_ outcome: BuildOutcome) -> SiteSnapshot {
        snapshot = snapshot.applying(outcome)
        broadcast(outcome.files == nil ? .status(snapshot) : .reload(snapshot))
        return snapshot
    }

    /// A new event stream that starts with the current status.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(16))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        continuation.yield(Data((ServerSentEvent.preamble + ServerSentEvent.status(snapshot).text).utf8))
        return stream
    }

    /// How many event streams are open.
    var listenerCount: Int { listeners.count }

    /// Sends a comment down every stream, so connections that closed are noticed and dropped.
    func keepAlive() {
        for continuation in listeners.values { continuation.yield(Data(ServerSentEvent.keepAlive.utf8)) }
    }

    /// Ends every stream.
    func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func broadcast(_ event: ServerSentEvent) {
        let bytes = Data(event.text.utf8)
        for continuation in listeners.values { continuation.yield(bytes) }
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }
}
