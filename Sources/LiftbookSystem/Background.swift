import Foundation

/// Work started on a thread of its own and joined where its result is needed: serial work that
/// does not depend on what runs meanwhile (decoding the embedded fonts, compiling the templates)
/// then overlaps a stage that keeps the other cores busy, instead of running alone between two
/// stages while a core waits.
///
/// ``value`` waits for the work when it has not finished yet; a value never asked for is made
/// all the same, and dropped.
package final class Background<Value: Sendable>: @unchecked Sendable {
    // Sound because `result` is only touched while `condition` is locked.
    private let condition = NSCondition()
    private var result: Value?

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let made = work()
            condition.lock()
            result = made
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// What the work returned, waiting for it to finish if need be.
    package var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return result }
            condition.wait()
        }
    }
}

extension Background where Value == Void {
    /// Destroys `value` on a thread of its own: a large array of structs (retained strings and
    /// arrays in every element) takes milliseconds to release, which the thread that dropped it
    /// would otherwise spend alone between two parallel stages. The caller hands over its last
    /// copy (`consume`), so that the release happens there and nothing is copied.
    package static func release<Dropped: Sendable>(_ value: consuming Dropped) {
        let held = Locked<Dropped?>(value)
        _ = Background { held.withLock { $0 = nil } }
    }
}
