package import LiftbookAnalytics
import LiftbookModel
import LiftbookLoading

extension Recommendation {
    /// The reason written in English, as the site's English pages show it.
    package var englishReason: String { MessageWriter(strings: StringTables.english).write(reason) }
}
