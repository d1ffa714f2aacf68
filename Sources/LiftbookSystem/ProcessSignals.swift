package import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM for the commands that end cleanly on them (`build`, `serve`): their
/// default action is turned off and each arrival runs a handler on a queue instead.
package enum ProcessSignals {
    /// SIGINT (Ctrl-C).
    package static let interrupt: Int32 = SIGINT
    /// SIGTERM.
    package static let terminate: Int32 = SIGTERM

    /// Handles `numbers` on `queue` with `handler` (given the signal's number) until the sources
    /// returned are cancelled; then ``restoreDefaults(_:)`` gives the signals their default action back.
    package static func handle(_ numbers: [Int32], on queue: DispatchQueue,
                               _ handler: @escaping @Sendable (Int32) -> Void) -> [any DispatchSourceSignal] {
        numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// Gives `numbers` their default action back.
    package static func restoreDefaults(_ numbers: [Int32]) {
        for number in numbers { signal(number, SIG_DFL) }
    }

    /// Ends the process at once with `status`, without running exit handlers or flushing C streams
    /// (`_exit`): for a signal that arrives while no write is under way.
    package static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Ends the process with `status`, as `exit(3)` does.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
