import LiftbookLoading
import LiftbookModel
import Testing

/// Reps in reserve in the set notation: kept as RIR, shown as RIR, read as RPE 10 − RIR.
struct RIRNotationTests {
    private static func set(_ weight: Double, _ reps: Int, rir: Double, count: Int = 1) -> [LoggedSet] {
        Array(repeating: LoggedSet(load: .weight(Weight(weight, .kg)), reps: reps, rir: rir), count: count)
    }

    static let valid: [(String, [LoggedSet])] = [
        ("100 x 5 @2RIR", set(100, 5, rir: 2)),
        ("100 x 5 @2rir", set(100, 5, rir: 2)),
        ("100 x 5 @ 2 RIR", set(100, 5, rir: 2)),
        ("100 x 5 RIR 2", set(100, 5, rir: 2)),
        ("100 x 5 rir2", set(100, 5, rir: 2)),
        ("100 x 5 x 3 RIR 0", set(100, 5, rir: 0, count: 3)),
        ("100 x 5 @1.5RIR", set(100, 5, rir: 1.5)),
    ]

    @Test(arguments: valid)
    func readsRIR(line: String, expected: [LoggedSet]) throws {
        let result = try SetNotation.parse(line, defaultUnit: .kg).get()
        #expect(result == expected)
        #expect(result.allSatisfy { $0.rpe == nil })
    }

    static let invalid: [(String, String, Int)] = [
        ("100 x 5 RIR", "the reps in reserve should follow 'RIR'", 11),
        ("100 x 5 @11RIR", "reps in reserve should be from 0 to 10, found '11RIR'", 9),
        ("100 x 5 RIR 12", "reps in reserve should be from 0 to 10, found '12'", 12),
        ("100 x 5 RIR 2 @8", "the effort is given twice", 14),
        ("100 x 5 @2RIR @8", "the effort is given twice", 14),
    ]

    @Test(arguments: invalid)
    func reportsWhatAndWhere(line: String, message: String, offset: Int) {
        guard case .failure(let error) = SetNotation.parse(line, defaultUnit: .kg) else {
            Issue.record("'\(line)' should not parse")
            return
        }
        #expect(error.message == message)
        #expect(error.offset == offset)
        #expect(!error.hint.isEmpty)
    }

    /// RIR 2 is RPE 8, RIR 0 is RPE 10; a logged RPE wins; neither gives nil.
    @Test(arguments: [(LoggedSet(reps: 5, rir: 2), 8.0), (LoggedSet(reps: 5, rir: 0), 10.0),
                      (LoggedSet(reps: 5, rir: 3.5), 6.5), (LoggedSet(reps: 5, rpe: 7), 7.0)])
    func effortAsRPE(set: LoggedSet, rpe: Double) {
        #expect(set.effortRPE == rpe)
    }

    @Test func noEffortNoRPE() {
        #expect(LoggedSet(reps: 5).effortRPE == nil)
        #expect(LoggedSet(reps: 5).effortText == nil)
    }

    @Test func shownAsLogged() {
        #expect(LoggedSet(reps: 5, rir: 2).effortText == "2 RIR")
        #expect(LoggedSet(reps: 5, rpe: 8.5).effortText == "8.5")
    }
}
