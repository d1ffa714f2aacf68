/// The refusals of `serve --lan` that the gym page says in the site's language: each answer
/// carries its code beside an English sentence, and the page shows its own phrase for the code
/// (`gym.site.*` in the string tables).
enum RefusalCode: String, Sendable, CaseIterable {
    /// Not the pairing code.
    case pairWrong = "pair-wrong"
    /// Not the pairing code, and it was replaced after too many wrong ones.
    case pairReplaced = "pair-replaced"
    /// The pairing code was used by another page.
    case pairUsed = "pair-used"
    /// The page is not paired (or its pairing is from an earlier run).
    case unpaired
    /// The session is over the size limit.
    case tooLarge = "too-large"
    /// `check` found problems in the session (listed with the answer).
    case rejected
    /// The file could not be written.
    case notWritten = "not-written"
}
