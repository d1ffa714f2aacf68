import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LiftbookModel

/// Writes generated files (`init`, `sample`) into a folder that must be new or empty.
enum FolderWriter {
    /// Writes every file; refuses a folder that already holds files so nothing is overwritten.
    /// A new folder is built under a hidden name beside it and renamed into place, so a failure
    /// (or Ctrl-C) leaves no half-written folder; into an existing empty folder the files are
    /// written as ``writeNew(_:into:)`` does, all or none.
    static func write(_ files: [OutputFile], into folder: URL, allowExisting: Bool = false) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.path) {
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if !allowExisting, !contents.filter({ !$0.hasPrefix(".") }).isEmpty {
                Console.standardError(Console.errorLine("'\(folder.path)' is not empty; nothing was written",
                                                        hint: "name a new folder"))
                throw ExitCode(1)
            }
            try writeNew(files.filter { !manager.fileExists(atPath: folder.appending(path: $0.path).path) }, into: folder)
            return
        }
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appending(path: ".\(folder.lastPathComponent).liftbook-staging-\(runName)")
        do {
            if !manager.fileExists(atPath: parent.path) { try manager.createDirectory(at: parent, withIntermediateDirectories: true) }
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files {
                let url = staging.appending(path: file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
            guard rename(staging.path, folder.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder.path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
            }
        } catch let error as CocoaError {
            try? manager.removeItem(at: staging)
            // Said about the folder asked for, not the hidden name it was built under.
            var info = error.userInfo
            if let path = error.filePath, path.hasPrefix(staging.path) { info[NSFilePathErrorKey] = folder.path + path.dropFirst(staging.path.count) }
            throw CocoaError(error.code, userInfo: info)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    /// This process's part of temporary names: its id and a random number, so no two runs share one.
    static let runName = "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)

    /// Writes files that do not exist yet; when any does, writes nothing and lists them. Every
    /// file is first written under a hidden temporary name beside its final one; only when all of
    /// them are written are they renamed into place, so a failure leaves nothing half-written.
    static func writeNew(_ files: [OutputFile], into folder: URL) throws {
        let manager = FileManager.default
        let existing = files.filter { manager.fileExists(atPath: folder.appending(path: $0.path).path) }
        guard existing.isEmpty else {
            let names = existing.prefix(5).map(\.path).joined(separator: ", ") + (existing.count > 5 ? ", …" : "")
            Console.standardError(Console.errorLine("\(existing.count) of the files already exist in '\(folder.path)' (\(names)); nothing was written",
                                                    hint: "files are never overwritten: move them away or name another folder"))
            throw ExitCode(1)
        }
        var staged: [(temporary: URL, final: URL)] = []
        func removeStaged() { for file in staged { try? manager.removeItem(at: file.temporary) } }
        do {
            for file in files {
                let url = folder.appending(path: file.path)
                let temporary = url.deletingLastPathComponent().appending(path: "." + url.lastPathComponent + ".liftbook-new-" + runName)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: temporary)
                staged.append((temporary, url))
            }
        } catch {
            removeStaged()
            let reason = (error as? CocoaError).map(FileSystemFailure.reason) ?? error.localizedDescription
            Console.standardError(Console.errorLine("could not write into '\(folder.path)': \(reason); nothing was written",
                                                    hint: FileSystemFailure.hint(error as? CocoaError)))
            throw ExitCode(1)
        }
        for (index, file) in staged.enumerated() {
            // link(2) fails when the final name exists, so a file made meanwhile is never replaced.
            guard link(file.temporary.path, file.final.path) == 0 else {
                for done in staged[..<index] { try? manager.removeItem(at: done.final) }
                removeStaged()
                Console.standardError(Console.errorLine("could not create '\(file.final.path)'; nothing was written",
                                                        hint: "check that no other program writes into the folder"))
                throw ExitCode(1)
            }
        }
        removeStaged()
    }
}
