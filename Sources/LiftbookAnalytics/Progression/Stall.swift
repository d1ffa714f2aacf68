public import LiftbookModel

/// A lift whose best e1RM has not risen by more than a small share over its last sessions.
public struct Stall: Sendable, Hashable {
    /// The exercise.
    public var exercise: ExerciseID
    /// The e1RM of the session before the stalled ones, kg.
    public var baselineKilograms: Double
    /// The day of that session.
    public var baselineDate: LocalDate
    /// The best e1RM of the stalled sessions, kg.
    public var bestKilograms: Double
    /// The stalled sessions' ids, oldest first.
    public var sessions: [String]
    /// The day of the last of them.
    public var lastDate: LocalDate

    /// The best e1RM's change from the baseline, as a fraction (−0.01 is 1% lower).
    public var change: Double { baselineKilograms > 0 ? bestKilograms / baselineKilograms - 1 : 0 }

    /// Finds a stall at the end of `history` (oldest first): the best e1RM of its last
    /// `settings.sessions` sessions with an e1RM is not more than `settings.percent` above the
    /// e1RM of the session before them, and none of them did more reps at that session's top
    /// load or heavier (adding reps at one weight, as double progression does, is progress).
    /// Nil when it rose, or with too few sessions.
    public static func detect(_ history: [HistoryRow], exercise: ExerciseID, settings: StallSettings) -> Stall? {
        detect(history[...], exercise: exercise, settings: settings)
    }

    /// Finds a stall at the end of a part of a history (its rows up to some day), as above.
    public static func detect(_ history: ArraySlice<HistoryRow>, exercise: ExerciseID, settings: StallSettings) -> Stall? {
        let needed = max(1, settings.sessions)
        // The positions of the last `needed` sessions with an e1RM and of the one before them,
        // newest first: positions, not copies of the rows, as reports look for a stall every week.
        var picked: [Int] = []
        picked.reserveCapacity(needed + 1)
        for index in history.indices.reversed() where history[index].countsAsSession && (history[index].e1RMKilograms ?? 0) > 0 {
            picked.append(index)
            if picked.count > needed { break }
        }
        guard picked.count > needed, let baselineIndex = picked.last, let latestIndex = picked.first,
              let before = history[baselineIndex].e1RMKilograms else { return nil }
        let recent = picked.prefix(needed)
        let best = recent.compactMap { history[$0].e1RMKilograms }.max() ?? 0
        guard best <= before * (1 + settings.percent / 100) + 1e-9 else { return nil }
        let top = history[baselineIndex].topSet?.kilograms ?? 0
        let beforeReps = reps(of: history[baselineIndex], atLeast: top)
        guard !recent.contains(where: { reps(of: history[$0], atLeast: top) > beforeReps }) else { return nil }
        return Stall(exercise: exercise, baselineKilograms: before, baselineDate: history[baselineIndex].date, bestKilograms: best,
                     sessions: recent.reversed().map { history[$0].sessionID }, lastDate: history[latestIndex].date)
    }

    /// The reps of a row's counted rep sets (``HistoryRow/countedRepSets``) at `kilograms` or heavier.
    private static func reps(of row: HistoryRow, atLeast kilograms: Double) -> Int {
        var total = 0
        for (index, set) in row.sets.enumerated() where set.isRepSet && !row.implausibleSets.contains(index) && set.kilograms >= kilograms - 1e-6 {
            total += set.reps ?? 0
        }
        return total
    }
}

/// The suggestion of a deload week, when enough planned lifts stall at once.
public struct DeloadSuggestion: Sendable, Hashable {
    /// Planned lifts that stall before a deload week is suggested.
    public static let stalledLifts = 2
    /// The share of every load kept in a deload week.
    public static let fraction = 0.9

    /// The stalled planned lifts, in routine order.
    public var stalls: [Stall]

    /// A suggestion when at least two of `stalls` are among `planned` (in plan order); nil otherwise.
    public init?(_ stalls: [Stall], planned: [ExerciseID]) {
        // Fewer stalls than needed cannot make a suggestion: the plan is not read (every week's report asks).
        guard stalls.count >= Self.stalledLifts else { return nil }
        var seen: Set<ExerciseID> = []
        let ordered = planned.filter { seen.insert($0).inserted }.compactMap { id in stalls.first { $0.exercise == id } }
        guard ordered.count >= Self.stalledLifts else { return nil }
        self.stalls = ordered
    }
}

extension Analysis {
    /// Lifts stalled now: a stall whose last session is within the last 4 weeks, by name.
    public var currentStalls: [Stall] {
        let first = today.dayNumber - (ProgressionEngine.windowDays - 1)
        return exercises.compactMap(\.stall).filter { $0.lastDate.dayNumber >= first }
    }

    /// A deload week, when two or more planned lifts are stalled now.
    public var deloadSuggestion: DeloadSuggestion? {
        DeloadSuggestion(currentStalls, planned: recommendations.map(\.exercise))
    }
}
