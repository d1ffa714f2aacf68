/// What apps write around an exercise's name besides the name: a parenthesised list of
/// equipment and side (`Overhead Press (Each Side, Dumbbells)`, `Lat Pulldown (Pulley)`,
/// `Curl (Each Arm)`) and effort tags (`Squat RPE6`, `Bench @8`).
extension ExerciseNames {
    /// A name taken apart: the name itself, the equipment its parentheses give, and whether they
    /// say it was done one side at a time.
    struct Qualified: Equatable {
        /// The name without its parentheses and tags.
        var base: String
        /// The equipment the parentheses name, if any.
        var equipment: NameEquipment?
        /// `(Each Side)`, `(Each Arm)`, `(Single Leg)`, …: the single-arm or single-leg words
        /// of the variant to look for; nil for a two-sided name.
        var sides: [String]?

        /// True when the name says one side at a time.
        var unilateral: Bool { sides != nil }
    }

    /// Parenthesised parts that say one side at a time, as loose keys, and the variants they mean.
    static let sideMarkers: [String: [String]] = [
        "arm each": ["Single Arm"], "arm per": ["Single Arm"], "arm single": ["Single Arm"], "arm one": ["Single Arm"],
        "each leg": ["Single Leg"], "leg per": ["Single Leg"], "leg single": ["Single Leg"], "leg one": ["Single Leg"],
        "each side": ["Single Arm", "Single Leg"], "per side": ["Single Arm", "Single Leg"], "side single": ["Single Arm", "Single Leg"],
        "unilateral": ["Single Arm", "Single Leg"],
    ]

    /// Reads `name`'s trailing parentheses (a comma-separated list of equipment and side) and
    /// effort tags; nil when the parentheses hold anything else, or there is nothing to read.
    static func qualified(_ name: String) -> Qualified? {
        var text = withoutTags(name.trimmingSpaces)
        var equipment: NameEquipment?
        var sides: [String]?
        var changed = text != name.trimmingSpaces
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            for part in inner.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == ";" }) {
                let key = looseKey(String(part))
                // `(RPE6)`, `(@8)`: a tag, not part of the name.
                if key.isEmpty || withoutTags(part.trimmingSpaces).isEmpty { continue }
                if let found = sideMarkers[key] {
                    sides = found
                } else if let found = NameEquipment(key) ?? NameEquipment(synonym: key), equipment == nil || equipment == found {
                    equipment = found
                } else {
                    return nil
                }
            }
            text = String(text[..<open]).trimmingSpaces
            changed = true
        }
        guard changed, !text.isEmpty else { return nil }
        return Qualified(base: text, equipment: equipment, sides: sides)
    }

    /// True for a name of a one-side variant: `Single Arm …`, `One-Leg …`, `Unilateral …`.
    package static func isUnilateral(_ name: String) -> Bool {
        let words = Set(normalise(name).split(separator: " "))
        if words.contains("unilateral") { return true }
        return (words.contains("single") || words.contains("one")) && (words.contains("arm") || words.contains("leg") || words.contains("side"))
    }

    /// The name without effort tags: `RPE6`, `RPE 6`, `@8`, `RIR2`, `RIR 2` as separate words.
    static func withoutTags(_ name: String) -> String {
        var words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var index = 0
        while index < words.count {
            let lower = words[index].lowercased()
            let isTag = ["rpe", "rir"].contains { lower.hasPrefix($0) && lower.count > $0.count && lower.dropFirst($0.count).allSatisfy { $0.isNumber || $0 == "." } }
                || (lower.hasPrefix("@") && lower.count > 1 && lower.dropFirst().allSatisfy { $0.isNumber || $0 == "." })
            let isSplitTag = (lower == "rpe" || lower == "rir") && index + 1 < words.count && words[index + 1].allSatisfy { $0.isNumber || $0 == "." }
            if isSplitTag {
                words.removeSubrange(index...(index + 1))
            } else if isTag {
                words.remove(at: index)
            } else {
                index += 1
            }
        }
        return words.joined(separator: " ")
    }
}

extension NameEquipment {
    /// Equipment named by another word: `pulley` and `rope` are a cable, `plates` a machine.
    init?(synonym key: String) {
        switch key {
        case "pulley", "cable pulley", "rope", "cable rope": self = .equipment("cable")
        case "lever", "leverage", "selectorized", "pin loaded", "loaded pin": self = .equipment("machine")
        case "body weight", "bw", "weight body": self = .equipment("bodyweight")
        default: return nil
        }
    }

    /// The word the library's names use for the equipment: `Dumbbell`, `Cable`, … .
    var nameWord: String? {
        guard case .equipment(let value) = self, value != "bodyweight" else { return nil }
        return value.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
