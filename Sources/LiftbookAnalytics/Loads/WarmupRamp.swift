public import LiftbookModel

/// A warm-up set of a ramp: its load as made with the plates, and its reps.
public struct WarmupSet: Sendable, Hashable {
    /// The load, with the plates per side.
    public var load: PlateLoad
    /// The reps.
    public var reps: Int

    /// Creates a set.
    public init(load: PlateLoad, reps: Int) {
        self.load = load
        self.reps = reps
    }
}

/// Works out the warm-up sets before a barbell exercise's first work set.
public enum WarmupRamp {
    /// The ramp up to `work` (in the equipment's unit): each step's load rounded to the nearest
    /// one the bar and plates make (the lighter on a tie); a step below the bar, one that comes to
    /// the load of the step before it, and one not lighter than the work load are left out. Empty
    /// for equipment other than a barbell, or a work load not above the bar.
    public static func sets(before work: Double, with equipment: PlateSet, scheme: WarmupScheme) -> [WarmupSet] {
        guard case .barbell(let bar, _) = equipment.equipment, work.isFinite, work > bar + 1e-6 else { return [] }
        var result: [WarmupSet] = []
        for step in scheme.steps {
            let wanted: Double
            switch step.load {
            case .bar: wanted = bar
            case .percent(let share): wanted = work * share / 100
            }
            guard wanted >= bar - 1e-6 else { continue }
            let load = PlateMath.load(wanted, with: equipment)
            guard load.total < work - 1e-6 else { continue }
            if let last = result.last, abs(last.load.total - load.total) < 1e-6 { continue }
            result.append(WarmupSet(load: load, reps: step.reps))
        }
        return result
    }

    /// The ramp before `r`'s first work set, when its exercise is loaded on a barbell
    /// (`plates` and the library say which); empty otherwise.
    public static func sets(for r: Recommendation, exercise: Exercise?, plates: PlateSettings, unit: MassUnit,
                            scheme: WarmupScheme) -> [WarmupSet] {
        guard let equipment = plates.equipment(for: r.exercise, exercise: exercise, unit: unit) else { return [] }
        let first = r.prescribed.first?.weight ?? r.weight
        guard let first, first.value > 0 else { return [] }
        return sets(before: first.value(in: unit), with: equipment, scheme: scheme)
    }
}

extension WarmupRamp {
    /// `20 kg × 10 (empty bar), 40 kg × 5 (10 per side), 60 kg × 3 (20 per side)`, in the
    /// language of `writer` (`20 kg × 10 (leere Stange), 42,5 kg × 5 (11,25 pro Seite)`); empty for no sets.
    public static func words(_ sets: [WarmupSet], in writer: MessageWriter) -> String {
        sets.map { set in
            let plates = PlateWords.perSide(set.load).map { " (\(writer.write($0)))" } ?? ""
            return writer.write(Message("words.set", ["weight": .weight(Weight(set.load.total, set.load.unit)), "reps": .count(set.reps)])) + plates
        }.joined(separator: ", ")
    }
}
