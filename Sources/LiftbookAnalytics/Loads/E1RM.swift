import Foundation
public import LiftbookModel

/// Estimated one-rep maxes from a set of `weight × reps`.
public enum E1RM {
    /// The estimated 1RM of `weight × reps` (in whatever unit `weight` is in) by `formula`.
    ///
    /// A single is its own 1RM whatever the formula; no reps give 0. Brzycki is undefined from
    /// 37 reps on, so such sets fall back to Epley.
    public static func estimate(weight: Double, reps: Int, formula: E1RMFormula = .epley) -> Double {
        guard reps > 0, weight > 0 else { return 0 }
        guard reps > 1 else { return weight }
        let r = Double(reps)
        switch formula {
        case .epley:
            return epley(weight, r)
        case .brzycki:
            return reps < 37 ? weight * 36 / (37 - r) : epley(weight, r)
        case .lombardi:
            return weight * pow(r, 0.10)
        case .mayhew:
            return 100 * weight / (52.2 + 41.9 * exp(-0.055 * r))
        case .wathan:
            return 100 * weight / (48.8 + 53.8 * exp(-0.075 * r))
        }
    }

    /// The estimated 1RM of a logged set (its counted load in kilograms); 0 for a set that is
    /// not a rep set or has no counted load.
    public static func estimate(_ set: LoggedSet, formula: E1RMFormula = .epley) -> Double {
        guard set.isRepSet else { return 0 }
        return estimate(weight: set.kilograms, reps: set.reps ?? 0, formula: formula)
    }

    /// The estimated 1RM of a logged set, where a body-weight set with added weight and a known
    /// body weight is estimated on body weight + added load and given as the added load it
    /// implies (80 kg, `bw+2.5 x 10`, Epley: 82.5 × (1 + 10/30) − 80 = 30 kg). Without a body
    /// weight, the added load's estimate, as the apps compute it (SPEC §4).
    public static func estimate(_ set: LoggedSet, formula: E1RMFormula = .epley, bodyweightKilograms: Double?) -> Double {
        guard set.isRepSet else { return 0 }
        if let bodyweight = bodyweightKilograms, bodyweight > 0, case .bodyweight(let added?)? = set.load, added.value > 0 {
            return max(0, estimate(weight: bodyweight + added.kilograms, reps: set.reps ?? 0, formula: formula) - bodyweight)
        }
        return estimate(weight: set.kilograms, reps: set.reps ?? 0, formula: formula)
    }

    private static func epley(_ weight: Double, _ reps: Double) -> Double {
        weight * (1 + reps / 30)
    }
}
