#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared between threads, reached only while its lock is held: the one lock of the
/// project (a `pthread_mutex_t`, so it works on macOS 14, where `Synchronization.Mutex` does
/// not, and on Linux, without Foundation).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // Sound because `value` is only touched between lock and unlock, and the mutex lives at a
    // fixed heap address for the whole life of the object (a pthread mutex must not move).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Holds `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; what `body` returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
