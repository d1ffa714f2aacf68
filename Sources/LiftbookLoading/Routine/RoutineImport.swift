package import LiftbookModel

/// Takes a day of a shared routine file into a site's `routine.yaml` by inserting or replacing
/// text: every other line, comment and blank line of the file stays as it was. The result is read
/// back and must give the shared day exactly and every other day unchanged, or nothing is written.
package struct RoutineImport: Sendable {
    /// The importing site's library (the shared exercises must be in it).
    package let library: ExerciseLibrary
    /// The importing site's unit, for weights written without one.
    package let unit: MassUnit

    /// Creates an importer for a site.
    package init(library: ExerciseLibrary, unit: MassUnit) {
        self.library = library
        self.unit = unit
    }

    /// What an import did, or why it refused.
    package struct Outcome: Sendable {
        /// The new text of `routine.yaml`; nil when the import was refused.
        package var text: String?
        /// The day as it now reads in `routine.yaml`.
        package var day: RoutineDay?
        /// What the day was before: nil when `routine.yaml` did not exist.
        package var previous: RoutineDay?
        /// Why it was refused (errors), or what to know (warnings).
        package var diagnostics: [Diagnostic]
    }

    /// Imports the training day `source` of the shared file (the file's only training day, or
    /// the one named like `target`, when nil) as the weekday `target` of `routine` (the text of
    /// `routine.yaml`, nil when there is none). A training day is only replaced with `replace`.
    package func run(shared: String, sharedPath: String, from source: Weekday? = nil, into routine: String?,
                    routinePath: String = "routine.yaml", as target: Weekday, replace: Bool = false) -> Outcome {
        var diagnostics: [Diagnostic] = []
        func refuse() -> Outcome { Outcome(text: nil, day: nil, previous: nil, diagnostics: diagnostics) }
        guard let sharedRoutine = RoutineLoader.parse(shared, path: sharedPath, library: library, unit: unit, into: &diagnostics),
              !diagnostics.hasErrors else { return refuse() }
        guard let sourceDay = pick(source, in: sharedRoutine, target: target, path: sharedPath, into: &diagnostics) else { return refuse() }
        let planned = sharedRoutine.day(sourceDay)
        let dayText = DayText.extract(sourceDay, from: shared, path: sharedPath, parsed: planned)

        guard let routine else {
            let text = RoutineWriter.file(name: sharedRoutine.name, days: [])
                + dayText.lines(key: target.rawValue, indent: 2, comment: "").joined(separator: "\n") + "\n"
            return verify(text, routinePath: routinePath, target: target, planned: planned, before: nil, diagnostics)
        }
        var before: [Diagnostic] = []
        guard let source = YAMLSource(path: routinePath, text: routine, into: &before) else {
            return Outcome(text: nil, day: nil, previous: nil, diagnostics: before)
        }
        let old = RoutineLoader.parse(routine, path: routinePath, library: library, unit: unit, into: &before)
        var lines = YAMLLines(routine)
        var editor = RoutineEditor(source: source, day: target, text: dayText, replace: replace)
        guard editor.edit(&lines, into: &diagnostics) else { return refuse() }
        var outcome = verify(lines.text, routinePath: routinePath, target: target, planned: planned, before: old,
                             diagnostics, errorsBefore: before.errors.count)
        outcome.previous = old?.day(target) ?? RoutineDay(weekday: target)
        return outcome
    }

    /// The training day of the shared file to import.
    private func pick(_ source: Weekday?, in routine: Routine, target: Weekday, path: String,
                      into diagnostics: inout [Diagnostic]) -> Weekday? {
        let training = routine.days.filter { !$0.isRest }.map(\.weekday)
        let names = training.map(\.rawValue).joined(separator: ", ")
        let location = SourceLocation(path: path)
        if let source {
            guard training.contains(source) else {
                diagnostics.append(.error("the shared file has no training day '\(source.rawValue)'", at: location,
                                          hint: training.isEmpty ? "the file has only rest days" : "its training days: \(names)"))
                return nil
            }
            return source
        }
        if training.count == 1 { return training[0] }
        if training.contains(target) { return target }
        diagnostics.append(.error(training.isEmpty ? "the shared file has no training days" : "the shared file has \(training.count) training days",
                                  at: location, hint: training.isEmpty ? "share a training day" : "pick one with --from (\(names))"))
        return nil
    }

    /// Reads the edited text back: the day must read as shared, the other days as before.
    private func verify(_ text: String, routinePath: String, target: Weekday, planned: RoutineDay, before: Routine?,
                        _ diagnostics: [Diagnostic], errorsBefore: Int = 0) -> Outcome {
        var found: [Diagnostic] = []
        let after = RoutineLoader.parse(text, path: routinePath, library: library, unit: unit, into: &found)
        var problems = diagnostics
        if found.errors.count > errorsBefore { problems += found.errors }
        var differs = true
        if let after {
            differs = !RoutineImport.samePlan(after.day(target), planned)
            for weekday in Weekday.allCases where weekday != target {
                if let before, !RoutineImport.samePlan(after.day(weekday), before.day(weekday)) { differs = true }
            }
        }
        if differs, !problems.hasErrors {
            problems.append(.error("the imported day would not read the same in \(routinePath); nothing was changed",
                                   at: SourceLocation(path: routinePath),
                                   hint: "write the shared file's weights with their unit (60kg, 135lb), as 'liftbook share' does"))
        }
        guard !problems.hasErrors else { return Outcome(text: nil, day: nil, previous: nil, diagnostics: problems) }
        return Outcome(text: text, day: after?.day(target), previous: nil, diagnostics: problems)
    }

    /// True when two days plan the same title and exercises (wherever they are written).
    package static func samePlan(_ a: RoutineDay, _ b: RoutineDay) -> Bool {
        func plain(_ day: RoutineDay) -> [PlannedExercise] {
            day.exercises.map { var copy = $0; copy.location = SourceLocation(path: ""); return copy }
        }
        return a.title == b.title && plain(a) == plain(b)
    }
}
