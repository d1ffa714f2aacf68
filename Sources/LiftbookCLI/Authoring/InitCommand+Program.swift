import ArgumentParser
import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookSample

/// `liftbook init DIR --program NAME`: a well-known program as the site's `routine.yaml`.
extension InitCommand {
    /// The option's help: every program's name and what it is.
    static var programHelp: ArgumentHelp {
        ArgumentHelp("Start from a well-known program's routine.yaml: \(Program.all.map(\.name).joined(separator: ", ")).",
                     discussion: Program.all.map { "\($0.name): \($0.summary)." }.joined(separator: "\n"),
                     valueName: "name")
    }

    func validateProgram() throws {
        if program != nil, sample { throw ValidationError("--program and --sample cannot be used together: the sample follows its own routine") }
        guard let program, Program.named(program) == nil else { return }
        throw ValidationError("unknown program '\(program)'; the programs are \(Program.all.map(\.name).joined(separator: ", "))")
    }

    /// A new folder gets the starter files with the program as its routine (and no example
    /// session, which would set the first targets); an existing site gets the routine only,
    /// unless it already has one of its own.
    func writeProgram(_ program: Program) throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let routine = OutputFile(path: "routine.yaml", contents: program.routine)
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appending(path: "liftbook.yaml").path) {
            let existing = folder.appending(path: "routine.yaml")
            if manager.fileExists(atPath: existing.path) {
                let text = (try? String(contentsOf: existing, encoding: .utf8)) ?? ""
                guard Self.isInitExample(text) else {
                    Console.standardError(Console.errorLine("'\(directory == "." ? "" : directory + "/")routine.yaml' holds a routine of your own; nothing was written",
                                                            hint: "move it away (for example to routine-old.yaml) and run 'liftbook init \(directory) --program \(program.name)' again"))
                    throw ExitCode(1)
                }
                // Written beside it and renamed over it: the example stays if the write fails.
                try FolderWrite.replace([routine], in: folder)
            } else {
                try FolderWrite.new([routine], into: folder)
            }
            print("Wrote \(program.name) into \(directory == "." ? "" : directory + "/")routine.yaml. Next: put in your starting loads (lines marked 'starting load'), then liftbook check \(directory)")
            return
        }
        let today = SiteOptions.today(given: now)
        let files = StarterSite.files(today: today).filter { !$0.path.hasPrefix("sessions/") && $0.path != "routine.yaml" }
            + [routine, OutputFile(path: "sessions/.gitkeep", contents: "")]
        try FolderWrite.folder(files, at: folder)
        print("Created a Liftbook site in \(directory) with the \(program.name) routine (\(files.count) files). "
              + "Next: put in your starting loads in routine.yaml (lines marked 'starting load'), then liftbook log \(directory)")
    }

    /// True for the example routine `liftbook init` writes (`example: true` on a line of its own).
    static func isInitExample(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            return code.trimmingCharacters(in: .whitespaces) == "example: true"
        }
    }
}
