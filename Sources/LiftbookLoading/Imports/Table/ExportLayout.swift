import LiftbookModel

/// The apps whose one-table CSV workout exports Liftbook reads, recognised by their header
/// (never assumed, never by file name). Jefit's sectioned backup is recognised before the file is
/// read as one table (``JefitImporter``), and body-weight exports by ``BodyWeightLayout``.
enum ExportLayout: String, CaseIterable {
    case strong = "Strong"
    case hevy = "Hevy"
    case fitNotes = "FitNotes"
    case fitNotes2 = "FitNotes 2"
    case simpleWorkoutLog = "Simple Workout Log"
    case liftosaur = "Liftosaur"
    case fitbod = "Fitbod"
    case strongLifts = "StrongLifts"
    case strongLiftsSpreadsheet = "StrongLifts spreadsheet"

    /// The app that wrote a file with this header, with the table its importer reads (a
    /// translated Strong header is looked up by its English names); nil when no app's.
    static func detect(_ table: CSVTable) -> (layout: ExportLayout, table: CSVTable)? {
        if table.column("exercise_title") != nil, table.column("start_time") != nil { return (.hevy, table) }
        if FitNotes2Importer.recognises(table) { return (.fitNotes2, table) }
        if SimpleWorkoutLogImporter.recognises(table) { return (.simpleWorkoutLog, table) }
        if table.column("Workout DateTime") != nil, table.column("Exercise") != nil, table.column("Completed Reps") != nil { return (.liftosaur, table) }
        if table.column("Exercise") != nil, table.column("isWarmup") != nil, table.column("Date") != nil { return (.fitbod, table) }
        if table.column("Exercise") != nil, table.column("Set 1 (Reps)") != nil { return (.strongLifts, table) }
        if table.column("Exercise 1") != nil, table.column("Date") != nil { return (.strongLiftsSpreadsheet, table) }
        let english = table.lookingUp(StrongHeaderNames.translate(table.header).names)
        if english.column("Exercise Name") != nil, english.column("Set Order") != nil, english.column("Date") != nil { return (.strong, english) }
        if table.column("Exercise") != nil, table.column("Date") != nil, table.column("Reps") != nil { return (.fitNotes, table) }
        return nil
    }

    /// The workouts of the file.
    func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock = ExportClock(timezone: "UTC"),
              report: inout ImportReport) -> [ImportedWorkout] {
        switch self {
        case .strong: StrongImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .hevy: HevyImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .fitNotes: FitNotesImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .fitNotes2: FitNotes2Importer.read(table, setting: setting, siteUnit: siteUnit, clock: clock, report: &report)
        case .simpleWorkoutLog: SimpleWorkoutLogImporter.read(table, setting: setting, siteUnit: siteUnit, clock: clock, report: &report)
        case .liftosaur: LiftosaurImporter.read(table, siteUnit: siteUnit, clock: clock, report: &report)
        case .fitbod: FitbodImporter.read(table, setting: setting, siteUnit: siteUnit, clock: clock, report: &report)
        case .strongLifts: StrongLiftsImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .strongLiftsSpreadsheet: StrongLiftsSpreadsheetImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        }
    }

    /// What the error for a file of an app Liftbook does not know suggests: the column mapping.
    static let mappingHint = "Liftbook reads the exports of Strong, Hevy, FitNotes, Liftosaur, StrongLifts, Jefit and Fitbod and their "
        + "body-weight exports; another app's file is read through a column mapping in liftbook.yaml "
        + "(imports: [{file: …, columns: {…}}]; see 'Any other app: a column mapping' in docs/imports.md)"

    /// What the error for an unknown header suggests.
    static let headerHint = "Liftbook reads the exports of Strong (in any of its languages), Hevy, FitNotes, Liftosaur, StrongLifts, "
        + "Jefit and Fitbod, and their body-weight exports; for another app's one-row-per-set CSV, map its columns in liftbook.yaml "
        + "(imports: [{file: …, columns: {date: …, exercise: …, weight: …, reps: …}}])"
}
