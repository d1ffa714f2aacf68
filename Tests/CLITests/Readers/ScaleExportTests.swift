@testable import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Withings and Google Fit body weight")
struct ScaleExportTests {
    let path = "imports/scale.csv"

    func entries(_ csv: String) -> (found: [Diagnostic], weights: [String]) {
        let result = ImportSite.load([path: csv])
        return (ImportSite.diagnostics(about: path, in: result),
                result.data.bodyWeights.map { "\($0.date) \(formatNumber($0.weight.value, decimals: 2)) \($0.weight.unit.rawValue)" })
    }

    @Test(arguments: [
        (NewReaderFixtures.withingsEnglish, ["2025-01-14 81.2 kg", "2025-01-15 80.9 kg"]),
        (NewReaderFixtures.withingsGerman, ["2025-01-14 81.2 kg", "2025-01-15 80.9 kg"]),
        (NewReaderFixtures.withingsFrench, ["2025-01-14 179 lb"]),
        (NewReaderFixtures.withingsSpanish, ["2025-01-14 81.2 kg"]),
        (NewReaderFixtures.googleFit, ["2025-01-14 81.35 kg", "2025-01-16 80.8 kg"]),
    ])
    func everyLanguageAndGoogleFit(csv: String, expected: [String]) {
        let read = entries(csv)
        #expect(read.found == [])
        #expect(read.weights == expected)
    }

    @Test func detection() throws {
        var diagnostics: [Diagnostic] = []
        func layout(_ csv: String) throws -> BodyWeightLayout? {
            BodyWeightLayout.detect(try #require(CSVTable(path: path, text: csv, into: &diagnostics)))
        }
        #expect(try layout(NewReaderFixtures.withingsGerman) == .withings)
        #expect(try layout(NewReaderFixtures.withingsFrench) == .withings)
        #expect(try layout(NewReaderFixtures.googleFit) == .googleFit)
        // Strong's two-column weight export stays Strong's.
        #expect(try layout(BodyWeightFixtures.strong) == .strong)
    }

    @Test func brokenRowsAreErrorsAtTheirCell() {
        let csv = """
            Datum,Gewicht (kg),Fettmasse (kg),Knochenmasse (kg),Muskelmasse (kg),Hydration (kg),Kommentare
            2025-01-14 07:12:00,81.2,15.1,3.2,62.9,45.0,
            2025-01-15 07:05:00,8O.9,15.0,3.2,62.7,44.8,
            15.01.2025 07:05:00,80.9,15.0,3.2,62.7,44.8,

            """
        #expect(entries(csv).found == [
            .error("'Gewicht (kg)' should be a number, found '8O.9'; the row is not imported", at: SourceLocation(path: path, line: 3, column: 21),
                   hint: "numbers are written like 80, 80.5 or 8.0; an empty field means no value"),
            .error("'15.01.2025 07:05:00' is not a date; the row is not imported", at: SourceLocation(path: path, line: 4, column: 1),
                   hint: "Withings writes dates like 2025-01-14 07:12:00"),
        ])
    }

    @Test func aloneInAFreshSiteChecksAndBuilds() throws {
        for (csv, expected) in [(NewReaderFixtures.withingsGerman, [81.2, 80.9]), (NewReaderFixtures.googleFit, [81.35, 80.8])] {
            let site = try FreshImportSite(["imports/weight.csv": csv])
            defer { site.remove() }
            #expect(site.check.status == 0, Comment(rawValue: site.check.stderr))
            #expect(site.build.status == 0, Comment(rawValue: site.build.stderr))
            #expect(site.problems.filter { $0.contains("weight.csv") } == [], Comment(rawValue: site.check.stderr))
            // With no workout of its own, the starter's example session stays, with its body weight on its day.
            #expect(try site.bodyWeights().filter { $0.date.hasPrefix("2025") }.map(\.kg) == expected)
        }
    }
}
