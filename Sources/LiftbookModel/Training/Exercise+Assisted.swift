/// Assisted exercises (SPEC §4): an assisted pull-up or dip machine, band help, or a name marked
/// `(Assisted)`, on a movement that body weight loads (pull-up, chin-up, dip, push-up, pistol and
/// the like). Their logged weight is help, not load: less help is progress. "Assisted" on a
/// barbell row or a lunge assists nothing: its weight stays load.
extension Exercise {
    /// True for an assisted variation: its id or name says so, or it is a body-weight exercise
    /// whose name carries an assistance word (`Assisted Squat`).
    public var isAssisted: Bool {
        if Self.namesAssistance(id.rawValue) || Self.namesAssistance(name) { return true }
        return type == .bodyweight && (AssistanceWords.marksHelp(name) || AssistanceWords.marksHelp(id.rawValue))
    }

    /// True when a name or id marks assistance on a movement body weight loads: `Assisted
    /// Pull-Up`, `Pull Up (Assisted)`, `assisted-dip`, `Pull Up (Band)`, `Band Assisted Chin-Up`,
    /// `Asst Dip`, `Barra Fixa Assistida`, `Klimmzug unterstützt`, `Dominadas asistidas`,
    /// `Tractions assistées`; never `Bent Over Row Assisted`.
    public static func namesAssistance(_ text: String) -> Bool {
        // Called for every exercise of every weekly window of the analysis: the name's bytes are
        // searched as they are for an assistance word first (ASCII letters folded to lower case,
        // no copy of the text); only a name that has one is split into words.
        var copy = text
        let candidate = copy.withUTF8 { bytes in
            if AssistanceWords.stems.contains(where: { bytes.containsFolded($0) }) { return true }
            // A band on a pull-up, chin-up or dip helps; a band elsewhere (a pull-apart) resists.
            guard bytes.containsFolded(AssistanceWords.band) else { return false }
            return AssistanceWords.bandHelped.contains { bytes.containsFolded($0) }
        }
        guard candidate else { return false }
        let words = AssistanceWords.words(text)
        let helped = words.contains(where: AssistanceWords.isAssistance) || text.lowercased().contains("(band)")
        return helped && AssistanceWords.namesBodyWeightMovement(words)
    }
}

extension LoggedSet {
    /// The help of an assisted set in kilograms (`bw-30` → 30); nil for any other set.
    public var helpKilograms: Double? {
        guard case .bodyweight(let added?)? = load, added.value < 0 else { return nil }
        return -added.kilograms
    }

    /// The load moved on an assisted set with a known body weight: body weight − help, kg.
    public func movedKilograms(bodyweight: Weight?) -> Double? {
        guard let help = helpKilograms, let bodyweight else { return nil }
        return max(0, bodyweight.kilograms - help)
    }
}

/// The words that mark assistance and the movements body weight loads.
enum AssistanceWords {
    /// Stems of the assistance words, as lower-case ASCII bytes: assisted, assistida, assisté,
    /// asistido, asst, unterstützt.
    static let stems = ["assist", "asist", "asst", "unterst"].map { Array($0.utf8) }
    static let band = Array("(band)".utf8)
    static let bandHelped = ["pull-up", "pull up", "pullup", "chin", "dip", "muscle-up", "muscle up"].map { Array($0.utf8) }

    /// One-word names of movements body weight loads, in the languages Liftbook reads.
    static let movements: Set<String> = [
        "pullup", "pullups", "chinup", "chinups", "chin", "chins", "dip", "dips", "pushup", "pushups", "pistol", "pistols",
        "muscleup", "muscleups", "nordic", "klimmzug", "klimmzüge", "klimmzuge", "liegestütz", "liegestütze", "liegestutz",
        "dominada", "dominadas", "fondos", "flexión", "flexion", "flexiones", "flexão", "flexao", "flexões", "flexoes",
        "paralela", "paralelas", "traction", "tractions", "pompe", "pompes", "trazioni", "trazione",
        "подтягивания", "подтягивание", "отжимания", "отжимание", "брусья", "пистолет",
    ]
    /// Two-word names: `pull up`, `chin up`, `push up`, `muscle up`, Portuguese `barra fixa`, Spanish `barra fija`.
    static let pairs: Set<[String]> = [["pull", "up"], ["chin", "up"], ["push", "up"], ["muscle", "up"], ["barra", "fixa"], ["barra", "fija"]]

    /// The lower-case words of a name: runs of letters and digits.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// `assisted`, `assistida`, `assisté`, `asistido`, `asst`, `unterstützt` (and their endings).
    static func isAssistance(_ word: String) -> Bool {
        word.hasPrefix("assist") || word.hasPrefix("asist") || word == "asst" || word.hasPrefix("unterstützt")
            || word.hasPrefix("unterstutzt")
    }

    /// True when a name or id carries an assistance word.
    static func marksHelp(_ text: String) -> Bool { words(text).contains(where: isAssistance) }

    /// True when the words name a movement body weight loads.
    static func namesBodyWeightMovement(_ words: [String]) -> Bool {
        if words.contains(where: movements.contains) { return true }
        return zip(words, words.dropFirst()).contains { pairs.contains([$0, $1]) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when `needle` (lower-case ASCII) occurs in these bytes, ASCII letters compared
    /// without case.
    fileprivate func containsFolded(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        for start in 0...(count - needle.count) {
            var matched = true
            for offset in 0..<needle.count {
                var byte = self[start + offset]
                if byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
                if byte != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }
}
