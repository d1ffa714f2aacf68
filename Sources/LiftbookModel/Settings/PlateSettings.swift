/// What a lifter can put on an exercise: a bar with plates, a machine's stack, or a rack of
/// fixed weights (dumbbells). Every number is in ``unit``.
public enum Equipment: Sendable, Hashable {
    /// A bar of `bar` loaded with pairs of the plates owned (any number of each).
    case barbell(bar: Double, plates: [Double])
    /// A machine or anything loaded in steps of `step`.
    case stack(step: Double)
    /// Fixed weights such as dumbbells, each load listed.
    case fixed([Double])
}

/// The equipment of one unit (or one exercise), in that unit.
public struct PlateSet: Sendable, Hashable {
    /// The unit every number is in.
    public var unit: MassUnit
    /// What can be loaded.
    public var equipment: Equipment

    /// Creates a set.
    public init(unit: MassUnit, equipment: Equipment) {
        self.unit = unit
        self.equipment = equipment
    }

    /// 20 kg bar with 25/20/15/10/5/2.5/1.25 kg plates, or 45 lb bar with 45/35/25/10/5/2.5 lb.
    public static func standard(_ unit: MassUnit) -> PlateSet {
        switch unit {
        case .kg: PlateSet(unit: .kg, equipment: .barbell(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]))
        case .lb: PlateSet(unit: .lb, equipment: .barbell(bar: 45, plates: [45, 35, 25, 10, 5, 2.5]))
        }
    }
}

/// `plates:` in `liftbook.yaml`: the bar and plates per unit, and equipment per exercise.
public struct PlateSettings: Sendable, Hashable {
    /// The kilogram bar and plates.
    public var kg: PlateSet
    /// The pound bar and plates.
    public var lb: PlateSet
    /// Equipment of single exercises (a trap bar, a machine's stack, dumbbells), by id.
    public var exercises: [ExerciseID: PlateSet]

    /// Creates settings; by default the standard bar and plates of each unit.
    public init(kg: PlateSet = .standard(.kg), lb: PlateSet = .standard(.lb), exercises: [ExerciseID: PlateSet] = [:]) {
        self.kg = kg
        self.lb = lb
        self.exercises = exercises
    }

    /// The bar and plates of a unit.
    public func standard(_ unit: MassUnit) -> PlateSet { unit == .kg ? kg : lb }

    /// The equipment of an exercise in the display unit: its own entry, else the unit's bar and
    /// plates when the library lists it as a barbell exercise; nil otherwise.
    public func equipment(for id: ExerciseID, exercise: Exercise?, unit: MassUnit) -> PlateSet? {
        if let own = exercises[id] { return own }
        guard exercise?.equipment?.lowercased() == "barbell" else { return nil }
        return standard(unit)
    }
}

/// `stalls:` in `liftbook.yaml`: when a lift counts as stalled, and how long a break deloads.
public struct StallSettings: Sendable, Hashable {
    /// Sessions without an e1RM rise before a lift counts as stalled.
    public var sessions: Int
    /// The rise, in percent, that counts as progress.
    public var percent: Double
    /// Days without an exercise after which its next target is deloaded 10%.
    public var breakDays: Int

    /// Creates settings: 3 sessions, 0.5%, 14 days.
    public init(sessions: Int = 3, percent: Double = 0.5, breakDays: Int = 14) {
        self.sessions = sessions
        self.percent = percent
        self.breakDays = breakDays
    }
}
