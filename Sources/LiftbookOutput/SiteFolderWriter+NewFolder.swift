package import Foundation
import LiftbookModel
package import LiftbookSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SiteFolderWriter {
    /// Writes `files` as the contents of a new folder (`init`, `sample`). A folder that holds
    /// visible files is refused; into an existing empty one the files are written as
    /// ``writeNew(_:into:)`` does. A new folder is built under a hidden name beside it and
    /// renamed into place, so a failure (or Ctrl-C) leaves no half-written folder.
    package func makeFolder(_ files: [OutputFile], at folder: URL) throws(Failure) {
        if let status = FileStatus(path: folder.path) {
            if status.kind == .folder {
                let visible = (fileSystem.entries(of: folder.path) ?? []).filter { !$0.name.hasPrefix(".") }
                guard visible.isEmpty else { throw .notEmpty(folder: folder.path) }
            }
            try writeNew(files.filter { FileStatus(path: folder.appending(path: $0.path).path, followingLinks: false) == nil }, into: folder)
            return
        }
        let parent = folder.deletingLastPathComponent().path
        let staging = parent + "/." + folder.lastPathComponent + ".liftbook-staging-" + runName
        var undo = Undo(fileSystem: fileSystem)
        var made: [String] = []
        var outside = 0
        do throws(FileSystemError) {
            try makeFolders(parent, undo: &undo)
            outside = undo.folders.count
            try fileSystem.makeFolder(staging)
            made.append(staging)
            for file in files {
                let path = staging + "/" + file.path
                try makeFolders((path as NSString).deletingLastPathComponent, undo: &undo)
                made += undo.folders[outside...]
                undo.folders.removeSubrange(outside...)
                try fileSystem.write(file.bytes, to: path)
                made.append(path)
            }
            if let failure = flush(files.map { staging + "/" + $0.path }) { throw failure }
            try fileSystem.rename(staging, to: folder.path)
        } catch {
            // Folders made inside the staging folder when the step failed go with it.
            made += undo.folders[min(outside, undo.folders.count)...]
            undo.folders.removeSubrange(min(outside, undo.folders.count)...)
            removeTree(made)
            undo.run()
            // Said about the folder asked for, not the hidden name it was built under.
            let path = error.path.hasPrefix(staging) ? folder.path + error.path.dropFirst(staging.count) : error.path
            throw .newFolder(FileSystemError(error.operation, path: path, code: error.code))
        }
        flushFolder(parent)
    }

    /// Removes files and folders made under the staging name, innermost first.
    private func removeTree(_ made: [String]) {
        for path in made.reversed() {
            let isFolder = FileStatus(path: path, followingLinks: false)?.kind == .folder
            try? fileSystem.remove(path, folder: isFolder)
        }
    }

    /// Flushes written files to the disk (`fsync`), so a crash cannot leave one empty once it is
    /// renamed into place: all of them at once, on every core, since each flush mostly waits for
    /// the disk. The first failure, or nil.
    func flush(_ paths: [String]) -> FileSystemError? {
        Parallel.map(paths) { path -> FileSystemError? in
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return FileSystemError("write", path: path, code: errno) }
            defer { close(descriptor) }
            return fsync(descriptor) == 0 ? nil : FileSystemError("write", path: path, code: errno)
        }.lazy.compactMap { $0 }.first
    }

    /// Flushes a folder's entries (the renames into it) to the disk, where the system allows it.
    func flushFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
