import Dispatch
import LiftbookModel
import LiftbookSystem

/// Runs work until Ctrl-C (SIGINT) or SIGTERM, which cancel it instead of ending the process at
/// once, so a server can close its sockets and say goodbye.
package enum StopSignals {
    /// Runs `operation` in a task, blocking the calling thread until it ends; the first SIGINT or
    /// SIGTERM cancels it, a second one ends the process with status 130. Rethrows its error.
    package static func run(_ operation: @escaping @Sendable () async throws -> Void) throws {
        let handle = TaskHandle()
        let queue = DispatchQueue(label: "liftbook.stop-signals")
        let numbers = [ProcessSignals.interrupt, ProcessSignals.terminate]
        let sources = ProcessSignals.handle(numbers, on: queue) { _ in if !handle.cancel() { ProcessSignals.exit(130) } }
        defer {
            for source in sources { source.cancel() }
            ProcessSignals.restoreDefaults(numbers)
        }
        let finished = DispatchSemaphore(value: 0)
        handle.start(operation, then: { finished.signal() })
        finished.wait()
        if let error = handle.failure { throw error }
    }
}

/// The task being run, cancelled from the signal queue, and the error it ended with.
private final class TaskHandle: Sendable {
    private struct State: Sendable {
        var task: Task<Void, Never>?
        var cancelled = false
        var error: (any Error)?
    }

    private let state = Locked(State())

    /// Starts `operation`, then calls `done` once it has ended and its error is recorded.
    func start(_ operation: @escaping @Sendable () async throws -> Void, then done: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.task = Task {
                do { try await operation() } catch { self.record(error) }
                done()
            }
            if state.cancelled { state.task?.cancel() }
        }
    }

    /// Cancels the task (now, or as soon as it starts); false when it was cancelled before.
    func cancel() -> Bool {
        state.withLock { state in
            guard !state.cancelled else { return false }
            state.cancelled = true
            state.task?.cancel()
            return true
        }
    }

    var failure: (any Error)? {
        state.withLock { $0.error }
    }

    private func record(_ error: any Error) {
        state.withLock { $0.error = error }
    }
}
