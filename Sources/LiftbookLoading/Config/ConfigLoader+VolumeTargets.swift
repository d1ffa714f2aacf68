import LiftbookModel
import Yams

extension ConfigLoader {
    /// `volumeTargets: {chest: 10-20, biceps: none}`: weekly set bands per muscle, each replacing
    /// the default of its muscle; `none` drops a muscle's band.
    static func readVolumeTargets(_ f: inout MappingReader, source: YAMLSource, into config: inout SiteConfig,
                                  diagnostics: inout [Diagnostic]) {
        guard let node = f.node("volumeTargets"),
              var t = MappingReader(node, in: source, what: "'volumeTargets'", into: &diagnostics) else { return }
        var targets = config.volumeTargets
        for key in t.keys {
            let location = t.location(key)
            let muscles = VolumeTargetText.muscles(named: key)
            guard !muscles.isEmpty else {
                let known = knownMuscles + VolumeTargetText.groupNames
                diagnostics.append(.error("unknown muscle '\(key)' in 'volumeTargets'", at: t.keyLocation(key),
                                          hint: Suggestions.hint(for: key.lowercased(), among: known) ?? "known: \(knownMuscles.joined(separator: ", "))"))
                continue
            }
            guard let value = t.node(key), let text = value.scalarText else {
                diagnostics.append(.error("the target of '\(key)' should be a range of weekly sets such as 10-20", at: location,
                                          hint: "write '\(key): 10-20', or '\(key): none' for no target"))
                continue
            }
            switch VolumeTargetText.parse(text) {
            case .none:
                for muscle in muscles { targets[muscle] = nil }
            case .band(let band):
                for muscle in muscles { targets[muscle] = band }
            case .invalid(let problem):
                diagnostics.append(.error("the target of '\(key)' \(problem), found '\(text)'", at: location,
                                          hint: "write the weekly sets as LOW-HIGH from 0 to \(formatNumber(VolumeTarget.maximumSets)), for example '\(key): 10-20', or 'none'"))
            }
        }
        config.volumeTargets = targets
    }
}

/// The text of a `volumeTargets:` entry.
enum VolumeTargetText {
    enum Parsed: Equatable {
        case none
        case band(VolumeTarget)
        case invalid(String)
    }

    /// Names that stand for several library muscles, and short names lifters use.
    static let groups: [String: [String]] = [
        "back": ["lats", "middle back"], "quads": ["quadriceps"], "abs": ["abdominals"], "delts": ["shoulders"],
    ]
    static var groupNames: [String] { groups.keys.sorted() }

    /// The library muscles a key names (`Lower-Back` → lower back; `back` → lats, middle back); empty when none.
    static func muscles(named key: String) -> [String] {
        let name = key.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }.reduce(into: "") { $0.append($1) }.trimmingSpaces
        if knownMuscles.contains(name) { return [name] }
        return groups[name] ?? []
    }

    /// `10-20`, `10–20`, `7.5 - 15`, `none`.
    static func parse(_ text: String) -> Parsed {
        let trimmed = text.trimmingSpaces
        if ["none", "off", "no"].contains(trimmed.lowercased()) { return .none }
        let parts = trimmed.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "–" || $0 == "—" }
        guard parts.count == 2 else { return .invalid("should be a range of weekly sets") }
        guard let low = Double(String(parts[0]).trimmingSpaces), let high = Double(String(parts[1]).trimmingSpaces),
              low.isFinite, high.isFinite else { return .invalid("should be two numbers of sets") }
        guard low >= 0, high <= VolumeTarget.maximumSets else { return .invalid("should lie from 0 to \(formatNumber(VolumeTarget.maximumSets)) sets") }
        guard low <= high else { return .invalid("starts above where it ends") }
        return .band(VolumeTarget(low: low, high: high))
    }
}
