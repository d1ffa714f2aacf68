import LiftbookModel
import Testing

struct UnitsTests {
    @Test(arguments: [
        (Weight(100, .kg), 100.0),
        (Weight(225, .lb), 102.05828325),
        (Weight(1, .lb), 0.45359237),
        (Weight(44.09245243697551, .lb), 20.0),
    ])
    func convertsToKilogramsExactly(weight: Weight, kilograms: Double) {
        #expect(abs(weight.kilograms - kilograms) < 1e-9)
    }

    @Test func convertsKilogramsToPoundsAndBack() {
        let weight = Weight(100, .kg)
        #expect(abs(weight.value(in: .lb) - 220.46226218487757) < 1e-9)
        #expect(abs(weight.converted(to: .lb).kilograms - 100) < 1e-9)
    }

    @Test func distancesConvertToMetres() {
        #expect(Distance(3, .mi).metres == 4828.032)
        #expect(Distance(5.2, .km).metres == 5200)
    }

    @Test(arguments: [(80.0, "80"), (82.4, "82.4"), (2.5, "2.5"), (102.05828325, "102.06"), (0.004, "0"), (-2.5, "-2.5"), (1.05, "1.05"),
                      (0.05, "0.05"), (-0.004, "0"), (1234567.891, "1234567.89"), (0, "0"), (-1000, "-1000"), (9.999, "10")])
    func formatsNumbersWithoutTrailingZeros(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test(arguments: [(0.000001, 6, "0.000001"), (0.0000004, 6, "0"), (2.5, 0, "3"), (12.3456, 3, "12.346"), (7.1, -1, "7"),
                      (100.05, 1, "100.1"), (3.0001, 9, "3.0001"), (1e16, 2, "1e+16"), (.nan, 2, "0")])
    func formatsWithTheDecimalsAsked(value: Double, decimals: Int, text: String) {
        #expect(formatNumber(value, decimals: decimals) == text)
    }

    @Test func bodyweightCountsOnlyAddedLoad() {
        #expect(Load.bodyweight(added: nil).countedKilograms == 0)
        #expect(Load.bodyweight(added: Weight(-30, .kg)).countedKilograms == 0)
        #expect(Load.bodyweight(added: Weight(10, .kg)).countedKilograms == 10)
    }

    @Test func warmupsAreNotRepSets() {
        let warmup = LoggedSet(kind: .warmup, load: .weight(Weight(60, .kg)), reps: 5)
        let drop = LoggedSet(kind: .drop, load: .weight(Weight(60, .kg)), reps: 5)
        #expect(!warmup.isRepSet && warmup.volumeKilograms == 0)
        #expect(drop.isRepSet && drop.volumeKilograms == 300)
        #expect(!LoggedSet(duration: 45).isRepSet)
    }
}
