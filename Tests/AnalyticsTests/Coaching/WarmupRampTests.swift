import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// A ramp case: the work load, the bar and plates, the scheme, and the hand-worked ramp.
struct RampCase: Sendable, CustomTestStringConvertible {
    var name: String
    var work: Double
    var equipment: PlateSet
    var scheme: WarmupScheme = .standard
    var expected: String
    var testDescription: String { name }
}

struct WarmupRampTests {
    static let kg = PlateSet.standard(.kg)
    static let lb = PlateSet.standard(.lb)

    static let cases: [RampCase] = [
        // 40/60/80% of 100 are 40, 60, 80: 10, 20 and 30 a side.
        RampCase(name: "kg, 100: every step", work: 100, equipment: kg,
                 expected: "20 kg × 10 (empty bar), 40 kg × 5 (10 per side), 60 kg × 3 (20 per side), 80 kg × 1 (25 + 5 per side)"),
        // 40% of 50 is the bar again: left out as equal to the step before.
        RampCase(name: "kg, 50: 40% is the bar", work: 50, equipment: kg,
                 expected: "20 kg × 10 (empty bar), 30 kg × 3 (5 per side), 40 kg × 1 (10 per side)"),
        // 12 and 18 are below the bar; 24 → 2 a side → 2.5 (0.5 away) over 1.25 (0.75 away).
        RampCase(name: "kg, 30: steps below the bar", work: 30, equipment: kg, expected: "20 kg × 10 (empty bar), 25 kg × 1 (2.5 per side)"),
        RampCase(name: "kg, 22.5: only the bar", work: 22.5, equipment: kg, expected: "20 kg × 10 (empty bar)"),
        RampCase(name: "kg, the bar itself: no ramp", work: 20, equipment: kg, expected: ""),
        // 90 = 22.5 a side; 135 = 45; 180 = 67.5 = 45 + 10 + 10 + 2.5 (four plates, as few as any).
        RampCase(name: "lb, 225", work: 225, equipment: lb,
                 expected: "45 lb × 10 (empty bar), 90 lb × 5 (10 + 10 + 2.5 per side), 135 lb × 3 (45 per side), 180 lb × 1 (45 + 10 + 10 + 2.5 per side)"),
        // 54 → 4.5 a side → 5; 81 → 18 → 17.5 (10 + 5 + 2.5); 108 → 31.5 → 32.5 (25 + 5 + 2.5).
        RampCase(name: "lb, 135: rounded to the plates", work: 135, equipment: lb,
                 expected: "45 lb × 10 (empty bar), 55 lb × 5 (5 per side), 80 lb × 3 (10 + 5 + 2.5 per side), 110 lb × 1 (25 + 5 + 2.5 per side)"),
        // Only 20s: 40 → 10 a side, a tie between 0 and 20, the lighter: the bar again (left out);
        // 60 → 20 a side; 80 → 30 a side, a tie between 20 and 40: 60 again (left out).
        RampCase(name: "kg, only 20 kg plates: steps they cannot make", work: 100,
                 equipment: PlateSet(unit: .kg, equipment: .barbell(bar: 20, plates: [20])),
                 expected: "20 kg × 10 (empty bar), 60 kg × 3 (20 per side)"),
        // Only 45s: 54 and 81 round to the bar, 108 to 135, the work load itself: all left out.
        RampCase(name: "lb, only 45 lb plates: the bar alone", work: 135,
                 equipment: PlateSet(unit: .lb, equipment: .barbell(bar: 45, plates: [45])), expected: "45 lb × 10 (empty bar)"),
        // A scheme of its own, 10 and 5 kg plates: 30 → 5 a side; 42 → 11 → 10; 54 → 17 → 15.
        RampCase(name: "kg, own scheme and plates", work: 60, equipment: PlateSet(unit: .kg, equipment: .barbell(bar: 20, plates: [10, 5])),
                 scheme: WarmupScheme(steps: [WarmupStep(.bar, reps: 5), WarmupStep(.percent(50), reps: 5),
                                              WarmupStep(.percent(70), reps: 3), WarmupStep(.percent(90), reps: 1)]),
                 expected: "20 kg × 5 (empty bar), 30 kg × 5 (5 per side), 40 kg × 3 (10 per side), 50 kg × 1 (10 + 5 per side)"),
        // A 15 kg bar is named: 18 → 1.5 a side → 2.5; 27 → 6 → 5; 36 → 10.5 → 10.
        RampCase(name: "kg, a 15 kg bar", work: 45, equipment: PlateSet(unit: .kg, equipment: .barbell(bar: 15, plates: [10, 5, 2.5])),
                 expected: "15 kg × 10 (empty 15 kg bar), 20 kg × 5 (2.5 per side, 15 kg bar), 25 kg × 3 (5 per side, 15 kg bar), 35 kg × 1 (10 per side, 15 kg bar)"),
        RampCase(name: "a machine's stack: no ramp", work: 100, equipment: PlateSet(unit: .kg, equipment: .stack(step: 5)), expected: ""),
        RampCase(name: "dumbbells: no ramp", work: 30, equipment: PlateSet(unit: .kg, equipment: .fixed([10, 20, 30])), expected: ""),
        RampCase(name: "no scheme (warmup: none)", work: 100, equipment: kg, scheme: WarmupScheme(steps: []), expected: ""),
    ]

    @Test(arguments: cases)
    func ramp(_ c: RampCase) {
        #expect(WarmupRamp.words(WarmupRamp.sets(before: c.work, with: c.equipment, scheme: c.scheme), in: MessageWriter(strings: StringTables.english)) == c.expected)
    }

    @Test func stepsAreReadFromTheirText() {
        #expect(WarmupStep(text: "bar x 10") == WarmupStep(.bar, reps: 10))
        #expect(WarmupStep(text: "40% × 5") == WarmupStep(.percent(40), reps: 5))
        #expect(WarmupStep(text: "62.5%*2") == WarmupStep(.percent(62.5), reps: 2))
        for bad in ["bar", "40 x 5", "100% x 1", "0% x 3", "bar x 0", "bar x 5 x 2", "half x 5"] { #expect(WarmupStep(text: bad) == nil, "\(bad)") }
    }

    @Test func theSchemeIsASetting() {
        let own = ImportSite.load(["liftbook.yaml": "warmup: [bar x 8, 50% x 5, 75% x 2]\n"])
        #expect(own.diagnostics.errors.isEmpty)
        #expect(own.data.config.warmup.steps == [WarmupStep(.bar, reps: 8), WarmupStep(.percent(50), reps: 5), WarmupStep(.percent(75), reps: 2)])
        #expect(ImportSite.load(["liftbook.yaml": "warmup: none\n"]).data.config.warmup.steps.isEmpty)
        #expect(ImportSite.load(["liftbook.yaml": "title: x\n"]).data.config.warmup == .standard)
        let bad = ImportSite.load(["liftbook.yaml": "warmup:\n  - bar x 10\n  - 120% x 1\n  - 60% x 3\n"])
        #expect(bad.diagnostics.errors.map(\.location) == [SourceLocation(path: "liftbook.yaml", line: 3, column: 5)])
        #expect(bad.diagnostics.errors.first?.message == "'120% x 1' is not a warm-up step")
        #expect(bad.data.config.warmup.steps == [WarmupStep(.bar, reps: 10), WarmupStep(.percent(60), reps: 3)])
    }
}
