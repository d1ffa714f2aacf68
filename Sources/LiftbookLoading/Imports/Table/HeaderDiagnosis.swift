import LiftbookModel

/// The error for a header no importer places: it names the app whose workout export it is
/// closest to and the columns that were not recognised (or the columns that app needs and the
/// file lacks); a header close to no app's workout export (no exercise column: a body-weight
/// file of an app Liftbook does not know) is told what was recognised and what was not, and
/// pointed to the column mapping.
enum HeaderDiagnosis {
    /// An app's known column names (lower case) and the ones its importer needs.
    private struct App: Sendable {
        var name: String
        var knows: @Sendable (String) -> Bool
        var required: [String]
    }

    private static func names(_ list: String) -> Set<String> {
        Set(list.split(separator: "|").map { $0.lowercased() })
    }

    private static let hevy = names("title|start_time|end_time|description|exercise_title|superset_id|exercise_notes|set_index|set_type|weight_kg|weight_lbs|reps|distance_km|distance_miles|duration_seconds|rpe")
    private static let fitNotes = names("date|exercise|category|weight (kgs)|weight (lbs)|weight|weight unit|reps|distance|distance unit|time|comment")
    private static let liftosaur = names("workout datetime|program|day name|exercise|is warmup set?|required reps|completed reps|is amrap?|required rpe|completed rpe|log rpe?|required weight value|required weight unit|completed weight value|completed weight unit|ask weight?|completed reps time|target muscles|synergist muscles|notes")
    private static let fitbod = names("date|exercise|reps|weight(kg)|duration(s)|distance(m)|incline|resistance|iswarmup|note|multiplier")
    private static let strongLifts = names("date (yyyy/mm/dd)|workout|workout name|program name|body weight (kg)|body weight (lb)|exercise|reps|notes|duration (hours)|start time (h:mm)|end time (h:mm)|workout volume (kg)|workout volume (lb)|volume (kg)|volume (lb)|e1rm (kg)|e1rm (lb)")

    private static let apps: [App] = [
        App(name: "Strong", knows: { StrongHeaderNames.english($0) != nil }, required: ["Date", "Exercise Name", "Set Order"]),
        App(name: "Hevy", knows: { hevy.contains($0) }, required: ["start_time", "exercise_title"]),
        App(name: "FitNotes", knows: { fitNotes.contains($0) }, required: ["Date", "Exercise", "Reps"]),
        App(name: "Liftosaur", knows: { liftosaur.contains($0) }, required: ["Workout DateTime", "Exercise", "Completed Reps"]),
        App(name: "Fitbod", knows: { fitbod.contains($0) }, required: ["Date", "Exercise", "isWarmup"]),
        App(name: "StrongLifts", knows: { strongLifts.contains($0) || isStrongLiftsSlot($0) }, required: ["Exercise", "Set 1 (Reps)"]),
    ]

    /// `set 3 (reps)`, `set 3 (kg)`, `sets×reps`, `top set (reps×kg)`: StrongLifts' numbered and pattern columns.
    private static func isStrongLiftsSlot(_ name: String) -> Bool {
        if name.hasPrefix("set ") || name.hasPrefix("sets") || name.hasPrefix("top set") { return true }
        return false
    }

    /// The error for a header close to no app's workout export: what it recognised (a date, a
    /// weight, an exercise) and what it did not, and the column mapping that reads it.
    static func unplaced(_ table: CSVTable) -> Diagnostic {
        var roles: [(role: String, names: [String])] = []
        var unknown: [String] = []
        var first: Int?
        for (index, name) in table.header.enumerated() where !name.trimmingSpaces.isEmpty {
            if let role = HeaderRoles.role(of: name) {
                if let at = roles.firstIndex(where: { $0.role == role }) { roles[at].names.append("'\(name)'") } else { roles.append((role, ["'\(name)'"])) }
            } else {
                unknown.append("'\(name)'")
                if first == nil { first = index }
            }
        }
        let shownUnknown = unknown.prefix(6).joined(separator: ", ") + (unknown.count > 6 ? " and \(unknown.count - 6) more" : "")
        let recognised = roles.map { "\($0.role) (\($0.names.joined(separator: ", ")))" }
        let found = recognised.isEmpty ? "none of its columns is one Liftbook recognises" : "recognised " + recognised.joined(separator: ", ")
        let rest = unknown.isEmpty ? "" : "; not recognised: \(shownUnknown)"
        let kind = roles.contains { $0.role == HeaderRoles.exercise } ? "" : "; with no exercise column it is no workout export"
        return .error("the header is not one of an export Liftbook reads: \(found)\(rest)\(kind)",
                      at: table.headerLocation(field: first), hint: ExportLayout.mappingHint)
    }

    /// The error for `table`'s header.
    static func diagnostic(for table: CSVTable) -> Diagnostic {
        let cells = table.header.map { $0.trimmingSpaces.lowercased() }
        let scored = apps.map { app in (app, cells.filter(app.knows).count) }
        // One shared name (`Date`) does not make a file any app's export.
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 >= 2 else { return unplaced(table) }
        let app = best.0
        // A workout export names its exercises: a file with no exercise column (a body-weight or
        // daily-metrics file of an app Liftbook does not know) is no app's workout export, however
        // many of its columns (`Date`, `Weight`) an app also has.
        let english = app.name == "Strong" ? table.lookingUp(StrongHeaderNames.translate(table.header).names) : table
        let exercise = app.required.first { $0.lowercased().contains("exercise") }
        guard exercise.map({ english.column($0) != nil }) == true || table.header.contains(where: { HeaderRoles.role(of: $0) == HeaderRoles.exercise })
        else { return unplaced(table) }
        let unknown = cells.indices.filter { !cells[$0].isEmpty && !app.knows(cells[$0]) }
        if let first = unknown.first {
            let list = unknown.map { "'\(table.header[$0])'" }.joined(separator: ", ")
            return .error("the header is closest to a \(app.name) export, but Liftbook does not recognise \(unknown.count == 1 ? "the column" : "the columns") \(list)",
                          at: table.headerLocation(field: first),
                          hint: app.name == "Strong"
                              ? "Strong writes its header in the app's language; switch the app to English and export again, or map the columns in liftbook.yaml (imports: [{file: \(table.path), columns: {…}}])"
                              : ExportLayout.headerHint)
        }
        let missing = app.required.filter { english.column($0) == nil }.map { "'\($0)'" }.joined(separator: ", ")
        guard !missing.isEmpty else {
            return .error("the header is not one of an export Liftbook reads", at: table.headerLocation(field: nil), hint: ExportLayout.headerHint)
        }
        return .error("the header is closest to a \(app.name) export, but it lacks \(missing)", at: table.headerLocation(field: nil),
                      hint: "export the whole history from the app again, or map the columns in liftbook.yaml")
    }
}
