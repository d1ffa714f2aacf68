public import LiftbookModel

/// A line of set notation that could not be read: what is wrong, where (0-based character
/// offset in the line) and how to write it.
public struct NotationError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String
    /// The 0-based character offset in the line where it is wrong.
    public var offset: Int
    /// How to write it instead.
    public var hint: String
}

/// Parses the set notation of session logs, one list item at a time:
///
/// `100 x 5`, `100kg x 5 x 3`, `225lb x 5`, `100 x 5,5,4`, `100 x 5 @8`, `bw x 12`, `bw+20 x 6`,
/// `bw-30 x 8`, `60 x 10 warmup` (or `w`), `drop`, `fail`, `amrap`, `30:00 5.2km`, `45s`, `3mi`,
/// `band red x 15`, `45s x 3` (three timed sets), `20kg x 45s` (a weighted hold), and reps in
/// reserve: `100 x 5 @2RIR`, `100 x 5 RIR 2`.
public enum SetNotation {
    /// The longest set line read, 1 KiB.
    public static let maxLineBytes = 1 << 10

    /// The hint shown with every notation error.
    public static let grammarHint =
        "write sets as WEIGHT x REPS [x SETS] [@RPE|@2RIR] [warmup|drop|fail|amrap], e.g. '80 x 5 x 3 @8', 'bw+10 x 6', '100 x 5,5,4', '30:00 5km', '45s', '45s x 3'"

    /// The sets a line stands for. Weights without a unit are in `defaultUnit`.
    public static func parse(_ line: String, defaultUnit: MassUnit) -> Result<[LoggedSet], NotationError> {
        parse(line, defaultUnit: defaultUnit, asLogged: false)
    }

    /// The sets a line stands for. With `asLogged`, reps and weights beyond what a person can do
    /// are read as the numbers they are (a correction names a typo row as the export wrote it).
    static func parse(_ line: String, defaultUnit: MassUnit, asLogged: Bool) -> Result<[LoggedSet], NotationError> {
        // No set is written in a kilobyte; a longer line is refused before it is read.
        guard line.utf8.count <= maxLineBytes else {
            return .failure(NotationError(message: "a set line of \(line.utf8.count) bytes, over the \(maxLineBytes)-byte limit", offset: 0,
                                          hint: "write one set, or a few, per line"))
        }
        let (tokens, length) = NotationLexer.scan(line)
        var parser = NotationParser(tokens: tokens, defaultUnit: defaultUnit, length: length)
        if asLogged {
            parser.repsCap = NotationParser.maxLoggedReps
            parser.kilogramsCap = NotationParser.maxLoggedKilograms
        }
        do {
            return .success(try parser.parse())
        } catch let error as NotationError {
            return .failure(error)
        } catch {
            return .failure(NotationError(message: "cannot read this set", offset: 0, hint: grammarHint))
        }
    }
}

struct NotationParser {
    let tokens: [NotationToken]
    let defaultUnit: MassUnit
    let length: Int
    var position = 0
    /// The load when it was written as a number without a unit (`3` in `3 x 60s`).
    var bareWeight: NotationToken?
    /// The most reps and the heaviest weight read.
    var repsCap = NotationParser.maxReps
    var kilogramsCap = NotationParser.maxKilograms

    init(tokens: [NotationToken], defaultUnit: MassUnit, length: Int) {
        self.tokens = tokens
        self.defaultUnit = defaultUnit
        self.length = length
    }

    static let maxKilograms = 1000.0
    static let maxReps = 1000
    static let maxSets = 50
    static let maxSeconds = 24.0 * 3600
    static let maxMetres = 1_000_000.0
    /// The caps for values read as an export wrote them: any typo that is still a number.
    static let maxLoggedReps = 1_000_000_000
    static let maxLoggedKilograms = 1_000_000_000.0

