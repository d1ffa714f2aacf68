import LiftbookModel

/// Reads weights written as text in settings: `80`, `80kg`, `82.4 kg`, `225lb`.
enum WeightText {
    /// The weight, with `defaultUnit` when the text names none; nil when unreadable or not finite.
    static func parse(_ text: String, defaultUnit: MassUnit) -> Weight? {
        let trimmed = text.trimmingSpaces.lowercased()
        var number = trimmed
        var unit = defaultUnit
        for spelling in ["kgs", "kg", "lbs", "lb"] where trimmed.hasSuffix(spelling) {
            number = String(trimmed.dropLast(spelling.count)).trimmingSpaces
            unit = MassUnit(spelling: spelling) ?? defaultUnit
            break
        }
        guard let value = Double(number), value.isFinite, !number.hasPrefix("+") else { return nil }
        return Weight(value, unit)
    }
}
