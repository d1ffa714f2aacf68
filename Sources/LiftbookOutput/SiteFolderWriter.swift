package import Foundation
import LiftbookModel
package import LiftbookSystem

/// The one writer of files into a site folder or a new folder (`init`, `sample`, `log`,
/// `export`, `share`, `import-routine`, `routine --draft`, `follow`, `report --output`); the
/// output folder has its own writer, ``OutputWriter``.
///
/// All or none: every file is first written under a hidden temporary name beside its final one
/// and flushed to the disk; only when all of them are written are they moved into place. If any
/// step fails, what this run wrote (temporary files, moved files, folders it made) is removed and
/// replaced files get their old contents back, so the folder is left as it was.
package struct SiteFolderWriter: Sendable {
    /// The file operations, the real file system unless a test injects faults.
    package var fileSystem: any OutputFileSystem
    /// This writer's part of its temporary names: the process id and a random number.
    let runName: String

    /// A writer through `fileSystem`.
    package init(fileSystem: any OutputFileSystem = DiskFileSystem()) {
        self.fileSystem = fileSystem
        runName = "\(systemProcessID())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    /// Why nothing was written.
    package enum Failure: Error, Sendable, Equatable {
        /// The new folder already holds visible files.
        case notEmpty(folder: String)
        /// Files that must be new already exist (their paths relative to the folder).
        case exist([String], folder: String)
        /// The system refused a step; the error's path is the final path it was for.
        case system(FileSystemError)
        /// The system refused a step of building a new folder; the path is under the folder asked for.
        case newFolder(FileSystemError)
        /// A file appeared at a final path while the others were being written.
        case appeared(path: String)
    }

    /// Writes `files` (paths relative to `folder`) as new files: when any already exists, writes
    /// nothing. Missing folders on the way are made.
    package func writeNew(_ files: [OutputFile], into folder: URL) throws(Failure) {
        let existing = files.filter { FileStatus(path: folder.appending(path: $0.path).path, followingLinks: false) != nil }
        guard existing.isEmpty else { throw .exist(existing.map(\.path), folder: folder.path) }
        try write(files, into: folder, replacing: false, makingFolders: true)
    }

    /// Writes `files` (paths relative to `folder`), each new or over the file of its name; missing
    /// folders on the way are made only with `makingFolders`.
    package func replace(_ files: [OutputFile], in folder: URL, makingFolders: Bool = true) throws(Failure) {
        try write(files, into: folder, replacing: true, makingFolders: makingFolders)
    }

    /// Stages every file, then moves them all into place, or undoes everything.
    private func write(_ files: [OutputFile], into folder: URL, replacing: Bool, makingFolders: Bool) throws(Failure) {
        var undo = Undo(fileSystem: fileSystem)
        var staged: [(temporary: String, final: String)] = []
        do throws(FileSystemError) {
            for file in files {
                let final = folder.appending(path: file.path)
                let parent = final.deletingLastPathComponent().path
                if makingFolders { try makeFolders(parent, undo: &undo) }
                let temporary = parent + "/." + final.lastPathComponent + ".liftbook-new-" + runName
                do throws(FileSystemError) {
                    try fileSystem.write(file.bytes, to: temporary)
                } catch {
                    throw FileSystemError(error.operation, path: final.path, code: error.code)
                }
                undo.temporaries.append(temporary)
                staged.append((temporary, final.path))
            }
            if let failure = flush(staged.map(\.temporary)) {
                let final = staged.first { $0.temporary == failure.path }?.final ?? failure.path
                throw FileSystemError(failure.operation, path: final, code: failure.code)
            }
        } catch {
            undo.run()
            throw .system(error)
        }
        for file in staged {
            do throws(FileSystemError) {
                if replacing {
                    try moveOver(file.temporary, to: file.final, undo: &undo)
                } else {
                    // link(2) fails when the final name exists, so a file made meanwhile is never replaced.
                    try fileSystem.link(file.temporary, to: file.final)
                    undo.created.append(file.final)
                }
            } catch {
                undo.run()
                throw replacing ? .system(FileSystemError(error.operation, path: file.final, code: error.code)) : .appeared(path: file.final)
            }
        }
        undo.finish()
        for parent in Set(staged.map { ($0.final as NSString).deletingLastPathComponent }) { flushFolder(parent) }
    }

    /// Renames the staged file over the final one, keeping the old file under a hidden name
    /// until the whole write is done.
    private func moveOver(_ temporary: String, to final: String, undo: inout Undo) throws(FileSystemError) {
        if FileStatus(path: final, followingLinks: false) != nil {
            let backup = (final as NSString).deletingLastPathComponent + "/." + (final as NSString).lastPathComponent + ".liftbook-old-" + runName
            do throws(FileSystemError) {
                try fileSystem.link(final, to: backup)
            } catch {
                // A file system without hard links (FAT, some network shares): a copy does.
                guard let bytes = fileSystem.read(final) else { throw error }
                try fileSystem.write(bytes, to: backup)
            }
            undo.backups.append((backup, final))
        } else {
            undo.created.append(final)
        }
        try fileSystem.rename(temporary, to: final)
        undo.temporaries.removeAll { $0 == temporary }
    }

    /// Makes the missing folders of `path`, outermost first, noting each for the undo.
    func makeFolders(_ path: String, undo: inout Undo) throws(FileSystemError) {
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/", FileStatus(path: current) == nil {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            try fileSystem.makeFolder(folder)
            undo.folders.append(folder)
        }
    }
}

extension SiteFolderWriter {
    /// What a write made so far, to remove when a later step fails.
    struct Undo {
        let fileSystem: any OutputFileSystem
        /// Staged files not yet moved into place.
        var temporaries: [String] = []
        /// Final files that did not exist before.
        var created: [String] = []
        /// Old files kept under a hidden name, with the final name they go back to.
        var backups: [(backup: String, final: String)] = []
        /// Folders made, outermost first.
        var folders: [String] = []

        /// Puts everything back as it was.
        mutating func run() {
            for path in temporaries + created { try? fileSystem.remove(path, folder: false) }
            for backup in backups {
                try? fileSystem.rename(backup.backup, to: backup.final)
                // A rename between two names of the same file does nothing: the old file is still
                // in place, and its second name goes.
                try? fileSystem.remove(backup.backup, folder: false)
            }
            for folder in folders.reversed() { try? fileSystem.remove(folder, folder: true) }
            self = Undo(fileSystem: fileSystem)
        }

        /// The write is done: removes the staged names and the old files.
        mutating func finish() {
            for path in temporaries + backups.map(\.backup) { try? fileSystem.remove(path, folder: false) }
            self = Undo(fileSystem: fileSystem)
        }
    }
}
