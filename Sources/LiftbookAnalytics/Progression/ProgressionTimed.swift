import LiftbookModel

/// Cardio: after a session that reached the target, extend the distance (when the plan names
/// one) or the duration by about 5%; a session that fell short repeats the target.
enum CardioProgression {
    static func recommend(_ input: ProgressionInput) -> ProgressionDraft {
        let planDuration = input.group.duration
        let planDistance = input.group.distance
        guard let last = input.rows.last else {
            return ProgressionDraft(action: .start, duration: planDuration, distance: planDistance,
                                    reason: [targetPhrase("reason.timed.start", planDuration, planDistance)])
        }
        if let planned = planDistance ?? (planDuration == nil ? lastDistance(last) : nil), let metres = last.distanceMetres {
            let done = Distance(metres / planned.unit.metres, planned.unit)
            guard metres >= planned.metres - 1e-6 || planDistance == nil else {
                return ProgressionDraft(action: .repeat, duration: planDuration, distance: planned,
                                        reason: [Message("reason.timed.short", [
                                            "done": .distance(tidied(done)), "date": .date(last.date), "planned": .distance(planned),
                                        ])])
            }
            let next = Distance(max(((done.value + done.value / 20) * 10).rounded() / 10, tidy(done.value + 0.1)), planned.unit)
            return ProgressionDraft(action: .extend, duration: planDuration, distance: next,
                                    reason: [Message("reason.cardio.extend-distance", [
                                        "done": .distance(tidied(done)), "date": .date(last.date), "next": .distance(next),
                                    ])])
        }
        guard let seconds = last.durationSeconds else {
            return ProgressionDraft(action: .keep, duration: planDuration, distance: planDistance,
                                    reason: [targetPhrase("reason.cardio.no-duration", planDuration, planDistance, date: last.date)])
        }
        if let planned = planDuration, seconds < planned - 1e-6 {
            return ProgressionDraft(action: .repeat, duration: planned, distance: planDistance,
                                    reason: [Message("reason.timed.short", [
                                        "done": .duration(seconds), "date": .date(last.date), "planned": .duration(planned),
                                    ])])
        }
        let next = max(((seconds * 1.05) / 60).rounded() * 60, seconds + 60)
        return ProgressionDraft(action: .extend, duration: next, distance: nil,
                                reason: [Message("reason.cardio.extend-duration", [
                                    "done": .duration(seconds), "date": .date(last.date), "next": .duration(next),
                                ])])
    }

    private static func lastDistance(_ row: HistoryRow) -> Distance? {
        row.sets.last { $0.kind.isWorking && $0.distance != nil }?.distance
    }

    private static func tidied(_ distance: Distance) -> Distance { Distance(tidy(distance.value), distance.unit) }

    /// `key` when the routine names no target, else `key-target` with the duration, the distance or both.
    static func targetPhrase(_ key: String, _ duration: Double?, _ distance: Distance?, date: LocalDate? = nil) -> Message {
        var arguments: [String: MessageArgument] = [:]
        if let date { arguments["date"] = .date(date) }
        let parts = [duration.map(MessageArgument.duration), distance.map(MessageArgument.distance)].compactMap { $0 }
        guard let first = parts.first else { return Message(key, arguments) }
        arguments["target"] = parts.count == 2 ? Words.both(first, parts[1]) : first
        return Message(key + "-target", arguments)
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
                                    reason: [CardioProgression.targetPhrase("reason.timed.start", planned, nil)])
        }
        let heaviest = last.sets.filter(\.kind.isWorking).map(input.load(of:)).max() ?? 0
        let weight = heaviest > 0 ? input.weight(input.step.loadable(heaviest)) : nil
        let list = MessageArgument.list(holds.map { .duration($0) }, separator: ", ")
        if let planned, shortest < planned - 1e-6 {
            let next = min(planned, shortest + step)
            return ProgressionDraft(action: .extend, weight: weight, duration: next,
                                    reason: [Message("reason.hold.short", [
                                        "holds": list, "date": .date(last.date), "planned": .duration(planned), "next": .duration(next),
                                    ])])
        }
        let next = shortest + step
        return ProgressionDraft(action: .extend, weight: weight, duration: next,
                                reason: [Message("reason.hold.extend", [
                                    "holds": list, "date": .date(last.date), "step": .duration(step), "next": .duration(next),
                                ])])
    }
}
