package import LiftbookModel

/// How one planned set group is worded; ``PlanWording`` joins the groups of an exercise for the
/// routine page, posts and feeds, and the routines other lifters shared.
extension Format {
    /// `3 × 5`, `3 × 8–12`; without reps `1 set` or `3 sets` (and `0 sets`).
    package func scheme(sets: Int, reps: RepTarget?) -> String {
        if let reps { return strings.format("set.scheme", ["sets": String(sets), "reps": reps.description]) }
        return strings.format("set.count", count: sets)
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
