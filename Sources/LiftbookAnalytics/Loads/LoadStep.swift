public import LiftbookModel

/// What a lifter can load: the smallest step of an exercise in the display unit, and rounding
/// to it.
public struct LoadStep: Sendable, Hashable {
    /// The step, in `unit`.
    public var value: Double
    /// The display unit the step and every rounded load are in.
    public var unit: MassUnit

    /// Creates a step; a step that is not positive falls back to the unit's default.
    public init(_ value: Double, _ unit: MassUnit) {
        self.value = value > 0 && value.isFinite ? value : unit.defaultIncrement
        self.unit = unit
    }

    /// The exercise's own `increment`, else 5 kg / 10 lb for deadlifts, else 2.5 kg / 5 lb.
    public init(for id: ExerciseID, exercise: Exercise?, unit: MassUnit) {
        if let increment = exercise?.increment, increment.value > 0 {
            self.init(increment.value(in: unit), unit)
        } else if id.rawValue.containsBytes("deadlift") {
            self.init(unit.defaultIncrement * 2, unit)
        } else {
            self.init(unit.defaultIncrement, unit)
        }
    }

    /// The step as a weight.
    public var weight: Weight { Weight(value, unit) }

    /// `value` (in `unit`) rounded to the nearest multiple of the step.
    public func round(_ value: Double) -> Double {
        tidy((value / self.value).rounded() * self.value)
    }

    /// The finest load a lifter can make up in either unit (fractional plates): 0.25 kg or 0.25 lb.
    public static let finest = 0.25

    /// `value` as the lifter can load it: a weight that plates can make (a multiple of 0.25 in
    /// the display unit, such as 16, 101.25 or 227.5) stays; anything else (231.485 lb converted
    /// from kilograms, 264.55 lb from an export that rounded a conversion) is rounded to the step.
    public func loadable(_ value: Double) -> Double {
        let quarters = value / Self.finest
        return abs(quarters - quarters.rounded()) < 1e-6 ? tidy(value) : round(value)
    }

    /// The next loadable weight above `value`: the step added to what was loaded last time
    /// (rounded when that was converted from the other unit).
    public func increase(_ value: Double) -> Double { loadable(loadable(value) + self.value) }

    /// `fraction` of `value`, rounded, and always lighter than `value` when `value` is positive.
    public func reduce(_ value: Double, to fraction: Double) -> Double {
        let next = round(value * fraction)
        guard value > 0, next >= value - 1e-9 else { return max(0, next) }
        return max(0, tidy(value - self.value))
    }
}

/// Removes the binary noise of repeated decimal arithmetic (`6.6000000000000005` → `6.6`).
func tidy(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (value * 1_000_000).rounded() / 1_000_000
}
