/// The RTS RPE chart: the share of a one-rep max a lifter can move for a number of reps with a
/// number of reps in reserve (RIR = 10 − RPE).
public enum RPEChart {
    /// Percent of 1RM for 1 to 12 reps to failure (reps + RIR).
    public static let percentages: [Double] = [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0]

    /// The lowest percentage the chart extrapolates to beyond 12 reps to failure.
    public static let floorPercentage = 50.0

    /// The RPE assumed for a set logged without one.
    public static let defaultRPE = 10.0

    /// Percent of 1RM for `reps` at `rpe`: the chart's value for reps + (10 − rpe) reps to
    /// failure; half steps (and any fraction) interpolate between neighbours; beyond 12 the last
    /// step continues down to ``floorPercentage``.
    public static func percent(reps: Int, rpe: Double) -> Double {
        let clampedRPE = min(10, max(1, rpe))
        let toFailure = max(1, Double(max(1, reps)) + 10 - clampedRPE)
        let last = percentages.count
        if toFailure >= Double(last) {
            let slope = percentages[last - 2] - percentages[last - 1]
            return max(floorPercentage, percentages[last - 1] - slope * (toFailure - Double(last)))
        }
        let lower = Int(toFailure.rounded(.down))
        let fraction = toFailure - Double(lower)
        let below = percentages[lower - 1]
        let above = percentages[lower]
        return below + (above - below) * fraction
    }

    /// The 1RM implied by `weight × reps` at `rpe` (no RPE counts as ``defaultRPE``).
    public static func e1RM(weight: Double, reps: Int, rpe: Double?) -> Double {
        guard weight > 0, reps > 0 else { return 0 }
        return weight / (percent(reps: reps, rpe: rpe ?? defaultRPE) / 100)
    }

    /// The load for `reps` at `rpe` from a 1RM, before rounding.
    public static func load(e1RM: Double, reps: Int, rpe: Double) -> Double {
        e1RM * percent(reps: reps, rpe: rpe) / 100
    }
}
