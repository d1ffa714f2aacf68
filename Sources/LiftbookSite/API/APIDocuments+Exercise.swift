import LiftbookAnalytics
import LiftbookModel

extension APIDocuments {
    /// `exercises/<id>.json`; without `history` the history list is left empty (the file streams it).
    static func document(_ exercise: ExerciseAnalysis, today: LocalDate, history: Bool = true, words: MessageWriter) -> JSON {
        let records = exercise.records
        return .object([
            "backtest": document(exercise.backtest),
            "firstDate": .date(exercise.firstDate),
            "history": .array(history ? exercise.history.filter { !$0.isPrivate }.map(document) : []),
            "id": .string(exercise.id.rawValue),
            "lastDate": .date(exercise.lastDate),
            "loggedAs": .array(exercise.loggedAs.map { .string($0) }),
            "name": .string(exercise.name),
            "origin": .string(exercise.origin.rawValue),
            "percentages": document(exercise.percentages),
            "recommendation": exercise.nextRecommendation(onOrAfter: today).map { document($0, words: words) } ?? .null,
            "records": .object(recordMembers(records)),
            "repMaxes": .array(records.repMaxes.map { record in
                .object([
                    "reps": .int(record.reps ?? 0),
                    "weightKg": .number(record.value),
                    "date": .date(record.date),
                    "session": .string(record.sessionID),
                ])
            }),
            "sessions": .int(exercise.sessionCount),
            "stall": exercise.stall.map { document($0) } ?? .null,
            "totalVolumeKg": .number(exercise.totalVolumeKilograms),
            "type": .string(exercise.type.rawValue),
            "workingSets": .int(exercise.workingSetCount),
        ])
    }

    /// The `records` object: one member per single-valued kind, and for an assisted exercise
    /// `leastHelp`, the least help for each number of reps (`{reps, helpKg, date, session}`).
    static func recordMembers(_ records: PersonalRecords) -> JSONObject {
        var members: JSONObject = [
            "heaviestKg": document(records[.heaviest]),
            "e1rmKg": document(records[.e1rm]),
            "setVolumeKg": document(records[.setVolume]),
            "sessionVolumeKg": document(records[.sessionVolume]),
            "longestDistanceM": document(records[.longestDistance]),
            "longestDurationS": document(records[.longestDuration]),
            "fastestPaceSPerKm": document(records[.fastestPace]),
            "longestHoldS": document(records[.longestHold]),
        ]
        if !records.leastHelp.isEmpty {
            members["leastHelp"] = .array(records.leastHelp.map { record in
                .object([
                    "reps": .int(record.reps ?? 0),
                    "helpKg": .number(record.value),
                    "date": .date(record.date),
                    "session": .string(record.sessionID),
                ])
            })
        }
        return members
    }

    /// One history row.
    static func document(_ row: HistoryRow) -> JSON {
        .object([
            "date": .date(row.date),
            "distanceM": .number(row.distanceMetres),
            "durationS": .number(row.durationSeconds),
            "e1rmKg": .number(row.e1RMKilograms),
            "longestHoldS": .number(row.longestHoldSeconds),
            "name": .string(row.name),
            "paceSPerKm": .number(row.paceSecondsPerKilometre),
            "session": .string(row.sessionID),
            "sets": .array(row.sets.enumerated().map { index, set in
                document(set, implausible: row.implausibleSets.contains(index))
            }),
            "speedKmh": .number(row.speedKilometresPerHour),
            "topSet": row.topSet.map { .object(["reps": .int($0.reps ?? 0), "weightKg": .number($0.kilograms)]) } ?? .null,
            "volumeKg": .number(row.volumeKilograms),
            "warmupOnly": .bool(!row.countsAsSession),
            "workingSets": .int(row.workingSetCount),
        ])
    }

