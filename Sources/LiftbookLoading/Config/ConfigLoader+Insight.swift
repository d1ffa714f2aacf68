import LiftbookModel
import Yams

extension ConfigLoader {
    /// `athlete: {sex: male}` and `mainLifts: [ids]`.
    static func readInsight(_ f: inout MappingReader, source: YAMLSource, into config: inout SiteConfig, diagnostics: inout [Diagnostic]) {
        if let node = f.node("athlete"), var a = MappingReader(node, in: source, what: "'athlete'", into: &diagnostics) {
            config.athlete.sex = a.choice("sex", as: AthleteSex.self, into: &diagnostics)
            a.reportUnknownKeys(what: "'athlete'", into: &diagnostics)
        }
        if f.has("mainLifts") {
            let lifts = f.strings("mainLifts", into: &diagnostics).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            config.mainLifts = lifts.map { ExerciseID($0) }
            config.mainLiftsLocation = f.location("mainLifts")
        } else {
            _ = f.node("mainLifts")
        }
        readVolumeTargets(&f, source: source, into: &config, diagnostics: &diagnostics)
    }
}
