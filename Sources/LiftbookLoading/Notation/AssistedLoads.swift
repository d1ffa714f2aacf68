import LiftbookModel

/// The weight logged on an assisted exercise is help, however it was written: `30 x 8` under
/// `## Assisted Pull-Up`, or a `Pull Up (Assisted)` row of an export whose exercise the library
/// does not type as body weight, is read as `bw-30 x 8`. Runs once corrections are applied (they
/// name sets as the log wrote them).
enum AssistedLoads {
    /// Rewrites the plain weights of assisted exercises as help.
    static func markHelp(in sessions: inout [Session], library: ExerciseLibrary) {
        // Most sites import nothing: the library is not looked through for no session.
        guard !sessions.isEmpty else { return }
        markHelp(in: &sessions, assisted: assistedIDs(library))
    }

    /// The library's assisted exercises.
    static func assistedIDs(_ library: ExerciseLibrary) -> Set<ExerciseID> {
        Set(library.exercises.values.filter(\.isAssisted).map(\.id))
    }

    /// Rewrites the plain weights of assisted exercises (`assisted`, the library's) as help.
    static func markHelp(in sessions: inout [Session], assisted: Set<ExerciseID>) {
        var named: [String: Bool] = [:]
        // By index, reading in place: copying a session or an exercise would retain every string
        // and array in it, and nearly every one is left as it is.
        for s in sessions.indices {
            for e in sessions[s].exercises.indices {
                guard sessions[s].exercises[e].sets.contains(where: { if case .weight? = $0.load { true } else { false } }) else { continue }
                let isAssisted: Bool
                if sessions[s].exercises[e].isKnown, assisted.contains(sessions[s].exercises[e].exerciseID) {
                    isAssisted = true
                } else if let known = named[sessions[s].exercises[e].name] {
                    isAssisted = known
                } else {
                    let name = sessions[s].exercises[e].name
                    isAssisted = Exercise.namesAssistance(name)
                    named[name] = isAssisted
                }
                guard isAssisted else { continue }
                sessions[s].exercises[e].sets = sessions[s].exercises[e].sets.map(help)
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
