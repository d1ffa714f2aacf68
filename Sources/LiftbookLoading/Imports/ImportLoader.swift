import LiftbookModel

/// Reads the app exports of a site on every build: the `.csv` files in `imports/` and the files
/// listed under `imports:` in `liftbook.yaml`, each once, with the unit that entry gives.
enum ImportLoader {
    /// The folder whose CSV files are read without being listed.
    static let folder = "imports"

    /// The sessions of every import file, in file order.
    static func load(from files: any SiteFiles, config: SiteConfig, library: ExerciseLibrary, rows: inout ImportedRows,
                     into diagnostics: inout [Diagnostic]) -> [Session] {
        var sessions: [Session] = []
        for (path, setting) in paths(in: files, config: config, into: &diagnostics) {
            guard let text = TextFile.read(path, from: files, into: &diagnostics) else { continue }
            sessions += read(path: path, text: text, setting: setting, siteUnit: config.logUnit, library: library,
                             rows: &rows, into: &diagnostics)
        }
        return sessions
    }

    /// The sessions of one export.
    static func read(path: String, text: String, setting: ImportSetting?, siteUnit: MassUnit, library: ExerciseLibrary,
                     into diagnostics: inout [Diagnostic]) -> [Session] {
        var rows = ImportedRows()
        return read(path: path, text: text, setting: setting, siteUnit: siteUnit, library: library, rows: &rows, into: &diagnostics)
    }

    /// The sessions of one export; `rows` learns where each set came from.
    static func read(path: String, text: String, setting: ImportSetting?, siteUnit: MassUnit, library: ExerciseLibrary,
                     rows: inout ImportedRows, into diagnostics: inout [Diagnostic]) -> [Session] {
        guard let table = CSVTable(path: path, text: text, into: &diagnostics) else { return [] }
        guard let layout = ExportLayout.detect(table) else {
            diagnostics.append(.error("the header is not one of an export Liftbook reads", at: table.headerLocation(field: nil),
                                      hint: ExportLayout.headerHint))
            return []
        }
        var report = ImportReport(table: table)
        let workouts = layout.read(table, setting: setting, siteUnit: siteUnit, report: &report)
        let sessions = ImportAssembler(library: library).sessions(from: workouts, report: &report, rows: &rows)
        let found = report.finished()
        diagnostics += found
        if sessions.isEmpty, !found.hasErrors {
            diagnostics.append(.warning("the \(layout.rawValue) export holds no workouts", at: table.headerLocation(field: nil),
                                        hint: "export the app's whole history again, or remove the file"))
        }
        return sessions
    }

    /// Each import file once, with its setting: listed files first, then the rest of `imports/`.
    static func paths(in files: any SiteFiles, config: SiteConfig,
                      into diagnostics: inout [Diagnostic]) -> [(path: String, setting: ImportSetting?)] {
        var result: [(String, ImportSetting?)] = []
        var seen: Set<String> = []
        for setting in config.imports {
            let path = normalised(setting.file)
            guard seen.insert(path).inserted else {
                diagnostics.append(.warning("'\(setting.file)' is listed twice under imports:; it is read once",
                                            at: setting.location ?? SourceLocation(path: ConfigLoader.path),
                                            hint: "remove one of the two entries"))
                continue
            }
            guard files.exists(path) else {
                diagnostics.append(.error("the import file '\(setting.file)' does not exist", at: setting.location ?? SourceLocation(path: ConfigLoader.path),
                                          hint: "check the path: it is relative to the site folder, e.g. imports/strong.csv"))
                continue
            }
            result.append((path, setting))
        }
        let listed = files.files(under: folder)
        files.reportListingProblems(under: folder, into: &diagnostics)
        for path in listed where !seen.contains(path) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name.lowercased().hasSuffix(".csv") {
                result.append((path, nil))
            } else if !name.lowercased().hasPrefix("readme") {
                diagnostics.append(.warning("ignored file: imports/ holds .csv exports", at: SourceLocation(path: path),
                                            hint: "export the app's history as CSV, or move the file out of imports/"))
            }
        }
        return result
    }

    /// `./imports/x.csv` → `imports/x.csv`.
    private static func normalised(_ path: String) -> String {
        var text = path.trimmingSpaces
        while text.hasPrefix("./") { text.removeFirst(2) }
        return text
    }
}
