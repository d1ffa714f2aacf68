/// One step of a warm-up ramp: the empty bar or a share of the work load, for some reps.
public struct WarmupStep: Sendable, Hashable, CustomStringConvertible {
    /// What the step loads.
    public enum Load: Sendable, Hashable {
        /// The empty bar.
        case bar
        /// A percentage (0–100) of the first work set's load.
        case percent(Double)
    }

    /// The load of the step.
    public var load: Load
    /// The reps of the step.
    public var reps: Int

    /// Creates a step.
    public init(_ load: Load, reps: Int) {
        self.load = load
        self.reps = reps
    }

    /// `bar x 10`, `40% x 5`: how `liftbook.yaml` writes it.
    public var description: String {
        switch load {
        case .bar: "bar x \(reps)"
        case .percent(let share): "\(formatNumber(share))% x \(reps)"
        }
    }

    /// Reads `bar x 10` or `40% x 5` (`×` or `*` also separate); nil when it is neither.
    public init?(text: String) {
        let unified = String(text.lowercased().map { $0 == "×" || $0 == "*" ? "x" : $0 })
        let parts = unified.split(separator: "x", omittingEmptySubsequences: false).map { String($0.filter { $0 != " " }) }
        guard parts.count == 2, let reps = Int(parts[1]), reps >= 1, reps <= 100 else { return nil }
        if parts[0] == "bar" {
            self.init(.bar, reps: reps)
        } else if parts[0].hasSuffix("%"), let share = Double(parts[0].dropLast()), share > 0, share < 100 {
            self.init(.percent(share), reps: reps)
        } else {
            return nil
        }
    }
}

/// `warmup:` in `liftbook.yaml`: the ramp of lighter sets before a barbell exercise's work sets.
public struct WarmupScheme: Sendable, Hashable {
    /// The steps, lightest first; empty for no ramp (`warmup: none`).
    public var steps: [WarmupStep]

    /// Creates a scheme.
    public init(steps: [WarmupStep]) { self.steps = steps }

    /// Bar × 10, 40% × 5, 60% × 3, 80% × 1.
    public static let standard = WarmupScheme(steps: [
        WarmupStep(.bar, reps: 10), WarmupStep(.percent(40), reps: 5), WarmupStep(.percent(60), reps: 3), WarmupStep(.percent(80), reps: 1),
    ])
}
