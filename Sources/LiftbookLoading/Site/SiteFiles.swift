public import Foundation
public import LiftbookModel
import LiftbookSystem

/// Read access to a site folder: the only way the load stage touches the file system.
public protocol SiteFiles: Sendable {
    /// Paths (relative to the site folder, `/`-separated, sorted) of the regular files below
    /// `folder`, at any depth; empty when the folder does not exist.
    func files(under folder: String) -> [String]
    /// True when a regular file exists at `path`.
    func exists(_ path: String) -> Bool
    /// The bytes of the file at `path`.
    func read(_ path: String) throws -> Data
    /// The bytes of the file at `path`, refused with ``FileTooLarge`` when it holds more than
    /// `sizeLimit` bytes: found before it is read where the file system tells the size.
    func read(_ path: String, sizeLimit: Int) throws -> Data
    /// A fingerprint that changes whenever the file changes (modification time and size), or nil
    /// when the file system cannot tell cheaply.
    func stamp(_ path: String) -> FileStamp?
    /// ``files(under:)`` with each file's ``stamp(_:)``, which a folder on disk looks up while it
    /// lists the folder (cheaper than a `stat` of each path after).
    func stampedFiles(under folder: String) -> [ListedFile]
    /// Like ``files(under:)`` but with hidden files too (`.nojekyll`, `.well-known/…`), except
    /// the ones no site publishes (``SiteLayout/unpublished``): for `static/`.
    func filesWithHidden(under folder: String) -> [String]

    /// What could not be listed under `folder` by the last ``files(under:)``: names that are not
    /// UTF-8, or the folder itself being a link out of the site.
    func listingProblems(under folder: String) -> [ListingProblem]

    /// Calls `body` with the file's bytes in order, a chunk at a time, so a file of gigabytes is
    /// read with bounded memory.
    func readChunks(_ path: String, chunkSize: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws
}

/// An entry of a folder that was not listed, and why.
public struct ListingProblem: Sendable, Equatable {
    /// The path as far as it can be shown (bad bytes as U+FFFD).
    public var path: String
    /// Why it was not listed.
    public var message: String
    /// How to fix it.
    public var hint: String
}

/// A file larger than a reader takes, refused before it is read.
public struct FileTooLarge: Error, Sendable, Equatable {
    /// The file's size in bytes.
    public var size: Int

    /// The refusal of a file of `size` bytes.
    public init(size: Int) {
        self.size = size
    }
}

/// A file found by a listing, with its stamp when the file system gives one.
public struct ListedFile: Sendable, Equatable {
    /// The path relative to the site folder.
    public var path: String
    /// The file's stamp, or nil.
    public var stamp: FileStamp?

    /// Creates a listed file.
    public init(path: String, stamp: FileStamp?) {
        self.path = path
        self.stamp = stamp
    }
}

/// What identifies a version of a file without reading it.
public struct FileStamp: Sendable, Hashable {
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64
    /// Size in bytes.
    public var size: Int64

    /// Creates a stamp.
    public init(modified: Int64, size: Int64) {
        self.modified = modified
        self.size = size
    }
}

extension SiteFiles {
    /// No stamps: every file is read each time.
    public func stamp(_ path: String) -> FileStamp? { nil }

    /// The file's size from its stamp, when there is one, checked before the file is read.
    public func read(_ path: String, sizeLimit: Int) throws -> Data {
        if let size = stamp(path)?.size, size > sizeLimit { throw FileTooLarge(size: Int(clamping: size)) }
        return try read(path)
    }

    /// The files, each stamped on its own.
    public func stampedFiles(under folder: String) -> [ListedFile] {
        files(under: folder).map { ListedFile(path: $0, stamp: stamp($0)) }
    }

    /// The files under `folder`, hidden ones included unless unpublished.
    public func filesWithHidden(under folder: String) -> [String] {
        files(under: folder).filter { path in !path.split(separator: "/").contains { SiteLayout.unpublished.contains(String($0)) } }
    }

    /// Nothing is ever left out.
    public func listingProblems(under folder: String) -> [ListingProblem] { [] }

    /// The whole file, handed on in chunks (file systems that hold files in memory).
    public func readChunks(_ path: String, chunkSize: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws {
        let data = try read(path)
        data.withUnsafeBytes { bytes in
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + max(1, chunkSize))
                body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
        }
    }

    /// Reports each of ``listingProblems(under:)`` as an error at its path.
    public func reportListingProblems(under folder: String, into diagnostics: inout [Diagnostic]) {
        for problem in listingProblems(under: folder) {
            diagnostics.append(.error(problem.message, at: SourceLocation(path: problem.path), hint: problem.hint))
        }
    }
}

/// Why a site file was not read.
public enum SiteFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is a symbolic link that leads out of the site folder.
    case linksOutside(target: String)
    /// The path names a pipe, a socket or a device rather than a file.
    case notAFile
    /// The path names a folder rather than a file.
    case folder

    /// The message a diagnostic shows.
    public var description: String {
        switch self {
        case .linksOutside(let target): "the file is a link to '\(target)', outside the site folder; it is not read"
        case .notAFile: "this is not a regular file (a pipe, socket or device); it is not read"
        case .folder: "this is a folder, not a file; it is not read"
        }
    }
}

