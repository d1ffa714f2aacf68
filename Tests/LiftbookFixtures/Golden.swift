package import Foundation
import LiftbookModel
package import LiftbookSystem

/// Compares output with golden files: a whole tree of output files with a folder, or one text
/// with one file.
///
/// With `RECORD_GOLDEN=1` in the environment the golden files are written instead, and the
/// comparison still reports a problem ("recorded …"), so a recording run always fails and can
/// never pass CI by accident; run the tests again without the switch to compare.
package enum Golden {
    /// The golden files of the site tests, `Tests/LiftbookTests/Golden` (the CLI tests compare
    /// the `report` command's output with the same files).
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "LiftbookTests/Golden")
    /// True when the environment asks for golden files to be recorded.
    package static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// The differences between `files` and the golden tree in `folder`, as readable lines; empty
    /// when the tree matches. When `recording`, the folder is rewritten from the files and the
    /// one line says so.
    package static func compare(_ files: [OutputFile], with folder: URL, recording: Bool = Golden.recording) throws -> [String] {
        let manager = FileManager.default
        if recording {
            try? manager.removeItem(at: folder)
            for file in files {
                let url = folder.appending(path: file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            return [recorded("\(files.count) golden files in \(folder.lastPathComponent)/")]
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
            if let new = actual[path], new != old { problems.append("\(path) differs:\n" + diff(old, new)) }
        }
        if !problems.isEmpty { problems.append("re-record with RECORD_GOLDEN=1 swift test if the change is intended") }
        return problems
    }

    /// The differences between `text` and the golden file at `url` (named `name` in messages);
    /// empty when they match. When `recording`, the file is written and the one line says so.
    package static func compare(_ text: String, withFile url: URL, name: String, recording: Bool = Golden.recording) -> [String] {
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                return ["cannot record \(name): \(error)"]
            }
            return [recorded(name)]
        }
        guard let data = try? Data(contentsOf: url) else {
            return ["no golden file \(name); run the tests with RECORD_GOLDEN=1 to record it"]
        }
        let old = String(decoding: data, as: UTF8.self)
        guard old != text else { return [] }
        return ["\(name) differs from its golden file (RECORD_GOLDEN=1 re-records it):\n" + diff(old, text)]
    }

    /// The message of a recording run.
    private static func recorded(_ what: String) -> String {
        "recorded \(what); run the tests again without RECORD_GOLDEN=1 to compare"
    }

    /// The first lines of a line diff, so one changed template does not flood the log.
    private static func diff(_ old: String, _ new: String, limit: Int = 16) -> String {
        let lines = LineDiff.describe(expected: old, actual: new).split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.prefix(limit) + (lines.count > limit ? ["  … \(lines.count - limit) more lines"] : [])).joined(separator: "\n")
    }
}
