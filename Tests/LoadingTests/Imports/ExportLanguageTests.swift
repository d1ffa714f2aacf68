import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// `check` suggests the language of the exports to a site that states none: the language is read
/// from Strong's translated header and Hevy's month names.
@Suite("The language of an export")
struct ExportLanguageTests {
    /// Each language's Strong header, and English; a header of no language says nothing.
    @Test(arguments: [
        (StrongLanguageFixtures.german, "de"), (StrongLanguageFixtures.french, "fr"), (StrongLanguageFixtures.spanish, "es"),
        (StrongLanguageFixtures.chinese, "zh-Hans"),
        ("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n", "en"),
        ("\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\"\n", "en"),
    ])
    func strongHeaders(csv: String, language: String) {
        let header = csv.split(separator: "\n")[0].split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { $0.replacingOccurrences(of: "\"", with: "") }
        #expect(StrongHeaderNames.language(of: header) == language)
    }

    @Test func aHeaderThatIsNoStrongHeaderSaysNothing() {
        #expect(StrongHeaderNames.language(of: ["Date", "Weight (kg)"]) == nil)
    }

    /// Hevy's dates: the one language that spells every month word; English wins a tie because the
    /// app's English is the common case; words several languages share leave it open.
    @Test(arguments: [
        (["13 ene 2024, 10:00", "2 feb 2024, 10:00"], "es"),
        (["13 Sep 2024, 14:11", "1 Oct 2024, 09:00"], "en"),
        (["24 Dez 2024, 18:00", "5 Mär 2024, 07:00"], "de"),
        (["14 Şub 2025, 18:05"], "tr"),
        (["1 Out 2024, 14:11", "13 Set 2024, 14:11"], "pt-BR"),
        (["5 févr. 2024, 07:00"], "fr"),
        (["9 dic 2023, 19:30", "3 ago 2024, 09:00"], nil),  // Spanish or Italian
        (["5 Okt 2024, 07:00"], nil),                       // German, Dutch or Swedish
        (["2024-10-05 07:00"], nil),                        // no month word at all
        ([], nil),
    ] as [([String], String?)])
    func hevyMonths(dates: [String], language: String?) {
        #expect(ExportLanguage.monthLanguage(dates) == language)
    }

    @Test func theLoaderRecordsEachExportsLanguage() {
        let hevy = #"""
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Pierna","13 ene 2024, 10:00","13 ene 2024, 11:00","","Squat (Barbell)","","","0","normal","100","5","","",""

            """#
        let result = ImportSite.load(["imports/strong.csv": StrongLanguageFixtures.german, "imports/hevy.csv": hevy])
        #expect(result.exportLanguages == ["imports/strong.csv": "de", "imports/hevy.csv": "es"])
    }

    @Test func oneGermanExportGetsItsLine() {
        let result = ImportSite.load(["imports/strong.csv": StrongLanguageFixtures.german])
        #expect(LanguageSuggestion.text(for: result)
            == "note: imports/strong.csv is written in German: add `language: de` to liftbook.yaml to read the site in German (see docs/languages.md)")
    }

    @Test func aSiteThatStatesItsLanguageGetsNoSuggestion() {
        let result = ImportSite.load(["imports/strong.csv": StrongLanguageFixtures.german, "liftbook.yaml": "title: Log\nlanguage: en\n"])
        #expect(result.data.config.languageLocation != nil)
        #expect(LanguageSuggestion.text(for: result) == nil)
    }

    @Test(arguments: [
        ([:], nil),
        (["imports/a.csv": "en"], nil),
        (["imports/a.csv": "fr", "imports/b.csv": "fr", "imports/c.csv": "en"],
         "note: imports/a.csv and 1 more are written in French: add `language: fr` to liftbook.yaml to read the site in French (see docs/languages.md)"),
        (["imports/a.csv": "zh-Hans"],
         "note: imports/a.csv is written in Chinese, which Liftbook has no table for yet: add i18n/zh-Hans.yaml and `language: zh-Hans` to read the site in it (see docs/translating.md)"),
        (["imports/a.csv": "de", "imports/b.csv": "es", "imports/c.csv": "es"],
         "note: the exports are written in Spanish (imports/b.csv and 1 more), German (imports/a.csv); set `language:` in liftbook.yaml to read the site in one of them (en, de, fr, es, it, pt-BR are built in; see docs/languages.md)"),
    ] as [([String: String], String?)])
    func suggestions(languages: [String: String], text: String?) {
        #expect(LanguageSuggestion.text(stated: false, exportLanguages: languages) == text)
        #expect(LanguageSuggestion.text(stated: true, exportLanguages: languages) == nil)
    }
}
