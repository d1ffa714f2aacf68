package import LiftbookModel
public import LiftbookSystem

/// The routine as last parsed, kept between builds of one process (`serve`) with the text and
/// the library it was parsed with: an unchanged `routine.yaml` is not parsed again. The text is
/// compared whole, so an edit of any byte parses it anew.
package final class RoutineMemory: StageMemoryPart {
    private struct Kept: Sendable {
        var text: String
        var context: Int
        var routine: Routine?
        var diagnostics: [Diagnostic]
    }

    private let last = Locked<Kept?>(nil)

    /// An empty memory.
    package required init() {}

    /// The routine of `text` with its diagnostics: kept when `text` and `context` (the library's
    /// fingerprint and the log unit) are those of last time, else `parse()`'s, kept for next time.
    package func routine(text: String, context: Int, parse: () -> (Routine?, [Diagnostic])) -> (Routine?, [Diagnostic]) {
        if let kept = last.withLock({ $0 }), kept.context == context, kept.text == text { return (kept.routine, kept.diagnostics) }
        let (routine, diagnostics) = parse()
        last.withLock { $0 = Kept(text: text, context: context, routine: routine, diagnostics: diagnostics) }
        return (routine, diagnostics)
    }
}
