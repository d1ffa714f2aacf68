import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiftbookSite

/// Ctrl-C (SIGINT) and SIGTERM during `build`: before or after the write the process ends at
/// once with status 130 or 143 (nothing is being written); during the write the writer rolls back,
/// or finishes when the new site is already in place, and the build then ends with that status.
final class BuildSignals {
    /// The request the writer watches.
    let stop = StopRequest()
    private let sources: [any DispatchSourceSignal]

    /// Starts handling SIGINT and SIGTERM.
    init() {
        let queue = DispatchQueue(label: "liftbook.build-signals")
        let stop = stop
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if stop.request(number) {
                    Console.standardError("liftbook: stopped by \(BuildSignals.name(number)); no write was under way, so the output is whole")
                    _exit(128 + number)
                }
            }
            source.resume()
            return source
        }
    }

    /// `SIGINT` or `SIGTERM`.
    static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT (Ctrl-C)" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }

    /// Ends the process with 128 + the signal's number when one asked to stop during the write.
    func exitIfStopped(outputPath: String) {
        guard let number = stop.signal else { return }
        Console.standardError("liftbook: stopped by \(BuildSignals.name(number)) after the new site was in place in '\(outputPath)'")
        exit(128 + number)
    }
}
