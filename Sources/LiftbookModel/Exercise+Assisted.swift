/// Assisted exercises (SPEC §4): an assisted pull-up or dip machine, band help, or a name marked
/// `(Assisted)`. Their logged weight is help, not load: less help is progress.
extension Exercise {
    /// True for an assisted variation: its id or name says so.
    public var isAssisted: Bool { Self.namesAssistance(id.rawValue) || Self.namesAssistance(name) }

    /// True when a name or id marks assistance: `Assisted Pull-Up`, `Pull Up (Assisted)`,
    /// `assisted-dip`, `Pull Up (Band)`, `Band Assisted Chin-Up`.
    public static func namesAssistance(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.contains("assisted") { return true }
        // A band on a pull-up, chin-up or dip helps; a band elsewhere (a pull-apart) resists.
        guard lower.contains("(band)") else { return false }
        return ["pull-up", "pull up", "pullup", "chin", "dip", "muscle-up", "muscle up"].contains { lower.contains($0) }
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