    mutating func parse() throws -> [LoggedSet] {
        guard !tokens.isEmpty else { throw fail("an empty set line", at: 0) }
        var template = LoggedSet()
        var reps: [Int] = []
        var count = 1

        // 1. The load.
        try parseLoad(into: &template)

        // 2. Reps, optionally a set count.
        if case .times = peek?.kind {
            position += 1
            reps = try parseRepsList(into: &template)
            if case .times = peek?.kind {
                position += 1
                count = try parseCount(multipleReps: reps.count > 1)
            }
        }

        // 3. Modifiers in any order.
        var hasDuration = false
        while let token = peek {
            position += 1
            switch token.kind {
            case .at:
                try parseEffort(after: token, into: &template)
            case .word("rir"):
                try setRIR(try parseRIRValue(after: token), at: token, into: &template)
            case .word(let word):
                if let kind = label(word) {
                    template.kind = kind
                } else {
                    throw fail("unknown word '\(token.text)'", at: token.offset)
                }
            case .clock(let seconds):
                try addDuration(seconds, token: token, to: &template, seen: &hasDuration)
            case .times where reps.isEmpty && count == 1 && (template.duration != nil || template.distance != nil):
                // `60s x 3`: three timed sets; `400m x 3`: three of a distance.
                count = try parseCount(multipleReps: false)
            case .number(let value, let unit, _):
                if let seconds = Self.secondsPerUnit(unit) {
                    try addDuration(value * seconds, token: token, to: &template, seen: &hasDuration)
                } else if let distanceUnit = DistanceUnit(spelling: unit) {
                    guard template.distance == nil else { throw fail("the distance is given twice", at: token.offset) }
                    let distance = Distance(value, distanceUnit)
                    guard distance.metres <= Self.maxMetres else { throw fail("\(token.text) is not a plausible distance", at: token.offset) }
                    template.distance = distance
                } else if unit.isEmpty {
                    throw fail("a number without a unit or 'x' before it: '\(token.text)'", at: token.offset,
                               hint: "reps follow an 'x' (80 x 5); durations and distances need a unit (45s, 20min, 5km)")
                } else {
                    throw fail("unknown unit '\(unit)' in '\(token.text)'", at: token.offset,
                               hint: "weights: kg, lb; durations: s, min, h or 30:00; distances: m, km, mi")
                }
            default:
                throw fail("unexpected '\(token.text)'", at: token.offset)
            }
        }

        let measured = template.load != nil || !reps.isEmpty || template.duration != nil || template.distance != nil
        guard measured else { throw fail("a set needs a weight, reps, a duration or a distance", at: 0) }
        if let duration = template.duration, duration > Self.maxSeconds {
            throw fail("the duration is longer than a day", at: 0)
        }
        if reps.isEmpty, case .weight = template.load, template.duration == nil, template.distance == nil {
            throw fail("a weight without reps", at: length, hint: "add the reps: '\(tokens.first?.text ?? "80") x 5'")
        }
        if reps.isEmpty {
            return Array(repeating: template, count: count)
        }
        var sets: [LoggedSet] = []
        sets.reserveCapacity(reps.count * count)
        for rep in reps {
            var set = template
            set.reps = rep
            sets.append(contentsOf: repeatElement(set, count: count))
        }
        return sets
    }

    private var peek: NotationToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func parseLoad(into set: inout LoggedSet) throws {
        guard let token = peek else { return }
        switch token.kind {
        case .word(let word) where word == "bw" || word == "bodyweight":
            position += 1
            var added: Weight?
            if let sign = peek, sign.kind == .plus || sign.kind == .minus {
                position += 1
                guard let number = peek, case .number(let value, let unit, _) = number.kind else {
                    throw fail("a weight should follow '\(sign.text)'", at: sign.offset + 1, hint: "for example bw+20 x 6 or bw-30 x 8")
                }
                position += 1
                let weight = try weightValue(value, unit: unit, token: number)
                added = Weight(sign.kind == .minus ? -weight.value : weight.value, weight.unit)
            }
            set.load = .bodyweight(added: added)
        case .word("band"):
            position += 1
            guard let colour = peek, case .word(let name) = colour.kind, label(name) == nil else {
                throw fail("'band' should be followed by its colour", at: token.offset + 4, hint: "for example band red x 15")
            }
            position += 1
            set.load = .band(name)
        case .number(let value, let unit, _) where unit.isEmpty || MassUnit(spelling: unit) != nil:
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            if unit.isEmpty, next?.kind != .times { return }
            if unit.isEmpty { bareWeight = token }
            position += 1
            set.load = .weight(try weightValue(value, unit: unit, token: token))
        case .minus:
            throw fail("a weight cannot be negative", at: token.offset, hint: "for assisted body-weight work write bw-30 x 8")
        default:
            return
        }
    }

