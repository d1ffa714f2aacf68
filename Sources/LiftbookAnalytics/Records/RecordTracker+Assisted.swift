import LiftbookModel

/// The records of an assisted exercise (SPEC §4): the logged weight is help, so less help is
/// progress. Its records are the least help for each number of reps and the most reps at each
/// help; no heaviest-weight, e1RM or volume record is made of the help.
extension RecordTracker {
    /// The help of a rep set in kilograms: `bw-30` → 30, body weight alone → 0; a plain weight
    /// on an assisted exercise is help too.
    static func help(of set: LoggedSet) -> Double {
        if let help = set.helpKilograms { return help }
        if case .weight(let weight)? = set.load { return weight.kilograms }
        return 0
    }

    mutating func addHelp(_ row: HistoryRow, into beaten: inout [PersonalRecord]) {
        var leastAt: [Int: Int] = [:]
        var mostAt: [Int: Int] = [:]
        let sets = row.sets
        for i in sets.indices where sets[i].isRepSet && !row.implausibleSets.contains(i) && limits.hasPlausibleReps(sets[i]) {
            let reps = sets[i].reps ?? 0
            let help = Self.help(of: sets[i])
            if let j = leastAt[reps] {
                if help < Self.help(of: sets[j]) { leastAt[reps] = i }
            } else {
                leastAt[reps] = i
            }
            let grams = Int((help * 1000).rounded())
            if let j = mostAt[grams] {
                if reps > (sets[j].reps ?? 0) { mostAt[grams] = i }
            } else {
                mostAt[grams] = i
            }
        }
        for reps in leastAt.keys.sorted() {
            guard let i = leastAt[reps] else { continue }
            let help = Self.help(of: sets[i])
            let previous = leastHelp[reps]
            guard Self.beats(help, previous?.value, .leastHelp) else { continue }
            let record = helpRecord(.leastHelp, help, row, set: sets[i], previous: previous)
            leastHelp[reps] = record
            if record.isImprovement, !isOutdoneWithLessHelp(sets[i], among: sets) { beaten.append(record) }
        }
        for grams in mostAt.keys.sorted() {
            guard let i = mostAt[grams] else { continue }
            let reps = Double(sets[i].reps ?? 0)
            let previous = mostRepsAtHelp[grams]
            guard Self.beats(reps, previous?.value, .mostReps) else { continue }
            let record = helpRecord(.mostReps, reps, row, set: sets[i], previous: previous)
            mostRepsAtHelp[grams] = record
            if record.isImprovement, !isOutdoneWithLessHelp(sets[i], among: sets) { beaten.append(record) }
        }
    }

    /// A record whose set load is written as minus the help.
    private func helpRecord(_ kind: RecordKind, _ value: Double, _ row: HistoryRow, set: LoggedSet, previous: PersonalRecord?) -> PersonalRecord {
        var record = make(kind, value, row, set: set, previous: previous)
        record.weightKilograms = -Self.help(of: set)
        return record
    }

    /// True when the same session has a set of at least as many reps with less help: the set is
    /// a step on the way, not the record of the day.
    private func isOutdoneWithLessHelp(_ set: LoggedSet, among sets: [LoggedSet]) -> Bool {
        let help = Self.help(of: set)
        let reps = set.reps ?? 0
        return sets.contains { $0.isRepSet && Self.help(of: $0) < help - 1e-9 && ($0.reps ?? 0) >= reps }
    }
}
