import LiftbookLoading
import LiftbookModel
import Testing

/// Builds the expected sets compactly.
private func sets(_ count: Int = 1, _ kind: SetKind = .working, load: Load? = nil, reps: Int? = nil, rpe: Double? = nil,
                  duration: Double? = nil, distance: Distance? = nil) -> [LoggedSet] {
    Array(repeating: LoggedSet(kind: kind, load: load, reps: reps, rpe: rpe, duration: duration, distance: distance), count: count)
}

private func sets(_ kind: SetKind, load: Load? = nil, reps: Int? = nil, rpe: Double? = nil) -> [LoggedSet] {
    sets(1, kind, load: load, reps: reps, rpe: rpe)
}

private func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }

struct SetNotationTests {
    static let valid: [(String, [LoggedSet])] = [
        ("100 x 5", sets(load: kg(100), reps: 5)),
        ("100kg x 5 x 3", sets(3, load: kg(100), reps: 5)),
        ("225lb x 5", sets(load: .weight(Weight(225, .lb)), reps: 5)),
        ("100 x 5,5,4", sets(2, load: kg(100), reps: 5) + sets(load: kg(100), reps: 4)),
        ("100 x 5 @8", sets(load: kg(100), reps: 5, rpe: 8)),
        ("100 x 5 @8.5", sets(load: kg(100), reps: 5, rpe: 8.5)),
        ("80 x 5 x 3 @8", sets(3, load: kg(80), reps: 5, rpe: 8)),
        ("bw x 12", sets(load: .bodyweight(added: nil), reps: 12)),
        ("bw+20 x 6", sets(load: .bodyweight(added: Weight(20, .kg)), reps: 6)),
        ("bw-30 x 8", sets(load: .bodyweight(added: Weight(-30, .kg)), reps: 8)),
        ("bw+45lb x 3", sets(load: .bodyweight(added: Weight(45, .lb)), reps: 3)),
        ("60 x 10 warmup", sets(.warmup, load: kg(60), reps: 10)),
        ("60 x 10 w", sets(.warmup, load: kg(60), reps: 10)),
        ("50 x 8 drop", sets(.drop, load: kg(50), reps: 8)),
        ("100 x 3 fail", sets(.failure, load: kg(100), reps: 3)),
        ("60 x 15 amrap", sets(.amrap, load: kg(60), reps: 15)),
        ("30:00 5.2km", sets(duration: 1800, distance: Distance(5.2, .km))),
        ("1:02:03 10km", sets(duration: 3723, distance: Distance(10, .km))),
        ("45s", sets(duration: 45)),
        ("20min", sets(duration: 1200)),
        ("3mi", sets(distance: Distance(3, .mi))),
        ("400m", sets(distance: Distance(400, .m))),
        ("band red x 15", sets(load: .band("red"), reps: 15)),
        ("100x5", sets(load: kg(100), reps: 5)),
        ("100 × 5", sets(load: kg(100), reps: 5)),
        ("20kg 45s", sets(load: kg(20), duration: 45)),
        ("x 15", sets(reps: 15)),
        ("40kg x 30m", sets(load: kg(40), distance: Distance(30, .m))),
        ("20kg x 45s", sets(load: kg(20), duration: 45)),
        ("45s x 3", sets(3, duration: 45)),
        ("1min x 2 warmup", sets(2, .warmup, duration: 60)),
        ("400m x 6", sets(6, distance: Distance(400, .m))),
        ("30:00 5km x 2", sets(2, duration: 1800, distance: Distance(5, .km))),
        ("20kg 45s x 3", sets(3, load: kg(20), duration: 45)),
        ("20kg x 45s x 3", sets(3, load: kg(20), duration: 45)),
        ("bw 60s x 2", sets(2, load: .bodyweight(added: nil), duration: 60)),
        ("62.5 x 5", sets(load: kg(62.5), reps: 5)),
        ("100 X 5 @ 9 W", sets(.warmup, load: kg(100), reps: 5, rpe: 9)),
    ]

    @Test(arguments: valid)
    func readsEveryForm(line: String, expected: [LoggedSet]) throws {
        let result = try SetNotation.parse(line, defaultUnit: .kg).get()
        #expect(result == expected)
    }

    @Test func bareWeightsTakeTheSessionUnit() throws {
        let result = try SetNotation.parse("135 x 5", defaultUnit: .lb).get()
        #expect(result == sets(load: .weight(Weight(135, .lb)), reps: 5))
    }

    static let invalid: [(String, String, Int)] = [
        ("", "an empty set line", 0),
        ("100", "a number without a unit or 'x' before it: '100'", 0),
        ("100kg", "a weight without reps", 5),
        ("100 x", "reps should follow 'x'", 5),
        ("100 x five", "reps should follow 'x', found 'five'", 6),
        ("100 x 5.5", "reps should be a whole number from 0 to 1000, found '5.5'", 6),
        ("100 x -5", "reps cannot be negative", 6),
        ("-100 x 5", "a weight cannot be negative", 0),
        ("100 x 5 @11", "RPE should be from 1 to 10, found '11'", 9),
        ("100 x 5 @0", "RPE should be from 1 to 10, found '0'", 9),
        ("100 x 5 @", "an RPE should follow '@'", 9),
        ("5000 x 5", "5000 kg is not a plausible weight", 0),
        ("100 x 5 x 0", "the number of sets should be from 1 to 50, found '0'", 10),
        ("100 x 5,5 x 3", "a rep list and a set count cannot be combined", 12),
        ("100 x 5 heavy", "unknown word 'heavy'", 8),
        ("100 x 5 #", "unexpected '#'", 8),
        ("100stone x 5", "unknown unit 'stone' in '100stone'", 0),
        ("100 x 5 furlongs", "unknown word 'furlongs'", 8),
        ("band x 15", "'band' should be followed by its colour", 4),
        ("bw+ x 5", "a weight should follow '+'", 3),
        ("30:75", "unexpected '30:75'", 0),
        ("25h", "25h is longer than a day", 0),
    ]

    /// A bare number before a time or a distance: the error names both readings and the hint
    /// both spellings, in the unit bare weights take.
    static let ambiguous: [(line: String, unit: MassUnit, message: String, hint: String)] = [
        ("3 x 60s", .kg, "'3 x 60s' could mean 3 sets of 60s or one 60s hold with 3 kg",
         "write '60s x 3' for 3 sets of 60s, or '3kg x 60s' for a weighted hold"),
        ("20 x 45s @8", .lb, "'20 x 45s' could mean 20 sets of 45s or one 45s hold with 20 lb",
         "write '45s x 20' for 20 sets of 45s, or '20lb x 45s' for a weighted hold"),
        ("3 x 400m", .kg, "'3 x 400m' could mean 3 sets of 400m or one 400m carry with 3 kg",
         "write '400m x 3' for 3 sets of 400m, or '3kg x 400m' for a weighted carry"),
    ]

    @Test(arguments: ambiguous)
    func aBareNumberBeforeATimeOrDistanceIsAnError(_ c: (line: String, unit: MassUnit, message: String, hint: String)) {
        guard case .failure(let error) = SetNotation.parse(c.line, defaultUnit: c.unit) else {
            Issue.record("'\(c.line)' should not parse")
            return
        }
        #expect(error.message == c.message)
        #expect(error.hint == c.hint)
        #expect(error.offset == 0)
    }

    @Test(arguments: ["45s x 3 x 2", "60s x 0"])
    func aSetCountAfterATimeIsGivenOnce(line: String) {
        #expect((try? SetNotation.parse(line, defaultUnit: .kg).get()) == nil)
    }

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
}
