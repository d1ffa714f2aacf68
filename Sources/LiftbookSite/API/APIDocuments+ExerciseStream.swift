import LiftbookAnalytics
import LiftbookModel

extension APIDocuments {
    /// `exercises/<id>.json` written straight into bytes: the same text as
    /// ``document(_:in:)``'s tree, without building the history rows (most of the file) as a tree.
    /// Keys are written in sorted order.
    static func streamDocument(_ exercise: ExerciseAnalysis, today: LocalDate, words: MessageWriter, into writer: inout JSONWriter) {
        guard case .object(let tree) = document(exercise, today: today, history: false, words: words) else { return }
        writer.beginObject()
        writer.key("backtest"); writer.value(tree["backtest"] ?? .null)
        writer.key("firstDate"); writer.value(tree["firstDate"] ?? .null)
        writer.key("history")
        writer.beginArray()
        for row in exercise.history where !row.isPrivate { stream(row, into: &writer) }
        writer.endArray()
        for (key, name) in afterHistory { writer.key(key); writer.value(tree[name] ?? .null) }
        writer.endObject()
    }

    /// The exercise document's keys after `history`, in sorted order.
    private static let afterHistory: [(StaticString, String)] = [
        ("id", "id"), ("lastDate", "lastDate"), ("loggedAs", "loggedAs"), ("name", "name"), ("origin", "origin"),
        ("percentages", "percentages"), ("recommendation", "recommendation"), ("records", "records"),
        ("repMaxes", "repMaxes"), ("sessions", "sessions"), ("stall", "stall"), ("totalVolumeKg", "totalVolumeKg"),
        ("type", "type"), ("workingSets", "workingSets"),
    ]

    /// One history row, as ``document(_:)-(HistoryRow)`` writes it.
    static func stream(_ row: HistoryRow, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("date"); writer.date(row.date)
        writer.key("distanceM"); writer.number(row.distanceMetres)
        writer.key("durationS"); writer.number(row.durationSeconds)
        writer.key("e1rmKg"); writer.number(row.e1RMKilograms)
        writer.key("longestHoldS"); writer.number(row.longestHoldSeconds)
        writer.key("name"); writer.string(row.name)
        writer.key("paceSPerKm"); writer.number(row.paceSecondsPerKilometre)
        writer.key("session"); writer.string(row.sessionID)
        writer.key("sets")
        writer.beginArray()
        for (index, set) in row.sets.enumerated() {
            stream(set, implausible: row.implausibleSets.contains(index), into: &writer)
        }
        writer.endArray()
        writer.key("speedKmh"); writer.number(row.speedKilometresPerHour)
        writer.key("topSet")
        if let top = row.topSet {
            writer.beginObject()
            writer.key("reps"); writer.int(top.reps ?? 0)
            writer.key("weightKg"); writer.number(top.kilograms)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("volumeKg"); writer.number(row.volumeKilograms)
        writer.key("warmupOnly"); writer.bool(!row.countsAsSession)
        writer.key("workingSets"); writer.int(row.workingSetCount)
        writer.endObject()
    }

    /// One logged set, as ``document(_:implausible:)`` writes it: keys in sorted order.
    static func stream(_ set: LoggedSet, implausible: Bool, into writer: inout JSONWriter) {
        writer.beginObject()
        var bodyweight = false
        var weight: Double?
        var band: String?
        switch set.load {
        case .weight(let load)?: weight = load.kilograms
        case .bodyweight(let added)?: bodyweight = true; weight = added?.kilograms
        case .band(let colour)?: band = colour
        case nil: break
        }
        if let band { writer.key("band"); writer.string(band) }
        if bodyweight { writer.key("bodyweight"); writer.bool(true) }
        if let distance = set.distance { writer.key("distanceM"); writer.number(distance.metres) }
        if let duration = set.duration { writer.key("durationS"); writer.number(duration) }
        if implausible { writer.key("implausible"); writer.bool(true) }
        writer.key("kind"); writer.string(set.kind.rawValue)
        if let reps = set.reps { writer.key("reps"); writer.int(reps) }
        if let rir = set.rir { writer.key("rir"); writer.number(rir) }
        if let rpe = set.rpe { writer.key("rpe"); writer.number(rpe) }
        if let weight { writer.key("weightKg"); writer.number(weight) }
        writer.endObject()
    }
}
