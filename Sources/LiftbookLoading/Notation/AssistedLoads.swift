import LiftbookModel

/// The weight logged on an assisted exercise is help, however it was written: `30 x 8` under
/// `## Assisted Pull-Up`, or a `Pull Up (Assisted)` row of an export whose exercise the library
/// does not type as body weight, is read as `bw-30 x 8`. Runs once corrections are applied (they
/// name sets as the log wrote them).
enum AssistedLoads {
    /// Rewrites the plain weights of assisted exercises as help.
    static func markHelp(in sessions: inout [Session], library: ExerciseLibrary) {
        // Worked out for the exercises the log names, once each, not for every library entry.
        var assisted: [ExerciseID: Bool] = [:]
        var named: [String: Bool] = [:]
        for s in sessions.indices {
            for e in sessions[s].exercises.indices {
                let logged = sessions[s].exercises[e]
                guard logged.sets.contains(where: { if case .weight? = $0.load { true } else { false } }) else { continue }
                let isAssisted: Bool
                if logged.isKnown, assisted[logged.exerciseID] ?? {
                    let entry = library.exercises[logged.exerciseID]?.isAssisted == true
                    assisted[logged.exerciseID] = entry
                    return entry
                }() {
                    isAssisted = true
                } else if let known = named[logged.name] {
                    isAssisted = known
                } else {
                    isAssisted = Exercise.namesAssistance(logged.name)
                    named[logged.name] = isAssisted
                }
                guard isAssisted else { continue }
                sessions[s].exercises[e].sets = logged.sets.map(help)
            }
        }
    }

    /// A plain weight as help; every other load as it is.
    static func help(_ set: LoggedSet) -> LoggedSet {
        guard case .weight(let weight)? = set.load else { return set }
        var set = set
        set.load = .bodyweight(added: Weight(-weight.value, weight.unit))
        return set
    }
}
