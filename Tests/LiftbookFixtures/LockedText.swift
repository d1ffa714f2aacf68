import Foundation
import LiftbookModel
import LiftbookSystem

/// Text that one thread appends to while another waits for something to appear in it.
final class LockedText: Sendable {
    private let data = Locked(Data())

    /// Appends bytes.
    func append(_ bytes: Data) {
        guard !bytes.isEmpty else { return }
        data.withLock { $0.append(bytes) }
    }

    /// Everything so far, as UTF-8 text.
    var text: String {
        data.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// Waits until `predicate` holds for the text, looking every 10 ms; false after `timeout` seconds.
    func wait(timeout: TimeInterval, until predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !predicate(text) {
            guard Date() < deadline else { return predicate(text) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }
}
