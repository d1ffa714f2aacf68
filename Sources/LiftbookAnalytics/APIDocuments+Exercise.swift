import LiftbookModel

extension APIDocuments {
    /// `exercises/<id>.json`.
    static func document(_ exercise: ExerciseAnalysis, in analysis: Analysis) -> JSON {
        let records = exercise.records
        return .object([
            "id": .string(exercise.id.rawValue),
            "name": .string(exercise.name),
            "type": .string(exercise.type.rawValue),
            "loggedAs": .array(exercise.loggedAs.map { .string($0) }),
            "sessions": .int(exercise.sessionCount),
            "firstDate": .date(exercise.firstDate),
            "lastDate": .date(exercise.lastDate),
            "workingSets": .int(exercise.workingSetCount),
            "totalVolumeKg": .number(exercise.totalVolumeKilograms),
            "records": .object([
                "heaviestKg": document(records[.heaviest]),
                "e1rmKg": document(records[.e1rm]),
                "setVolumeKg": document(records[.setVolume]),
                "sessionVolumeKg": document(records[.sessionVolume]),
                "longestDistanceM": document(records[.longestDistance]),
                "longestDurationS": document(records[.longestDuration]),
                "fastestPaceSPerKm": document(records[.fastestPace]),
                "longestHoldS": document(records[.longestHold]),
            ]),
            "repMaxes": .array(records.repMaxes.map { record in
                .object([
                    "reps": .int(record.reps ?? 0),
                    "weightKg": .number(record.value),
                    "date": .date(record.date),
                    "session": .string(record.sessionID),
                ])
            }),
            "history": .array(exercise.history.map(document)),
            "recommendation": exercise.nextRecommendation(onOrAfter: analysis.today).map { document($0) } ?? .null,
        ])
    }

    /// One history row.
    static func document(_ row: HistoryRow) -> JSON {
        .object([
            "date": .date(row.date),
            "session": .string(row.sessionID),
            "name": .string(row.name),
            "sets": .array(row.sets.map(document)),
            "topSet": row.topSet.map { .object(["weightKg": .number($0.kilograms), "reps": .int($0.reps ?? 0)]) } ?? .null,
            "e1rmKg": .number(row.e1RMKilograms),
            "volumeKg": .number(row.volumeKilograms),
            "workingSets": .int(row.workingSetCount),
            "durationS": .number(row.durationSeconds),
            "distanceM": .number(row.distanceMetres),
            "paceSPerKm": .number(row.paceSecondsPerKilometre),
            "speedKmh": .number(row.speedKilometresPerHour),
            "longestHoldS": .number(row.longestHoldSeconds),
        ])
    }

    /// One logged set; absent measures are left out.
    static func document(_ set: LoggedSet) -> JSON {
        var members: [String: JSON] = ["kind": .string(set.kind.rawValue)]
        switch set.load {
        case .weight(let weight)?:
            members["weightKg"] = .number(weight.kilograms)
        case .bodyweight(let added)?:
            members["bodyweight"] = .bool(true)
            if let added { members["weightKg"] = .number(added.kilograms) }
        case .band(let colour)?:
            members["band"] = .string(colour)
        case nil:
            break
        }
        if let reps = set.reps { members["reps"] = .int(reps) }
        if let rpe = set.rpe { members["rpe"] = .number(rpe) }
        if let duration = set.duration { members["durationS"] = .number(duration) }
        if let distance = set.distance { members["distanceM"] = .number(distance.metres) }
        return .object(members)
    }

    /// A recommendation.
    static func document(_ recommendation: Recommendation) -> JSON {
        .object([
            "exercise": .string(recommendation.exercise.rawValue),
            "day": .string(recommendation.day.rawValue),
            "position": .int(recommendation.position),
            "rule": .string(recommendation.rule.rawValue),
            "action": .string(recommendation.action.rawValue),
            "sets": .int(recommendation.sets),
            "reps": recommendation.reps.map { .object(["low": .int($0.low), "high": .int($0.high)]) } ?? .null,
            "weightKg": .number(recommendation.weight?.kilograms),
            "rpe": .number(recommendation.rpe),
            "durationS": .number(recommendation.duration),
            "distanceM": .number(recommendation.distance?.metres),
            "reason": .string(recommendation.reason),
            "lookedAt": .array(recommendation.lookedAt.map { .string($0) }),
        ])
    }
}
