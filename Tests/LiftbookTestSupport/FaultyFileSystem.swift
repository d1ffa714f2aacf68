import LiftbookModel
package import LiftbookOutput
package import LiftbookSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system with one fault at a chosen step (a counted mutating operation: write,
/// folder, link, rename, swap, remove): refused with an error number, the process "killed"
/// there (that step and every later one do nothing, as if the process had died), or a stop
/// signal arriving there. Counts the steps of a run to know where faults can go.
package final class FaultyFileSystem: OutputFileSystem {
    /// What happens at the chosen step.
    package enum Fault: Sendable, Equatable {
        /// No fault: count the steps.
        case none
        /// The step fails with this error number; later steps work.
        case refuse(step: Int, code: Int32)
        /// The process dies before the step: it and every later step do nothing.
        case die(step: Int)
        /// A stop signal arrives just before the step (which then runs).
        case signal(step: Int, number: Int32)
    }

    private let base = DiskFileSystem()
    private let fault: Fault
    private let canExchange: Bool
    private let stop: StopRequest?
    private let state = Locked((steps: 0, dead: false, faulted: ""))

    /// A file system with `fault`; `canExchange: false` behaves like a file system without
    /// `RENAME_EXCHANGE`; `stop` receives the signal of a `.signal` fault.
    package init(_ fault: Fault = .none, canExchange: Bool = true, stop: StopRequest? = nil) {
        self.fault = fault
        self.canExchange = canExchange
        self.stop = stop
    }

    /// The mutating steps taken (or attempted) so far.
    package var steps: Int { state.withLock { $0.steps } }

    /// The operation the fault hit (`write`, `remove`, …), empty before it does.
    package var faultedOperation: String { state.withLock { $0.faulted } }

    /// Whether the simulated process died.
    package var died: Bool { state.withLock { $0.dead } }

    private func step(_ operation: String, _ path: String) throws(FileSystemError) {
        let (number, dead) = state.withLock { state in
            state.steps += 1
            return (state.steps, state.dead)
        }
        if dead { throw FileSystemError(operation, path: path, code: EIO) }
        switch fault {
        case .refuse(number, let code):
            state.withLock { $0.faulted = operation }
            throw FileSystemError(operation, path: path, code: code)
        case .die(number):
            state.withLock { $0.dead = true }
            throw FileSystemError(operation, path: path, code: EIO)
        case .signal(number, let signal):
            _ = stop?.request(signal)
        default:
            break
        }
    }

    package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try step("write", path)
        try base.write(bytes, to: path)
    }

    package func makeFolder(_ path: String) throws(FileSystemError) {
        try step("create the folder", path)
        try base.makeFolder(path)
    }

    package func link(_ existing: String, to new: String) throws(FileSystemError) {
        try step("link", new)
        try base.link(existing, to: new)
    }

    package func makeSymbolicLink(_ path: String, target: String) throws(FileSystemError) {
        try step("create the link", path)
        try base.makeSymbolicLink(path, target: target)
    }

    package func rename(_ from: String, to: String) throws(FileSystemError) {
        try step("rename", from)
        try base.rename(from, to: to)
    }

    package func exchange(_ a: String, _ b: String) throws(FileSystemError) -> Bool {
        try step("swap in", b)
        return canExchange ? try base.exchange(a, b) : false
    }

    package func remove(_ path: String, folder: Bool) throws(FileSystemError) {
        try step("remove", path)
        try base.remove(path, folder: folder)
    }

    package func read(_ path: String) -> [UInt8]? { base.read(path) }

    package func linkTarget(_ path: String) -> String? { base.linkTarget(path) }

    package func entries(of path: String) -> [FolderEntry]? { base.entries(of: path) }
}
