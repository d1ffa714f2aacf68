package import LiftbookAnalytics
package import LiftbookModel
package import LiftbookSystem

/// The static JSON API under `api/`: `index.json`, `exercises/<id>.json` and
/// `weeks/<YYYY-Www>.json`. Loads are in kilograms whatever the display unit; output is
/// deterministic (sorted keys, stable numbers). Private sessions count in every figure but
/// their own details (history rows, ids in week lists) stay out.
package enum APIDocuments {
    /// Every API file, paths starting with `api/`, each ending in a newline.
    package static func files(for analysis: Analysis, words: MessageWriter) -> [OutputFile] {
        [indexFile(analysis, words: words)] + analysis.exercises.map { exerciseFile($0, today: analysis.today, words: words) } + analysis.weeks.map(weekFile)
    }

    /// `api/index.json`.
    package static func indexFile(_ analysis: Analysis, words: MessageWriter) -> OutputFile {
        OutputFile(path: Route.apiIndex.file, bytes: index(analysis, words: words).bytes(terminator: "\n"))
    }

    /// `api/exercises/<id>.json`; `today` picks the next recommendation.
    package static func exerciseFile(_ exercise: ExerciseAnalysis, today: LocalDate, words: MessageWriter) -> OutputFile {
        var writer = JSONWriter(pretty: false)
        streamDocument(exercise, today: today, words: words, into: &writer)
        return OutputFile(path: Route.api(exercise: exercise.id).file, bytes: writer.bytes(terminator: "\n"))
    }

    /// `api/weeks/<YYYY-Www>.json`.
    package static func weekFile(_ week: WeekSummary) -> OutputFile {
        var writer = JSONWriter(pretty: false)
        stream(week, into: &writer)
        return OutputFile(path: Route.api(week: week.week).file, bytes: writer.bytes(terminator: "\n"))
    }

    /// Everything in one document (`index`, `exercises`, `weeks`), as `liftbook stats --json` prints it.
    package static func combined(_ analysis: Analysis, pretty: Bool = true, words: MessageWriter) -> String {
        JSON.object([
            "exercises": .array(analysis.exercises.map { document($0, today: analysis.today, words: words) }),
            "index": index(analysis, words: words),
            "weeks": .array(analysis.weeks.map(document)),
        ]).text(pretty: pretty) + "\n"
    }

    /// `exercises/<id>.json`, relative to `api/` (the index lists the documents so).
    package static func path(of id: ExerciseID) -> String { Route.api(exercise: id).path(below: .api) }

    /// `weeks/<YYYY-Www>.json`, relative to `api/`.
    package static func path(of week: ISOWeek) -> String { Route.api(week: week).path(below: .api) }

    /// `api/index.json`: settings, totals, and a list of the exercise and week documents.
    static func index(_ analysis: Analysis, words: MessageWriter) -> JSON {
        .object([
            "currentStreak": .int(analysis.currentStreak),
            "deloadSuggested": .array((analysis.deloadSuggestion?.stalls ?? []).map { .string($0.exercise.rawValue) }),
            "e1rm": .string(analysis.formula.rawValue),
            "exercises": .array(analysis.exercises.map { exercise in
                .object([
                    "id": .string(exercise.id.rawValue),
                    "name": .string(exercise.name),
                    "sessions": .int(exercise.sessionCount),
                    "lastDate": .date(exercise.lastDate),
                    "path": .string(path(of: exercise.id)),
                ])
            }),
            "recommendations": .array(analysis.recommendations.map { document($0, words: words) }),
            "stalls": .array(analysis.currentStalls.map { document($0) }),
            "today": .date(analysis.today),
            "totals": .object([
                "sessions": .int(analysis.sessions.count),
                "workingSets": .int(analysis.totalWorkingSets),
                "volumeKg": .number(analysis.totalVolumeKilograms),
            ]),
            "unit": .string(analysis.unit.rawValue),
            "weekStart": .string(analysis.weekStart.rawValue),
            "weeks": .array(analysis.weeks.map { week in
                .object([
                    "week": .string(week.week.description),
                    "sessions": .int(week.sessionCount),
                    "plannedSessions": .int(week.plannedSessions),
                    "volumeKg": .number(week.volumeKilograms),
                    "path": .string(path(of: week.week)),
                ])
            }),
        ])
    }

    /// `weeks/<YYYY-Www>.json`.
    static func document(_ week: WeekSummary) -> JSON {
        .object([
            "durationS": .int(week.durationSeconds),
            "firstDay": .date(week.firstDay),
            "lastDay": .date(week.lastDay),
            "meetsPlan": .bool(week.meetsPlan),
            "muscleSessions": .object(JSONObject(week.muscleSessions.mapValues { .int($0) })),
            "muscleSets": .object(JSONObject(week.muscleSets.mapValues { .number($0) })),
            "muscleVolumeKg": .object(JSONObject(week.muscleVolumeKilograms.mapValues { .number($0) })),
            "plannedSessions": .int(week.plannedSessions),
            "records": .array(week.records.map { document($0, withExercise: true) }),
            "sessionIds": .array(week.sessionIDs.filter { !week.privateSessionIDs.contains($0) }.map { .string($0) }),
            "sessions": .int(week.sessionCount),
            "sets": .int(week.workingSets),
            "streak": .int(week.streak),
            "volumeKg": .number(week.volumeKilograms),
            "week": .string(week.week.description),
        ])
    }

    /// A record: `{value, date, session, weightKg, reps, previous}` (and `exercise`, `kind` in lists).
    static func document(_ record: PersonalRecord?, withExercise: Bool = false) -> JSON {
        guard let record else { return .null }
        var members: JSONObject = [
            "value": .number(record.value),
            "date": .date(record.date),
            "session": .string(record.sessionID),
            "weightKg": .number(record.weightKilograms),
            "reps": record.reps.map { .int($0) } ?? .null,
            "previous": record.previous.map { previous in
                .object(["date": .date(previous.date), "session": .string(previous.sessionID), "value": .number(previous.value)])
            } ?? .null,
        ]
        if withExercise {
            members["exercise"] = .string(record.exercise.rawValue)
            members["kind"] = .string(record.kind.rawValue)
        }
        return .object(members)
    }
}
