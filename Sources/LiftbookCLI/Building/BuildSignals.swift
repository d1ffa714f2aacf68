import Dispatch
import Foundation
import LiftbookOutput
import LiftbookSite
import LiftbookSystem

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
        sources = ProcessSignals.handle([ProcessSignals.interrupt, ProcessSignals.terminate], on: queue) { number in
            if stop.request(number) {
                Console.standardError("liftbook: stopped by \(BuildSignals.name(number)); no write was under way, so the output is whole")
                ProcessSignals.exitNow(128 + number)
            }
        }
    }

    /// `SIGINT` or `SIGTERM`.
    static func name(_ number: Int32) -> String {
        number == ProcessSignals.interrupt ? "SIGINT (Ctrl-C)" : number == ProcessSignals.terminate ? "SIGTERM" : "signal \(number)"
    }

    /// Ends the process with 128 + the signal's number when one asked to stop during the write.
    func exitIfStopped(outputPath: String) {
        guard let number = stop.signal else { return }
        Console.standardError("liftbook: stopped by \(BuildSignals.name(number)) after the new site was in place in '\(outputPath)'")
        ProcessSignals.exit(128 + number)
    }
}
