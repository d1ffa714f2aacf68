import Foundation

/// The one place the served site lives: the current snapshot, swapped whole after each build, and
/// the open event streams that hear about it.
actor ServeState {
    private(set) var snapshot = SiteSnapshot()
    private var listeners: [Int: AsyncStream<Data>.Continuation] = [:]
    private var nextListener = 0
    /// Builds started and finished so far, counted from 1.
    private var buildsStarted = 0
    private var buildsFinished = 0
    /// True when a build was asked for (a session was saved) and the watcher has not started it.
    private var buildWanted = false
    private var buildWaiters: [(build: Int, continuation: CheckedContinuation<Void, Never>)] = []

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

    /// Ends every stream, and lets every wait for a build go.
    func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
        for waiter in buildWaiters { waiter.continuation.resume() }
        buildWaiters = []
    }

    /// Notes that a build starts; its number.
    func buildStarts() -> Int {
        buildsStarted += 1
        buildWanted = false
        return buildsStarted
    }

    /// Notes that build `number` finished (whether it built or failed) and wakes those waiting for it.
    func buildFinished(_ number: Int) {
        buildsFinished = max(buildsFinished, number)
        let ready = buildWaiters.filter { $0.build <= buildsFinished }
        buildWaiters.removeAll { $0.build <= buildsFinished }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Asks the watcher for a build now (a file was just written); the number of the first build
    /// that starts after this call, so it reads what was written.
    func requestBuild() -> Int {
        buildWanted = true
        return buildsStarted + 1
    }

    /// True once after ``requestBuild()``, until a build starts.
    var isBuildWanted: Bool { buildWanted }

    /// Returns when build `number` has finished (or the server stops).
    func waitForBuild(_ number: Int) async {
        guard buildsFinished < number else { return }
        await withCheckedContinuation { buildWaiters.append((number, $0)) }
    }

    private func broadcast(_ event: ServerSentEvent) {
        let bytes = Data(event.text.utf8)
        for continuation in listeners.values { continuation.yield(bytes) }
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }
}
