package import LiftbookModel

extension ProgressionRule {
    /// True for rules whose target is a load the lifter puts on a bar or machine.
    var usesLoad: Bool {
        switch self {
        case .linear, .double, .rpe, .keep, .fiveThreeOne, .gzclpT1, .gzclpT2, .gzclpT3: true
        case .bodyweight, .cardio, .isometric: false
        }
    }
}

extension ProgressionEngine {
    /// The share of a load kept after a break.
    static let breakFraction = 0.9

    /// After `breakDays` or more without the exercise, 10% less than the last load lifted (or
    /// than the rule's load, when lighter): "back after N days"; true when it applied. Body-weight,
    /// cardio and hold targets are left alone; sets that differ are each made 10% lighter.
    static func backFromBreak(_ draft: inout ProgressionDraft, rule: ProgressionRule, input: ProgressionInput,
                              history: ArraySlice<HistoryRow>, breakDays: Int, today: LocalDate) -> Bool {
        guard rule.usesLoad, rule != .keep, draft.action != .start,
              let last = history.last(where: \.countsAsSession), let weight = draft.weight, weight.value > 0 else { return false }
        let gap = today.dayNumber - last.date.dayNumber
        guard gap >= breakDays else { return false }
        draft.action = .deload
        if !draft.prescribed.isEmpty {
            draft.prescribed = draft.prescribed.map { set in
                var set = set
                set.weight = input.weight(input.step.reduce(set.weight.value, to: breakFraction))
                return set
            }
            draft.weight = draft.prescribed.map(\.weight).max { $0.value < $1.value }
            draft.reason.insert(Message("reason.break.lighter-sets", ["count": .count(gap), "date": .date(last.date)]), at: 0)
            return true
        }
        let lifted = input.workLoad(last).map { min($0, weight.value) } ?? weight.value
        let lighter = input.weight(input.step.reduce(lifted, to: breakFraction))
        draft.weight = lighter
        draft.reason = [Message("reason.break.deload", [
            "count": .count(gap), "date": .date(last.date), "lifted": .weight(input.weight(lifted)), "next": .weight(lighter),
        ])]
        return true
    }

    /// The draft's loads made with the equipment owned: a load it cannot make is rounded to the
    /// nearest one it can (up, for an increase) and the reason says so. Returns how the main
    /// load is made; `loads`, when given, is the memo of `equipment`'s loads.
    static func fit(_ draft: inout ProgressionDraft, to equipment: PlateSet, unit: MassUnit, loads: PlateLoadMemo? = nil) -> PlateLoad? {
        var notes: [Message] = []
        func make(_ weight: Weight) -> PlateLoad? {
            let value = weight.value(in: unit)
            guard value > 0 else { return nil }
            let floor = draft.action == .increase ? value : nil
            let load = loads.map { $0.load(value, atLeast: floor) } ?? PlateMath.load(value, with: equipment, atLeast: floor)
            if !load.isExact {
                let note = Message("reason.plates.rounded", [
                    "requested": .weight(Weight(load.requested, unit)), "equipment": .message(PlateWords.owned(equipment)),
                    "total": .weight(Weight(load.total, unit)),
                ])
                if !notes.contains(note) { notes.append(note) }
            }
            return load
        }
        for index in draft.prescribed.indices {
            let load = make(draft.prescribed[index].weight)
            draft.prescribed[index].plates = load
            if let load { draft.prescribed[index].weight = Weight(load.total, unit) }
        }
        var result: PlateLoad?
        if let weight = draft.weight {
            result = make(weight)
            if let result { draft.weight = Weight(result.total, unit) }
        }
        if !notes.isEmpty { draft.reason.append(Message("reason.plates.notes", ["notes": .list(notes.map { .message($0) }, separator: "; ")])) }
        return result
    }
}

/// Plain words for equipment and plates.
package enum PlateWords {
    /// `20 + 10 + 2.5 per side`, `empty bar`; the bar is named when it is not the unit's
    /// standard one (`10 per side, 25 kg bar`). Nil for a load that is not on a bar. A message,
    /// so that the words and the decimal separator follow the site's language (`2,5 pro Seite`).
    package static func perSide(_ load: PlateLoad) -> Message? {
        guard let plates = load.perSide, let bar = load.bar else { return nil }
        var standardBar = 0.0
        if case .barbell(let standard, _) = PlateSet.standard(load.unit).equipment { standardBar = standard }
        let barWeight = MessageArgument.weight(Weight(bar, load.unit))
        guard !plates.isEmpty else {
            return bar == standardBar ? Message("words.plates.empty-bar") : Message("words.plates.empty-bar.other", ["bar": barWeight])
        }
        let side = MessageArgument.list(plates.map { .number($0, decimals: 2) }, separator: " + ")
        return bar == standardBar ? Message("words.plates.per-side", ["plates": side])
            : Message("words.plates.per-side.bar", ["plates": side, "bar": barWeight])
    }

    /// `your plates (20 kg bar; 25/20/15/10/5/2.5/1.25 kg)`, `a stack in steps of 5 kg`, `your dumbbells (…)`.
    package static func owned(_ set: PlateSet) -> Message {
        let unit = MessageArgument.text(set.unit.rawValue)
        switch set.equipment {
        case .barbell(let bar, let plates):
            return Message("words.owned.plates", [
                "bar": .weight(Weight(bar, set.unit)), "plates": .list(plates.map { .number($0, decimals: 2) }, separator: "/"), "unit": unit,
            ])
        case .stack(let step):
            return Message("words.owned.stack", ["step": .weight(Weight(step, set.unit))])
        case .fixed(let loads):
            return Message("words.owned.dumbbells", ["loads": .list(loads.sorted().map { .number($0, decimals: 2) }, separator: ", "), "unit": unit])
        }
    }
}
