public import Foundation
public import LiftbookModel

/// The one writer that touches the output folder.
///
/// It builds the whole site in a staging folder beside the output, then swaps it in, so a failed
/// build leaves the previous site as it was. Files whose bytes did not change are hard-linked from
/// the previous output instead of rewritten, so they keep their modification times. It refuses an
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
    /// folder, one of its parents, the home folder or the file-system root.
    public func check(siteFolder: URL) throws {
        let path = output.path
        let site = siteFolder.standardizedFileURL.path
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        if path == "/" || path == home || path == site || (site + "/").hasPrefix(path + "/") {
            throw Refusal(description: "refusing to use '\(path)' as the output folder: it is the site folder, a folder above it, the home folder or the root")
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
    public func write(_ files: [OutputFile], siteFolder: URL) throws -> Summary {
        try check(siteFolder: siteFolder)
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let staging = parent.appending(path: ".\(name).liftbook-staging")
        let retired = parent.appending(path: ".\(name).liftbook-previous")
        FileIO.removeTree(staging.path)
        FileIO.removeTree(retired.path)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        var summary = Summary(written: 0, unchanged: 0)
        do {
            var folders: Set<String> = []
            for file in files {
                guard isSafeRelativePath(file.path) else {
                    throw Refusal(description: "refusing to write '\(file.path)' outside the output folder")
                }
                var folder = ""
                for part in file.path.split(separator: "/").dropLast() {
                    folder += folder.isEmpty ? String(part) : "/" + part
                    if folders.insert(folder).inserted { FileIO.makeFolder(staging.path + "/" + folder) }
                }
                let previous = output.path + "/" + file.path
                let target = staging.path + "/" + file.path
                let bytes = file.contents.utf8
                if let old = FileIO.read(previous), old.count == bytes.count, old.elementsEqual(bytes), FileIO.link(previous, to: target) {
                    summary.unchanged += 1
                } else {
                    try FileIO.write(bytes, to: target)
                    summary.written += 1
                }
            }
            try FileIO.write("Made by Liftbook. This folder is replaced on every build.\n".utf8, to: staging.path + "/" + Self.marker)
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
        return summary
    }

    private func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.contains("\0") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }
}
