import LiftbookModel

/// The apps whose CSV exports Liftbook reads, recognised by their header (never assumed).
enum ExportLayout: String, CaseIterable {
    case strong = "Strong"
    case hevy = "Hevy"
    case fitNotes = "FitNotes"

    /// The app that wrote a file with this header, or nil.
    static func detect(_ table: CSVTable) -> ExportLayout? {
        if table.column("exercise_title") != nil, table.column("start_time") != nil { return .hevy }
        if table.column("Exercise Name") != nil, table.column("Set Order") != nil, table.column("Date") != nil { return .strong }
        if table.column("Exercise") != nil, table.column("Date") != nil, table.column("Reps") != nil { return .fitNotes }
        return nil
    }

    /// The workouts of the file.
    func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [ImportedWorkout] {
        switch self {
        case .strong: StrongImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .hevy: HevyImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .fitNotes: FitNotesImporter.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        }
    }

    /// What the error for an unknown header suggests.
    static let headerHint = "expected the header of a Strong export (Date,Workout Name,…,Exercise Name,Set Order,…), "
        + "a Hevy export (\"title\",\"start_time\",…,\"exercise_title\",…) or a FitNotes export (Date,Exercise,Category,…)"
}
