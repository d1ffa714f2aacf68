@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Cut and corrupted copies of every new format's fixture load without trapping: whatever the
/// bytes, the result is sessions and diagnostics.
@Suite("Damaged exports")
struct MutatedExportTests {
    static let fixtures = [
        StrongLanguageFixtures.german, StrongLanguageFixtures.chinese, StrongLanguageFixtures.spanish, StrongLanguageFixtures.french,
        StrongLanguageFixtures.italian, MoreAppFixtures.liftosaur, MoreAppFixtures.fitbod, MoreAppFixtures.strongLifts,
        MoreAppFixtures.strongLiftsSpreadsheet, MoreAppFixtures.strongLiftsSpreadsheetDayFirst, MoreAppFixtures.jefit,
        BodyWeightFixtures.hevy, BodyWeightFixtures.strong, BodyWeightFixtures.fitNotes,
    ]

    /// Replacement bytes that break numbers, dates, quotes, separators and section markers.
    static let noise = Array("0,;\"x\n#-:+ZT.9 ".utf8)

    @Test(arguments: fixtures.indices)
    func cutAndCorruptedCopiesLoad(index: Int) {
        let bytes = Array(Self.fixtures[index].utf8)
        var seed = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(1, bound)))
        }
        var loaded = 0
        for _ in 0..<40 {
            var copy = Array(bytes.prefix(1 + next(bytes.count)))
            for _ in 0..<next(6) where !copy.isEmpty { copy[next(copy.count)] = Self.noise[next(Self.noise.count)] }
            // A cut inside a character reads as U+FFFD, as a text file with a broken last byte does.
            let text = String(decoding: copy, as: UTF8.self)
            var rows = ImportedRows()
            var weights: [BodyWeightEntry] = []
            var diagnostics: [Diagnostic] = []
            _ = ImportLoader.read(path: "imports/x.csv", text: text, setting: nil, siteUnit: .kg, timezone: "Europe/Berlin",
                                  library: BuiltInLibrary.library, rows: &rows, bodyWeights: &weights, into: &diagnostics)
            loaded += 1
        }
        #expect(loaded == 40)
    }
}