    private mutating func parseRepsList(into set: inout LoggedSet) throws -> [Int] {
        var reps: [Int] = []
        repeat {
            if !reps.isEmpty { position += 1 }
            guard let token = peek else { throw fail("reps should follow 'x'", at: length) }
            switch token.kind {
            case .number(let value, let unit, let isInteger):
                // `40kg x 30m` (a carry) and `20kg x 45s` (a weighted hold) measure distance or time, not reps.
                // (Most reps have no unit: the unit tables are only searched for one that has.)
                if reps.isEmpty, !unit.isEmpty, let seconds = Self.secondsPerUnit(unit) {
                    try refuseBareWeight(before: token, timed: true)
                    set.duration = value * seconds
                    position += 1
                    return []
                }
                if reps.isEmpty, !unit.isEmpty, let distanceUnit = DistanceUnit(spelling: unit) {
                    try refuseBareWeight(before: token, timed: false)
                    set.distance = Distance(value, distanceUnit)
                    position += 1
                    return []
                }
                guard unit.isEmpty || ["r", "rep", "reps"].contains(unit) else {
                    throw fail("reps should be a whole number, found '\(token.text)'", at: token.offset)
                }
                guard isInteger, value >= 0, value <= Double(repsCap) else {
                    throw fail("reps should be a whole number from 0 to \(repsCap), found '\(token.text)'", at: token.offset)
                }
                guard reps.count < Self.maxSets else {
                    throw fail("a list of more than \(Self.maxSets) sets on one line", at: token.offset,
                               hint: "write a long session's sets on several lines, or check the line")
                }
                reps.append(Int(value))
                position += 1
            case .word("amrap"):
                set.kind = .amrap
                position += 1
                guard let next = peek, case .number(let value, _, true) = next.kind else {
                    throw fail("write the reps you did, e.g. 'x 12 amrap'", at: token.offset)
                }
                reps.append(Int(min(value, Double(repsCap))))
                position += 1
            case .minus:
                throw fail("reps cannot be negative", at: token.offset)
            default:
                throw fail("reps should follow 'x', found '\(token.text)'", at: token.offset)
            }
        } while peek?.kind == .comma
        return reps
    }

    /// `3 x 60s` could be three 60-second sets or one 60-second set holding 3 kg, and `3 x 400m`
    /// three 400 m sets or a 400 m carry of 3 kg: a weight before a time or distance needs its unit.
    private func refuseBareWeight(before measure: NotationToken, timed: Bool) throws {
        guard let bare = bareWeight else { return }
        let unit = defaultUnit.rawValue
        let what = timed ? "hold" : "carry"
        throw fail("'\(bare.text) x \(measure.text)' could mean \(bare.text) sets of \(measure.text) or one \(measure.text) \(what) with \(bare.text) \(unit)",
                   at: bare.offset,
                   hint: "write '\(measure.text) x \(bare.text)' for \(bare.text) sets of \(measure.text), or '\(bare.text)\(unit) x \(measure.text)' for a weighted \(what)")
    }

    private mutating func parseCount(multipleReps: Bool) throws -> Int {
        guard let token = peek, case .number(let value, let unit, let isInteger) = token.kind, unit.isEmpty else {
            throw fail("the number of sets should follow the second 'x'", at: peek?.offset ?? length, hint: "for example 80 x 5 x 3")
        }
        guard !multipleReps else {
            throw fail("a rep list and a set count cannot be combined", at: token.offset, hint: "write either 100 x 5,5,5 or 100 x 5 x 3")
        }
        guard isInteger, value >= 1, value <= Double(Self.maxSets) else {
            throw fail("the number of sets should be from 1 to \(Self.maxSets), found '\(token.text)'", at: token.offset)
        }
        position += 1
        return Int(value)
    }

