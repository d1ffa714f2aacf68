import LiftbookModel
import LiftbookSite
import Testing

/// How numbers read on pages and in reports.
struct FormatTests {
    @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (12345, "12,345"), (100000, "100,000"),
                      (1234567, "1,234,567"), (-1, "-1"), (-1234, "-1,234"), (Int.min, "-9,223,372,036,854,775,808")])
    func groupsThousands(value: Int, text: String) {
        #expect(Format.grouped(value) == text)
    }

    @Test(arguments: [(12345.4, MassUnit.kg, "12,345 kg"), (1000, .lb, "2,205 lb"), (0.4, .kg, "0 kg")])
    func volumesAreWholeAndGrouped(kilograms: Double, unit: MassUnit, text: String) {
        #expect(Format.volume(kilograms: kilograms, unit: unit) == text)
    }
}
