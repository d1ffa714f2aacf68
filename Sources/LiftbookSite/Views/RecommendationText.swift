package import LiftbookAnalytics
package import LiftbookModel

/// Words for a recommendation: the target as a lifter writes it and what it was based on.
package struct RecommendationText: Sendable {
    /// The display unit.
    package let unit: MassUnit
    /// The exercise library, for the warm-up ramps of barbell targets; nil leaves them out.
    let library: [ExerciseID: Exercise]?
    /// The settings the ramps follow (plates and the warm-up scheme).
    let config: SiteConfig?
    /// Numbers and words in the site's language.
    public let format: Format
    var strings: Strings { format.strings }
    /// Writes the reasons' sentences in the site's language.
    var words: MessageWriter { MessageWriter(strings: format.strings) }

    /// Creates the formatter; with `data`, reasons end with the warm-up ramp (see ``warmup(_:)``).
    package init(unit: MassUnit, data: TrainingData? = nil, format: Format) {
        self.init(unit: unit, library: data?.exercises, config: data?.config, format: format)
    }

    /// Creates the formatter; with a library and settings, reasons end with the warm-up ramp.
    init(unit: MassUnit, library: [ExerciseID: Exercise]?, config: SiteConfig?, format: Format) {
        self.unit = unit
        self.library = library
        self.config = config
        self.format = format
    }

    /// `Warm-up: 20 kg × 10 (empty bar), 40 kg × 5 (10 per side).` for a barbell target, from the
    /// site's `warmup:` scheme and plates; nil without data or ramp.
    package func warmup(_ r: Recommendation) -> String? {
        warmupSets(r).map { strings.format("recommendation.warmup", ["sets": $0]) }
    }

    /// `20 kg × 10 (empty bar), 40 kg × 5 (10 per side)`, or nil (see ``warmup(_:)``).
    package func warmupSets(_ r: Recommendation) -> String? {
        guard let library, let config else { return nil }
        let sets = WarmupRamp.sets(for: r, exercise: library[r.exercise], plates: config.plates,
                                   unit: unit, scheme: config.warmup)
        return sets.isEmpty ? nil : WarmupRamp.words(sets, in: words)
    }

    /// The reason, followed by the warm-up ramp when there is one.
    package func reason(_ r: Recommendation) -> String {
        warmup(r).map { why(r) + " " + $0 } ?? why(r)
    }

    /// The reason alone, in words.
    public func why(_ r: Recommendation) -> String { words.write(r.reason) }

    /// `3 × 5 @ 82.5 kg`, `3 × 8–12 @ 20 kg`, `3 × 5 @ RPE 8 (110 kg)`, `25 min · 5 km`, `BW + 2.5 kg × 8`.
    /// A barbell load is followed by its plates: `3 × 5 @ 85 kg (20 + 10 + 2.5 per side)`; sets
    /// that differ are listed one by one: `65 kg × 5, 75 kg × 5, 85 kg × 5+`.
    package func target(_ r: Recommendation) -> String {
        if !r.prescribed.isEmpty { return prescribed(r.prescribed) }
        var text = ""
        if let reps = r.reps { text = strings.format("set.scheme", ["sets": String(r.sets), "reps": reps.description]) } else if r.sets > 1 {
            text = strings.format("set.count", count: r.sets)
        }
        var load: [String] = []
        if let weight = r.weight { load.append(format.weight(weight, unit: unit) + plates(r.plates)) }
        if let rpe = r.rpe { load.append(strings.format("set.rpe", ["value": format.number(rpe, decimals: 1)])) }
        if !load.isEmpty { text += (text.isEmpty ? "" : " @ ") + load.joined(separator: ", ") }
        var extras: [String] = []
        if let duration = r.duration { extras.append(format.duration(seconds: duration)) }
        if let distance = r.distance { extras.append(format.distance(metres: distance.metres)) }
        if !extras.isEmpty { text += (text.isEmpty ? "" : " · ") + extras.joined(separator: " · ") }
        return text.isEmpty ? strings["recommendation.as-planned"] : text
    }

    /// ` (20 + 10 + 2.5 per side)`, or nothing for a load that is not on a bar.
    func plates(_ load: PlateLoad?) -> String {
        load.flatMap(PlateWords.perSide).map { " (\(words.write($0)))" } ?? ""
    }

    /// `65 kg × 5 (20 + 2.5 per side), 75 kg × 5 (…), 85 kg × 5+ (…)`; repeated sets are counted: `4 × 3 @ 60 kg (…)`.
    func prescribed(_ sets: [PrescribedSet]) -> String {
        var parts: [String] = []
        var index = 0
        while index < sets.count {
            var end = index
            while end < sets.count, sets[end] == sets[index] { end += 1 }
            let set = sets[index]
            let reps = "\(set.reps)\(set.amrap ? "+" : "")"
            let load = format.weight(set.weight, unit: unit)
            parts.append((end - index > 1 ? "\(end - index) × \(reps) @ \(load)" : "\(load) × \(reps)") + plates(set.plates))
            index = end
        }
        return parts.joined(separator: ", ")
    }

    /// `Monday`; for a cycle day `A, next` or `B, in 1 session`.
    package func dayName(_ r: Recommendation) -> String {
        guard let cycle = r.cycle else { return format.weekday(r.day) }
        let away = cycle.sessionsAway
        return away == 0 ? strings.format("recommendation.cycle.next", ["title": cycle.title])
            : strings.format("recommendation.cycle.in", count: away, ["title": cycle.title])
    }

    /// `the sessions of 16 Nov and 18 Nov`.
    package func lookedAt(_ r: Recommendation) -> String? {
        guard !r.lookedAt.isEmpty else { return nil }
        let dates = r.lookedAt.compactMap { id in LocalDate(iso: id.prefix(10)) }.map(format.shortDate)
        guard !dates.isEmpty else { return nil }
        return strings.format("recommendation.looked-at", count: dates.count, ["dates": strings.list(dates)])
    }

    func view(_ r: Recommendation, exerciseName: String) -> RecommendationView {
        RecommendationView(day: dayName(r), exercise: exerciseName, href: "", target: target(r), reason: reason(r), lookedAt: lookedAt(r))
    }
}
