import LiftbookModel
import LiftbookSystem

/// A request to stop (Ctrl-C, SIGTERM) shared by the process's signal handler and the writer,
/// so that a stop during a write rolls it back (or lets it finish) instead of leaving a mix.
///
/// The handler calls ``request(_:)``: outside a write the process may end at once; during one the
/// writer sees the request at its next step, removes what it staged and throws
/// ``OutputWriter/Interrupted``. Once the new site is swapped in, the write finishes.
package final class StopRequest: Sendable {
    private struct State: Sendable {
        var writing = false
        var committed = false
        var exiting = false
        var signal: Int32?
    }

    private let state = Locked(State())

    /// A request nobody has made yet.
    package init() {}

    /// Records a stop by `signal`; true when no write is under way, so the caller may end the
    /// process now (no write starts afterwards), false when the writer will stop or finish first.
    package func request(_ signal: Int32) -> Bool {
        state.withLock { state in
            if state.signal == nil { state.signal = signal }
            if state.writing { return false }
            state.exiting = true
            return true
        }
    }

    /// The signal that asked to stop, if one did.
    package var signal: Int32? { state.withLock { $0.signal } }

    /// Marks the start of a write; throws when a stop came first.
    func beginWriting() throws {
        try state.withLock { state in
            if state.exiting || state.signal != nil { throw OutputWriter.Interrupted(signal: state.signal ?? 0) }
            state.writing = true
        }
    }

    /// Throws when a stop was asked for and the new site is not in place yet.
    func checkpoint() throws {
        try state.withLock { state in
            if let signal = state.signal, !state.committed { throw OutputWriter.Interrupted(signal: signal) }
        }
    }

    /// Marks the new site as swapped in: from now on the write finishes whatever comes.
    func commit() { state.withLock { $0.committed = true } }

    /// Marks the end of a write.
    func endWriting() { state.withLock { $0.writing = false } }
}
