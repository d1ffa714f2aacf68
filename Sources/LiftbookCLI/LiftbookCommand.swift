package import ArgumentParser
import LiftbookLoading
import LiftbookOutput
import LiftbookSite
import LiftbookModel
import LiftbookSystem

/// The `liftbook` command and its subcommands.
package struct LiftbookCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "liftbook",
        abstract: "Turn a strength-training log into a fast static website and weekly reports.",
        version: LiftbookVersion.current,
        subcommands: [
            BuildCommand.self, CheckCommand.self, InitCommand.self, SampleCommand.self, StatsCommand.self, ExportCommand.self,
            ReportCommand.self, ShareCommand.self, ImportRoutineCommand.self, BenchCommand.self,
            ServeCommand.self, TemplatesCommand.self, RoutineCommand.self, LogCommand.self, FollowCommand.self,
        ]
    )

    package init() {}

    /// Runs the command line and exits: 0 on success, 1 for input errors, 2 for usage errors.
    package static func runMain(arguments: [String]? = nil) -> Never {
        MemoryTuning.apply()
        // A command that loads a site has the built-in library and strings parsed while the
        // command line is read (``SiteLoader/prepareBuiltIns()``).
        if let first = (arguments ?? Array(CommandLine.arguments.dropFirst())).first,
           configuration.subcommands.contains(where: { $0 is any LoadsSite.Type && $0.configuration.commandName == first }) {
            SiteLoader.prepareBuiltIns()
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let failure as CocoaError {
            Console.standardError(Console.errorLine("\(FileSystemFailure.action(failure)): \(FileSystemFailure.reason(failure))",
                                                    hint: FileSystemFailure.hint(failure)))
            Foundation.exit(1)
        } catch let failure as FileSystemError {
            Console.standardError(Console.errorLine(failure.description, hint: FileSystemFailure.hint(code: failure.code)))
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version.
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            Console.standardError(fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

import Foundation
