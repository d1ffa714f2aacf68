import LiftbookModel
import LiftbookSystem

/// Values a command leaves for the process's exit to free.
///
/// A build ends holding its pages and analysis, some 100 MB in thousands of arrays and strings;
/// freeing them one by one costs tens of milliseconds that the operating system does at once
/// when the process exits (compilers skip the same work for the same reason).
enum ProcessLifetime {
    private static let kept = Locked<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: some Sendable) {
        kept.withLock { $0.append(value) }
    }
}
