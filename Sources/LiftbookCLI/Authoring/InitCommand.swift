import ArgumentParser
import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookSample
import LiftbookOutput
import LiftbookSite

/// `liftbook init DIR [--sample] [--deploy HOST]`: a new site folder with commented example files,
/// or a publishing recipe added to an existing site.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site folder with commented example files.",
        discussion: """
            With --sample the folder also gets a year of realistic synthetic training, ready to build.
            With --deploy HOST (\(DeployRecipe.Host.allCases.map(\.rawValue).joined(separator: ", "))) it also gets the \
            recipe that builds and publishes the site on that host; on an existing site only the recipe is written.
            """
    )

    @Argument(help: "The new site folder (must be new or empty).", completion: .directory)
    var directory: String = "."

    @Flag(help: "Add a year of synthetic sessions.")
    var sample = false

    @Option(help: InitCommand.programHelp)
    var program: String?

    @Option(help: ArgumentHelp("Write the recipe that publishes the site on this host: \(DeployRecipe.Host.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "host"),
            completion: .list(DeployRecipe.Host.allCases.map(\.rawValue)))
    var deploy: String?

    @Option(help: ArgumentHelp("Treat this date (YYYY-MM-DD) as today.", valueName: "date"))
    var now: String?

    func validate() throws {
        if let deploy, DeployRecipe.Host(rawValue: deploy) == nil {
            let names = DeployRecipe.Host.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--deploy takes one of \(names), got '\(deploy)'")
        }
        if let now, LocalDate(iso: now) == nil { throw ValidationError("--now takes a date as YYYY-MM-DD, got '\(now)'") }
        try validateProgram()
    }

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let recipe = deploy.flatMap(DeployRecipe.Host.init(rawValue:)).map { DeployRecipe.recipe(for: $0, version: LiftbookVersion.current) }
        if let program = program.flatMap(Program.named) {
            try writeProgram(program)
            if let recipe { try writeRecipe(recipe, into: folder) }
            return
        }
        if let recipe, FileManager.default.fileExists(atPath: folder.appending(path: "liftbook.yaml").path) {
            return try writeRecipe(recipe, into: folder)
        }
        let today = SiteOptions.today(given: now)
        var files = StarterSite.files(today: today)
        if sample {
            let generated = SampleGenerator(years: 1, seed: 1, end: today).files()
            // The sample's own sessions and the routine they follow replace the examples.
            let replaced = { (path: String) in path.hasPrefix("sessions/") || path == "routine.yaml" }
            let starterPaths = Set(files.map(\.path))
            files = files.filter { !replaced($0.path) } + generated.filter { !starterPaths.contains($0.path) || replaced($0.path) }
        }
        if let recipe { files.append(recipe.file) }
        // The output and what the writer keeps beside it stay out of the lifter's repository;
        // a .gitignore already in the folder is kept as it is (the folder writer never replaces a file).
        files.append(OutputFile(path: ".gitignore", contents: OutputWriter.gitignore()))
        try FolderWrite.folder(files, at: folder)
        print("Created a Liftbook site in \(directory) (\(files.count) files). Next: liftbook check \(directory)")
        if let recipe { print("To publish: \(Self.nextStep(for: recipe.host))") }
    }

    /// Adds the recipe to an existing site, never replacing a file.
    func writeRecipe(_ recipe: DeployRecipe, into folder: URL) throws {
        try FolderWrite.new([recipe.file], into: folder)
        print("Wrote \(recipe.path) into \(directory). \(Self.nextStep(for: recipe.host))")
    }

    /// What the user does once on the host after committing the recipe.
    static func nextStep(for host: DeployRecipe.Host) -> String {
        switch host {
        case .githubPages:
            return "Commit it, push to main, and set Settings → Pages → Source to \"GitHub Actions\" once."
        case .gitlab:
            return "Commit it and push to the default branch; Deploy → Pages shows the address after the first run."
        case .netlify:
            return "Commit it, push, and import the repository once in Netlify (Add new site → Import an existing project)."
        }
    }
}
