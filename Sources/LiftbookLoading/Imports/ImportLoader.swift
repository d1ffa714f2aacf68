import Foundation
import LiftbookModel

/// Reads the app exports of a site on every build: the `.csv` files in `imports/` and the files
/// listed under `imports:` in `liftbook.yaml`, each once, with the unit that entry gives.
enum ImportLoader {
    /// The folder whose CSV files are read without being listed.
    static let folder = "imports"

    /// The sessions of every import file, in file order; `bodyWeights` receives the body weights
    /// the exports hold (body-weight exports, and workouts that record one).
    /// Apple Health's strength workouts are kept only where neither `handWritten` nor another
    /// export has a workout then (``HealthWorkouts``).
    static func load(from files: any SiteFiles, config: SiteConfig, library: ExerciseLibrary, rows: inout ImportedRows,
                     bodyWeights: inout [BodyWeightEntry], handWritten: [Session] = [], into diagnostics: inout [Diagnostic]) -> [Session] {
        var sessions: [Session] = []
        var health: [Session] = []
        for (path, setting) in paths(in: files, config: config, into: &diagnostics) {
            if path.lowercased().hasSuffix(".xml") {
                health += readAppleHealth(path: path, from: files, timezone: config.timezone, bodyWeights: &bodyWeights, into: &diagnostics)
                continue
            }
            if path.lowercased().hasSuffix(".fit") {
                sessions += readGarmin(path: path, from: files, timezone: config.timezone, library: library, rows: &rows,
                                       bodyWeights: &bodyWeights, into: &diagnostics)
                continue
            }
            guard let text = TextFile.read(path, from: files, into: &diagnostics) else { continue }
            sessions += read(path: path, text: text, setting: setting, siteUnit: config.logUnit, logUnitIsStated: config.logUnitIsStated,
                             timezone: config.timezone, library: library, rows: &rows, bodyWeights: &bodyWeights, into: &diagnostics)
        }
        return sessions + HealthWorkouts.uncovered(health, by: handWritten + sessions)
    }

    /// Apple Health's `export.xml`, streamed a chunk at a time: its body-mass records go to
    /// `bodyWeights`; its strength workouts are returned.
    static func readAppleHealth(path: String, from files: any SiteFiles, timezone: String, bodyWeights: inout [BodyWeightEntry],
                                into diagnostics: inout [Diagnostic]) -> [Session] {
        var reader = AppleHealthReader(path: path, clock: ExportClock(timezone: timezone))
        do {
            try files.readChunks(path, chunkSize: 1 << 20) { reader.feed($0) }
        } catch let error as SiteFileError {
            diagnostics.append(.error(error.description, at: SourceLocation(path: path), hint: "replace it with a regular file in the site folder"))
            return []
        } catch {
            diagnostics.append(.error("cannot read the file", at: SourceLocation(path: path), hint: "check that it exists and is readable"))
            return []
        }
        diagnostics += reader.finish()
        bodyWeights += reader.bodyWeights
        return reader.workouts
    }

    /// A Garmin `.fit` file (``GarminFitReader``): its strength sets are returned as sessions, its
    /// weighings go to `bodyWeights`.
    static func readGarmin(path: String, from files: any SiteFiles, timezone: String, library: ExerciseLibrary, rows: inout ImportedRows,
                           bodyWeights: inout [BodyWeightEntry], into diagnostics: inout [Diagnostic]) -> [Session] {
        let data: Data
        do {
            data = try files.read(path)
        } catch let error as SiteFileError {
            diagnostics.append(.error(error.description, at: SourceLocation(path: path), hint: "replace it with a regular file in the site folder"))
            return []
        } catch {
            diagnostics.append(.error("cannot read the file", at: SourceLocation(path: path), hint: "check that it exists and is readable"))
            return []
        }
        let reader = GarminFitReader(path: path, clock: ExportClock(timezone: timezone), library: library)
        let contents = data.withUnsafeBytes { reader.read($0) }
        diagnostics += contents.diagnostics
        bodyWeights += contents.bodyWeights
        for session in contents.sessions { rows.record(session, sets: [], loggedSeconds: nil) }
        return contents.sessions
    }

    /// The sessions of one export.
    static func read(path: String, text: String, setting: ImportSetting?, siteUnit: MassUnit, library: ExerciseLibrary,
                     into diagnostics: inout [Diagnostic]) -> [Session] {
        var rows = ImportedRows()
        var bodyWeights: [BodyWeightEntry] = []
        return read(path: path, text: text, setting: setting, siteUnit: siteUnit, timezone: "UTC", library: library, rows: &rows,
                    bodyWeights: &bodyWeights, into: &diagnostics)
    }

