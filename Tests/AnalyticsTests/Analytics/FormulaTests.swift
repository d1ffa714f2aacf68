import LiftbookAnalytics
import LiftbookModel
import Testing

/// Hand-computed estimated 1RMs.
struct E1RMTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var formula: E1RMFormula
        var weight: Double
        var reps: Int
        var expected: Double
        var testDescription: String { "\(formula) \(weight) × \(reps)" }
    }

    @Test(arguments: [
        Case(formula: .epley, weight: 100, reps: 5, expected: 116.667),    // 100 × (1 + 5/30)
        Case(formula: .epley, weight: 80, reps: 10, expected: 106.667),    // 80 × (1 + 10/30)
        Case(formula: .brzycki, weight: 100, reps: 5, expected: 112.5),    // 100 × 36/32
        Case(formula: .brzycki, weight: 80, reps: 10, expected: 106.667),  // 80 × 36/27
        Case(formula: .lombardi, weight: 100, reps: 5, expected: 117.462), // 100 × 5^0.1
        Case(formula: .mayhew, weight: 100, reps: 5, expected: 119.011),   // 100·100/(52.2 + 41.9·e^−0.275)
        Case(formula: .wathan, weight: 100, reps: 5, expected: 116.583),   // 100·100/(48.8 + 53.8·e^−0.375)
        Case(formula: .brzycki, weight: 100, reps: 40, expected: 233.333), // past 36 reps: Epley
    ])
    func formulas(_ c: Case) {
        #expect(abs(E1RM.estimate(weight: c.weight, reps: c.reps, formula: c.formula) - c.expected) < 0.001)
    }

    @Test(arguments: E1RMFormula.allCases)
    func aSingleIsItsOwnMax(_ formula: E1RMFormula) {
        #expect(E1RM.estimate(weight: 142.5, reps: 1, formula: formula) == 142.5)
        #expect(E1RM.estimate(weight: 142.5, reps: 0, formula: formula) == 0)
    }

    @Test func bodyWeightAloneAndWarmUpsEstimateNothing() {
        #expect(E1RM.estimate(LoggedSet(load: .bodyweight(added: nil), reps: 10)) == 0)
        #expect(E1RM.estimate(LoggedSet(kind: .warmup, load: .weight(Weight(100, .kg)), reps: 5)) == 0)
        #expect(abs(E1RM.estimate(LoggedSet(load: .bodyweight(added: Weight(30, .kg)), reps: 3)) - 33) < 1e-9)
    }
}

/// The RTS chart and the RPE-aware e1RM of the `rpe` scheme.
struct RPEChartTests {
    @Test(arguments: [
        (1, 10.0, 100.0), (5, 8.0, 81.1), (3, 9.0, 89.2), (12, 10.0, 68.0), (4, 7.0, 81.1), (10, 8.0, 68.0),
        (1, 9.5, 97.75),  // 1.5 reps to failure: the mean of 100 and 95.5
        (5, 8.5, 82.4),   // 6.5: the mean of 83.7 and 81.1
        (11, 8.0, 65.3),  // 13 reps to failure: the last step (2.7) continued
    ])
    func percentages(reps: Int, rpe: Double, expected: Double) {
        #expect(abs(RPEChart.percent(reps: reps, rpe: rpe) - expected) < 1e-9)
    }

    @Test func workedExample() {
        // 100 kg × 5 @ 8: 7 reps to failure → 81.1% → 123.3 kg.
        let e1RM = RPEChart.e1RM(weight: 100, reps: 5, rpe: 8)
        #expect(abs(e1RM - 123.3) < 0.05)
        // 3 reps @ 9 from it: 4 reps to failure → 89.2% → 110.0 kg before rounding.
        #expect(abs(RPEChart.load(e1RM: e1RM, reps: 3, rpe: 9) - 110.0) < 0.05)
    }

    @Test func aSetWithoutRPECountsAsAllOut() {
        #expect(abs(RPEChart.e1RM(weight: 86.3, reps: 5, rpe: nil) - 100) < 1e-9)
    }
}

/// Rounding loads to what the lifter can load.
struct LoadStepTests {
    @Test(arguments: [
        (109.9877, 2.5, 110.0), (92.25, 2.5, 92.5), (91.1, 2.5, 90.0), (201.0, 5.0, 200.0), (47.6, 1.0, 48.0),
    ])
    func rounding(value: Double, step: Double, expected: Double) {
        #expect(LoadStep(step, .kg).round(value) == expected)
    }

    @Test func stepsByExerciseAndUnit() {
        #expect(LoadStep(for: "barbell-row", exercise: nil, unit: .kg).value == 2.5)
        #expect(LoadStep(for: "barbell-row", exercise: nil, unit: .lb).value == 5)
        #expect(LoadStep(for: "barbell-deadlift", exercise: nil, unit: .kg).value == 5)
        #expect(LoadStep(for: "barbell-deadlift", exercise: nil, unit: .lb).value == 10)
        let dumbbell = Exercise(id: "dumbbell-curl", name: "Dumbbell Curl", category: .arms, increment: Weight(2, .kg))
        #expect(LoadStep(for: dumbbell.id, exercise: dumbbell, unit: .kg).value == 2)
    }

    @Test func increaseAndDeload() {
        let step = LoadStep(2.5, .kg)
        #expect(step.increase(100) == 102.5)
        #expect(step.increase(16) == 18.5)
        #expect(step.reduce(100, to: 0.9) == 90)
        #expect(step.reduce(102.5, to: 0.9) == 92.5)
        #expect(step.reduce(2.5, to: 0.9) == 0)
    }

    @Test func convertedWeightsAreRoundedWrittenOnesKept() {
        let pounds = LoadStep(5, .lb)
        let hundredKilograms = Weight(100, .kg).value(in: .lb)  // 220.462 lb
        #expect(pounds.loadable(hundredKilograms) == 220)
        #expect(pounds.increase(hundredKilograms) == 225)
        #expect(pounds.loadable(102.5) == 102.5)
        #expect(LoadStep(2.5, .kg).loadable(101.25) == 101.25)
    }
}
