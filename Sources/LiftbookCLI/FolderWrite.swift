import ArgumentParser
import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookOutput
import LiftbookSite

/// The commands' calls of the one site-folder writer (``SiteFolderWriter``): each says why
/// nothing was written, as the command always has, and stops with status 1.
enum FolderWrite {
    /// Writes the contents of a new (or empty) folder: `init`, `sample`.
    static func folder(_ files: [OutputFile], at folder: URL) throws {
        do throws(SiteFolderWriter.Failure) {
            try SiteFolderWriter().makeFolder(files, at: folder)
        } catch {
            throw stop(error, folder: folder)
        }
    }

    /// Writes files that do not exist yet; when any does, writes nothing and lists them.
    static func new(_ files: [OutputFile], into folder: URL) throws {
        do throws(SiteFolderWriter.Failure) {
            try SiteFolderWriter().writeNew(files, into: folder)
        } catch {
            throw stop(error, folder: folder)
        }
    }

    /// Writes files over the ones of their names (or new), all or none; `refusal` words a
    /// refused write (given its path), else it is said as any refused file operation.
    static func replace(_ files: [OutputFile], in folder: URL, makingFolders: Bool = true,
                        refusal: ((String) -> (message: String, hint: String))? = nil) throws {
        do throws(SiteFolderWriter.Failure) {
            try SiteFolderWriter().replace(files, in: folder, makingFolders: makingFolders)
        } catch .system(let error) {
            let words = refusal?(error.path)
            Console.standardError(words.map { Console.errorLine($0.message, hint: $0.hint) } ?? systemLine(error))
            throw ExitCode(1)
        } catch {
            throw stop(error, folder: folder)
        }
    }

    /// Prints why nothing was written.
    private static func stop(_ failure: SiteFolderWriter.Failure, folder: URL) -> ExitCode {
        switch failure {
        case .notEmpty(let path):
            Console.standardError(Console.errorLine("'\(path)' is not empty; nothing was written", hint: "name a new folder"))
        case .exist(let paths, let path):
            let names = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
            Console.standardError(Console.errorLine("\(paths.count) of the files already exist in '\(path)' (\(names)); nothing was written",
                                                    hint: "files are never overwritten: move them away or name another folder"))
        case .system(let error):
            Console.standardError(Console.errorLine("could not write into '\(folder.path)': \(error.reason) at '\(error.path)'; nothing was written",
                                                    hint: FileSystemFailure.hint(code: error.code)))
        case .appeared(let path):
            Console.standardError(Console.errorLine("could not create '\(path)'; nothing was written",
                                                    hint: "check that no other program writes into the folder"))
        case .newFolder(let error):
            Console.standardError(systemLine(error))
        }
        return ExitCode(1)
    }

    /// `cannot write: not a directory at '…'`, as any refused file operation is said.
    private static func systemLine(_ error: FileSystemError) -> String {
        Console.errorLine("cannot write: \(error.reason) at '\(error.path)'", hint: FileSystemFailure.hint(code: error.code))
    }
}
