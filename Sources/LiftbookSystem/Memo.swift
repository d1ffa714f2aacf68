/// The last result of a computation, given back while the input equals the last input.
///
/// `serve` keeps one per stage: a rebuild whose inputs did not change costs a comparison, and
/// comparing values that share storage with the last ones is quick.
package final class Memo<Input: Equatable & Sendable, Output: Sendable>: Sendable {
    private let last = Locked<(input: Input, output: Output)?>(nil)

    /// An empty memo.
    package init() {}

    /// The remembered output when `input` equals the last input, else nil.
    package func value(ifUnchanged input: Input) -> Output? {
        last.withLock { entry in entry.flatMap { $0.input == input ? $0.output : nil } }
    }

    /// Remembers `output` as the result for `input`.
    package func remember(_ output: Output, for input: Input) {
        last.withLock { $0 = (input, output) }
    }

    /// The remembered output when `input` equals the last input; otherwise `make()`'s, remembered.
    package func value(for input: Input, make: () throws -> Output) rethrows -> Output {
        if let hit = last.withLock({ entry in entry.flatMap { $0.input == input ? $0.output : nil } }) {
            return hit
        }
        let output = try make()
        last.withLock { $0 = (input, output) }
        return output
    }
}
