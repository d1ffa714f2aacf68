import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The y-axis's words: ticks to two decimals in the language's decimals, in thousands from
/// 10,000 up (a six-digit label ran off a phone's screen), and the unit in the bottom-left corner
/// (at the top it sat on the highest tick's label).
struct ChartAxisTests {
    static var german: LocaleFormats {
        var diagnostics: [Diagnostic] = []
        var config = SiteConfig()
        config.language = "de"
        return StringTables.load(config: config, files: MemorySiteFiles([:]), into: &diagnostics).locale
    }

    @Test(arguments: [
        (0.0, false, "0", "0"),
        (0.25, false, "0.25", "0,25"),
        (0.75, false, "0.75", "0,75"),
        (7.5, false, "7.5", "7,5"),
        (5_000.0, false, "5000", "5000"),
        (0.0, true, "0", "0"),
        (5_000.0, true, "5k", "5k"),
        (12_500.0, true, "12.5k", "12,5k"),
        (150_000.0, true, "150k", "150k"),
        (1_250_000.0, true, "1250k", "1250k"),
    ])
    func aTickReadsInTheLanguage(tick: Double, thousands: Bool, english: String, german: String) {
        #expect(ChartAxis.label(tick, thousands: thousands, numbers: StringTables.english.locale) == english)
        #expect(ChartAxis.label(tick, thousands: thousands, numbers: Self.german) == german)
    }

    /// Bars up to 123,234 kg: ticks 0, 50k, 100k, 150k (a step of 50,000), and "kg" below the
    /// axis at y = 240 − 8, never at the highest tick's height (y = 12 + 4).
    @Test(arguments: [false, true])
    func largeVolumesReadInThousandsAndTheUnitSitsBelow(bars: Bool) {
        let points = [ChartPoint(label: "Jan", value: 113_000), ChartPoint(label: "Jul", value: 123_234)]
        let svg = bars ? SVGChart.bars(id: "c", title: "t", description: "d", points: points, unit: "kg", numbers: StringTables.english.locale)
            : SVGChart.line(id: "c", title: "t", description: "d", points: points, unit: "kg", numbers: StringTables.english.locale)
        let ticks = svg.components(separatedBy: "text-anchor=\"end\">").dropFirst().compactMap { $0.split(separator: "<").first.map(String.init) }
        #expect(ticks.prefix(4) == ["0", "50k", "100k", "150k"])
        #expect(svg.contains("<text x=\"4\" y=\"232\">kg</text>"))
        #expect(!svg.contains("y=\"16\">kg"))
    }

    /// A body-weight chart (several lines, an axis that starts near the lowest value) says it the same way.
    @Test func aChartOfSeveralLinesPutsItsUnitBelowToo() {
        let svg = SeriesChart.svg(id: "w", title: "t", description: "d", labels: ["2026-11-09", "2026-11-16"],
                                  series: [ChartSeries(name: "measured", values: [82, 82.4])], unit: "kg", numbers: Self.german)
        #expect(svg.contains("<text x=\"4\" y=\"232\">kg</text>"))
        #expect(svg.contains(">82,4</text>"))
    }
}
