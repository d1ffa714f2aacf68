package import Foundation
import LiftbookModel
package import LiftbookSystem

/// The one writer that touches the output folder.
///
/// The new site is built as a whole tree beside the output (files whose bytes did not change
/// are hard-linked from the old output, so they keep their modification times) and swapped in
/// with one rename, so whatever stops a build the output is the whole old site or the whole new
/// one (see `docs/output-and-publishing-safety.md`). One build at a time writes an output: a
/// second waits for the first's lock. Files in the output that the build did not make (`.git`,
/// `CNAME`, anything not listed in the marker file) are carried into the new tree, never deleted.
/// It refuses an output folder that holds visible files and was not made by Liftbook, and never
/// writes outside the output folder and the hidden names beside it.
package struct OutputWriter: Sendable {
    /// The file that marks a folder as Liftbook's output and lists the files the build made.
    package static let marker = ".liftbook-output"

    /// The output folder (while writing: with every link in its path resolved, so the new site
    /// is swapped in where the old one really is).
    package private(set) var output: URL
    /// The file operations, the real file system unless a test injects faults.
    package var fileSystem: any OutputFileSystem
    /// The stop request a signal handler fills, if any.
    package var stop: StopRequest?
    /// How long to wait for another build that is writing the same output, in seconds.
    package var lockWait: Double
    /// Called once with the other process's id when the output is locked and the writer waits.
    package var waiting: @Sendable (Int32?) -> Void
    /// This writer's part of its temporary names: the process id and a random number.
    let runName: String

    /// A writer for `output`.
    package init(output: URL, fileSystem: any OutputFileSystem = DiskFileSystem(), stop: StopRequest? = nil,
                lockWait: Double = 20, waiting: @escaping @Sendable (Int32?) -> Void = { _ in }) {
        self.output = output.standardizedFileURL
        self.fileSystem = fileSystem
        self.stop = stop
        self.lockWait = lockWait
        self.waiting = waiting
        runName = "\(systemProcessID())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    /// What a write did.
    package struct Summary: Sendable, Equatable {
        /// Files written because they are new or changed.
        package var written: Int
        /// Files kept from the previous output because their bytes are the same.
        package var unchanged: Int

        /// Creates a summary.
        package init(written: Int, unchanged: Int) {
            self.written = written
            self.unchanged = unchanged
        }
    }

    /// Why the output folder cannot be used.
    package struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The explanation.
        package var description: String
        /// What to do about it, when there is more to say than "choose another folder".
        package var hint: String?

        /// Creates a refusal.
        package init(description: String, hint: String? = nil) {
            self.description = description
            self.hint = hint
        }
    }

    /// A stop (SIGINT, SIGTERM) that came before the new site was in place: the output is the
    /// previous site, and nothing the write made is left.
    package struct Interrupted: Error, Sendable, Equatable {
        /// The signal's number.
        package var signal: Int32
    }

    /// Checks that `output` may be written: new, holding only hidden files and `CNAME`, or made by
    /// Liftbook, and not the site folder, one of its parents, one of its input folders
    /// (``SiteLayout/inputFolders``) or a folder inside one, the home folder or the file-system root.
    package func check(siteFolder: URL) throws {
        let path = output.path
        let site = siteFolder.standardizedFileURL.path
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        if path == "/" || path == home || path == site || (site + "/").hasPrefix(path + "/") {
            throw Refusal(description: "refusing to use '\(path)' as the output folder: it is the site folder, a folder above it, the home folder or the root")
        }
        // The output inside an input folder would be read back as input by the next build.
        let resolvedPath = output.resolvingSymlinksInPath().path
        let resolvedSite = siteFolder.standardizedFileURL.resolvingSymlinksInPath().path
        for (base, inside) in [(site, path), (resolvedSite, resolvedPath)] {
            for folder in SiteLayout.inputFolders where inside == base + "/" + folder || inside.hasPrefix(base + "/" + folder + "/") {
                throw Refusal(description: "refusing to use '\(path)' as the output folder: it is inside the site's input folder \(folder)/, so the next build would read its own output")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw Refusal(description: "'\(path)' is a file, not a folder") }
        let contents = try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") && $0 != "CNAME" }
        if !contents.isEmpty, !FileManager.default.fileExists(atPath: output.appending(path: Self.marker).path) {
            throw Refusal(description: "'\(path)' is not empty and was not made by Liftbook; refusing to replace it")
        }
    }

    /// Writes `files` as the whole new content of the output folder (the user's own files in it
    /// are kept). On any failure or stop before the swap, the output is the previous site and
    /// the staged tree is removed; a process killed meanwhile leaves the staged tree beside the
    /// output, and the next write removes it. The `deferred` files' bytes are made as they are
    /// written, each held only until it is (the same all-or-nothing: one that cannot be made
    /// fails the write before the swap).
    package func write(_ files: [OutputFile], deferred: [DeferredFile] = [], siteFolder: URL) throws -> Summary {
        try check(siteFolder: siteFolder)
        let paths = deferred.isEmpty ? files.map(\.path) : (files.map(\.path) + deferred.map(\.path)).sorted()
        let safe = Parallel.map(paths) { isSafeRelativePath($0) }
        if let unsafe = safe.firstIndex(of: false) {
            throw Refusal(description: "refusing to write '\(paths[unsafe])' outside the output folder")
        }
        if paths.contains(Self.marker) {
            throw Refusal(description: "the site has a file named '\(Self.marker)', the name of Liftbook's marker file", hint: "rename it")
        }
        // Files in strictly increasing path order (as the renderer returns them) cannot share a
        // path; any other order is checked path by path.
        if !zip(paths, paths.dropFirst()).allSatisfy({ $0 < $1 }) {
            var seen: Set<String> = []
            for path in paths where !seen.insert(path).inserted {
                throw Refusal(description: "two files of the site have the same path '\(path)'")
            }
        }
        try stop?.beginWriting()
        defer { stop?.endWriting() }
        var resolved = self
        resolved.output = output.resolvingSymlinksInPath()
        try resolved.makeParent()
        let lock = try resolved.takeLock()
        defer { lock.release() }
        try stop?.checkpoint()
        resolved.recoverLeftovers()
        return try resolved.stageAndSwap(files, deferred: deferred, paths: paths)
    }

    /// Makes the folders above the output that are missing.
    private func makeParent() throws {
        let parent = output.deletingLastPathComponent()
        guard FileStatus(path: parent.path) == nil else { return }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("create the folder", path: parent.path, code: ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue ?? EACCES)
        }
    }

    /// The lock beside the output, waiting for another build that holds it.
    private func takeLock() throws -> OutputLock {
        do {
            return try OutputLock.acquire(temporaryPath("lock"), wait: lockWait, waiting: waiting, stop: stop)
        } catch OutputLock.Failure.busy(let holder) {
            let who = holder.map { "process \($0)" } ?? "another process"
            throw Refusal(description: "another Liftbook build (\(who)) is writing '\(output.path)'; waited \(Int(lockWait)) s and wrote nothing",
                          hint: "wait for it to finish (or stop it), then build again")
        } catch OutputLock.Failure.system(let error) {
            throw error
        }
    }

    /// Not empty, not absolute, no NUL, no `.` or `..` part.
    private func isSafeRelativePath(_ path: String) -> Bool {
        guard let first = path.utf8.first, first != UInt8(ascii: "/") else { return false }
        var part = 0
        var dots = 0
        for byte in path.utf8 {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if part == 0 || (dots == part && part <= 2) { return false }
                part = 0
                dots = 0
            case UInt8(ascii: "."):
                part += 1
                dots += 1
            default:
                part += 1
            }
        }
        return part > 0 && !(dots == part && part <= 2)
    }
}
