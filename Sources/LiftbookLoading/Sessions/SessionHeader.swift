import LiftbookModel
import Yams

/// The fields a session has besides its exercises, read the same way from Markdown front matter
/// and from YAML/JSON session files.
struct SessionHeader {
    var date: LocalDate?
    var start: LocalTime?
    var end: LocalTime?
    var title = ""
    var routineDay: Weekday?
    var routineLabel: String?
    var routineLabelLocation: SourceLocation?
    var bodyweight: Weight?
    var isPrivate = false
    var isExample = false
    var isCorrected = false
    /// `planned: true`: written by `liftbook log` and not yet logged, so it counts for nothing.
    var isPlanned = false
    var plannedLocation: SourceLocation?
    var unit: MassUnit
    var notes = ""
    /// `duration:` in seconds, for a workout with no end because it lasted a day or more (what
    /// `liftbook export` writes for an import's workout left running).
    var loggedSeconds: Int?

    /// The keys a header reads; other keys are left for the caller.
    static let keys = ["schema", "date", "start", "end", "routine", "title", "bodyweight", "private", "unit", "notes", "example", "corrected", "planned", "duration"]

    /// Reads the header keys of `f`. `fileName` supplies the date when the file starts with one.
    init(_ f: inout MappingReader, fileName: String, defaultUnit: MassUnit, into diagnostics: inout [Diagnostic]) {
        unit = defaultUnit
        _ = SchemaVersion.check(&f, newest: 1, into: &diagnostics)
        if let text = f.string("unit", into: &diagnostics) {
            if let value = MassUnit(spelling: text) { unit = value } else {
                diagnostics.append(.error("unknown unit '\(text)'", at: f.location("unit"), hint: "use kg or lb"))
            }
        }
        if let text = f.string("date", into: &diagnostics) {
            // Accept `2026-11-16` and `2026-11-16 18:05` / `2026-11-16T18:05:00`.
            let parts = text.trimmingSpaces.split(whereSeparator: { $0 == " " || $0 == "T" })
            if let first = parts.first, let value = LocalDate(iso: first) {
                date = value
                if parts.count == 2, let time = LocalTime(text: parts[1].prefix(8)) { start = time }
            } else {
                diagnostics.append(.error(SessionHeader.dateMessage(text), at: f.location("date"), hint: "write the date as YYYY-MM-DD, e.g. 2026-11-16"))
            }
        } else if let value = LocalDate(iso: fileName.prefix(10)) {
            date = value
        } else {
            diagnostics.append(.error("the session has no date", at: f.source.location(of: f.node),
                                      hint: "add 'date: YYYY-MM-DD' to the front matter, or start the file name with the date"))
        }
        start = time("start", &f, into: &diagnostics) ?? start
        // An end earlier than the start is on the next day: 23:30 to 00:45 is 1 h 15 min.
        end = time("end", &f, into: &diagnostics)
        if let text = f.string("title", into: &diagnostics) { title = text.trimmingSpaces }
        if let text = f.string("routine", into: &diagnostics) {
            // A name that is not a weekday is a cycle day; the site loader checks it against the routine.
            if let day = Weekday(spelling: text) { routineDay = day } else {
                routineLabel = text.trimmingSpaces
                routineLabelLocation = f.location("routine")
            }
        }
        if let text = f.string("bodyweight", into: &diagnostics) {
            if let weight = WeightText.parse(text, defaultUnit: unit), weight.kilograms >= 20, weight.kilograms <= 400 {
                bodyweight = weight
            } else {
                diagnostics.append(.error("'bodyweight' should be a body weight such as 82.4 or 180lb, found '\(text)'", at: f.location("bodyweight"), hint: "for example bodyweight: 82.4 or bodyweight: 180lb"))
            }
        }
        if let value = f.bool("private", into: &diagnostics) { isPrivate = value }
        if let value = f.bool("example", into: &diagnostics) { isExample = value }
        if let value = f.bool("corrected", into: &diagnostics) { isCorrected = value }
        if let value = f.bool("planned", into: &diagnostics) {
            isPlanned = value
            plannedLocation = f.location("planned")
        }
        if let text = f.string("notes", into: &diagnostics) { notes = text }
        loggedSeconds = f.int("duration", in: 0...1_000_000_000, into: &diagnostics)
    }

    /// Puts the header's fields that the session initialiser does not take on `session`.
    func apply(to session: inout Session) {
        session.routineLabel = routineLabel
        session.routineLabelLocation = routineLabelLocation
        if session.end == nil { session.loggedSeconds = loggedSeconds }
    }

    private func time(_ key: String, _ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> LocalTime? {
        guard let text = f.string(key, into: &diagnostics) else { return nil }
        if let value = LocalTime(text: text.trimmingSpaces) { return value }
        // YAML 1.1 reads an unquoted 18:05 as a base-60 number; Yams keeps the text, but be kind to 1805.
        diagnostics.append(.error("'\(key)' should be a time such as \"18:05\", found '\(text)'", at: f.location(key),
                                  hint: "use the 24-hour clock HH:MM, in quotes"))
        return nil
    }

    static func dateMessage(_ text: String) -> String {
        let parts = text.split(separator: "-")
        if parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2].prefix(2)),
           (1...12).contains(m), LocalDate(year: y, month: m, day: d) == nil {
            return "\(text) is not a date: that month has \(LocalDate.daysIn(month: m, year: y)) days"
        }
        return "'\(text)' is not a date"
    }

    /// The warning for a planned session left out of every figure.
    func plannedWarning(path: String) -> Diagnostic? {
        guard isPlanned else { return nil }
        return .warning("this session is a plan written by 'liftbook log' (planned: true): it is not counted until you log it",
                        at: plannedLocation ?? SourceLocation(path: path, line: 1),
                        hint: "edit the set lines to what you did (delete the sets you skipped), then delete the line 'planned: true'")
    }
}
