import LiftbookModel
import Yams

/// `plates:` and `stalls:` in `liftbook.yaml`.
extension ConfigLoader {
    /// `plates: {kg: {bar, plates}, lb: {bar, plates}, exercises: {id: {bar, plates} | {step} | {dumbbells}}}`.
    static func readPlates(_ p: inout MappingReader, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> PlateSettings {
        var settings = PlateSettings()
        for own in MassUnit.allCases {
            guard let node = p.node(own.rawValue), var f = MappingReader(node, in: p.source, what: "'plates.\(own.rawValue)'", into: &diagnostics)
            else { continue }
            let set = equipment(&f, unit: own, fallback: .standard(own), what: "'plates.\(own.rawValue)'", into: &diagnostics)
            if own == .kg { settings.kg = set } else { settings.lb = set }
        }
        if let node = p.node("exercises"), var e = MappingReader(node, in: p.source, what: "'plates.exercises'", into: &diagnostics) {
            for key in e.keys {
                guard let entry = e.node(key) else { continue }
                guard ExerciseID.isSlug(key) else {
                    diagnostics.append(.error("'\(key)' is not an exercise id", at: e.location(key),
                                              hint: "use the exercise's id, the last part of its page address, such as trap-bar-deadlift"))
                    continue
                }
                guard var f = MappingReader(entry, in: p.source, what: "'plates.exercises.\(key)'", into: &diagnostics) else { continue }
                settings.exercises[ExerciseID(key)] = equipment(&f, unit: unit, fallback: settings.standard(unit),
                                                                what: "'plates.exercises.\(key)'", into: &diagnostics)
            }
        }
        p.reportUnknownKeys(what: "'plates'", into: &diagnostics)
        return settings
    }

    /// One of `{bar, plates}`, `{step}` or `{dumbbells}`; what is not given comes from `fallback`.
    private static func equipment(_ f: inout MappingReader, unit: MassUnit, fallback: PlateSet, what: String,
                                  into diagnostics: inout [Diagnostic]) -> PlateSet {
        var fallbackBar = 0.0, fallbackPlates: [Double] = []
        if case .barbell(let bar, let plates) = fallback.equipment {
            fallbackBar = bar
            fallbackPlates = plates
        }
        let kinds = ["bar", "plates", "step", "dumbbells"].filter { f.has($0) }
        if kinds.contains("step") || kinds.contains("dumbbells"), kinds.count > 1 {
            diagnostics.append(.error("\(what) mixes \(kinds.joined(separator: ", "))", at: f.location(kinds[1]),
                                      hint: "give a bar and plates, or a machine's 'step', or a list of 'dumbbells' — one of them"))
        }
        if kinds.contains("step") || kinds.contains("dumbbells") {
            // Read every key once (a mix is reported above), then report the unknown ones.
            let step = f.number("step", in: 0.25...100, into: &diagnostics)
            let loads = f.has("dumbbells") && step == nil ? weights(&f, "dumbbells", into: &diagnostics) : []
            _ = f.node("dumbbells"); _ = f.node("bar"); _ = f.node("plates")
            f.reportUnknownKeys(what: what, into: &diagnostics)
            if let step { return PlateSet(unit: unit, equipment: .stack(step: step)) }
            if !loads.isEmpty { return PlateSet(unit: unit, equipment: .fixed(loads)) }
            return fallback
        }
        let bar = f.number("bar", in: 0...100, into: &diagnostics) ?? fallbackBar
        var plates = fallbackPlates
        if f.has("plates") {
            let owned = weights(&f, "plates", into: &diagnostics)
            if !owned.isEmpty { plates = owned }
        }
        f.reportUnknownKeys(what: what, into: &diagnostics)
        return PlateSet(unit: unit, equipment: .barbell(bar: bar, plates: plates))
    }

    /// A list of positive weights (0.25 to 100, in hundredths at most), largest first, each once.
    private static func weights(_ f: inout MappingReader, _ key: String, into diagnostics: inout [Diagnostic]) -> [Double] {
        let location = f.location(key)
        var result: [Double] = []
        for text in f.strings(key, into: &diagnostics) {
            guard let value = Double(text.trimmingSpaces), value.isFinite, value >= 0.25, value <= 100,
                  abs(value * 100 - (value * 100).rounded()) < 1e-6 else {
                diagnostics.append(.error("'\(key)' should list weights from 0.25 to 100, found '\(text)'", at: location,
                                          hint: "for example \(key): [25, 20, 15, 10, 5, 2.5, 1.25]"))
                continue
            }
            if !result.contains(value) { result.append(value) }
        }
        if result.isEmpty, !diagnostics.contains(where: { $0.location == location }) {
            diagnostics.append(.error("'\(key)' should list at least one weight", at: location,
                                      hint: "for example \(key): [25, 20, 15, 10, 5, 2.5, 1.25]"))
        }
        return result.sorted(by: >)
    }

    /// `stalls: {sessions: 3, percent: 0.5, breakDays: 14}`.
    static func readStalls(_ s: inout MappingReader, into diagnostics: inout [Diagnostic]) -> StallSettings {
        var settings = StallSettings()
        if let sessions = s.int("sessions", in: 2...20, into: &diagnostics) { settings.sessions = sessions }
        if let percent = s.number("percent", in: 0...10, into: &diagnostics) { settings.percent = percent }
        if let days = s.int("breakDays", in: 7...365, into: &diagnostics) { settings.breakDays = days }
        s.reportUnknownKeys(what: "'stalls'", into: &diagnostics)
        return settings
    }
}
