import LiftbookModel

/// Cardio: after a session that reached the target, extend the distance (when the plan names
/// one) or the duration by about 5%; a session that fell short repeats the target.
enum CardioProgression {
    static func recommend(_ input: ProgressionInput) -> ProgressionDraft {
        let planDuration = input.group.duration
        let planDistance = input.group.distance
        guard let last = input.rows.last else {
            return ProgressionDraft(action: .start, duration: planDuration, distance: planDistance,
                                    reason: "No history yet: start with the routine's target\(target(planDuration, planDistance)).")
        }
        if let planned = planDistance ?? (planDuration == nil ? lastDistance(last) : nil), let metres = last.distanceMetres {
            let done = Distance(metres / planned.unit.metres, planned.unit)
            guard metres >= planned.metres - 1e-6 || planDistance == nil else {
                return ProgressionDraft(action: .repeat, duration: planDuration, distance: planned,
                                        reason: "\(tidyText(done)) on \(last.date), short of \(planned): repeat \(planned).")
            }
            let next = Distance(max(((done.value + done.value / 20) * 10).rounded() / 10, tidy(done.value + 0.1)), planned.unit)
            return ProgressionDraft(action: .extend, duration: planDuration, distance: next,
                                    reason: "\(tidyText(done)) on \(last.date): extend the distance by about 5% to \(next).")
        }
        guard let seconds = last.durationSeconds else {
            return ProgressionDraft(action: .keep, duration: planDuration, distance: planDistance,
                                    reason: "The session on \(last.date) logged no duration: keep the routine's target\(target(planDuration, planDistance)).")
        }
        if let planned = planDuration, seconds < planned - 1e-6 {
            return ProgressionDraft(action: .repeat, duration: planned, distance: planDistance,
                                    reason: "\(Words.duration(seconds)) on \(last.date), short of \(Words.duration(planned)): repeat \(Words.duration(planned)).")
        }
        let next = max(((seconds * 1.05) / 60).rounded() * 60, seconds + 60)
        return ProgressionDraft(action: .extend, duration: next, distance: nil,
                                reason: "\(Words.duration(seconds)) on \(last.date): extend the duration by about 5% to \(Words.duration(next)).")
    }

    private static func lastDistance(_ row: HistoryRow) -> Distance? {
        row.sets.last { $0.kind.isWorking && $0.distance != nil }?.distance
    }

    private static func tidyText(_ distance: Distance) -> String { Distance(tidy(distance.value), distance.unit).description }

    private static func target(_ duration: Double?, _ distance: Distance?) -> String {
        let parts = [duration.map(Words.duration), distance.map(\.description)].compactMap { $0 }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: " and ")
    }
}

/// Isometric holds: every set held at least the target (or there is none) → 5 s longer than
/// the shortest hold; short of the target → 5 s more, up to the target.
enum HoldProgression {
    /// Seconds added to a hold.
    static let step = 5.0

    static func recommend(_ input: ProgressionInput) -> ProgressionDraft {
        let planned = input.group.duration
        let holds = input.rows.last.map { row in
            row.sets.filter { $0.kind.isWorking && $0.distance == nil }.compactMap(\.duration)
        } ?? []
        guard let last = input.rows.last, let shortest = holds.min() else {
            return ProgressionDraft(action: .start, weight: input.group.weight?.converted(to: input.unit),
                                    duration: planned,
                                    reason: "No history yet: start with the routine's target\(planned.map { ", \(Words.duration($0))" } ?? "").")
        }
        let heaviest = last.sets.filter(\.kind.isWorking).map(input.load(of:)).max() ?? 0
        let weight = heaviest > 0 ? input.weight(input.step.loadable(heaviest)) : nil
        let list = holds.map(Words.duration).joined(separator: ", ")
        if let planned, shortest < planned - 1e-6 {
            let next = min(planned, shortest + step)
            return ProgressionDraft(action: .extend, weight: weight, duration: next,
                                    reason: "Held \(list) on \(last.date), short of \(Words.duration(planned)): aim for \(Words.duration(next)) on every set.")
        }
        let next = shortest + step
        return ProgressionDraft(action: .extend, weight: weight, duration: next,
                                reason: "Held \(list) on \(last.date): extend every hold by \(Int(step)) s to \(Words.duration(next)).")
    }
}
