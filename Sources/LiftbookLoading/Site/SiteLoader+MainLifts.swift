import LiftbookModel

extension SiteLoader {
    /// `mainLifts:` resolved to library ids (names and aliases work); a name no exercise has is
    /// warned about and left out.
    static func mainLifts(_ config: SiteConfig, library: ExerciseLibrary, into diagnostics: inout [Diagnostic]) -> [ExerciseID] {
        guard let location = config.mainLiftsLocation else { return config.mainLifts }
        var result: [ExerciseID] = []
        for name in config.mainLifts {
            guard let id = library.resolve(name.rawValue) else {
                diagnostics.append(.warning("main lift '\(name)' names no exercise; it is left out of the main-lifts chart", at: location,
                                            hint: library.hint(for: name.rawValue)))
                continue
            }
            if !result.contains(id) { result.append(id) }
        }
        return result
    }
}
