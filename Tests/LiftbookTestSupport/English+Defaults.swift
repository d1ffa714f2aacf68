package import LiftbookAnalytics
import LiftbookLoading
package import LiftbookModel
package import LiftbookSite
package import LiftbookSystem

/// The built-in English table, for tests that check words without a site.
extension MessageWriter {
    /// Writes messages in English.
    package static let englishForTests = MessageWriter(strings: StringTables.english)
}

extension Format {
    /// English formats, for tests.
    package static let englishForTests = Format(StringTables.english)
}

/// The API documents with the recommendations' reasons in English, as a site in English has them.
extension APIDocuments {
    package static func files(for analysis: Analysis) -> [OutputFile] { files(for: analysis, words: .englishForTests) }
    package static func indexFile(_ analysis: Analysis) -> OutputFile { indexFile(analysis, words: .englishForTests) }
    package static func exerciseFile(_ exercise: ExerciseAnalysis, today: LocalDate) -> OutputFile {
        exerciseFile(exercise, today: today, words: .englishForTests)
    }
    package static func combined(_ analysis: Analysis, pretty: Bool = true) -> String { combined(analysis, pretty: pretty, words: .englishForTests) }
}

extension ReportMarkdown {
    /// The report of a model, in English.
    package static func text(_ model: ReportModel) -> String { text(model, format: .englishForTests) }
}
