public import LiftbookAnalytics
public import LiftbookModel

extension Recommendation {
    /// The reason written in English, as the site's English pages show it.
    public var englishReason: String { MessageWriter.english.write(reason) }
}
