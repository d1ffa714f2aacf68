public import Foundation
public import LiftbookModel

/// The one writer that touches the output folder.
///
/// A failed write leaves the previous site as it was: a new output is built in a staging folder
/// beside it and swapped in; an existing one is updated in two phases (see `write`). Files whose
/// bytes did not change are not rewritten, so they keep their modification times. It refuses an
/// output folder that is not empty and was not made by Liftbook, and never writes outside it.
public struct OutputWriter: Sendable {
    /// The file that marks a folder as Liftbook's output.
    public static let marker = ".liftbook-output"

    /// The output folder.
    public let output: URL

    /// A writer for `output`.
    public init(output: URL) { self.output = output.standardizedFileURL }

    /// What a write did.
    public struct Summary: Sendable, Equatable {
        /// Files written because they are new or changed.
        public var written: Int
        /// Files kept from the previous output because their bytes are the same.
        public var unchanged: Int

        /// Creates a summary.
        public init(written: Int, unchanged: Int) {
            self.written = written
            self.unchanged = unchanged
        }
    }

    /// Why the output folder cannot be used.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The explanation.
        public var description: String
    }

    /// Checks that `output` may be written: new, empty, or made by Liftbook, and not the site
    /// folder, one of its parents, one of its input folders (``SiteLayout/inputFolders``) or a
    /// folder inside one, the home folder or the file-system root.
    public func check(siteFolder: URL) throws {
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
        let contents = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0 != ".gitkeep" && $0 != ".DS_Store" }
        if !contents.isEmpty, !FileManager.default.fileExists(atPath: output.appending(path: Self.marker).path) {
            throw Refusal(description: "'\(path)' is not empty and was not made by Liftbook; refusing to replace it")
        }
    }

    /// Writes `files` as the whole new content of the output folder.
    ///
    /// A new output folder is built beside it and moved into place. An existing one is updated
    /// in two phases: every new or changed file is first written under a temporary name beside
    /// its final one (a failure there removes them all and leaves the previous output as it was),
    /// then the temporary files are renamed over the old ones and files the build no longer
    /// makes are removed. Unchanged files are not touched, so they keep their modification times.
    public func write(_ files: [OutputFile], siteFolder: URL) throws -> Summary {
        try check(siteFolder: siteFolder)
        let safe = Parallel.map(files) { isSafeRelativePath($0.path) }
        if let unsafe = safe.firstIndex(of: false) {
            throw Refusal(description: "refusing to write '\(files[unsafe].path)' outside the output folder")
        }
        // Files in strictly increasing path order (as the renderer returns them) cannot share a
        // path; any other order is checked path by path.
        if !zip(files, files.dropFirst()).allSatisfy({ $0.path < $1.path }) {
            var paths: Set<String> = []
            for file in files where !paths.insert(file.path).inserted {
                throw Refusal(description: "two files of the site have the same path '\(file.path)'")
            }
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue,
           let plan = UpdatePlan(files: files, existing: FileIO.walk(output.path)) {
            return try update(files, plan: plan)
        }
        return try replace(files)
    }

    /// Builds the whole site in a staging folder and swaps it in.
    private func replace(_ files: [OutputFile]) throws -> Summary {
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let staging = parent.appending(path: ".\(name).liftbook-staging")
        let retired = parent.appending(path: ".\(name).liftbook-previous")
        FileIO.removeTree(staging.path)
        FileIO.removeTree(retired.path)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            // Each file's folders are made when its write finds them missing, on every core.
            let root = staging.path
            let failures = Parallel.map(files) { file -> String? in
                do {
                    try FileIO.write(file.bytes, to: root + "/" + file.path, makingFoldersBelow: root)
                    return nil
                } catch {
                    return file.path
                }
            }
            if let failed = failures.lazy.compactMap({ $0 }).first {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path + "/" + failed])
            }
            try FileIO.write(Self.markerText.utf8, to: staging.path + "/" + Self.marker)
            // A placeholder that keeps an empty output folder in version control survives builds.
            let keep = output.path + "/.gitkeep"
            if manager.fileExists(atPath: keep) { try? FileIO.write([], to: staging.path + "/.gitkeep") }
            if manager.fileExists(atPath: output.path) {
                try manager.moveItem(at: output, to: retired)
            }
            try manager.moveItem(at: staging, to: output)
            FileIO.removeTree(retired.path)
        } catch {
            FileIO.removeTree(staging.path)
            if !manager.fileExists(atPath: output.path), manager.fileExists(atPath: retired.path) {
                try? manager.moveItem(at: retired, to: output)
            }
            throw error
        }
        return Summary(written: files.count, unchanged: 0)
    }

    /// Updates an existing output in place: only new and changed files are written.
    private func update(_ files: [OutputFile], plan: UpdatePlan) throws -> Summary {
        let root = output.path
        var created: [String] = []
        let outcomes: [WriteOutcome]
        do {
            for folder in plan.newFolders {
                guard FileIO.makeFolder(root + "/" + folder) else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: root + "/" + folder])
                }
                created.append(folder)
            }
            outcomes = Parallel.map(files) { file -> WriteOutcome in
                let target = root + "/" + file.path
                let bytes = file.bytes
                if plan.existingFiles.contains(file.path), let old = FileContents.read(target), old == bytes {
                    return .unchanged
                }
                do {
                    try FileIO.write(bytes, to: UpdatePlan.temporary(target))
                    return .staged
                } catch {
                    return .failed
                }
            }
            if let index = outcomes.firstIndex(of: .failed) {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: root + "/" + files[index].path])
            }
        } catch {
            for file in files { FileIO.remove(UpdatePlan.temporary(root + "/" + file.path)) }
            for folder in created.reversed() { FileIO.removeFolderIfEmpty(root + "/" + folder) }
            throw error
        }
        var summary = Summary(written: 0, unchanged: 0)
        for (file, outcome) in zip(files, outcomes) {
            if outcome == .unchanged {
                summary.unchanged += 1
                continue
            }
            let target = root + "/" + file.path
            try FileIO.rename(UpdatePlan.temporary(target), to: target)
            summary.written += 1
        }
        for path in plan.staleFiles { FileIO.remove(root + "/" + path) }
        for folder in plan.staleFolders { FileIO.removeFolderIfEmpty(root + "/" + folder) }
        if !plan.hasMarker { try FileIO.write(Self.markerText.utf8, to: root + "/" + Self.marker) }
        return summary
    }

    private enum WriteOutcome: Sendable, Equatable {
        case unchanged, staged, failed
    }

    private static let markerText = "Made by Liftbook. This folder is replaced on every build.\n"

    /// Not empty, not absolute, no NUL, no `.` or `..` part.
    private func isSafeRelativePath(_ path: String) -> Bool {
        guard let first = path.utf8.first, first != UInt8(ascii: "/") else { return false }
        var part = 0
        var dots = 0
        for byte in path.utf8 {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if part > 0, dots == part, part <= 2 { return false }
                part = 0
                dots = 0
            case UInt8(ascii: "."):
                part += 1
                dots += 1
            default:
                part += 1
            }
        }
        return !(part > 0 && dots == part && part <= 2)
    }
}
