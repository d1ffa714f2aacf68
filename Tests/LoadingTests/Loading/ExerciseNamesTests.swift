@testable import LiftbookLoading
import Testing

/// The name normalisation rule, and its ASCII fast path against the Character path.
struct ExerciseNamesTests {
    @Test(arguments: [
        ("Bench Press (Barbell)", "barbell bench press"),
        ("  barbell   bench-press\t", "barbell bench press"),
        ("a()", "a"),
        ("()", ""),
        (")", ""),
        ("Übung (Kurzhantel)", "kurzhantel übung"),
    ])
    func normalise(name: String, expected: String) {
        #expect(ExerciseNames.normalise(name) == expected)
    }

    /// The ASCII path gives exactly what the Character path gives, on names built from the
    /// characters that matter to the rule (a fixed pseudo-random sequence, so failures repeat).
    @Test func asciiPathMatchesCharacterPath() {
        let alphabet = Array("aZ9 ()\t-_.\r\nxQ0")
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20000 {
            let name = String((0..<next(12)).map { _ in alphabet[next(alphabet.count)] })
            var copy = name
            let fast = copy.withUTF8 { ExerciseNames.normaliseASCII($0) }
            #expect(fast == ExerciseNames.normaliseCharacters(name), "\(name.debugDescription)")
        }
    }
}
