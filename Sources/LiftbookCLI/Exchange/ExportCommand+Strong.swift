import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline

/// What `liftbook export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    /// One session file per workout.
    case sessions
    /// The whole log as one CSV file in Strong's layout.
    case strongCSV = "strong-csv"
}

extension ExportCommand {
    /// `--format strong-csv`: the whole log (hand-written and imported) in Strong's layout, to
    /// `--to FILE` (never over an existing file) or standard output.
    func writeStrongCSV() throws {
        let run = try StrongCSVRun.run(site.pipeline(), options: StrongCSVRun.Options(noPrivate: noPrivate, keepGoing: keepGoing))
        site.report(run.diagnostics)
        guard let export = run.value else { throw stopOnErrors(run.diagnostics) }
        let (text, losses, unit) = (export.text, export.losses, export.unit)
        let (sessions, sets, privateCount) = (export.sessions, export.sets, export.privateSessions)
        guard let to else {
            print(text, terminator: "")
            if !site.quiet { Console.standardError("weights are in \(unit.rawValue); to read the file back: imports: [{file: imports/FILE.csv, unit: \(unit.rawValue)}]") }
            return
        }
        let target = to.hasPrefix("/") ? URL(fileURLWithPath: to) : site.root.appending(path: to)
        try FolderWrite.new([OutputFile(path: target.lastPathComponent, contents: text)], into: target.deletingLastPathComponent())
        if !site.quiet {
            print("Wrote \(sessions) workouts (\(sets) sets) to \(to) in Strong's layout; weights in \(unit.rawValue).")
            print("To read it into a site: copy it into imports/ and list it with its unit in liftbook.yaml: imports: [{file: imports/\(target.lastPathComponent), unit: \(unit.rawValue)}]")
            var lines = Self.lossLines(losses)
            if privateCount > 0 {
                lines.append("\(privateCount) private session\(privateCount == 1 ? " is" : "s are") included and will read back as public: Strong's layout cannot mark them (--no-private leaves them out)")
            }
            for line in lines { Console.standardError("note: " + line) }
        }
    }

    static func lossLines(_ losses: StrongCSVWriter.Losses) -> [String] {
        var lines: [String] = []
        if losses.bodyweights > 0 { lines.append("\(losses.bodyweights) session body weight\(losses.bodyweights == 1 ? " is" : "s are") not in Strong's layout and left out") }
        if losses.bands > 0 { lines.append("\(losses.bands) band set\(losses.bands == 1 ? "" : "s") kept without the band's colour") }
        if losses.sameDayWithoutStart > 0 { lines.append("\(losses.sameDayWithoutStart) sessions share a day without a start time: a Strong import reads each such day as one workout") }
        if losses.assisted > 0 { lines.append("\(losses.assisted) assisted set\(losses.assisted == 1 ? "" : "s") (bw-N) under a name without 'Assisted' would read back as added weight") }
        return lines
    }
}