    /// `@8` (RPE), `@2RIR` or `@2 RIR` (reps in reserve).
    private mutating func parseEffort(after at: NotationToken, into set: inout LoggedSet) throws {
        guard let token = peek, case .number(let value, let unit, _) = token.kind, unit.isEmpty || unit == "rpe" || unit == "rir" else {
            throw fail("an RPE should follow '@'", at: at.offset + 1, hint: "for example 100 x 5 @8, @8.5 or @2RIR (reps in reserve)")
        }
        position += 1
        if unit == "rir" {
            return try setRIR(try rirValue(value, token: token), at: at, into: &set)
        }
        if unit.isEmpty, case .word("rir") = peek?.kind {
            position += 1
            return try setRIR(try rirValue(value, token: token), at: at, into: &set)
        }
        guard (1...10).contains(value) else {
            throw fail("RPE should be from 1 to 10, found '\(token.text)'", at: token.offset, hint: "RPE 10 is a maximal effort; 8 leaves about two reps in reserve")
        }
        guard set.rpe == nil, set.rir == nil else { throw fail("the effort is given twice", at: at.offset, hint: Self.effortHint) }
        set.rpe = value
    }

    /// The number after `RIR` in `RIR 2`.
    private mutating func parseRIRValue(after word: NotationToken) throws -> Double {
        guard let token = peek, case .number(let value, let unit, _) = token.kind, unit.isEmpty else {
            throw fail("the reps in reserve should follow 'RIR'", at: word.offset + word.text.count, hint: "for example 100 x 5 RIR 2 or 100 x 5 @2RIR")
        }
        position += 1
        return try rirValue(value, token: token)
    }

    private func rirValue(_ value: Double, token: NotationToken) throws -> Double {
        guard (0...10).contains(value) else {
            throw fail("reps in reserve should be from 0 to 10, found '\(token.text)'", at: token.offset, hint: "RIR 0 is a set to failure; RIR 2 is about RPE 8")
        }
        return value
    }

    private func setRIR(_ value: Double, at token: NotationToken, into set: inout LoggedSet) throws {
        guard set.rpe == nil, set.rir == nil else { throw fail("the effort is given twice", at: token.offset, hint: Self.effortHint) }
        set.rir = value
    }

    private static let effortHint = "give either an RPE (@8) or reps in reserve (@2RIR or RIR 2), once"

    private func addDuration(_ seconds: Double, token: NotationToken, to set: inout LoggedSet, seen: inout Bool) throws {
        let total = (set.duration ?? 0) + seconds
        guard total <= Self.maxSeconds else { throw fail("\(token.text) is longer than a day", at: token.offset) }
        set.duration = total
        seen = true
    }

    private func weightValue(_ value: Double, unit: String, token: NotationToken) throws -> Weight {
        guard let massUnit = unit.isEmpty ? defaultUnit : MassUnit(spelling: unit) else {
            throw fail("unknown weight unit '\(unit)'", at: token.offset, hint: "use kg or lb, e.g. 100kg or 225lb")
        }
        let weight = Weight(value, massUnit)
        guard weight.kilograms <= kilogramsCap else {
            throw fail("\(token.text) \(unit.isEmpty ? massUnit.rawValue + " " : "")is not a plausible weight", at: token.offset,
                       hint: "check the number; weights above \(Int(kilogramsCap)) kg are refused")
        }
        return weight
    }

    private func label(_ word: String) -> SetKind? {
        switch word {
        case "w", "wu", "warmup", "warm-up", "warm": .warmup
        case "d", "drop", "dropset", "drop-set": .drop
        case "f", "fail", "failure", "failed": .failure
        case "amrap": .amrap
        case "working", "work": .working
        default: nil
        }
    }

    static func secondsPerUnit(_ unit: String) -> Double? {
        switch unit {
        case "s", "sec", "secs", "second", "seconds": 1
        case "min", "mins", "minute", "minutes": 60
        case "h", "hr", "hrs", "hour", "hours": 3600
        default: nil
        }
    }

    private func fail(_ message: String, at offset: Int, hint: String = SetNotation.grammarHint) -> NotationError {
        NotationError(message: message, offset: max(0, min(offset, length)), hint: hint)
    }
}
