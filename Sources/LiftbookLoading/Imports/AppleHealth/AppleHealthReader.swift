import LiftbookModel

/// Reads Apple Health's `export.xml` as it streams by, chunk after chunk (``XMLTagScanner``):
/// body-mass records (`HKQuantityTypeIdentifierBodyMass`, in kg, lb or g) become body-weight
/// entries, and traditional or functional strength-training workouts become sessions with their
/// start, end and energy but no exercises (``HealthWorkouts`` keeps them only where no other
/// source has a workout then). Everything else in the file is skipped without being kept, so
/// memory is bounded by the longest tag, not by the file.
struct AppleHealthReader {
    /// Workout types read, with the title their sessions get.
    static let strengthTypes = [
        "HKWorkoutActivityTypeTraditionalStrengthTraining": "Strength training",
        "HKWorkoutActivityTypeFunctionalStrengthTraining": "Functional strength training",
    ]
    static let bodyMass = "HKQuantityTypeIdentifierBodyMass"

    let path: String
    let clock: ExportClock
    private var scanner = XMLTagScanner(names: ["Record", "Workout", "WorkoutStatistics"],
                                        requiring: ["Record": "\"\(AppleHealthReader.bodyMass)\""])
    private(set) var bodyWeights: [BodyWeightEntry] = []
    private(set) var workouts: [Session] = []
    private var problems = RowErrorGroups()
    /// The strength workout whose child elements are being read, with its energy so far.
    private var open: (session: Session, kilocalories: Double?)?

    init(path: String, clock: ExportClock) {
        self.path = path
        self.clock = clock
    }

    /// Reads the next chunk of the file.
    mutating func feed(_ chunk: UnsafeRawBufferPointer) {
        var tags: [XMLTag] = []
        scanner.scan(chunk) { tags.append($0) }
        for tag in tags { take(tag) }
    }

    /// The diagnostics, once the whole file was fed.
    mutating func finish() -> [Diagnostic] {
        if let open { close(open) }
        open = nil
        var result: [Diagnostic] = []
        if scanner.rootName != "HealthData" {
            result.append(.error("this XML file is not an Apple Health export (its first element is \(scanner.rootName.map { "<\($0)>" } ?? "missing"))",
                                 at: SourceLocation(path: path),
                                 hint: "imports/ reads Apple Health's export.xml (Health app → profile → Export All Health Data, then unzip); move other XML files out of imports/"))
            bodyWeights = []
            workouts = []
            return result
        }
        if scanner.oversizedTags > 0 {
            result.append(.warning("\(scanner.oversizedTags) tag\(scanner.oversizedTags == 1 ? "" : "s") longer than \(XMLTagScanner.tagLimit >> 20) MiB skipped",
                                   at: SourceLocation(path: path), hint: "the export may be damaged; export it from the Health app again"))
        }
        return result + problems.diagnostics(path: path, headerLine: 1)
    }

    private mutating func take(_ tag: XMLTag) {
        switch tag.name {
        case "Record" where !tag.isClosing && tag.attributes["type"] == Self.bodyMass:
            do throws(RowError) {
                bodyWeights.append(try bodyWeight(tag))
            } catch {
                problems.add(error, at: SourceLocation(path: path, line: tag.line, column: tag.column), line: tag.line)
            }
        case "Workout" where tag.isClosing:
            if let open { close(open) }
            open = nil
        case "Workout":
            if let open { close(open) }
            open = nil
            guard let type = tag.attributes["workoutActivityType"], let title = Self.strengthTypes[type] else { return }
            do throws(RowError) {
                let started = (try workout(tag, title: title), energy(tag.attributes["totalEnergyBurned"], unit: tag.attributes["totalEnergyBurnedUnit"]))
                if tag.isEmpty { close(started) } else { open = started }
            } catch {
                problems.add(error, at: SourceLocation(path: path, line: tag.line, column: tag.column), line: tag.line)
            }
        case "WorkoutStatistics" where open != nil && tag.attributes["type"] == "HKQuantityTypeIdentifierActiveEnergyBurned":
            if let value = energy(tag.attributes["sum"], unit: tag.attributes["unit"]) { open?.kilocalories = value }
        default:
            break
        }
    }

    private mutating func close(_ workout: (session: Session, kilocalories: Double?)) {
        var session = workout.session
        if let kcal = workout.kilocalories, kcal > 0 { session.notes = "Apple Health: \(formatNumber(kcal.rounded())) kcal" }
        workouts.append(session)
    }

    /// A body-mass record's entry, dated in the site's time zone.
    private func bodyWeight(_ tag: XMLTag) throws(RowError) -> BodyWeightEntry {
        let text = tag.attributes["value"] ?? ""
        guard let value = Double(text), value.isFinite else {
            throw RowError(message: "a body-mass record's value should be a number, found '\(text)'", field: nil,
                           hint: "the export may be damaged; export it from the Health app again")
        }
        let weight: Weight
        switch tag.attributes["unit"]?.lowercased() ?? "" {
        case "kg": weight = Weight(value, .kg)
        case "lb", "lbs": weight = Weight(value, .lb)
        case "g": weight = Weight(value / 1000, .kg)
        default:
            throw RowError(message: "a body-mass record's unit should be kg, lb or g, found '\(tag.attributes["unit"] ?? "")'", field: nil,
                           hint: "set the Health app's weight unit to kilograms or pounds and export again")
        }
        guard BodyWeightLayout.plausibleKilograms.contains(weight.kilograms) else {
            throw RowError(message: "a body weight of \(formatNumber(weight.value, decimals: 2)) \(weight.unit.rawValue) is outside 20–400 kg", field: nil,
                           hint: "check the record in the Health app")
        }
        let date = try instant(tag, "startDate")
        return BodyWeightEntry(date: date.date, weight: weight, location: SourceLocation(path: path, line: tag.line, column: tag.column))
    }

    /// A strength workout's session: its start and (under a day later) its end; no exercises.
    private func workout(_ tag: XMLTag, title: String) throws(RowError) -> Session {
        let start = try instant(tag, "startDate")
        var session = Session(date: start.date, start: start.time, title: title, location: SourceLocation(path: path, line: tag.line))
        if let endText = tag.attributes["endDate"], let from = ExportClock.instant(tag.attributes["startDate"] ?? ""),
           let to = ExportClock.instant(endText), to > from, to - from < 86_400 {
            session.end = clock.local(endText)?.time
        }
        return session
    }

    /// The local date and time of a `2025-01-14 07:12:00 +0100` attribute.
    private func instant(_ tag: XMLTag, _ name: String) throws(RowError) -> ExportDate {
        let text = tag.attributes[name] ?? ""
        guard let local = clock.local(text) else {
            throw RowError(message: "'\(name)' should be a date and time such as 2025-01-14 07:12:00 +0100, found '\(text)'", field: nil,
                           hint: "the export may be damaged; export it from the Health app again")
        }
        return local
    }

    /// Kilocalories of an energy value in `kcal`, `Cal` or `kJ`; nil when absent or unreadable.
    private func energy(_ text: String?, unit: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, value >= 0 else { return nil }
        switch unit?.lowercased() ?? "kcal" {
        case "kj": return value / 4.184
        case "kcal", "cal": return value
        default: return nil
        }
    }
}
