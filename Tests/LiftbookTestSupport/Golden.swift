public import Foundation
public import LiftbookModel

/// Compares a tree of output files with the golden copy in a folder, file by file.
///
/// With `RECORD_GOLDEN=1` in the environment the folder is rewritten from the files instead.
public enum Golden {
    /// The differences, as readable lines; empty when the tree matches.
    public static func compare(_ files: [OutputFile], with folder: URL) throws -> [String] {
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? manager.removeItem(at: folder)
            for file in files {
                let url = folder.appending(path: file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            return []
        }
        var problems: [String] = []
        var expected: Set<String> = []
        if let walker = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            let root = folder.standardizedFileURL.path + "/"
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                expected.insert(String(url.standardizedFileURL.path.dropFirst(root.count)))
            }
        }
        let actual = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        for path in expected.subtracting(actual.keys).sorted() { problems.append("missing file: \(path)") }
        for path in Set(actual.keys).subtracting(expected).sorted() { problems.append("unexpected file: \(path)") }
        for path in expected.intersection(actual.keys).sorted() {
            let old = (try? String(contentsOf: folder.appending(path: path), encoding: .utf8)) ?? ""
            if let new = actual[path], new != old { problems.append("\(path) differs:\n" + lineDiff(old, new)) }
        }
        if !problems.isEmpty { problems.append("re-record with RECORD_GOLDEN=1 swift test if the change is intended") }
        return problems
    }

    /// The first few differing lines, `-` expected and `+` actual, with line numbers.
    public static func lineDiff(_ old: String, _ new: String, limit: Int = 8) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(a.count, b.count) where lines.count < limit * 2 {
            let x = index < a.count ? String(a[index]) : nil
            let y = index < b.count ? String(b[index]) : nil
            if x != y {
                if let x { lines.append("  \(index + 1) - \(x.prefix(200))") }
                if let y { lines.append("  \(index + 1) + \(y.prefix(200))") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
