import LiftbookModel

/// Reads a Garmin `.fit` file (``FitDecoder``): a strength activity's `set` messages become one
/// session (rest "sets" are pauses, not sets), dated by its `session` message (else by its
/// `activity` message and its sets), with exercises mapped through ``GarminExercises``; a weight
/// scale's `weight_scale` messages become body-weight entries. Chained files give a session each.
struct GarminFitReader {
    /// The messages read: file_id, session, weight_scale, activity, set.
    static let wanted: Set<UInt16> = [0, 18, 30, 34, 225]
    /// Pounds per kilogram's inverse: kilograms per pound.
    static let kilogramsPerPound = 0.45359237
    /// FIT times below this are seconds since the device started, not dates.
    static let firstAbsoluteTime = 0x1000_0000

    let path: String
    let clock: ExportClock
    let library: ExerciseLibrary

    /// What one file holds.
    struct Contents {
        var sessions: [Session] = []
        var bodyWeights: [BodyWeightEntry] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The sessions, body weights and diagnostics of the file's bytes.
    func read(_ bytes: UnsafeRawBufferPointer) -> Contents {
        var contents = Contents()
        let location = SourceLocation(path: path)
        let messages: [FitMessage]
        do {
            messages = try FitDecoder.messages(bytes, wanted: Self.wanted)
        } catch {
            contents.diagnostics.append(.error("at byte \(error.offset): \(error.message)", at: location, hint: error.hint))
            return contents
        }
        var unmapped: [String: Int] = [:]
        var badWeighings = 0
        var undated = 0
        var group: [FitMessage] = []
        func finishGroup() {
            if let session = session(of: group, unmapped: &unmapped, undated: &undated) { contents.sessions.append(session) }
            group = []
        }
        for message in messages {
            switch message.global {
            case 0: finishGroup()
            case 30:
                if let entry = bodyWeight(message) { contents.bodyWeights.append(entry) } else if message.number(0) != 0xFFFE { badWeighings += 1 }
                continue
            default: break
            }
            group.append(message)
        }
        finishGroup()
        if badWeighings > 0 {
            contents.diagnostics.append(.warning("\(badWeighings) weighing\(badWeighings == 1 ? " has" : "s have") no date or a weight outside 20–400 kg; not imported",
                                                 at: location, hint: "check the weighings on the scale or in Garmin Connect"))
        }
        if undated > 0 {
            contents.diagnostics.append(.error("\(undated) set\(undated == 1 ? " has" : "s have") no date (no session start and no set start time); not imported",
                                               at: location, hint: "export the activity from Garmin Connect again (Export Original)"))
        }
        if !unmapped.isEmpty {
            contents.diagnostics.append(.warning(UnmappedNamesWarning.text(unmapped.map { ($0.key, $0.value) }), at: location,
                                                 hint: "Liftbook maps Garmin's exercise names it is sure of; " + UnmappedNamesWarning.hint))
        }
        if contents.sessions.isEmpty, contents.bodyWeights.isEmpty, badWeighings == 0, undated == 0 {
            contents.diagnostics.append(.warning("the FIT file holds no strength sets and no weighings (a run or a ride?)", at: location,
                                                 hint: "imports/ reads Garmin strength-training activities and weight-scale files; move other activities out of imports/"))
        }
        return contents
    }

