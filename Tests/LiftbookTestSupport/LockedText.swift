import Foundation

/// Text that one thread appends to while another waits for something to appear in it.
final class LockedText: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()

    /// Appends bytes and wakes the waiters.
    func append(_ bytes: Data) {
        guard !bytes.isEmpty else { return }
        condition.lock()
        data.append(bytes)
        condition.broadcast()
        condition.unlock()
    }

    /// Everything so far, as UTF-8 text.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until `predicate` holds for the text; false after `timeout` seconds.
    func wait(timeout: TimeInterval, until predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(String(decoding: data, as: UTF8.self)) {
            guard condition.wait(until: deadline) else { return predicate(String(decoding: data, as: UTF8.self)) }
        }
        return true
    }
}
