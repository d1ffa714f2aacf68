package import Foundation
import LiftbookModel
import LiftbookSystem

/// Every entry of a folder, file by file: a file's bytes, a link's target, or that it is a
/// folder; nil when the folder does not exist. Two snapshots are equal when the trees are.
package enum TreeSnapshot {
    /// One entry.
    package enum Entry: Equatable, Sendable {
        case file([UInt8])
        case folder
        case link(String)
        case other
    }

    /// The tree under `root`, by relative path.
    package static func take(_ root: URL) -> [String: Entry]? {
        guard FolderListing.entries(of: root.path) != nil else { return nil }
        var result: [String: Entry] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root.path : root.path + "/" + relative
            for entry in FolderListing.entries(of: folder) ?? [] {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .folder:
                    result[path] = .folder
                    pending.append(path)
                case .file: result[path] = .file(FileContents.read(folder + "/" + entry.name) ?? [])
                case .link: result[path] = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + entry.name)) ?? "")
                case .other: result[path] = .other
                }
            }
        }
        return result
    }

    /// The names in `folder` that start with a dot: what a writer may leave beside its output.
    package static func hiddenNames(in folder: URL) -> [String] {
        (FolderListing.entries(of: folder.path) ?? []).map(\.name).filter { $0.hasPrefix(".") }.sorted()
    }
}
