import LiftbookModel
import LiftbookSystem

/// The lifter the sample follows: strength that grows toward a ceiling, good and bad days,
/// holidays, and the progression rules a lifter applies by hand.
struct SampleSimulation {
    private var random: RandomSource
    private var state: [String: LiftState] = [:]
    private var bodyweight = 78.0
    private var holidayUntil: LocalDate?
    private var runMinutes = 20.0
    private var paceSecondsPerKm = 390.0

    struct LiftState {
        var weight: Double
        var reps: [Int]
        var failures = 0
        var capacity: Double
        var sessions = 0
    }

    init(seed: UInt64) { random = RandomSource(seed: seed) }

    /// The session file for a date, or nil on rest days, missed days and holidays.
    mutating func session(on date: LocalDate, index: Int) -> OutputFile? {
        if let until = holidayUntil, date <= until { return nil }
        if date.weekday == .monday, random.chance(0.035) {
            holidayUntil = date.adding(days: random.int(6...13))
            return nil
        }
        if date.weekday == .sunday {
            guard random.chance(0.55) else { return nil }
            return weekendRun(on: date)
        }
        guard let day = SamplePlan.days.first(where: { $0.0 == date.weekday }) else { return nil }
        guard !random.chance(0.06) else { return nil }
        bodyweight = min(95, max(70, bodyweight + random.double(-0.4..<0.45)))

        var body = ""
        for lift in day.2 {
            body += exerciseBlock(lift)
        }
        let evening = date.weekday == .saturday ? 10 * 60 : 17 * 60 + 30
        let startMinute = evening + random.int(0...75)
        let duration = random.int(48...82)
        let start = clock(startMinute)
        let endTime = clock(min(startMinute + duration, 23 * 60 + 59))
        var header = """
            ---
            date: \(date)
            start: "\(start)"
            end: "\(endTime)"
            routine: \(day.0.rawValue)
            title: \(day.1)
            bodyweight: \(formatNumber(bodyweight, decimals: 1))

            """
        if random.chance(0.02) { header += "private: true\n" }
        header += "---\n"
        if random.chance(0.15) { header += random.pick(SamplePlan.sessionNotes) + "\n\n" }
        let slug = slugify(day.1)
        let path = "sessions/\(date.year)/\(date)-\(slug).md"
        return OutputFile(path: path, contents: header + body)
    }

    private mutating func weekendRun(on date: LocalDate) -> OutputFile {
        let minutes = random.int(25...50)
        paceSecondsPerKm = max(285, paceSecondsPerKm - random.double(0..<1.5))
        let km = Double(minutes * 60) / (paceSecondsPerKm + random.double(-15..<25))
        let text = """
            date: \(date)
            start: "09:\(pad2(random.int(0...45)))"
            title: Sunday run
            exercises:
              - exercise: running
                sets: ["\(minutes):00 \(formatNumber(km, decimals: 2))km"]

            """
        return OutputFile(path: "sessions/\(date.year)/\(date)-run.yaml", contents: text)
    }

