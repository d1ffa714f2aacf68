/// One body-weight measurement: from the body-weight log (`bodyweight.csv` or `.yaml`) or a
/// session's `bodyweight:`.
public struct BodyWeightEntry: Sendable, Hashable {
    /// The day it was measured.
    public var date: LocalDate
    /// The weight, in the unit it was written in.
    public var weight: Weight
    /// Where it was written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(date: LocalDate, weight: Weight, location: SourceLocation) {
        self.date = date
        self.weight = weight
        self.location = location
    }
}

/// The sex DOTS coefficients are published for.
public enum AthleteSex: String, Sendable, Hashable, CaseIterable, Codable {
    case male, female
}

/// `athlete:` in `liftbook.yaml`: what scores such as DOTS need to know about the lifter.
public struct AthleteSettings: Sendable, Hashable {
    /// Without it, no DOTS score is shown.
    public var sex: AthleteSex?

    /// Creates settings.
    public init(sex: AthleteSex? = nil) {
        self.sex = sex
    }
}

extension SiteConfig {
    /// The main lifts shown together on the home page and used for relative strength, unless
    /// `mainLifts:` names others.
    public static let defaultMainLifts: [ExerciseID] = ["barbell-back-squat", "barbell-bench-press", "barbell-deadlift", "overhead-press"]
}
