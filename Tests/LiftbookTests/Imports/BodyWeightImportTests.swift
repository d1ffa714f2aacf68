@testable import LiftbookLoading
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

@Suite("Body-weight exports")
struct BodyWeightImportTests {
    func entries(_ result: SiteLoader.Result) -> [String] {
        result.data.bodyWeights.map { "\($0.date) \(formatNumber($0.weight.value, decimals: 3)) \($0.weight.unit.rawValue)" }
    }

    @Test(arguments: [
        // Hevy: the row of girths only has no weight and is not an entry.
        ("imports/measurements.csv", BodyWeightFixtures.hevy, ["2025-01-14 82.5 kg", "2025-01-16 82.1 kg"]),
        // Strong: semicolons, quotes and float noise (kept, shown rounded).
        ("imports/weight.csv", BodyWeightFixtures.strong, ["2025-01-16 81.9 kg", "2025-03-09 76.8 kg"]),
        // FitNotes body tracker: only the Bodyweight rows, in pounds.
        ("imports/body.csv", BodyWeightFixtures.fitNotes, ["2024-05-06 180.5 lb", "2024-05-07 180 lb"]),
    ])
    func eachAppsExportFeedsTheLog(path: String, csv: String, expected: [String]) {
        let result = ImportSite.load([path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        #expect(entries(result) == expected)
        #expect(result.data.sessions.isEmpty)
    }

    @Test func oneEntryPerDayTheHandWrittenLogFirst() {
        let result = ImportSite.load([
            "bodyweight.csv": "date,weight,unit\n2025-01-14,82.0,kg\n",
            "imports/measurements.csv": BodyWeightFixtures.hevy,
            "imports/weight.csv": BodyWeightFixtures.strong,
        ])
        // The 14th is in the log (82.0 wins over Hevy's 82.5); on the 16th Hevy and Strong are averaged:
        // (82.1 + 81.90000152587891) / 2 = 82.00000076… kg.
        #expect(entries(result) == ["2025-01-14 82 kg", "2025-01-16 82 kg", "2025-03-09 76.8 kg"])
        #expect(close(result.data.bodyWeights[1].weight.kilograms, (82.1 + 81.90000152587891) / 2))
        let file = APIDocuments.bodyWeightFile(BodyWeightSeries(result.data))
        #expect(file?.path == "api/bodyweight.json")
        #expect(file?.contents == #"{"entries":[{"date":"2025-01-14","kg":82},{"date":"2025-01-16","kg":82},{"date":"2025-03-09","kg":76.8}]}"# + "\n")
    }

    @Test func theAPIHasNoBodyWeightFileWithoutMeasurements() {
        #expect(APIDocuments.bodyWeightFile(BodyWeightSeries(log: [], sessions: [])) == nil)
    }

    @Test func implausibleAndUnreadableWeightsAreRowErrors() {
        let path = "imports/weight.csv"
        let result = ImportSite.load([path: "\"Date\";\"Weight (kg)\"\n\"2025-01-16 06:58:00\";\"819\"\n\"2025-01-17\";\"heavy\"\n\"2025-01-18\";\"80\"\n"])
        #expect(ImportSite.diagnostics(about: path, in: result).map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "2:23 a body weight of 819 kg is outside 20–400 kg; the row is not imported",
            "3:14 'Weight (kg)' should be a number, found 'heavy'; the row is not imported",
        ])
        #expect(entries(result) == ["2025-01-18 80 kg"])
    }
}

@Suite("Body-weight logs in imports/")
struct BodyWeightLogImportTests {
    @Test func aPlainWeightColumnTakesTheUnitColumnOrWarns() {
        let withUnit = ImportSite.load(["imports/scale.csv": "date,weight,unit\n2025-02-01,181.5,lb\n2025-02-02,82.1,kg\n"])
        #expect(ImportSite.diagnostics(about: "imports/scale.csv", in: withUnit) == [])
        #expect(withUnit.data.bodyWeights.map(\.weight) == [Weight(181.5, .lb), Weight(82.1, .kg)])
        let without = ImportSite.load(["imports/scale.csv": "Date,Weight\n2025-02-01,82.4\n"])
        #expect(ImportSite.diagnostics(about: "imports/scale.csv", in: without).map(\.message)
                == ["the column 'Weight' does not say its unit; its weights are read as kg, the site's logUnit"])
        #expect(without.data.bodyWeights.map(\.weight) == [Weight(82.4, .kg)])
    }
}
