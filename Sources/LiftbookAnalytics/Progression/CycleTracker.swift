import LiftbookModel

/// A day of a cycle routine, as a recommendation is placed in it.
public struct CycleDay: Sendable, Hashable {
    /// Its place in the cycle, 0-based.
    public var index: Int
    /// Its title, such as `A`.
    public var title: String
    /// Sessions until it comes round: 0 for the next session.
    public var sessionsAway: Int

    /// Creates a cycle day.
    public init(index: Int, title: String, sessionsAway: Int) {
        self.index = index
        self.title = title
        self.sessionsAway = sessionsAway
    }
}

/// Works out which cycle day each session followed, oldest first: the day its `routine:` names,
/// else the day whose planned exercises it shares most (the next day of the cycle on a tie), and
/// which day comes next.
struct CycleTracker {
    let routine: Routine
    /// The cycle day of each session that followed one, by session id.
    private(set) var days: [String: Int] = [:]
    /// Sessions in order with their cycle day.
    private(set) var order: [(date: LocalDate, index: Int)] = []
    private let planned: [Set<ExerciseID>]

    init(routine: Routine) {
        self.routine = routine
        planned = routine.cycle.map { Set($0.exercises.map(\.exercise)) }
    }

    mutating func add(_ session: Session, id: String) {
        guard routine.isCycle else { return }
        let expected = order.last.map { ($0.index + 1) % routine.cycle.count } ?? 0
        var chosen: Int?
        if let label = session.routineLabel, let day = routine.cycleDay(named: label) {
            chosen = day.cycleIndex
        } else {
            let done = Set(session.exercises.map(\.exerciseID))
            var best = 0
            for offset in 0..<routine.cycle.count {
                let index = (expected + offset) % routine.cycle.count
                let shared = planned[index].intersection(done).count
                if shared > best {
                    best = shared
                    chosen = index
                }
            }
        }
        guard let chosen else { return }
        days[id] = chosen
        order.append((session.date, chosen))
    }

    /// The day after the last session before `date` that followed the cycle (the first day without one).
    static func next(after order: [(date: LocalDate, index: Int)], before date: LocalDate, count: Int) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = order.count
        while low < high {
            let mid = (low + high) / 2
            if order[mid].date < date { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? 0 : (order[low - 1].index + 1) % count
    }
}
