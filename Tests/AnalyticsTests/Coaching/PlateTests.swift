import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// One load and the hand-worked way the equipment makes it.
struct PlateCase: Sendable, CustomTestStringConvertible {
    var name: String
    var requested: Double
    var set: PlateSet
    var atLeast: Double? = nil
    var total: Double
    var perSide: [Double]?
    var testDescription: String { name }
}

struct PlateTests {
    static let kg = PlateSet.standard(.kg)
    static let lb = PlateSet.standard(.lb)
    static let coarse = PlateSet(unit: .kg, equipment: .barbell(bar: 20, plates: [20, 10, 5]))

    static let cases: [PlateCase] = [
        // 85 − 20 = 65 → 32.5 a side: no two plates make it; of the threes, the heaviest first: 25 + 5 + 2.5
        PlateCase(name: "85 kg: 25 + 5 + 2.5 per side", requested: 85, set: kg, total: 85, perSide: [25, 5, 2.5]),
        // 140 − 20 = 120 → 60 = 25 + 25 + 10
        PlateCase(name: "140 kg: 25 + 25 + 10 per side", requested: 140, set: kg, total: 140, perSide: [25, 25, 10]),
        // 102.5 − 20 = 82.5 → 41.25 = 25 + 15 + 1.25
        PlateCase(name: "102.5 kg: 25 + 15 + 1.25 per side", requested: 102.5, set: kg, total: 102.5, perSide: [25, 15, 1.25]),
        PlateCase(name: "the bar alone", requested: 20, set: kg, total: 20, perSide: []),
        PlateCase(name: "lighter than the bar: the bar", requested: 15, set: kg, total: 20, perSide: []),
        // 101 → per side 40.5; 40 (25 + 15) or 41.25 (…+1.25): 40 is nearer → 100
        PlateCase(name: "101 kg cannot be made: 100", requested: 101, set: kg, total: 100, perSide: [25, 15]),
        // 255 − 45 = 210 → 105 = 45 + 35 + 25 (three plates, not 45 + 45 + 10 + 5)
        PlateCase(name: "255 lb: 45 + 35 + 25 per side", requested: 255, set: lb, total: 255, perSide: [45, 35, 25]),
        // 135 = one 45 a side
        PlateCase(name: "135 lb: one 45 a side", requested: 135, set: lb, total: 135, perSide: [45]),
        // 227.5 − 45 = 182.5 → 91.25 a side; 90 (45+45) vs 92.5 (…+2.5): 1.25 either way → the lighter, 225
        PlateCase(name: "227.5 lb, a tie: the lighter 225", requested: 227.5, set: lb, total: 225, perSide: [45, 45]),
        // coarse plates: totals 20 + 10k; 102.5 → 100; for an increase at least 102.5 → 110
        PlateCase(name: "no small plates: 102.5 → 100", requested: 102.5, set: coarse, total: 100, perSide: [20, 20]),
        PlateCase(name: "no small plates, an increase: 102.5 → 110", requested: 102.5, set: coarse, atLeast: 102.5,
                  total: 110, perSide: [20, 20, 5]),
        PlateCase(name: "a machine stack of 5: 62 → 60", requested: 62, set: PlateSet(unit: .kg, equipment: .stack(step: 5)),
                  total: 60, perSide: nil),
        PlateCase(name: "dumbbells: 23 → 22.5", requested: 23, set: PlateSet(unit: .kg, equipment: .fixed([20, 22.5, 25])),
                  total: 22.5, perSide: nil),
        PlateCase(name: "a trap bar of 25 kg: 105 → 40 per side", requested: 105,
                  set: PlateSet(unit: .kg, equipment: .barbell(bar: 25, plates: [20, 10, 5])), total: 105, perSide: [20, 20]),
    ]

    @Test(arguments: cases)
    func loads(_ c: PlateCase) {
        let load = PlateMath.load(c.requested, with: c.set, atLeast: c.atLeast)
        #expect(load.total == c.total)
        #expect(load.perSide == c.perSide)
        #expect(load.isExact == (c.total == c.requested))
    }

    static func words(_ load: PlateLoad, in language: String = "en") -> String? {
        PlateWords.perSide(load).map { MessageWriter(strings: StringTables.shipped(language)).write($0) }
    }