/// A site folder on disk. Links are followed only while they stay inside the folder.
public struct DiskSiteFiles: SiteFiles {
    /// The site folder.
    public let root: URL
    /// The folder with every link in its path resolved, to tell where a link leads.
    private let realRoot: String
    /// `root.path`, kept: building a file URL for each of thousands of reads costs more than reading.
    private let rootPath: String
    /// What the last listing of each folder left out.
    private let problems = Locked<[String: [ListingProblem]]>([:])
    /// Each folder's last listing in the order the file system gave it, and the order that sorts
    /// it: a folder listed again unchanged (every `serve` rebuild) is put in order without sorting.
    private let lastOrder = Locked<[String: (found: [String], order: [Int])]>([:])
    /// The folders below each listed folder that its last listing walked: real folders, not
    /// links (a listing does not follow links to folders). A file read from one of them is
    /// looked at alone, not every folder on the way to it: three `lstat` calls fewer for each
    /// of a log's thousands of session files (`sessions/2026/…`).
    private let walkedFolders = Locked<Set<String>>([])

    /// Reads the site folder at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
        let resolved = systemRealPath(self.root.path) ?? self.root.path
        realRoot = resolved.hasSuffix("/") ? resolved : resolved + "/"
    }

    public func files(under folder: String) -> [String] {
        listing(under: folder, stamps: false).map(\.path)
    }

    public func stampedFiles(under folder: String) -> [ListedFile] {
        listing(under: folder, stamps: true)
    }

    /// The files under `folder`, sorted by path, stamped when `stamps`; remembers what was left out.
    private func listing(under folder: String, stamps: Bool) -> [ListedFile] {
        var result: [ListedFile] = []
        var skipped: [ListingProblem] = []
        // A top folder that is a link is walked only when it leads inside the site: `sessions`
        // linked to `/` would otherwise walk the whole file system.
        let top = rootPath + "/" + folder
        if !folder.isEmpty, FileStatus(path: top, followingLinks: false)?.kind == .link {
            if let real = systemRealPath(top), !(real + "/").hasPrefix(realRoot) {
                skipped.append(ListingProblem(path: folder, message: "'\(folder)' is a link to '\(real)', outside the site folder; it is not read",
                                              hint: "move the files into the site folder, or replace the link with a folder"))
                problems.withLock { $0[folder] = skipped }
                return []
            }
        }
        var walked: [String] = []
        collect(folder, hidden: false, stamps: stamps, inParallel: true, into: &result, skipped: &skipped, walked: &walked)
        problems.withLock { $0[folder] = skipped }
        walkedFolders.withLock { known in
            known = known.filter { !(folder.isEmpty || $0.hasPrefix(folder + "/")) }
            known.formUnion(walked)
        }
        let found = result.map(\.path)
        if let last = lastOrder.withLock({ $0[folder] }), last.found == found {
            return last.order.map { result[$0] }
        }
        let order = found.indices.sorted { found[$0] < found[$1] }
        lastOrder.withLock { $0[folder] = (found, order) }
        return order.map { result[$0] }
    }

    public func listingProblems(under folder: String) -> [ListingProblem] {
        if let known = problems.withLock({ $0[folder] }) { return known }
        _ = files(under: folder)
        return problems.withLock { $0[folder] } ?? []
    }

    public func filesWithHidden(under folder: String) -> [String] {
        var result: [ListedFile] = []
        var skipped: [ListingProblem] = []
        var walked: [String] = []
        collect(folder, hidden: true, stamps: false, into: &result, skipped: &skipped, walked: &walked)
        return result.map(\.path).sorted()
    }

    /// Walks a folder with readdir, skipping hidden names (unless `hidden`, which skips only
    /// ``SiteLayout/unpublished`` names). Regular files are listed; a link to a file is listed
    /// too (reading it reports a link that leaves the folder); links to folders are not
    /// followed, so link loops and links out of the site are never walked. With `stamps`, each
    /// file's stamp is taken as it is listed. With `inParallel`, the folder's own folders (a
    /// log's years) are walked side by side, their results kept in order. Every folder walked
    /// below `folder` is added to `walked`.
    private func collect(_ folder: String, hidden: Bool, stamps: Bool, inParallel: Bool = false,
                         into result: inout [ListedFile], skipped: inout [ListingProblem], walked: inout [String]) {
        let base = folder.isEmpty ? rootPath : rootPath + "/" + folder
        guard let entries = FolderListing.entries(of: base, statusOfFiles: stamps) else { return }
        var folders: [String] = []
        for entry in entries where hidden ? !SiteLayout.unpublished.contains(entry.name) : !entry.name.hasPrefix(".") {
            let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
            guard entry.isUTF8 else {
                skipped.append(ListingProblem(path: path, message: "the name of this \(entry.kind == .folder ? "folder" : "file") is not valid UTF-8; it is not read",
                                              hint: "rename it (the bad bytes are shown as \u{FFFD})"))
                continue
            }
            switch entry.kind {
            case .folder: folders.append(path)
            case .file: result.append(ListedFile(path: path, stamp: entry.status.map(FileStamp.init)))
            case .link where stamps ? entry.status?.kind == .file : DiskSiteFiles.isRegularFile(base + "/" + entry.name):
                result.append(ListedFile(path: path, stamp: entry.status.map(FileStamp.init)))
            case .link, .other: continue
            }
        }
        walked += folders
        guard inParallel, folders.count > 1 else {
            for child in folders { collect(child, hidden: hidden, stamps: stamps, into: &result, skipped: &skipped, walked: &walked) }
            return
        }
        let children = Parallel.map(folders) { child -> (files: [ListedFile], skipped: [ListingProblem], walked: [String]) in
            var files: [ListedFile] = []
            var problems: [ListingProblem] = []
            var below: [String] = []
            collect(child, hidden: hidden, stamps: stamps, into: &files, skipped: &problems, walked: &below)
            return (files, problems, below)
        }
        for child in children {
            result += child.files
            skipped += child.skipped
            walked += child.walked
        }
    }

    public func exists(_ path: String) -> Bool {
        guard let status = FileStatus(path: rootPath + "/" + path) else { return false }
        return status.kind != .folder
    }

    public func read(_ path: String) throws -> Data {
        try read(path, sizeLimit: .max)
    }

    /// The size comes from the look at the file that checks it is a regular file in the site.
    public func read(_ path: String, sizeLimit: Int) throws -> Data {
        let (full, status) = try checkedFile(path)
        if status.size > sizeLimit { throw FileTooLarge(size: Int(clamping: status.size)) }
        guard let bytes = FileContents.read(full) else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: full]) }
        return Data(bytes)
    }

    public func readChunks(_ path: String, chunkSize: Int, _ body: (UnsafeRawBufferPointer) -> Void) throws {
        let full = try checkedFile(path).path
        guard FileChunks.read(full, chunkSize: chunkSize, body) else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: full]) }
    }

    /// The full path and status of a regular file inside the site folder; throws for a link out
    /// of it, a pipe or a device, or a file that does not exist.
    private func checkedFile(_ path: String) throws -> (path: String, status: FileStatus) {
        let full = rootPath + "/" + path
        // A stat before opening: a named pipe or a device would block the read or never end.
        var status = unlinkedStatus(path)
        if status == nil {
            if let real = systemRealPath(full), !real.hasPrefix(realRoot) {
                throw SiteFileError.linksOutside(target: real)
            }
            status = FileStatus(path: full)
        }
        guard let status else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: full]) }
        guard status.kind == .file else { throw status.kind == .folder ? SiteFileError.folder : SiteFileError.notAFile }
        return (full, status)
    }

    /// The status of the file at `path` when neither it nor a folder on the way to it is a link,
    /// else nil. Such a file is where its path says, inside the site folder: the common case is
    /// settled with a look at each part below the folder instead of resolving every part of the
    /// whole path (`realpath`), which costs several times more.
    /// A file in a folder that the last listing walked (``walkedFolders``) is looked at alone.
    private func unlinkedStatus(_ path: String) -> FileStatus? {
        var prefix = rootPath
        var rest = Substring(path)
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), walkedFolders.withLock({ $0.contains(String(path[..<slash])) }) {
            prefix += "/"
            prefix += path[..<slash]
            rest = path[path.index(after: slash)...]
        }
        var status: FileStatus?
        // Split on the bytes: a `/` followed by a combining mark is a part boundary here (one more
        // part is looked at), where a split by Characters would not see it.
        for part in rest.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard !part.isEmpty, !part.allSatisfy({ $0 == UInt8(ascii: ".") }) || part.count > 2 else { return nil }
            prefix += "/"
            prefix += Substring(part)
            guard let found = FileStatus(path: prefix, followingLinks: false), found.kind != .link else { return nil }
            status = found
        }
        return status
    }

    /// True when `path`, links followed, is a regular file.
    private static func isRegularFile(_ path: String) -> Bool {
        FileStatus(path: path)?.kind == .file
    }

    public func stamp(_ path: String) -> FileStamp? {
        FileStatus(path: rootPath + "/" + path).map(FileStamp.init)
    }
}

extension FileStamp {
    /// The stamp of a file's status.
    init(_ status: FileStatus) {
        self.init(modified: status.modified, size: status.size)
    }
}

/// A site folder held in memory, for tests and generated samples.
public struct MemorySiteFiles: SiteFiles {
    /// File contents keyed by relative path.
    public var contents: [String: Data]

    /// Creates a site from texts keyed by relative path.
    public init(_ texts: [String: String]) {
        contents = texts.mapValues { Data($0.utf8) }
    }

    /// Creates a site from raw bytes keyed by relative path.
    public init(data: [String: Data]) {
        contents = data
    }

    public func files(under folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        return contents.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    public func exists(_ path: String) -> Bool { contents[path] != nil }

    public func read(_ path: String) throws -> Data {
        guard let data = contents[path] else { throw CocoaError(.fileNoSuchFile) }
        return data
    }
}
