import LiftbookLoading
package import LiftbookModel
package import LiftbookSystem

/// `liftbook import-routine`: a shared routine file's day taken into the site's `routine.yaml`,
/// with the exercises the site does not know appended to `exercises/imported.yaml`.
package enum RoutineImportRun {
    /// What to import, and where.
    package struct Options: Sendable, Equatable {
        /// The shared file as the user named it (its path or address), for messages.
        package var sharedPath: String
        /// The site's weekday to put the day on.
        package var target: Weekday
        /// The shared file's day to take; nil for its only one (or the one named like the target).
        package var source: Weekday?
        /// Overwrite the target day even when it is a training day.
        package var replace: Bool

        /// Options for an import.
        package init(sharedPath: String, target: Weekday, source: Weekday? = nil, replace: Bool = false) {
            self.sharedPath = sharedPath
            self.target = target
            self.source = source
            self.replace = replace
        }
    }

    /// The files to write and what was imported.
    package struct Imported: Sendable, Equatable {
        /// `exercises/imported.yaml` (when exercises were new) and `routine.yaml`, relative to the
        /// site folder, to replace the files of their names together.
        package var files: [OutputFile]
        /// The day as it now reads in `routine.yaml`.
        package var day: RoutineDay
        /// What the day was before: nil when `routine.yaml` did not exist.
        package var previous: RoutineDay?
    }

    /// The file exercises the site did not know are kept in.
    package static let importedExercisesPath = "exercises/imported.yaml"

    /// Loads the site, reads the shared text (`shared` gets the followed lifters, for addresses
    /// of followed posts) and returns the new files; the diagnostics (the load's first) say why
    /// when it refuses. It refuses when the library has errors (an exercise it could not read
    /// would be added again as unknown) and when `routine.yaml` or `exercises/imported.yaml` is
    /// there but cannot be read: only a missing file is taken as absent, never one it would
    /// rewrite without the entries it could not read.
    package static func run(_ pipeline: BuildPipeline, options: Options, shared: (Following) throws -> String) throws -> CommandRun<Imported> {
        let loaded = try pipeline.run(through: .load).loaded
        var diagnostics = loaded.diagnostics
        if loaded.diagnostics.errors.contains(where: { $0.location.path.hasPrefix("exercises/") }) {
            return CommandRun(stop: .refused(message: "the exercise library (exercises/) has errors; nothing was changed",
                                             hint: "fix them, then import again: an exercise that cannot be read would be added a second time"),
                              diagnostics: diagnostics)
        }
        let data = loaded.data
        let text = try shared(data.following)
        var library = ExerciseLibrary(data.exercises.values.sorted { $0.id < $1.id })
        let unknown = SharedExercises.unknown(in: text, path: options.sharedPath, library: library, names: names(in: data.following))
        for item in unknown { library.add(item.exercise) }
        guard let existing = read("routine.yaml", from: pipeline.files, into: &diagnostics),
              let old = unknown.isEmpty ? .absent : read(importedExercisesPath, from: pipeline.files, into: &diagnostics) else {
            return CommandRun(stop: .diagnosed, diagnostics: diagnostics)
        }
        let outcome = RoutineImport(library: library, unit: data.config.logUnit)
            .run(shared: text, sharedPath: options.sharedPath, from: options.source, into: existing.text,
                 as: options.target, replace: options.replace)
        // An exercise is kept only when the import is: a refused one names none.
        let kept = outcome.text == nil ? [] : unknown.map { item in
            Diagnostic.warning("unknown exercise '\(item.reference)'; it is kept as a custom exercise", at: item.location,
                               hint: "it is added to exercises/imported.yaml as '\(item.exercise.name)'; set its category and muscles there")
        }
        diagnostics += kept + outcome.diagnostics
        guard let routine = outcome.text, let day = outcome.day else { return CommandRun(stop: .diagnosed, diagnostics: diagnostics) }
        var files: [OutputFile] = []
        if !unknown.isEmpty {
            var exercises = old.text ?? ""
            if !exercises.isEmpty, !exercises.hasSuffix("\n") { exercises += "\n" }
            exercises += SharedExercises.fileText(unknown, header: old.text == nil)
            files.append(OutputFile(path: importedExercisesPath, contents: exercises))
        }
        files.append(OutputFile(path: "routine.yaml", contents: routine))
        return CommandRun(Imported(files: files, day: day, previous: outcome.previous), diagnostics: diagnostics)
    }

    /// The file at `path` (absent or its text), or nil when it is there but cannot be read: the
    /// reason is added to `diagnostics` unless loading already said it.
    static func read(_ path: String, from files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> TextFile.Existing? {
        var found: [Diagnostic] = []
        let existing = TextFile.readIfPresent(path, from: files, into: &found)
        diagnostics += found.filter { !diagnostics.contains($0) }
        return existing == .unreadable ? nil : existing
    }

    /// The names the followed feeds give to exercise ids.
    static func names(in following: Following) -> [String: String] {
        var names: [String: String] = [:]
        for post in following.posts {
            for exercise in post.days.flatMap(\.exercises) where names[exercise.id] == nil { names[exercise.id] = exercise.name }
        }
        return names
    }
}
