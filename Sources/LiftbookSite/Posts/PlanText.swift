import LiftbookAnalytics
import LiftbookModel

/// Words for a planned exercise on a post, its feeds and the routine's calendar: sets × reps,
/// target, rest (worded by ``PlanWording``), and the lifter's current working weight. Weights
/// appear only when the site's privacy settings allow.
struct PlanText {
    let unit: MassUnit
    let showWeights: Bool
    let wording: PlanWording
    var format: Format { wording.format }

    init(unit: MassUnit, showWeights: Bool, format: Format) {
        self.unit = unit
        self.showWeights = showWeights
        wording = PlanWording(format: format)
    }

    /// `3 × 5`, `3 × 8–12`, `1 × 5, 2 × 5`, `3 sets`.
    func scheme(_ planned: PlannedExercise) -> String {
        wording.scheme(planned.setGroups)
    }

    /// `60 kg`, `RPE 8`, `20 min · 5 km`; ``PlanWording/none`` when there is nothing to show.
    func target(_ planned: PlannedExercise) -> String {
        wording.target(planned.setGroups, unit: unit, weights: showWeights)
    }

    /// The top set of the latest logged session of the exercise (`57.5 kg × 5`), when weights
    /// may be shown and one was loaded.
    func current(_ id: ExerciseID, in analysis: Analysis) -> String? {
        current(analysis.exercise(id)?.history.last(where: { $0.topSet != nil })?.topSet)
    }

    /// `top`, the top set of an exercise's latest session with one, as ``current(_:in:)`` words it.
    func current(_ top: LoggedSet?) -> String? {
        guard showWeights, let top, top.kilograms > 0 else { return nil }
        return format.set(top, unit: unit)
    }

    /// `Barbell Bench Press: 3 × 5 · 60 kg · rest 3 min` for feeds.
    func line(_ planned: PlannedExercise, name: String) -> String {
        var parts = [scheme(planned)]
        let target = self.target(planned)
        if target != wording.none { parts.append(target) }
        if let rest = planned.rest { parts.append(format.strings.format("plan.line.rest", ["duration": format.duration(seconds: Double(rest))])) }
        let superset = planned.superset.map { "\($0). " } ?? ""
        return superset + name + ": " + parts.joined(separator: " · ")
    }
}
