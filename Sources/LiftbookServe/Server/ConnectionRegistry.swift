import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open connections of a ``LocalHTTPServer``, what each is doing and until when it may: a
/// sweep ends those past their deadline, and a new connection over the limit ends the one that
/// has waited longest for a request.
///
/// Ending a connection here only shuts its socket down, which wakes whatever waits on it; the
/// connection's own task then closes the descriptor after removing it from here, so a descriptor
/// is never shut down after it was closed and reused.
actor ConnectionRegistry {
    /// What a connection is doing.
    enum Phase: Sendable, Equatable {
        /// Waiting for the first byte of a request (kept alive between requests).
        case idle
        /// Reading a request's head.
        case head
        /// Writing a response.
        case writing
        /// Holding an event stream open between messages.
        case streaming
    }

    private struct Entry {
        let file: Int32
        var phase: Phase
        var deadline: ContinuousClock.Instant?
        var since: ContinuousClock.Instant
        var timedOut = false
    }

    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    /// How many connections are open.
    var count: Int { entries.count }

    /// How many connections are holding an event stream.
    var streams: Int { entries.values.filter { $0.phase == .streaming }.count }

    /// Records a new connection on `socket`, idle until `deadline`; returns its id.
    func open(_ socket: Socket, deadline: ContinuousClock.Instant) -> Int {
        let id = nextID
        nextID += 1
        entries[id] = Entry(file: socket.file.rawValue, phase: .idle, deadline: deadline, since: .now)
        return id
    }

    /// Moves a connection to `phase`, to be ended at `deadline` (never when nil).
    func set(_ id: Int, _ phase: Phase, deadline: ContinuousClock.Instant?) {
        guard var entry = entries[id] else { return }
        if entry.phase != phase { entry.since = .now }
        entry.phase = phase
        entry.deadline = deadline
        entries[id] = entry
    }

    /// True when the connection was ended because its deadline passed.
    func timedOut(_ id: Int) -> Bool {
        entries[id]?.timedOut ?? false
    }

    /// Forgets a connection; its task closes the descriptor right after.
    func remove(_ id: Int) {
        entries[id] = nil
    }

    /// Ends every connection past its deadline: one reading a head can still be told 408, the
    /// others are shut down both ways.
    func sweep(now: ContinuousClock.Instant = .now) {
        for (id, entry) in entries where !entry.timedOut {
            guard let deadline = entry.deadline, deadline <= now else { continue }
            entries[id]?.timedOut = true
            shutdown(entry.file, entry.phase == .head ? Int32(SHUT_RD) : Int32(SHUT_RDWR))
        }
    }

    /// Ends the connection that has been idle longest, else the oldest event stream (its page
    /// reconnects); false when every connection is busy.
    @discardableResult
    func evictOne() -> Bool {
        let candidates = entries.filter { !$0.value.timedOut && ($0.value.phase == .idle || $0.value.phase == .streaming) }
        let chosen = candidates.min { left, right in
            if (left.value.phase == .idle) != (right.value.phase == .idle) { return left.value.phase == .idle }
            return left.value.since < right.value.since
        }
        guard let (id, entry) = chosen else { return false }
        entries[id]?.timedOut = true
        shutdown(entry.file, Int32(SHUT_RDWR))
        return true
    }

    /// Ends every connection (the server is stopping).
    func endAll() {
        for (id, entry) in entries where !entry.timedOut {
            entries[id]?.timedOut = true
            shutdown(entry.file, Int32(SHUT_RDWR))
        }
    }
}
