import LiftbookModel

/// Keeps one copy of a workout that is both in an export and in a hand-written log (or in two
/// exports): the first source wins — hand-written sessions come first — and fills in what it
/// lacks (end time, title, notes) from the other. The same start with different sets is a real
/// conflict: a warning that names both places, and the first is kept, so nothing counts twice.
/// Only sessions from different files are ever paired: two workouts of one export (StrongLifts
/// numbers them, and two can start in the same minute) are two workouts.
enum ImportMerger {
    /// `kept` followed by every imported session that is not already there.
    static func merge(_ kept: [Session], imported: [Session], into diagnostics: inout [Diagnostic]) -> [Session] {
        guard !imported.isEmpty else { return kept }
        var result = kept
        // Indexes, so that an export with thousands of workouts on one day merges in linear time.
        var byDate: [LocalDate: [Int]] = [:]
        var withoutStart: [LocalDate: [Int]] = [:]
        var byStart: [DayAndStart: [Int]] = [:]
        func index(_ position: Int) {
            let session = result[position]
            byDate[session.date, default: []].append(position)
            if let start = session.start {
                byStart[DayAndStart(date: session.date, start: start), default: []].append(position)
            } else {
                withoutStart[session.date, default: []].append(position)
            }
        }
        result.indices.forEach(index)
        // The files each kept session has been paired with: a file's workouts pair with it once.
        var pairedWith: [Int: Set<String>] = [:]
        for session in imported {
            let path = session.location.path
            let isCandidate = { (position: Int) in result[position].location.path != path && pairedWith[position]?.contains(path) != true }
            let sameStart = session.start.flatMap { byStart[DayAndStart(date: session.date, start: $0)] }?.first(where: isCandidate)
            // A same-day match needs one of the two to have no start.
            let sameDay = sameStart == nil
                ? ((session.start == nil ? byDate : withoutStart)[session.date] ?? [])
                    .first { isCandidate($0) && SessionMatch.sameExercises(result[$0], session) }
                : nil
            guard let index = sameStart ?? sameDay else {
                result.append(session)
                index(result.count - 1)
                continue
            }
            pairedWith[index, default: []].insert(path)
            if SessionMatch.sameWork(result[index], session) {
                fill(&result[index], from: session)
            } else {
                let other = result[index].location
                let detail = sameStart != nil
                    ? "starts at the same time (\(session.date) \(session.start.map(\.description) ?? ""))"
                    : "has the same exercises on the same day (\(session.date))"
                diagnostics.append(.warning("this workout \(detail) as the one at \(other) but its sets differ; the one at \(other) is kept",
                                            at: session.location,
                                            hint: "make the two agree or delete one; until then this one is not counted"))
            }
        }
        return result
    }

    private struct DayAndStart: Hashable {
        var date: LocalDate
        var start: LocalTime
    }

    /// Fills in what the kept session lacks.
    private static func fill(_ kept: inout Session, from other: Session) {
        if kept.end == nil, kept.start == other.start { kept.end = other.end }
        if kept.title.isEmpty { kept.title = other.title }
        if kept.notes.isEmpty { kept.notes = other.notes }
        guard kept.exercises.map(\.exerciseID) == other.exercises.map(\.exerciseID) else { return }
        for index in kept.exercises.indices where kept.exercises[index].notes.isEmpty {
            kept.exercises[index].notes = other.exercises[index].notes
        }
    }
}

/// Whether two sessions record the same workout.
enum SessionMatch {
    /// The same exercises, in any order.
    static func sameExercises(_ a: Session, _ b: Session) -> Bool {
        a.exercises.map(\.exerciseID).sorted() == b.exercises.map(\.exerciseID).sorted()
    }

    /// The same exercises with the same working sets (warm-ups are not compared), within what
    /// rounding in a unit conversion or a display can change: 0.05 kg, 1 s, 5 m.
    static func sameWork(_ a: Session, _ b: Session) -> Bool {
        let x = work(a)
        let y = work(b)
        if equal(x, y) { return true }
        return equal(x.sorted { $0.0 < $1.0 }, y.sorted { $0.0 < $1.0 })
    }

    private static func work(_ session: Session) -> [(ExerciseID, [LoggedSet])] {
        session.exercises.map { ($0.exerciseID, $0.workingSets) }
    }

    private static func equal(_ x: [(ExerciseID, [LoggedSet])], _ y: [(ExerciseID, [LoggedSet])]) -> Bool {
        x.count == y.count && zip(x, y).allSatisfy { a, b in
            a.0 == b.0 && a.1.count == b.1.count && zip(a.1, b.1).allSatisfy(sameSet)
        }
    }

    private static func sameSet(_ a: LoggedSet, _ b: LoggedSet) -> Bool {
        let kind = { (set: LoggedSet) in set.kind == .amrap ? SetKind.working : set.kind }
        return kind(a) == kind(b) && a.reps == b.reps
            && abs(signedKilograms(a.load) - signedKilograms(b.load)) <= 0.05
            && abs((a.duration ?? 0) - (b.duration ?? 0)) <= 1
            && abs((a.distance?.metres ?? 0) - (b.distance?.metres ?? 0)) <= 5
    }

    /// The load in kilograms, negative for assistance; body weight alone and bands are 0.
    private static func signedKilograms(_ load: Load?) -> Double {
        switch load {
        case .weight(let weight): weight.kilograms
        case .bodyweight(let added): added?.kilograms ?? 0
        case .band, nil: 0
        }
    }
}
