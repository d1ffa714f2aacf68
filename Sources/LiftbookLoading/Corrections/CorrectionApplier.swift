import LiftbookModel

/// Applies `corrections.yaml` to the sessions as loaded, before hand-written and imported copies
/// of a workout are merged: a correction fixes every copy of the workout it names, and one that
/// matches nothing in any of them is an error at its line.
///
/// A session it changes is marked corrected, and `liftbook export` writes the mark
/// (`corrected: true`); a marked session is never corrected again. So while an export and the
/// session files written from it are both in the site, the export's copy is fixed, the written
/// copy is left as it is, and the two merge as one workout; a correction that finds only marked
/// copies was already applied, and a warning says it can be removed.
struct CorrectionApplier {
    let library: ExerciseLibrary
    /// The unit of a replacement weight written without one, when the set it replaces had none.
    let logUnit: MassUnit

    /// Applies every correction to both lists, in file order.
    func apply(_ corrections: [Correction], handWritten: inout [Session], imported: inout [Session],
               into diagnostics: inout [Diagnostic]) {
        for correction in corrections {
            if let workout = correction.workout {
                applyToWorkout(correction, workout, handWritten: &handWritten, imported: &imported, into: &diagnostics)
            } else {
                var changed = 0
                var applied = 0
                rename(correction, in: &handWritten, changed: &changed, alreadyApplied: &applied)
                rename(correction, in: &imported, changed: &changed, alreadyApplied: &applied)
                if changed == 0 { diagnostics.append(applied > 0 ? alreadyApplied(correction) : unmatched(correction)) }
            }
        }
    }

    // MARK: Workouts

    private func applyToWorkout(_ correction: Correction, _ workout: WorkoutReference, handWritten: inout [Session],
                                imported: inout [Session], into diagnostics: inout [Diagnostic]) {
        let found = handWritten.filter(workout.matches) + imported.filter(workout.matches)
        let starts = Set(found.map { $0.start.map { "\($0)" } ?? "#\($0.sequence)" })
        guard starts.count == 1, let first = found.first else {
            if starts.isEmpty {
                diagnostics.append(.error("the correction matches no workout: none starts at \(workout)", at: correction.location,
                                          hint: nearby(workout, in: handWritten + imported)))
            } else {
                diagnostics.append(.error("'\(workout)' names \(starts.count) workouts (\(starts.sorted().joined(separator: ", "))); the correction is not applied",
                                          at: correction.location, hint: "add the start time, with seconds when two start in the same minute"))
            }
            return
        }
        if case .setDuration = correction.action, first.start == nil {
            diagnostics.append(.error("the workout at \(workout) has no start time, so it has no duration to set", at: correction.location,
                                      hint: "give the session a start time, or leave the duration out"))
            return
        }
        guard let open = found.first(where: { !$0.isCorrected }) else {
            diagnostics.append(alreadyApplied(correction))
            return
        }
        var matched = false
        for index in handWritten.indices.reversed() where workout.matches(handWritten[index]) && !handWritten[index].isCorrected {
            matched = fix(&handWritten, at: index, correction) || matched
        }
        for index in imported.indices.reversed() where workout.matches(imported[index]) && !imported[index].isCorrected {
            matched = fix(&imported, at: index, correction) || matched
        }
        if !matched { diagnostics.append(unmatched(correction, in: open)) }
    }

    /// Applies a workout correction to one copy and marks it; false when the set it names is not in it.
    private func fix(_ sessions: inout [Session], at index: Int, _ correction: Correction) -> Bool {
        let done = change(&sessions, at: index, correction)
        if case .dropWorkout = correction.action { return done }
        if done { sessions[index].isCorrected = true }
        return done
    }

    private func change(_ sessions: inout [Session], at index: Int, _ correction: Correction) -> Bool {
        switch correction.action {
        case .dropWorkout:
            sessions.remove(at: index)
            return true
        case .setDuration(let seconds):
            sessions[index].end = end(of: sessions[index], after: seconds)
            sessions[index].loggedSeconds = nil
            return true
        case .capDuration(let seconds):
            // A workout left running for a day or more has no end time, only the logged duration.
            if let duration = sessions[index].durationSeconds ?? sessions[index].loggedSeconds, duration > seconds {
                sessions[index].end = end(of: sessions[index], after: seconds)
                sessions[index].loggedSeconds = nil
            }
            return true
        case .changeSet(let exercise, let pattern, let replacement):
            return changeSet(in: &sessions[index], exercise: exercise, pattern: pattern) { old in
                let unit: MassUnit = switch old.load {
                case .weight(let weight)?: weight.unit
                case .bodyweight(let added?)?: added.unit
                default: logUnit
                }
                return (try? SetNotation.parse(replacement, defaultUnit: unit).get())?.first
            }
        case .dropSet(let exercise, let pattern):
            return changeSet(in: &sessions[index], exercise: exercise, pattern: pattern) { _ in nil }
        case .map, .merge:
            return false
        }
    }

