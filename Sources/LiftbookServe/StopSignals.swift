import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Ctrl-C (SIGINT) and SIGTERM into a call, instead of the default of ending the process
/// at once, so a server can close its sockets and say goodbye.
public final class StopSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Calls `handler` once for the first of SIGINT or SIGTERM; later ones end the process with status 130.
    public init(_ handler: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: "liftbook.stop-signals")
        let fired = Latch()
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if fired.trip() { handler(number) } else { exit(130) }
            }
            source.resume()
            return source
        }
    }

    /// Stops listening and restores the default handling.
    public func cancel() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}

/// True the first time only; used from one serial queue.
private final class Latch: @unchecked Sendable {
    private var tripped = false

    func trip() -> Bool {
        defer { tripped = true }
        return !tripped
    }
}
