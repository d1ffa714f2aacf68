package import LiftbookModel

/// How a planned set group is worded, on the routine page, on posts and feeds, and on the cards of
/// routines other lifters shared: said once here.
extension Format {
    /// `3 × 5`, `3 × 8–12`; without reps `1 set` or `3 sets` (and `0 sets`).
    package func scheme(sets: Int, reps: RepTarget?) -> String {
        if let reps { return strings.format("set.scheme", ["sets": String(sets), "reps": reps.description]) }
        return strings.format("set.count", count: sets)
    }

    /// What stands for an exercise planned without set groups, or whose groups name no target: `—`.
    package static let nothingPlanned = "—"

    /// Several set groups' schemes or targets joined (`1 × 5, 2 × 5`), leaving out empty ones;
    /// ``nothingPlanned`` when none is left.
    package static func groups(_ parts: [String]) -> String {
        let shown = parts.filter { !$0.isEmpty }
        return shown.isEmpty ? nothingPlanned : shown.joined(separator: ", ")
    }

    /// `60 kg · RPE 8 · 20 min · 5 km`: what a set group aims at, empty when it names nothing.
    package func target(weight: String?, rpe: Double?, seconds: Double?, metres: Double?) -> String {
        var parts: [String] = []
        if let weight { parts.append(weight) }
        if let rpe { parts.append(strings.format("set.rpe", ["value": number(rpe, decimals: 1)])) }
        if let seconds { parts.append(duration(seconds: seconds)) }
        if let metres { parts.append(distance(metres: metres)) }
        return parts.joined(separator: " · ")
    }
}
