import LiftbookModel

/// Words for a routine another lifter shared that only the following page needs.
enum SharedPlanText {
    /// A URL as a word to paste into a shell.
    static func shellWord(_ url: String) -> String { ShellText.word(url) }
}
