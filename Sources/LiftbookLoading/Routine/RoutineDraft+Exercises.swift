import LiftbookModel

/// Guesses the planned sets, reps, load and progression of each exercise of a kind of workout.
struct ExerciseGuesser {
    let exercises: [ExerciseID: Exercise]
    let unit: MassUnit
    let limits: PlausibilityLimits

    /// One session's work: the most common load of its working rep sets (the heavier on a tie),
    /// and the reps done at it.
    struct Work {
        var load: Double
        var reps: [Int]
        var rpe: [Double]
        var seconds: Double?
    }

    /// The planned exercises (those in at least half of the kind's workouts, in their usual order) as YAML lines.
    func exercises(_ kind: RoutineDraft.Kind, indent: String) -> [String] {
        var seen: [ExerciseID: (count: Int, position: Int)] = [:]
        for session in kind.sessions {
            for (position, logged) in session.exercises.enumerated() {
                var entry = seen[logged.exerciseID] ?? (0, 0)
                if entry.count == 0 || !session.exercises.prefix(position).contains(where: { $0.exerciseID == logged.exerciseID }) {
                    entry.count += 1
                    entry.position += position
                }
                seen[logged.exerciseID] = entry
            }
        }
        let kept = seen.filter { 2 * $0.value.count >= kind.sessions.count }
            .sorted { (Double($0.value.position) / Double($0.value.count), $0.key) < (Double($1.value.position) / Double($1.value.count), $1.key) }
        var lines = [indent + "exercises:"]
        for (id, entry) in kept {
            guard let exercise = exercises[id] else {
                lines.append(indent + "  # left out: '\(id.rawValue)' is not in the exercise library (add it to exercises/ first)")
                continue
            }
            let works = kind.sessions.compactMap { session in work(session.exercises.filter { $0.exerciseID == id }.flatMap(\.sets)) }
            lines.append(indent + "  - exercise: \(id.rawValue)   # \(exercise.name), in \(entry.count) of \(kind.sessions.count) workouts")
            lines += fields(works, exercise: exercise).map { indent + "    " + $0 }
        }
        if kept.isEmpty { lines[0] += " []" }
        return lines
    }

    private func work(_ sets: [LoggedSet]) -> Work? {
        let working = sets.filter { $0.kind.isWorking && limits.isPlausible($0) }
        guard !working.isEmpty else { return nil }
        let reps = working.filter(\.isRepSet)
        if reps.isEmpty {
            let seconds = working.compactMap(\.duration)
            return Work(load: 0, reps: [], rpe: [], seconds: seconds.isEmpty ? nil : seconds.reduce(0, +) / Double(seconds.count))
        }
        var counts: [Double: Int] = [:]
        for set in reps { counts[loadValue(set), default: 0] += 1 }
        let load = counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
        let at = reps.filter { abs(loadValue($0) - load) < 1e-6 }
        return Work(load: load, reps: at.compactMap(\.reps), rpe: at.compactMap(\.effortRPE), seconds: nil)
    }

    private func loadValue(_ set: LoggedSet) -> Double {
        switch set.load {
        case .weight(let weight)?: (weight.value(in: unit) * 4).rounded() / 4
        case .bodyweight(let added)?: ((added?.value(in: unit) ?? 0) * 4).rounded() / 4
        case .band?, nil: 0
        }
    }

    /// `sets:`, `reps:`, `weight:`, `rpe:`, `duration:` and `progression:` with the guess's reason.
    private func fields(_ works: [Work], exercise: Exercise) -> [String] {
        guard let last = works.last else { return ["progression: none   # guessed: no working sets to go on"] }
        if last.reps.isEmpty {
            var lines: [String] = []
            if let seconds = median(works.compactMap(\.seconds)) { lines.append("duration: \(Int(seconds.rounded()))") }
            return lines + ["progression: none   # guessed: timed sets; cardio and holds progress by their type"]
        }
        let sets = Int(median(works.map { Double($0.reps.count) }) ?? 1)
        let allReps = works.flatMap(\.reps)
        let low = allReps.min() ?? 1, high = allReps.max() ?? 1
        let first = works.first?.load ?? 0
        var lines = ["sets: \(max(1, sets))"]
        let bodyweight = exercise.type == .bodyweight
        let weight = last.load > 0 ? ["weight: " + formatNumber(last.load, decimals: 2)] : []
        let span = "over \(works.count) session\(works.count == 1 ? "" : "s")"
        let rpes = works.flatMap(\.rpe)
        if !bodyweight, 2 * rpes.count >= allReps.count, let rpe = median(rpes) {
            let target = Int(median(allReps.map(Double.init)) ?? 5)
            lines += ["reps: \(target)", "rpe: \(formatNumber(rpe, decimals: 1))",
                      "progression: rpe   # guessed: RPE logged on most sets (median \(formatNumber(rpe, decimals: 1)))"]
        } else if high - low >= 2, !hasTarget(allReps) {
            lines += ["reps: \(low)-\(high)"] + weight
            lines.append("progression: double   # guessed: \(low) to \(high) reps \(span)")
        } else {
            lines += ["reps: \(mode(allReps) ?? low)"] + weight
            if bodyweight || exercise.type != .strength {
                lines.append("progression: none   # guessed: a \(exercise.type.rawValue) exercise at steady reps")
            } else if last.load > first {
                lines.append("progression: linear   # guessed: the load rose from \(formatNumber(first, decimals: 2)) to "
                             + "\(formatNumber(last.load, decimals: 2)) \(unit.rawValue) \(span)")
            } else if last.load < first {
                lines.append("progression: linear   # guessed: steady reps; the load went from \(formatNumber(first, decimals: 2)) to "
                             + "\(formatNumber(last.load, decimals: 2)) \(unit.rawValue) \(span)")
            } else {
                lines.append("progression: linear   # guessed: steady reps; the load stayed at \(formatNumber(last.load, decimals: 2)) "
                             + "\(unit.rawValue) \(span)")
            }
        }
        return lines
    }

    /// True for a fixed target with some misses rather than a range worked up: the most common
    /// rep count is also the most done, and it is a low-rep target (6 or fewer) or 60% of the sets.
    private func hasTarget(_ reps: [Int]) -> Bool {
        guard let mode = mode(reps), mode == reps.max() else { return false }
        return mode <= 6 || Double(reps.filter { $0 == mode }.count) >= 0.6 * Double(reps.count)
    }

    /// The most common value (the larger on a tie).
    private func mode(_ values: [Int]) -> Int? {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key
    }

    private func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
