import LiftbookAnalytics
import LiftbookModel

extension APIDocuments {
    /// `weeks/<YYYY-Www>.json` written straight into bytes: the same text as ``document(_:)-(WeekSummary)``'s
    /// tree. Keys are written in sorted order.
    static func stream(_ week: WeekSummary, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("durationS"); writer.int(week.durationSeconds)
        writer.key("firstDay"); writer.date(week.firstDay)
        writer.key("lastDay"); writer.date(week.lastDay)
        writer.key("meetsPlan"); writer.bool(week.meetsPlan)
        writer.key("muscleSessions"); stream(week.muscleSessions.mapValues(Double.init), into: &writer)
        writer.key("muscleSets"); stream(week.muscleSets, into: &writer)
        writer.key("muscleVolumeKg"); stream(week.muscleVolumeKilograms, into: &writer)
        writer.key("plannedSessions"); writer.int(week.plannedSessions)
        writer.key("records")
        writer.beginArray()
        for record in week.records { streamListed(record, into: &writer) }
        writer.endArray()
        writer.key("sessionIds")
        writer.beginArray()
        for id in week.sessionIDs where !week.privateSessionIDs.contains(id) { writer.string(id) }
        writer.endArray()
        writer.key("sessions"); writer.int(week.sessionCount)
        writer.key("sets"); writer.int(week.workingSets)
        writer.key("streak"); writer.int(week.streak)
        writer.key("volumeKg"); writer.number(week.volumeKilograms)
        writer.key("week"); writer.string(week.week.description)
        writer.endObject()
    }

    /// Numbers by name, keys sorted as ``JSONObject`` sorts them.
    private static func stream(_ numbers: [String: Double], into writer: inout JSONWriter) {
        writer.beginObject()
        for (name, value) in numbers.sorted(by: { $0.key < $1.key }) { writer.key(named: name); writer.number(value) }
        writer.endObject()
    }

    /// A record in a list, as ``document(_:withExercise:)`` writes it with its exercise and kind.
    private static func streamListed(_ record: PersonalRecord, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("date"); writer.date(record.date)
        writer.key("exercise"); writer.string(record.exercise.rawValue)
        writer.key("kind"); writer.string(record.kind.rawValue)
        writer.key("previous")
        if let previous = record.previous {
            writer.beginObject()
            writer.key("date"); writer.date(previous.date)
            writer.key("session"); writer.string(previous.sessionID)
            writer.key("value"); writer.number(previous.value)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("reps")
        if let reps = record.reps { writer.int(reps) } else { writer.null() }
        writer.key("session"); writer.string(record.sessionID)
        writer.key("value"); writer.number(record.value)
        writer.key("weightKg"); writer.number(record.weightKilograms)
        writer.endObject()
    }
}
