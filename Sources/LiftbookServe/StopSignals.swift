import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work until Ctrl-C (SIGINT) or SIGTERM, which cancel it instead of ending the process at
/// once, so a server can close its sockets and say goodbye.
public enum StopSignals {
    /// Runs `operation` in a task, blocking the calling thread until it ends; the first SIGINT or
    /// SIGTERM cancels it, a second one ends the process with status 130. Rethrows its error.
    public static func run(_ operation: @escaping @Sendable () async throws -> Void) throws {
        let handle = TaskHandle()
        let queue = DispatchQueue(label: "liftbook.stop-signals")
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { if !handle.cancel() { exit(130) } }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        let finished = DispatchSemaphore(value: 0)
        handle.start(operation, then: { finished.signal() })
        finished.wait()
        if let error = handle.failure { throw error }
    }
}

/// The task being run, cancelled from the signal queue, and the error it ended with.
private final class TaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private var cancelled = false
    private var error: (any Error)?

    /// Starts `operation`, then calls `done` once it has ended and its error is recorded.
    func start(_ operation: @escaping @Sendable () async throws -> Void, then done: @escaping @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        task = Task {
            do { try await operation() } catch { self.record(error) }
            done()
        }
        if cancelled { task?.cancel() }
    }

    /// Cancels the task (now, or as soon as it starts); false when it was cancelled before.
    func cancel() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return false }
        cancelled = true
        task?.cancel()
        return true
    }

    var failure: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }

    private func record(_ error: any Error) {
        lock.lock()
        self.error = error
        lock.unlock()
    }
}
