#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the accept loop does after `accept` fails: out of descriptors or memory (EMFILE, ENFILE,
/// ENOBUFS, ENOMEM) it waits, longer each time up to a second, while connections close; a
/// connection that broke before it was taken (ECONNABORTED, EPROTO, EINTR, …) is simply skipped;
/// anything else means the listening socket is gone and the loop ends.
struct AcceptBackoff: Sendable, Equatable {
    /// What to do about one failure.
    enum Step: Sendable, Equatable {
        /// Wait this long, then accept again.
        case wait(Duration)
        /// Accept again now.
        case retry
        /// Stop serving: the listening socket cannot accept any more.
        case stop
    }

    /// The first wait.
    static let first: Duration = .milliseconds(5)
    /// The longest wait.
    static let longest: Duration = .seconds(1)

    private var nextWait = first

    /// The step for a failure with `code` (an errno value); waits grow until ``reset()``.
    mutating func step(after code: Int32) -> Step {
        switch code {
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
            let wait = nextWait
            nextWait = min(nextWait * 2, Self.longest)
            return .wait(wait)
        case ECONNABORTED, EPROTO, EINTR, EAGAIN, EPERM, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH:
            return .retry
        default:
            return .stop
        }
    }

    /// Called after a connection was accepted: the next wait starts short again.
    mutating func reset() {
        nextWait = Self.first
    }
}
