import LiftbookSystem
import Testing

struct MemoTests {
    @Test func givesBackTheLastOutputWhileTheInputIsEqual() {
        let memo = Memo<[Int], Int>()
        var calls = 0
        let sum = { (input: [Int]) in memo.value(for: input) { calls += 1; return input.reduce(0, +) } }
        #expect(sum([1, 2, 3]) == 6)
        #expect(sum([1, 2, 3]) == 6)
        #expect(calls == 1)
        #expect(sum([1, 2, 4]) == 7)
        #expect(calls == 2)
        // Only the last input is remembered.
        #expect(sum([1, 2, 3]) == 6)
        #expect(calls == 3)
    }
}