    /// The session of one file's messages, nil when it has no active sets (or no date: `undated`
    /// counts its sets).
    private func session(of messages: [FitMessage], unmapped: inout [String: Int], undated: inout Int) -> Session? {
        let sets = messages.filter { $0.global == 225 && $0.number(5) != 0 && ($0.number(3) != nil || $0.number(4) != nil || $0.number(7) != nil) }
        guard !sets.isEmpty else { return nil }
        let sessions = messages.filter { $0.global == 18 }
        let firstSet = sets.first.flatMap { time($0.number(6)) ?? time($0.number(254)) ?? time($0.number(253)) }
        guard let start = sessions.lazy.compactMap({ time($0.number(2)) }).first ?? firstSet,
              let local = clock.local(epochSeconds: Double(start)) else {
            undated += sets.count
            return nil
        }
        var end: Int?
        if let last = sessions.last, let from = time(last.number(2)), let elapsed = last.number(7), (0...Double(UInt32.max)).contains(elapsed) {
            end = from + Int(elapsed / 1000)
        } else if let last = sessions.last {
            end = time(last.number(253))
        } else if let activity = messages.last(where: { $0.global == 34 }), let stamp = time(activity.number(253)) {
            end = stamp
        } else {
            end = sets.last.flatMap { time($0.number(254)) ?? time($0.number(253)) }
        }
        var session = Session(date: local.date, start: local.time, title: "Strength training", location: SourceLocation(path: path))
        if let end, end > start, end - start < 86_400 { session.end = clock.local(epochSeconds: Double(end))?.time }
        let assembler = ImportAssembler(library: library)
        for message in sets {
            let category = Self.uint16(message.fields[7]?.values.lazy.compactMap { $0 }.first)
            let subtype = Self.uint16(message.fields[8]?.values.lazy.compactMap { $0 }.first)
            var id = category.flatMap { GarminExercises.libraryID(category: $0, subtype: subtype) }.map { ExerciseID($0) }
            if let known = id, library[known] == nil { id = nil }
            let name = id.flatMap { library[$0]?.name } ?? GarminExercises.keptName(category: category, subtype: subtype)
            var set = ImportedSet()
            set.reps = Self.uint16(message.number(3))
            if let sixteenths = Self.uint16(message.number(4)), sixteenths > 0 {
                let kilograms = Double(sixteenths) / 16
                set.weight = message.number(9) == 2 ? Weight((kilograms / Self.kilogramsPerPound * 10).rounded() / 10, .lb) : Weight(kilograms, .kg)
            }
            if set.reps == nil, let milliseconds = message.number(0), milliseconds > 0, milliseconds <= Double(UInt32.max) {
                set.duration = (milliseconds / 1000).rounded()
            }
            set.dropZeroReps()
            guard set.recordsSomething else { continue }
            let logged = assembler.loggedSet(set, exercise: id.flatMap { library[$0] }, name: name)
            if let last = session.exercises.last, last.name == name {
                session.exercises[session.exercises.count - 1].sets.append(logged)
            } else {
                let exerciseID = id ?? ExerciseID(slugOf: name)
                session.exercises.append(LoggedExercise(exerciseID: exerciseID, name: name, isKnown: id != nil, sets: [logged],
                                                        location: SourceLocation(path: path)))
            }
            if id == nil { unmapped[name, default: 0] += 1 }
        }
        return session.exercises.isEmpty ? nil : session
    }

    /// A weighing's entry, nil when it has no date or an implausible weight.
    private func bodyWeight(_ message: FitMessage) -> BodyWeightEntry? {
        guard let hundredths = Self.uint16(message.number(0)).map(Double.init), hundredths != 0xFFFE, let seconds = time(message.number(253)),
              let local = clock.local(epochSeconds: Double(seconds)) else { return nil }
        let weight = Weight(hundredths / 100, .kg)
        guard BodyWeightLayout.plausibleKilograms.contains(weight.kilograms) else { return nil }
        return BodyWeightEntry(date: local.date, weight: weight, location: SourceLocation(path: path))
    }

    /// A whole number in the profile's uint16 range (the type of reps, weight, category and name);
    /// nil for any other value a file's own field types let through.
    static func uint16(_ value: Double?) -> Int? {
        guard let value, let whole = Int(exactly: value), (0...0xFFFF).contains(whole) else { return nil }
        return whole
    }

    /// Unix seconds of a FIT `date_time`; nil for a missing or device-relative time.
    private func time(_ value: Double?) -> Int? {
        guard let value, value >= Double(Self.firstAbsoluteTime), value <= Double(UInt32.max) else { return nil }
        return Int(value) + FitDecoder.epoch
    }
}
