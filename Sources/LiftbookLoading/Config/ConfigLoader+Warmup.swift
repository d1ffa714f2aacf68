import LiftbookModel
import Yams

/// `warmup:` in `liftbook.yaml`.
extension ConfigLoader {
    /// The most steps a warm-up scheme may have.
    static let maxWarmupSteps = 20

    /// `warmup: [bar x 10, 40% x 5, 60% x 3, 80% x 1]`, or `none` (also `[]`) for no ramp. A step
    /// that cannot be read is an error at its line; the others are kept.
    static func readWarmup(_ node: Node, in source: YAMLSource, into diagnostics: inout [Diagnostic]) -> WarmupScheme {
        let hint = "write each step as 'bar x 10' or '40% x 5' (a share of the first work set from 1% to 99%), or warmup: none"
        if let text = node.scalarText {
            if ["none", "off", "false"].contains(text.lowercased()) { return WarmupScheme(steps: []) }
            diagnostics.append(.error("'warmup' should be a list of steps or none, found '\(text)'", at: source.location(of: node), hint: hint))
            return .standard
        }
        guard case .sequence(let items) = node else {
            diagnostics.append(.error("'warmup' should be a list of steps, found \(node.kindName)", at: source.location(of: node), hint: hint))
            return .standard
        }
        var steps: [WarmupStep] = []
        if items.count > maxWarmupSteps {
            diagnostics.append(.error("'warmup' has \(items.count) steps; at most \(maxWarmupSteps) are read", at: source.location(of: node),
                                      hint: "a ramp of 3 to 6 steps is usual, e.g. [bar x 10, 40% x 5, 60% x 3, 80% x 1]"))
        }
        for item in items.prefix(maxWarmupSteps) {
            guard let text = item.scalarText, let step = WarmupStep(text: text) else {
                diagnostics.append(.error("'\(item.scalarText ?? item.kindName)' is not a warm-up step", at: source.location(of: item), hint: hint))
                continue
            }
            steps.append(step)
        }
        return WarmupScheme(steps: steps)
    }
}
