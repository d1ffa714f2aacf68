import Foundation
import LiftbookModel
import LiftbookSystem

/// Turns a name written in a log or export into a logged exercise's identity, warning about
/// names the library does not know (they are kept, never dropped).
///
/// Copies share what they have worked out, so one resolver can serve a whole load on every core:
/// a log repeats a few dozen names thousands of times, and each is looked up (and an unknown
/// one's did-you-mean hint searched for) once.
struct ExerciseResolver: Sendable {
    let library: ExerciseLibrary
    private let memo = ResolverMemo()

    init(library: ExerciseLibrary) {
        self.library = library
    }

    /// The id and whether the library knows it.
    func resolve(_ name: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) -> (ExerciseID, Bool) {
        // A name is looked up, compared for did-you-mean hints and copied into pages: one of
        // megabytes would cost minutes, so it is refused before any of that.
        guard name.utf8.count <= Self.maxNameBytes else {
            diagnostics.append(.error("an exercise name of \(ByteCount.text(name.utf8.count)), over the \(Self.maxNameBytes)-byte limit", at: location,
                                      hint: "exercise names are a few words; check the line"))
            return (ExerciseID(slugOf: String(decoding: name.utf8.prefix(Self.maxNameBytes), as: UTF8.self)), false)
        }
        let resolution = memo.resolution(of: name) { lookUp(name) }
        if resolution.id.rawValue.isEmpty {
            diagnostics.append(.error("the exercise name '\(name)' has no letters or digits", at: location,
                                      hint: "name the exercise in words, in any script, e.g. 'Squat' or 'Присед'"))
            return (ExerciseID(unsluggable: name), false)
        }
        if let hint = resolution.unknownHint {
            diagnostics.append(.warning(Self.unknownPrefix + name + Self.unknownSuffix, at: location, hint: hint))
        }
        return (resolution.id, resolution.unknownHint == nil)
    }

    /// The words around the name in the warning about an unknown exercise.
    static let unknownPrefix = "unknown exercise '"
    static let unknownSuffix = "'; it is kept as a custom exercise"

    /// The name a warning about an unknown exercise is about; nil for any other diagnostic.
    static func unknownName(in diagnostic: Diagnostic) -> String? {
        let message = diagnostic.message
        guard diagnostic.severity == .warning, message.hasPrefix(unknownPrefix), message.hasSuffix(unknownSuffix),
              message.count >= unknownPrefix.count + unknownSuffix.count else { return nil }
        return String(message.dropFirst(unknownPrefix.count).dropLast(unknownSuffix.count))
    }

    /// The longest exercise name read, 8 KiB (some 1,500 words).
    static let maxNameBytes = 8 << 10

    /// The parts of an exercise heading's text.
    func heading(_ text: String) -> ExerciseHeading {
        memo.heading(text) { ExerciseHeading(text) }
    }

    /// The sets a line of set notation stands for (`SetNotation.parse`), worked out once per
    /// line and unit: a log repeats its set lines (`60 x 10 warmup`) thousands of times.
    func sets(of line: String, defaultUnit: MassUnit) -> Result<[LoggedSet], NotationError> {
        guard line.utf8.count <= ResolverMemo.longestRememberedLine else { return SetNotation.parse(line, defaultUnit: defaultUnit) }
        return memo.sets(of: ResolverMemo.SetLine(text: line, unit: defaultUnit)) { SetNotation.parse(line, defaultUnit: defaultUnit) }
    }

    /// The library's id of `name`, or its slug and the hint of its warning.
    private func lookUp(_ name: String) -> ResolverMemo.Resolution {
        if let id = library.resolve(name) { return .init(id: id, unknownHint: nil) }
        let slug = ExerciseID(slugOf: name)
        guard !slug.rawValue.isEmpty else { return .init(id: slug, unknownHint: nil) }
        return .init(id: slug, unknownHint: library.hint(for: name))
    }
}

/// What the copies of one resolver have worked out, by name and by heading text.
private final class ResolverMemo: Sendable {
    /// A name's id, and for a name the library does not know, the hint of its warning.
    struct Resolution: Sendable {
        var id: ExerciseID
        var unknownHint: String?
    }

    /// A set line and the unit of its weights written without one.
    struct SetLine: Hashable, Sendable {
        var text: String
        var unit: MassUnit
    }

    /// Longer set lines are parsed each time (no log repeats them; memory stays small).
    static let longestRememberedLine = 64

    private let resolutions = Locked<[String: Resolution]>([:])
    private let headings = Locked<[String: ExerciseHeading]>([:])
    private let setLines = Locked<[SetLine: Result<[LoggedSet], NotationError>]>([:])

    /// The remembered sets of a line, or `work`'s.
    func sets(of line: SetLine, _ work: () -> Result<[LoggedSet], NotationError>) -> Result<[LoggedSet], NotationError> {
        if let known = setLines.withLock({ $0[line] }) { return known }
        let sets = work()
        setLines.withLock { $0[line] = sets }
        return sets
    }

    /// The remembered resolution of `name`, or `work`'s (worked out outside the lock: two cores
    /// may both work out a new name, with the same result).
    func resolution(of name: String, _ work: () -> Resolution) -> Resolution {
        if let known = resolutions.withLock({ $0[name] }) { return known }
        let resolution = work()
        resolutions.withLock { $0[name] = resolution }
        return resolution
    }

    /// The remembered parts of a heading's text, or `work`'s.
    func heading(_ text: String, _ work: () -> ExerciseHeading) -> ExerciseHeading {
        if let known = headings.withLock({ $0[text] }) { return known }
        let heading = work()
        headings.withLock { $0[text] = heading }
        return heading
    }
}

/// The parts of an exercise heading: `A1. Barbell Row (instead of Pendlay Row)`.
struct ExerciseHeading: Equatable, Sendable {
    var name: String
    var superset: String?
    var insteadOf: String?

    init(_ text: String) {
        var rest = Substring(text.trimmingSpaces)
        // Coach notation: a letter, a number, then '.' or ')' and a space.
        let chars = Array(rest)
        var i = 1
        if let first = chars.first, first.isASCII, first.isLetter {
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            if i > 1, i < chars.count, chars[i] == "." || chars[i] == ")", i + 1 < chars.count, chars[i + 1] == " " {
                superset = first.uppercased()
                rest = rest.dropFirst(i + 2)
            }
        }
        var name = String(rest).trimmingSpaces
        let lower = name.lowercased()
        if lower.hasSuffix(")"), let range = lower.range(of: "(instead of ", options: .backwards) {
            let start = range.upperBound
            insteadOf = String(name[start..<name.index(before: name.endIndex)]).trimmingSpaces
            name = String(name[..<range.lowerBound]).trimmingSpaces
        }
        self.name = name
    }
}