    /// The end `seconds` after the start; an end past midnight is the next day's time.
    private func end(of session: Session, after seconds: Int) -> LocalTime? {
        guard let start = session.start else { return session.end }
        let total = (start.secondsSinceMidnight + seconds) % 86_400
        return LocalTime(hour: total / 3600, minute: total / 60 % 60, second: total % 60)
    }

    /// Replaces (or with nil removes) the first set that `pattern` names in an exercise named
    /// `exercise`; an exercise left without sets is removed.
    private func changeSet(in session: inout Session, exercise name: String, pattern: SetPattern,
                           _ replace: (LoggedSet) -> LoggedSet?) -> Bool {
        for e in session.exercises.indices where names(session.exercises[e], name) {
            guard let s = session.exercises[e].sets.firstIndex(where: pattern.matches) else { continue }
            if let new = replace(session.exercises[e].sets[s]) {
                session.exercises[e].sets[s] = new
            } else {
                session.exercises[e].sets.remove(at: s)
                if session.exercises[e].sets.isEmpty { session.exercises.remove(at: e) }
            }
            return true
        }
        return false
    }

    /// True when `name` (as logged, an id, a name or an alias) names the logged exercise.
    private func names(_ exercise: LoggedExercise, _ name: String) -> Bool {
        if exercise.name.trimmingSpaces.lowercased() == name.trimmingSpaces.lowercased() { return true }
        return (library.resolve(name) ?? ExerciseID(slugOf: name)) == exercise.exerciseID
    }

    // MARK: Names

    private func rename(_ correction: Correction, in sessions: inout [Session], changed: inout Int, alreadyApplied: inout Int) {
        for s in sessions.indices {
            for e in sessions[s].exercises.indices {
                let logged = sessions[s].exercises[e]
                let date = sessions[s].date
                switch correction.action {
                case .map(let name, let target, let from):
                    guard logged.name.trimmingSpaces.lowercased() == name.lowercased(), from.map({ date >= $0 }) ?? true else { continue }
                    guard !sessions[s].isCorrected else { alreadyApplied += 1; continue }
                    sessions[s].exercises[e].exerciseID = target
                case .merge(let source, let target):
                    guard !sessions[s].isCorrected else {
                        // A written copy keeps the name it was logged under.
                        if logged.exerciseID == target, (library.resolve(logged.name) ?? ExerciseID(slugOf: logged.name)) == source { alreadyApplied += 1 }
                        continue
                    }
                    if logged.substitutes == source { sessions[s].exercises[e].substitutes = target }
                    guard logged.exerciseID == source else { continue }
                    sessions[s].exercises[e].exerciseID = target
                default:
                    continue
                }
                sessions[s].exercises[e].isKnown = true
                sessions[s].isCorrected = true
                changed += 1
            }
        }
    }

    // MARK: Messages

    private func alreadyApplied(_ correction: Correction) -> Diagnostic {
        .warning("the correction was already applied: what it names is only in session files 'liftbook export' wrote with their corrections (corrected: true)",
                 at: correction.location, hint: "remove it from corrections.yaml")
    }

    private func unmatched(_ correction: Correction, in session: Session? = nil) -> Diagnostic {
        switch correction.action {
        case .changeSet(let exercise, let pattern, _), .dropSet(let exercise, let pattern):
            let logged = session?.exercises.filter { names($0, exercise) } ?? []
            let hint = logged.isEmpty
                ? "the workout logs \(session.map { $0.exercises.map { "'\($0.name)'" }.joined(separator: ", ") } ?? "nothing")"
                : "its sets of \(logged[0].name) read " + logged.flatMap(\.sets).map { MarkdownSessionWriter.notation($0) ?? "?" }.joined(separator: ", ")
                    + "; a correction already applied (by export, say) matches nothing and can be removed"
            let what = logged.isEmpty ? "the workout has no exercise '\(exercise)'" : "no set of \(exercise) reads '\(pattern.text)'"
            return .error("the correction matches nothing: \(what)", at: correction.location, hint: hint)
        case .map(let name, _, let from):
            return .error("the correction matches nothing: no exercise was logged as '\(name)'\(from.map { " on or after \($0)" } ?? "")",
                          at: correction.location, hint: "write the name exactly as the log or export has it")
        case .merge(let source, _):
            return .error("the correction matches nothing: no session logs \(source)", at: correction.location,
                          hint: "name the exercise by its id, its name or the name it was logged under")
        default:
            return .error("the correction matches nothing", at: correction.location, hint: "check the workout's start")
        }
    }

    /// The workouts of that day, to say which starts exist.
    private func nearby(_ workout: WorkoutReference, in sessions: [Session]) -> String {
        let sameDay = sessions.filter { $0.date == workout.date }
        guard !sameDay.isEmpty else { return "no workout is logged on \(workout.date); workouts are named by their start, e.g. 2024-03-05 18:02" }
        let starts = Set(sameDay.map { $0.start.map { "\(workout.date) \($0)" } ?? "\(workout.date) (no time)" }).sorted()
        return "workouts on that day start at " + starts.joined(separator: ", ")
    }
}
