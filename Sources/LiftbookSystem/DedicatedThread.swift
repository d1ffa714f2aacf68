import Foundation

/// A thread of its own that runs the jobs of the tasks that prefer it
/// (`withTaskExecutorPreference`), and of the actors they call: work that must answer in time
/// (`serve`'s sockets) is never left waiting behind long synchronous work that holds every
/// thread of the shared task pool.
///
/// The thread runs jobs in the order they come. ``stop()`` ends it once the jobs enqueued so far
/// have run; a job that comes later runs on a thread of the system's.
@available(macOS 15, *)
package final class DedicatedThread: TaskExecutor, @unchecked Sendable {
    // The queue and the flags are read and written only under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopping = false
    private var ended = false

    /// Starts a thread named `name`.
    package init(name: String) {
        let thread = Thread { [self] in loop() }
        thread.name = name
        thread.start()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if !ended {
            jobs.append(job)
            condition.signal()
            condition.unlock()
            return
        }
        condition.unlock()
        let executor = asUnownedTaskExecutor()
        DispatchQueue.global().async { job.runSynchronously(on: executor) }
    }

    /// Ends the thread once the jobs enqueued so far have run.
    package func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while jobs.isEmpty, !stopping { condition.wait() }
            if jobs.isEmpty {
                ended = true
                condition.unlock()
                return
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch { job.runSynchronously(on: executor) }
        }
    }
}
