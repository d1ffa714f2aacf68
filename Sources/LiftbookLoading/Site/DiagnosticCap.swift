import LiftbookModel

/// Stops reading a file's list once it has given ``perFile`` problems: a list of a million wrong
/// entries would otherwise cost a million messages (seconds and gigabytes) to say one thing.
enum DiagnosticCap {
    /// The most problems reported from one list of one file.
    static let perFile = 200

    /// True, after adding one error that says the rest is not checked, when the problems added
    /// since `start` (the count of `diagnostics` before the list) reached ``perFile``.
    static func reached(_ diagnostics: inout [Diagnostic], since start: Int, at location: SourceLocation) -> Bool {
        guard diagnostics.count - start >= perFile else { return false }
        diagnostics.append(.error("more than \(perFile) problems in this list; the rest of it is not checked", at: location,
                                  hint: "fix the problems above, then check again"))
        return true
    }
}
