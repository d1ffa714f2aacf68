public import LiftbookModel

/// The static JSON API under `api/`: `index.json`, `exercises/<id>.json` and
/// `weeks/<YYYY-Www>.json`. Loads are in kilograms whatever the display unit; output is
/// deterministic (sorted keys, stable numbers).
public enum APIDocuments {
    /// Every API file, paths starting with `api/`, each ending in a newline.
    public static func files(for analysis: Analysis) -> [OutputFile] {
        var files = [OutputFile(path: "api/index.json", contents: index(analysis).text() + "\n")]
        for exercise in analysis.exercises {
            files.append(OutputFile(path: "api/" + path(of: exercise.id), contents: document(exercise, in: analysis).text() + "\n"))
        }
        for week in analysis.weeks {
            files.append(OutputFile(path: "api/" + path(of: week.week), contents: document(week).text() + "\n"))
        }
        return files
    }

    /// Everything in one document (`index`, `exercises`, `weeks`), as `liftbook stats --json` prints it.
    public static func combined(_ analysis: Analysis, pretty: Bool = true) -> String {
        JSON.object([
            "index": index(analysis),
            "exercises": .array(analysis.exercises.map { document($0, in: analysis) }),
            "weeks": .array(analysis.weeks.map(document)),
        ]).text(pretty: pretty) + "\n"
    }

    /// `exercises/<id>.json`, relative to `api/`.
    public static func path(of id: ExerciseID) -> String {
        let slug = ExerciseID.isSlug(id.rawValue) ? id.rawValue : slugify(id.rawValue)
        return "exercises/\(slug.isEmpty ? "exercise" : slug).json"
    }

    /// `weeks/<YYYY-Www>.json`, relative to `api/`.
    public static func path(of week: ISOWeek) -> String { "weeks/\(week).json" }

    /// `api/index.json`: settings, totals, and a list of the exercise and week documents.
    static func index(_ analysis: Analysis) -> JSON {
        .object([
            "today": .date(analysis.today),
            "unit": .string(analysis.unit.rawValue),
            "e1rm": .string(analysis.formula.rawValue),
            "weekStart": .string(analysis.weekStart.rawValue),
            "currentStreak": .int(analysis.currentStreak),
            "totals": .object([
                "sessions": .int(analysis.sessions.count),
                "workingSets": .int(analysis.totalWorkingSets),
                "volumeKg": .number(analysis.totalVolumeKilograms),
            ]),
            "exercises": .array(analysis.exercises.map { exercise in
                .object([
                    "id": .string(exercise.id.rawValue),
                    "name": .string(exercise.name),
                    "sessions": .int(exercise.sessionCount),
                    "lastDate": .date(exercise.lastDate),
                    "path": .string(path(of: exercise.id)),
                ])
            }),
            "weeks": .array(analysis.weeks.map { week in
                .object([
                    "week": .string(week.week.description),
                    "sessions": .int(week.sessionCount),
                    "plannedSessions": .int(week.plannedSessions),
                    "volumeKg": .number(week.volumeKilograms),
                    "path": .string(path(of: week.week)),
                ])
            }),
            "recommendations": .array(analysis.recommendations.map { document($0) }),
        ])
    }

    /// `weeks/<YYYY-Www>.json`.
    static func document(_ week: WeekSummary) -> JSON {
        .object([
            "week": .string(week.week.description),
            "firstDay": .date(week.firstDay),
            "lastDay": .date(week.lastDay),
            "sessions": .int(week.sessionCount),
            "sessionIds": .array(week.sessionIDs.map { .string($0) }),
            "plannedSessions": .int(week.plannedSessions),
            "meetsPlan": .bool(week.meetsPlan),
            "streak": .int(week.streak),
            "durationS": .int(week.durationSeconds),
            "sets": .int(week.workingSets),
            "volumeKg": .number(week.volumeKilograms),
            "muscleSets": .object(week.muscleSets.mapValues { .number($0) }),
            "muscleVolumeKg": .object(week.muscleVolumeKilograms.mapValues { .number($0) }),
            "records": .array(week.records.map { document($0, withExercise: true) }),
        ])
    }

    /// A record: `{value, date, session, weightKg, reps, previous}` (and `exercise`, `kind` in lists).
    static func document(_ record: PersonalRecord?, withExercise: Bool = false) -> JSON {
        guard let record else { return .null }
        var members: [String: JSON] = [
            "value": .number(record.value),
            "date": .date(record.date),
            "session": .string(record.sessionID),
            "weightKg": .number(record.weightKilograms),
            "reps": record.reps.map { .int($0) } ?? .null,
            "previous": record.previous.map { previous in
                .object(["value": .number(previous.value), "date": .date(previous.date), "session": .string(previous.sessionID)])
            } ?? .null,
        ]
        if withExercise {
            members["exercise"] = .string(record.exercise.rawValue)
            members["kind"] = .string(record.kind.rawValue)
        }
        return .object(members)
    }
}