    /// One logged set; absent measures are left out, and `implausible` is written only when true.
    static func document(_ set: LoggedSet, implausible: Bool = false) -> JSON {
        var members: JSONObject = ["kind": .string(set.kind.rawValue)]
        if implausible { members["implausible"] = .bool(true) }
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
        if let rir = set.rir { members["rir"] = .number(rir) }
        if let duration = set.duration { members["durationS"] = .number(duration) }
        if let distance = set.distance { members["distanceM"] = .number(distance.metres) }
        return .object(members)
    }

    /// How a load is made: `{unit, bar, perSide}` in the plates' own unit (a list of plates per
    /// side, heaviest first); `bar` and `perSide` are null for a machine or dumbbells.
    static func document(_ load: PlateLoad?) -> JSON {
        guard let load else { return .null }
        return .object([
            "bar": .number(load.bar),
            "perSide": load.perSide.map { .array($0.map { .number($0) }) } ?? .null,
            "total": .number(load.total),
            "unit": .string(load.unit.rawValue),
        ])
    }

    /// `{sessions, followed, hit, diverged: [{date, session, plannedKg, doneKg}]}`, or null.
    static func document(_ test: Backtest?) -> JSON {
        guard let test else { return .null }
        let diverged: [JSON] = test.divergences.map { d in
            .object(["date": .date(d.date), "doneKg": .number(d.done.kilograms), "plannedKg": .number(d.planned.kilograms),
                     "session": .string(d.sessionID)])
        }
        return .object(["diverged": .array(diverged), "followed": .int(test.followed), "hit": .int(test.hit),
                        "sessions": .int(test.sessions)])
    }

    /// `{e1rmKg, date, rows: [{percent, weightKg, plates}]}`, or null.
    static func document(_ table: TrainingPercentages?) -> JSON {
        guard let table else { return .null }
        let rows: [JSON] = table.rows.map { row in
            .object(["percent": .int(row.percent), "plates": document(row.load),
                     "weightKg": .number(row.load.total * row.load.unit.kilograms)])
        }
        return .object(["date": .date(table.date), "e1rmKg": .number(table.e1RMKilograms), "rows": .array(rows)])
    }

    /// A stall: `{exercise, baselineE1rmKg, baselineDate, bestE1rmKg, change, sessions, lastDate}`.
    static func document(_ stall: Stall) -> JSON {
        .object([
            "baselineDate": .date(stall.baselineDate),
            "baselineE1rmKg": .number(stall.baselineKilograms),
            "bestE1rmKg": .number(stall.bestKilograms),
            "change": .number(stall.change),
            "exercise": .string(stall.exercise.rawValue),
            "lastDate": .date(stall.lastDate),
            "sessions": .array(stall.sessions.map { .string($0) }),
        ])
    }

    /// A recommendation.
    static func document(_ recommendation: Recommendation, words: MessageWriter) -> JSON {
        .object([
            "action": .string(recommendation.action.rawValue),
            "day": .string(recommendation.cycle?.title ?? recommendation.day.rawValue),
            "distanceM": .number(recommendation.distance?.metres),
            "durationS": .number(recommendation.duration),
            "exercise": .string(recommendation.exercise.rawValue),
            "lookedAt": .array(recommendation.lookedAt.map { .string($0) }),
            "plates": document(recommendation.plates),
            "position": .int(recommendation.position),
            "prescribed": .array(recommendation.prescribed.map { set in
                .object(["amrap": .bool(set.amrap), "plates": document(set.plates), "reps": .int(set.reps),
                         "weightKg": .number(set.weight.kilograms)])
            }),
            "reason": .string(words.write(recommendation.reason)),
            "reps": recommendation.reps.map { .object(["high": .int($0.high), "low": .int($0.low)]) } ?? .null,
            "rpe": .number(recommendation.rpe),
            "rule": .string(recommendation.rule.rawValue),
            "sets": .int(recommendation.sets),
            "weightKg": .number(recommendation.weight?.kilograms),
        ])
    }
}
