import LiftbookModel

/// Values of one file beyond the plausibility limits, collected by kind and reported as one
/// warning per kind that lists the lines: a five-year export with a hundred workouts left
/// running gives one warning, not a hundred.
struct PlausibilityFindings {
    /// What is implausible.
    enum Kind: CaseIterable {
        case longWorkout, heavySet, manyReps, futureDate
    }

    /// The file's path relative to the site folder.
    let path: String
    /// Lines by kind, in the order found.
    private var lines: [Kind: [Int]] = [:]

    /// The lines listed in a warning before the rest are counted.
    static let listedLines = 8

    init(path: String) { self.path = path }

    /// True when nothing was found.
    var isEmpty: Bool { lines.isEmpty }

    /// Notes an implausible value at `line`.
    mutating func add(_ kind: Kind, line: Int) {
        lines[kind, default: []].append(line)
    }

    /// Notes the set at `line` when its load or reps are beyond the limits.
    mutating func check(_ set: LoggedSet, line: Int, limits: PlausibilityLimits) {
        if !limits.hasPlausibleLoad(set) { add(.heavySet, line: line) }
        if !limits.hasPlausibleReps(set) { add(.manyReps, line: line) }
    }

    /// Notes a workout at `line` that lasted longer than the limit.
    mutating func check(workoutSeconds seconds: Int?, line: Int, limits: PlausibilityLimits) {
        if let seconds, !limits.isPlausible(workoutSeconds: seconds) { add(.longWorkout, line: line) }
    }

    /// One warning per kind, at the first line found, listing the lines.
    func diagnostics(limits: PlausibilityLimits, unit: MassUnit, today: LocalDate? = nil) -> [Diagnostic] {
        let imported = path.hasPrefix(ImportLoader.folder + "/") || path.lowercased().hasSuffix(".csv")
        var result: [Diagnostic] = []
        for kind in Kind.allCases {
            guard let all = lines[kind], !all.isEmpty else { continue }
            let count = all.count
            // Several sets on one line (or under one heading) list the line once.
            let found = Array(Set(all)).sorted()
            let at = SourceLocation(path: path, line: found[0])
            let listed = Self.list(found)
            switch kind {
            case .longWorkout:
                let limit = Self.hours(limits.workoutSeconds)
                result.append(.warning(
                    "\(Self.count(count, "workout")) longer than \(limit) (\(listed)); kept, but left out of time trained",
                    at: at, hint: (imported
                        ? "a workout left running in the app: cap or set its duration in corrections.yaml"
                        : "check the start and end times")
                        + "; if you really train this long, raise 'limits: workout:' in liftbook.yaml"))
            case .heavySet:
                let limit = Weight(limits.kilograms, .kg)
                let shown = unit == .kg ? "\(limit)" : "\(limit) (\(Weight(limits.kilograms / unit.kilograms, unit)))"
                result.append(.warning(
                    "\(Self.count(count, "set")) heavier than \(shown) (\(listed)); kept, but counted toward no volume, record or e1RM",
                    at: at, hint: (imported ? "a typo in the export: fix or drop the set in corrections.yaml" : "check the weight and its unit")
                        + "; if the load is real (a sled or leg press), raise 'limits: load:' in liftbook.yaml"))
            case .manyReps:
                result.append(.warning(
                    "\(Self.count(count, "set")) of more than \(limits.reps) reps (\(listed)); kept, but counted toward no volume, record or e1RM",
                    at: at, hint: (imported ? "a typo in the export: fix or drop the set in corrections.yaml" : "check the reps")
                        + "; if the reps are real, raise 'limits: reps:' in liftbook.yaml"))
            case .futureDate:
                result.append(.warning(
                    "\(Self.count(count, "workout")) dated after today\(today.map { ", \($0)" } ?? "") (\(listed)); built and counted anyway",
                    at: at, hint: imported ? "check the device's clock, or drop the workouts in corrections.yaml" : "check the date"))
            }
        }
        return result
    }

    /// `line 12`, `lines 10, 44, 90`, `lines 10, 44, … and 4 more`.
    static func list(_ lines: [Int]) -> String {
        guard lines.count > 1 else { return "line \(lines.first ?? 1)" }
        let shown = lines.prefix(listedLines).map(String.init).joined(separator: ", ")
        let more = lines.count - min(lines.count, listedLines)
        return "lines " + shown + (more > 0 ? " and \(more) more" : "")
    }

    /// `1 set`, `12 workouts`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `5 h`, `4 h 30 min`.
    static func hours(_ seconds: Int) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60
        if m == 0 { return "\(h) h" }
        return h == 0 ? "\(m) min" : "\(h) h \(m) min"
    }
}
