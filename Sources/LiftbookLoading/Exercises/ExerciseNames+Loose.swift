import LiftbookModel

/// The looser rules that let the app catalogues' spellings meet the library's: word order,
/// plurals and compound spellings (`Lateral Dumbbell Raise`, `Lateral Band Walks`,
/// `Rope Push Down`), and a trailing equipment in parentheses (`Pec Deck (Machine)`).
extension ExerciseNames {
    /// The normalised name's words with plurals made singular, compounds split and equipment
    /// synonyms unified, in alphabetical order: `Lateral Raise (Dumbbell)` and
    /// `Lateral Dumbbell Raise` both give `dumbbell lateral raise`.
    package static func looseKey(_ name: String) -> String {
        looseKey(normalised: normalise(name))
    }

    /// ``looseKey(_:)`` of a name already normalised (``normalise(_:)``).
    static func looseKey(normalised: String) -> String {
        var words: [String] = []
        for word in self.words(of: normalised) {
            words += spelling(singular(word))
        }
        words = unifyEquipment(words)
        return words.sorted().joined(separator: " ")
    }

    /// The words of a name between its spaces. Nearly every name is ASCII without a carriage
    /// return, where each byte is a Character of its own, so splitting the bytes gives the same
    /// words as splitting the Characters, at a fraction of the cost (the built-in library's
    /// thousands of names are keyed at every start).
    private static func words(of text: String) -> [String] {
        guard isPlainASCII(text) else { return text.split(separator: " ").map(String.init) }
        return text.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// True when every byte of `text` is ASCII other than a carriage return (`\r\n` is one Character).
    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// `Presses` → `press`, `Ups` → `up`, `Biceps` → `bicep`; words ending in ss, us or is stay.
    static func singular(_ word: String) -> String {
        if word == "ups" { return "up" }
        if isPlainASCII(word) {
            // Bytes are Characters here (see `words(of:)`).
            let bytes = word.utf8
            guard bytes.count > 3, bytes.last == UInt8(ascii: "s") else { return word }
            let beforeLast = bytes[bytes.index(bytes.endIndex, offsetBy: -2)]
            guard beforeLast != UInt8(ascii: "s"), beforeLast != UInt8(ascii: "u"), beforeLast != UInt8(ascii: "i") else { return word }
            return String(decoding: bytes.dropLast(), as: UTF8.self)
        }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else { return word }
        return String(word.dropLast())
    }

    /// One word in the spelling the library uses, split where apps write a compound.
    private static func spelling(_ word: String) -> [String] {
        if let words = compounds[word] { return words }
        return [synonyms[word] ?? word]
    }

    private static let compounds: [String: [String]] = [
        "pullup": ["pull", "up"], "pushup": ["push", "up"], "chinup": ["chin", "up"], "situp": ["sit", "up"],
        "stepup": ["step", "up"], "pullapart": ["pull", "apart"], "pushdown": ["push", "down"], "pulldown": ["pull", "down"],
        "skullcrusher": ["skull", "crusher"], "deadbug": ["dead", "bug"], "pressdown": ["push", "down"],
    ]

    private static let synonyms: [String: String] = [
        "db": "dumbbell", "dumbell": "dumbbell", "bb": "barbell", "kb": "kettlebell",
        "flye": "fly",
    ]

    /// `machine plates`, `plate loaded` and `leverage machine` are a machine; `smith` alone is
    /// a Smith machine.
    private static func unifyEquipment(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : nil
            switch (word, next) {
            case ("machine", "plate"), ("plate", "loaded"), ("leverage", "machine"):
                result.append("machine")
                index += 2
                continue
            case ("smith", let following) where following != "machine":
                result += ["smith", "machine"]
            default:
                result.append(word)
            }
            index += 1
        }
        return result
    }

    /// The equipment an app writes in parentheses after a name, and the name before it:
    /// `Shrug (Machine Plates)` → (`Shrug`, machine). Nil when the parentheses hold no equipment.
    static func equipmentSuffix(_ name: String) -> (base: String, equipment: NameEquipment)? {
        let text = name.trimmingSpaces
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex else { return nil }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        let base = String(text[..<open]).trimmingSpaces
        guard !base.isEmpty, let equipment = NameEquipment(looseKey(inner)) else { return nil }
        return (base, equipment)
    }
}

/// What the parentheses of an app's exercise name say about its equipment.
enum NameEquipment: Equatable {
    /// A library equipment value: `barbell`, `machine`, `smith-machine`, … .
    case equipment(String)
    /// `(Weighted)`: a body-weight exercise with added weight.
    case weighted
    /// `(Assisted)`: a body-weight exercise with assisting weight.
    case assisted

    /// The equipment of a loose key (`machine` for `Machine Plates`), nil for anything else.
    init?(_ key: String) {
        switch key {
        case "barbell", "dumbbell", "kettlebell", "cable", "band", "machine", "plate", "bodyweight", "suspension":
            self = .equipment(key)
        case "band resistance": self = .equipment("band")
        case "machine smith": self = .equipment("smith-machine")
        case "bar ez", "ez": self = .equipment("ez-bar")
        case "bar trap", "bar hex": self = .equipment("trap-bar")
        case "ball medicine": self = .equipment("medicine-ball")
        case "trx": self = .equipment("suspension")
        case "weighted": self = .weighted
        case "assisted": self = .assisted
        default: return nil
        }
    }

    /// Whether the name may mean `exercise`: the same equipment, or a body-weight exercise
    /// written with added (`Weighted`, `Dumbbell`, `Kettlebell`, `Plate`) or assisting weight,
    /// which the importer reads as added or assisting weight.
    func fits(_ exercise: Exercise) -> Bool {
        let bodyweight = exercise.type == .bodyweight
        switch self {
        case .equipment(let value):
            if exercise.equipment == value { return true }
            return bodyweight && ["dumbbell", "kettlebell", "plate"].contains(value)
        case .weighted, .assisted:
            return bodyweight
        }
    }
}