    @Test func wordsNameTheBarOnlyWhenItIsNotTheStandardOne() {
        #expect(Self.words(PlateMath.load(85, with: Self.kg)) == "25 + 5 + 2.5 per side")
        #expect(Self.words(PlateMath.load(20, with: Self.kg)) == "empty bar")
        let trap = PlateSet(unit: .kg, equipment: .barbell(bar: 25, plates: [20, 10]))
        #expect(Self.words(PlateMath.load(65, with: trap)) == "20 per side, 25 kg bar")
        #expect(Self.words(PlateMath.load(25, with: trap)) == "empty 25 kg bar")
        #expect(Self.words(PlateMath.load(60, with: PlateSet(unit: .kg, equipment: .stack(step: 5)))) == nil)
    }

    /// The German table's words, with its decimal comma: 85 = 20 + 2 × (25 + 5 + 2.5).
    @Test func wordsInGerman() {
        #expect(Self.words(PlateMath.load(85, with: Self.kg), in: "de") == "25 + 5 + 2,5 pro Seite")
        #expect(Self.words(PlateMath.load(20, with: Self.kg), in: "de") == "leere Stange")
        let trap = PlateSet(unit: .kg, equipment: .barbell(bar: 25, plates: [20, 10]))
        #expect(Self.words(PlateMath.load(65, with: trap), in: "de") == "20 pro Seite, Stange 25 kg")
        #expect(Self.words(PlateMath.load(25, with: trap), in: "de") == "leere Stange (25 kg)")
        // 102.5 = 20 + 2 × 41.25 = 20 + 2 × (25 + 15 + 1.25).
        #expect(Self.words(PlateMath.load(102.5, with: Self.kg), in: "fr") == "25 + 15 + 1,25 par côté")
    }

    @Test func noLoadTraps() {
        for value in [-5.0, 0, .nan, .infinity, 1e9] {
            _ = PlateMath.load(value, with: Self.kg)
            _ = PlateMath.load(value, with: PlateSet(unit: .kg, equipment: .fixed([])))
            _ = PlateMath.load(value, with: PlateSet(unit: .kg, equipment: .barbell(bar: 20, plates: [])))
        }
    }

    /// A barbell recommendation carries its plates; a load the plates cannot make is rounded and said.
    @Test func recommendationsAreMadeWithThePlatesOwned() {
        let bench = AnalyticsFixtures.planned("barbell-bench-press", .linear, sets: 3, reps: RepTarget(5), kg: 100)
        var exercise = AnalyticsFixtures.exercise("barbell-bench-press")
        exercise.equipment = "barbell"
        let session = AnalyticsFixtures.session("2026-11-27", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", AnalyticsFixtures.sets(3, 100, 5))])
        func recommend(_ plates: PlateSettings) -> Recommendation? {
            let data = AnalyticsFixtures.data([session], exercises: [exercise], routine: AnalyticsFixtures.routine([.monday: [bench]]),
                                 config: SiteConfig(plates: plates))
            return Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).recommendations.first
        }
        let standard = recommend(PlateSettings())
        #expect(standard?.weight == Weight(102.5, .kg))
        #expect(standard?.plates?.perSide == [25, 15, 1.25])
        #expect(standard?.englishReason.contains("cannot be made") == false)
        let coarse = recommend(PlateSettings(kg: Self.coarse))
        #expect(coarse?.weight == Weight(110, .kg))
        #expect(coarse?.plates?.perSide == [20, 20, 5])
        #expect(coarse?.englishReason.hasSuffix("102.5 kg cannot be made with your plates (20 kg bar; 20/10/5 kg): rounded to 110 kg.") == true)
    }

    @Test func aNonBarbellExerciseHasNoPlates() {
        let curl = AnalyticsFixtures.planned("cable-curl", .linear, sets: 3, reps: RepTarget(10), kg: 20)
        let data = AnalyticsFixtures.data([], exercises: [AnalyticsFixtures.exercise("cable-curl")], routine: AnalyticsFixtures.routine([.monday: [curl]]))
        #expect(Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).recommendations.first?.plates == nil)
    }
}
