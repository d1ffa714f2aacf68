import LiftbookModel

extension SiteLoader {
    /// The display names of the built-in exercises in `language`
    /// (`Templates/i18n/exercises/<language>.yaml`), for the entries the site left under their
    /// built-in name: an exercise the site renamed in `exercises/` keeps the lifter's name, and a
    /// custom one has no built-in name. Empty for English, whose names are the library's own.
    static func displayNames(language: String, library: ExerciseLibrary, into diagnostics: inout [Diagnostic]) -> [ExerciseID: String] {
        let translated = StringTables.exerciseNames(language, into: &diagnostics)
        guard !translated.isEmpty else { return [:] }
        let builtIn = BuiltInLibrary.library
        return translated.filter { id, _ in
            guard let entry = library[id], let original = builtIn[id] else { return false }
            return entry.name == original.name
        }
    }
}
