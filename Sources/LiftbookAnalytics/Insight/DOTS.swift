public import LiftbookModel

/// The DOTS score: a powerlifting total made comparable across body weights, with the
/// coefficients Tim Konertz published in 2019, as used by the German federation (BVDK), USA
/// Powerlifting and OpenPowerlifting.
public enum DOTS {
    /// `a + b·bw + c·bw² + d·bw³ + e·bw⁴`, and the body-weight range the polynomial is meant for.
    struct Coefficients {
        let a, b, c, d, e: Double
        let bodyWeight: ClosedRange<Double>
    }

    static let male = Coefficients(a: -307.75076, b: 24.0900756, c: -0.1918759221, d: 0.0007391293, e: -0.000001093,
                                   bodyWeight: 40...210)
    static let female = Coefficients(a: -57.96288, b: 13.6175032, c: -0.1126655495, d: 0.0005158568, e: -0.0000010706,
                                     bodyWeight: 40...150)

    /// `total × 500 / polynomial(body weight)`, body weight clamped to the published range (40–210 kg
    /// for men, 40–150 kg for women); nil for a total or body weight that is not positive.
    public static func score(totalKilograms: Double, bodyWeightKilograms: Double, sex: AthleteSex) -> Double? {
        guard totalKilograms > 0, bodyWeightKilograms > 0, totalKilograms.isFinite, bodyWeightKilograms.isFinite else { return nil }
        let k = sex == .female ? female : male
        let bw = min(max(bodyWeightKilograms, k.bodyWeight.lowerBound), k.bodyWeight.upperBound)
        let denominator = k.a + k.b * bw + k.c * bw * bw + k.d * bw * bw * bw + k.e * bw * bw * bw * bw
        guard denominator > 0 else { return nil }
        return totalKilograms * 500 / denominator
    }
}