    private mutating func exerciseBlock(_ lift: SampleLift) -> String {
        var s = state[lift.id] ?? LiftState(weight: lift.start, reps: [], capacity: lift.start * 1.15)
        s.sessions += 1
        // Strength grows toward the ceiling, fast at first and slowly later.
        s.capacity += max(0, (lift.ceiling - s.capacity) * 0.012) + random.double(-0.2..<0.25)
        let dayForm = random.double(0.92..<1.06)
        let second = ["pull-up", "landmine-press", "skull-crusher"].contains(lift.id)
        let heading = (lift.superset.map { "\($0)\(second ? 2 : 1). " } ?? "") + lift.heading
        var lines: [String] = []
        switch lift.style {
        case .linear(let sets, let reps):
                if lift.warmups { lines += warmups(for: s.weight, bar: lift.id == "barbell-deadlift" ? 60 : 20) }
            let success = s.weight <= s.capacity * dayForm
            if success {
                lines.append("\(w(s.weight)) x \(reps) x \(sets)" + (random.chance(0.3) ? " @\(random.pick(["7", "7.5", "8", "8.5"]))" : ""))
                s.failures = 0
                s.weight += lift.increment
            } else {
                let done = (0..<sets).map { index in index == 0 ? reps : max(1, reps - random.int(1...2)) }
                lines.append("\(w(s.weight)) x " + done.map(String.init).joined(separator: ","))
                s.failures += 1
                if s.failures >= 3 {
                    s.weight = roundTo(s.weight * 0.9, lift.increment)
                    s.failures = 0
                }
            }
        case .rpe(let sets, let reps):
            if lift.warmups { lines += warmups(for: s.weight, bar: 20) }
            let load = roundTo(s.capacity * 0.81 * dayForm, 2.5)
            let rpe = load > s.capacity * 0.82 ? "9" : (load < s.capacity * 0.78 ? "7" : "8")
            lines.append("\(w(load)) x \(reps) x \(sets) @\(rpe)")
            s.weight = load
        case .double(let sets, let low, let high):
            if lift.warmups { lines += warmups(for: s.weight, bar: 20).suffix(2) }
            if s.reps.isEmpty { s.reps = Array(repeating: low, count: sets) }
            lines.append("\(w(s.weight)) x " + s.reps.map(String.init).joined(separator: ","))
            if lift.id == "lateral-raise", random.chance(0.25) {
                lines.append("\(w(max(2, s.weight - 2))) x \(random.int(8...12)) drop")
            }
            if lift.id == "triceps-pushdown", random.chance(0.15) {
                lines.append("\(w(s.weight)) x \(random.int(low...high)) fail")
            }
            if s.reps.allSatisfy({ $0 >= high }), s.weight < lift.ceiling {
                s.weight += lift.increment
                s.reps = Array(repeating: low, count: sets)
            } else if s.weight <= s.capacity * dayForm {
                // Add a rep to the first set that is below the top of the range.
                if let index = s.reps.firstIndex(where: { $0 < high }) { s.reps[index] += 1 }
            }
        case .bodyweight(let sets, let low, let high):
            if s.reps.isEmpty { s.reps = Array(repeating: low, count: sets) }
            let load = s.weight > 0 ? "bw+\(w(s.weight))" : "bw"
            lines.append("\(load) x " + s.reps.map(String.init).joined(separator: ","))
            if s.reps.allSatisfy({ $0 >= high }) {
                s.weight += lift.increment
                s.reps = Array(repeating: low, count: sets)
            } else if random.chance(0.7), let index = s.reps.firstIndex(where: { $0 < high }) {
                s.reps[index] += 1
            }
        case .fiveThreeOne:
            lines += fiveThreeOne(&s, lift: lift, form: dayForm)
        case .hold(let sets):
            let seconds = Int(min(lift.ceiling, lift.start + Double(s.sessions / 4) * lift.increment))
            lines.append(contentsOf: Array(repeating: "\(seconds)s", count: sets))
        case .run:
            runMinutes = min(35, runMinutes + random.double(0..<0.1))
            paceSecondsPerKm = max(285, paceSecondsPerKm - random.double(0..<0.6))
            let minutes = Int(runMinutes)
            let km = Double(minutes * 60) / (paceSecondsPerKm + random.double(-10..<20))
            lines.append("\(minutes):00 \(formatNumber(km, decimals: 2))km")
        }
        state[lift.id] = s
        var block = "## \(heading)\n" + lines.map { "- " + $0 }.joined(separator: "\n") + "\n"
        if random.chance(0.04) { block += "\n" + random.pick(SamplePlan.exerciseNotes) + "\n" }
        return block + "\n"
    }

    /// A 5/3/1 week, by the lift's session count: the training max (`weight`) goes up each new
    /// cycle unless the last AMRAP set fell short; AMRAP reps follow the lifter's strength.
    private mutating func fiveThreeOne(_ s: inout LiftState, lift: SampleLift, form: Double) -> [String] {
        let week = (s.sessions - 1) % 4
        if week == 0, s.sessions > 1 {
            s.weight = s.failures == 0 ? s.weight + lift.increment : roundTo(s.weight * 0.9, 2.5)
            s.failures = 0
        }
        let weeks: [[(Double, Int)]] = [[(0.65, 5), (0.75, 5), (0.85, 5)], [(0.70, 3), (0.80, 3), (0.90, 3)],
                                        [(0.75, 5), (0.85, 3), (0.95, 1)], [(0.40, 5), (0.50, 5), (0.60, 5)]]
        var lines = lift.warmups && week < 3 ? warmups(for: s.weight * 0.55, bar: 20).prefix(2).map { $0 } : []
        for (index, set) in weeks[week].enumerated() {
            let load = roundTo(s.weight * set.0, 2.5)
            guard index == 2, week < 3 else {
                lines.append("\(w(load)) x \(set.1)")
                continue
            }
            let possible = Int((30 * (s.capacity * form / load - 1)).rounded(.down))
            let reps = max(1, min(15, possible))
            if possible < set.1 { s.failures += 1 }
            lines.append("\(w(load)) x \(reps) amrap")
        }
        return lines
    }

    private func warmups(for weight: Double, bar: Double) -> [String] {
        var lines = ["\(w(bar)) x 10 warmup"]
        var previous = bar
        for (fraction, reps) in [(0.4, 5), (0.6, 3), (0.8, 2)] {
            let load = roundTo(weight * fraction, 2.5)
            guard load > previous else { continue }
            lines.append("\(w(load)) x \(reps) " + (reps == 2 ? "w" : "warmup"))
            previous = load
        }
        return lines
    }

    private func w(_ value: Double) -> String { formatNumber(value) }

    private func roundTo(_ value: Double, _ step: Double) -> Double {
        guard step > 0 else { return value }
        return (value / step).rounded() * step
    }

    private func clock(_ minutes: Int) -> String { pad2(minutes / 60) + ":" + pad2(minutes % 60) }

    private func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
