import LiftbookModel

/// How an existing output folder becomes the new site: which folders to create, which files
/// are there to compare against, and what to remove afterwards.
///
/// There is no plan (the writer builds afresh in a staging folder) when the old tree has
/// anything in the way of an in-place update: a link, device or socket anywhere in it (the
/// writer never writes through one), a file where the new site needs a folder, or a folder
/// where it needs a file.
struct UpdatePlan {
    /// Folders to create, parents first.
    let newFolders: [String]
    /// Files of the new site that already exist (compared, rewritten only when changed).
    let existingFiles: Set<String>
    /// Files of the old output the new site does not have.
    let staleFiles: [String]
    /// Folders of the old output the new site does not have, children first.
    let staleFolders: [String]
    /// Whether the old output has the marker file.
    let hasMarker: Bool

    init?(files: [OutputFile], existing: [String: FileIO.EntryKind]) {
        if existing.values.contains(.other) { return nil }
        let folders = Self.folders(of: files)
        let folderSet = Set(folders)
        var newFolders: [String] = []
        for folder in folders {
            switch existing[folder] {
            case .folder: continue
            case nil: newFolders.append(folder)
            case .file, .other: return nil
            }
        }
        var existingFiles: Set<String> = []
        var produced: Set<String> = []
        for file in files {
            produced.insert(file.path)
            switch existing[file.path] {
            case .file: existingFiles.insert(file.path)
            case nil: continue
            case .folder, .other: return nil
            }
        }
        let kept: Set<String> = [OutputWriter.marker, ".gitkeep"]
        self.newFolders = newFolders
        self.existingFiles = existingFiles
        self.staleFiles = existing.filter { $0.value == .file && !produced.contains($0.key) && !kept.contains($0.key) }.keys.sorted()
        self.staleFolders = existing.filter { $0.value == .folder && !folderSet.contains($0.key) }.keys.sorted(by: >)
        self.hasMarker = existing[OutputWriter.marker] == .file
    }

    /// Every folder the files need, parents before children.
    static func folders(of files: [OutputFile]) -> [String] {
        var seen: Set<String> = []
        var ordered: [String] = []
        for file in files {
            // Most files share their folder's parents with an earlier file: stop at the first
            // folder already seen, then add the new ones from the outermost in. Paths are cut at
            // their `/` bytes, as the file system reads them.
            var missing: [String] = []
            let path = file.path
            var end = path.utf8.endIndex
            while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                let folder = String(path[..<slash])
                guard seen.insert(folder).inserted else { break }
                missing.append(folder)
                end = slash
            }
            ordered += missing.reversed()
        }
        return ordered
    }

    /// Where a changed file is written before it replaces the old one: beside it, hidden.
    static func temporary(_ target: String) -> String {
        guard let slash = target.lastIndex(of: "/") else { return ".\(target).liftbook-new" }
        return target[...slash] + "." + target[target.index(after: slash)...] + ".liftbook-new"
    }
}
