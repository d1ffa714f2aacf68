/// Assisted exercises (SPEC §4): an assisted pull-up or dip machine, band help, or a name marked
/// `(Assisted)`. Their logged weight is help, not load: less help is progress.
extension Exercise {
    /// True for an assisted variation: its id or name says so.
    public var isAssisted: Bool { Self.namesAssistance(id.rawValue) || Self.namesAssistance(name) }

    /// True when a name or id marks assistance: `Assisted Pull-Up`, `Pull Up (Assisted)`,
    /// `assisted-dip`, `Pull Up (Band)`, `Band Assisted Chin-Up`.
    public static func namesAssistance(_ text: String) -> Bool {
        // Called for every exercise of every weekly window of the analysis: the name's bytes are
        // searched as they are, ASCII letters folded to lower case, with no copy of the text.
        var text = text
        return text.withUTF8 { bytes in
            if bytes.containsFolded(AssistanceWords.assisted) { return true }
            // A band on a pull-up, chin-up or dip helps; a band elsewhere (a pull-apart) resists.
            guard bytes.containsFolded(AssistanceWords.band) else { return false }
            return AssistanceWords.bandHelped.contains { bytes.containsFolded($0) }
        }
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

/// The words that mark assistance, as lower-case ASCII bytes.
private enum AssistanceWords {
    static let assisted = Array("assisted".utf8)
    static let band = Array("(band)".utf8)
    static let bandHelped = ["pull-up", "pull up", "pullup", "chin", "dip", "muscle-up", "muscle up"].map { Array($0.utf8) }
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