    /// The sessions of one export, whatever app wrote it; `rows` learns where each set came from,
    /// `bodyWeights` receives the body weights it holds. Instants are dated in `timezone`.
    static func read(path: String, text: String, setting: ImportSetting?, siteUnit: MassUnit, logUnitIsStated: Bool = false, timezone: String,
                     library: ExerciseLibrary, rows: inout ImportedRows, bodyWeights: inout [BodyWeightEntry],
                     into diagnostics: inout [Diagnostic]) -> [Session] {
        let clock = ExportClock(timezone: timezone)
        if setting?.mapping == nil, JefitImporter.isBackup(text) {
            guard let (workouts, report) = JefitImporter.read(path: path, text: text, setting: setting, siteUnit: siteUnit,
                                                             clock: clock, into: &diagnostics) else { return [] }
            return assemble(workouts, app: "Jefit", report: report, library: library, rows: &rows, bodyWeights: &bodyWeights,
                            into: &diagnostics)
        }
        guard let read = CSVTable(path: path, text: text, into: &diagnostics) else { return [] }
        let (commas, commaRepair) = read.repairingCommas()
        let (table, shortRepair) = commas.repairingShortRows()
        func newReport() -> ImportReport {
            var report = ImportReport(table: table)
            report.logUnitIsStated = logUnitIsStated
            for repair in [commaRepair, shortRepair].compactMap({ $0 }) { report.warn(repair.message, at: repair.location, hint: repair.hint) }
            return report
        }
        if let mapping = setting?.mapping, mapping.isBodyWeight {
            var report = newReport()
            let entries = MappedBodyWeights.read(table, mapping: mapping, setting: setting, siteUnit: siteUnit, clock: clock, report: &report)
            diagnostics += report.finished()
            bodyWeights += entries
            return []
        }
        if let mapping = setting?.mapping {
            var report = newReport()
            let workouts = MappedImporter.read(table, mapping: mapping, setting: setting, siteUnit: siteUnit, clock: clock, report: &report)
            return assemble(workouts, app: "mapped", report: report, library: library, rows: &rows, bodyWeights: &bodyWeights,
                            into: &diagnostics)
        }
        if let (layout, lookup) = ExportLayout.detect(table) {
            if let language = ExportLanguage.of(table, layout: layout) { rows.record(language: language, of: path) }
            var report = newReport()
            let workouts = layout.read(lookup, setting: setting, siteUnit: siteUnit, clock: clock, report: &report)
            return assemble(workouts, app: layout.rawValue, report: report, library: library, rows: &rows, bodyWeights: &bodyWeights,
                            into: &diagnostics)
        }
        if let layout = BodyWeightLayout.detect(table) {
            var report = newReport()
            let entries = layout.read(table, setting: setting, siteUnit: siteUnit, report: &report)
            let found = report.finished()
            diagnostics += found
            if entries.isEmpty, !found.hasErrors {
                diagnostics.append(.warning("the \(layout.rawValue) export holds no body weights", at: table.headerLocation(field: nil),
                                            hint: "export the app's measurements again, or remove the file"))
            }
            bodyWeights += entries
            return []
        }
        diagnostics.append(HeaderDiagnosis.diagnostic(for: table))
        return []
    }

    /// Sessions from the workouts of one file, with its diagnostics; the body weights workouts
    /// record go to `bodyWeights`.
    private static func assemble(_ workouts: [ImportedWorkout], app: String, report: ImportReport, library: ExerciseLibrary,
                                 rows: inout ImportedRows, bodyWeights: inout [BodyWeightEntry],
                                 into diagnostics: inout [Diagnostic]) -> [Session] {
        var report = report
        let table = report.table
        let sessions = ImportAssembler(library: library).sessions(from: workouts, report: &report, rows: &rows)
        for workout in workouts {
            if let weight = workout.bodyWeight {
                bodyWeights.append(BodyWeightEntry(date: workout.date, weight: weight, location: SourceLocation(path: table.path, line: workout.line)))
            }
        }
        let found = report.finished()
        diagnostics += found
        if sessions.isEmpty, !found.hasErrors {
            diagnostics.append(.warning("the \(app) export holds no workouts", at: table.headerLocation(field: nil),
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
            if [".csv", ".xml", ".fit"].contains(where: name.lowercased().hasSuffix) {
                result.append((path, nil))
            } else if !name.lowercased().hasPrefix("readme") {
                diagnostics.append(.warning("ignored file: imports/ holds .csv exports, Apple Health's export.xml and Garmin .fit files", at: SourceLocation(path: path),
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
