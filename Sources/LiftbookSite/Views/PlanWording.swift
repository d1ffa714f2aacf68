package import LiftbookModel

/// How a planned exercise reads, said once for the routine page, posts (and their feeds and
/// calendar) and the routines of lifters followed: sets × reps, target, rest, progression, the
/// name of a day without a weekday, and the mark for nothing planned (`plan.none`), all in the
/// site's language.
package struct PlanWording {
    package let format: Format
    /// What stands for nothing planned (`—`): no set groups, no target, no rest, no progression.
    package let none: String

    /// The wording of `format`'s language.
    package init(format: Format) {
        self.format = format
        none = format.strings["plan.none"]
    }

    /// Several set groups' schemes or targets joined (`1 × 5, 2 × 5`), leaving out empty ones;
    /// ``none`` when none is left.
    package func groups(_ parts: [String]) -> String {
        let shown = parts.filter { !$0.isEmpty }
        return shown.isEmpty ? none : shown.joined(separator: ", ")
    }

    /// `3 × 5`, `3 × 8–12`, `1 × 5, 2 × 5`, `3 sets`.
    package func scheme(_ groups: [SetGroup]) -> String {
        self.groups(groups.map { format.scheme(sets: $0.sets, reps: $0.reps) })
    }

    /// The same for another lifter's groups.
    package func scheme(_ groups: [SharedSets]) -> String {
        self.groups(groups.map { format.scheme(sets: $0.sets, reps: $0.reps) })
    }

    /// `60 kg`, `RPE 8`, `20 min · 5 km` in `unit`; loads left out unless `weights`.
    package func target(_ groups: [SetGroup], unit: MassUnit, weights: Bool = true) -> String {
        self.groups(groups.map { group in
            format.target(weight: weights ? group.weight.map { format.weight($0, unit: unit) } : nil, rpe: group.rpe,
                          seconds: group.duration, metres: group.distance?.metres)
        })
    }

    /// The same for another lifter's groups, loads in the author's unit.
    package func target(_ groups: [SharedSets]) -> String {
        self.groups(groups.map { group in
            let load = group.load.map { format.weight($0, unit: $0.unit) } ?? group.kilograms.map { format.weight(kilograms: $0, unit: .kg) }
            return format.target(weight: load, rpe: group.rpe, seconds: group.duration, metres: group.metres)
        })
    }

    /// `3 min`, `90 s`.
    package func rest(seconds: Int?) -> String {
        seconds.map { format.duration(seconds: Double($0)) } ?? none
    }

    /// A progression scheme in the site's language (`linear`); a name the table does not know
    /// (another lifter's own) as written; ``none`` for none.
    package func progression(_ name: String?) -> String {
        guard let name, name != ProgressionScheme.none.rawValue else { return none }
        return format.strings.phrase("progression." + name) == nil ? name : format.strings["progression." + name]
    }

    /// A day's name: its weekday (`Monday`), or for a day without one its place (`Day 2`).
    package func dayName(_ weekday: Weekday?, number: Int) -> String {
        weekday.map(format.weekday) ?? format.strings.format("routine.day", ["number": "\(number)"])
    }

    /// A planned exercise of this site (the routine page, a post).
    func view(_ planned: PlannedExercise, name: String, href: String, unit: MassUnit, weights: Bool = true,
              next: String? = nil, reason: String? = nil, current: String? = nil) -> PlannedExerciseView {
        PlannedExerciseView(name: name, href: href, superset: planned.superset, notes: planned.notes,
                            scheme: scheme(planned.setGroups), target: target(planned.setGroups, unit: unit, weights: weights),
                            rest: rest(seconds: planned.rest), progression: progression(planned.progression.rawValue),
                            next: next, reason: reason, current: current)
    }

    /// An exercise of a routine another lifter shared: no link, no recommendation.
    func view(_ shared: SharedExercise) -> PlannedExerciseView {
        PlannedExerciseView(name: shared.name, href: nil, superset: shared.superset, notes: shared.notes,
                            scheme: scheme(shared.sets), target: target(shared.sets), rest: rest(seconds: shared.rest),
                            progression: progression(shared.progression))
    }
}
