package import Foundation

/// A new user's first run with one export: `init`, the file alone in `imports/` (and, where the
/// layout needs it, a line or two appended to `liftbook.yaml`), then `check` and `build`.
package struct FreshImportSite {
    /// The temporary folder holding `site/` and the built `out/`.
    package let folder: URL
    /// What `check` printed and returned.
    package let check: CLIRunner.Output
    /// What `build` printed and returned.
    package let build: CLIRunner.Output

    /// Runs `init`, writes `files` and `binary` files (paths relative to the site) and appends
    /// `settings` to the starter `liftbook.yaml`, then checks and builds with `--now`.
    package init(_ files: [String: String], binary: [String: [UInt8]] = [:], settings: String = "", now: String = "2026-11-22") throws {
        folder = try CLIRunner.temporaryFolder()
        _ = try CLIRunner.run(["init", "site"], in: folder)
        try CLIRunner.write(Dictionary(uniqueKeysWithValues: files.map { ("site/" + $0.key, $0.value) }), into: folder)
        for (path, bytes) in binary {
            let url = folder.appending(path: "site/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        if !settings.isEmpty {
            let config = folder.appending(path: "site/liftbook.yaml")
            let text = try String(contentsOf: config, encoding: .utf8)
            try Data((text + settings).utf8).write(to: config)
        }
        check = try CLIRunner.run(["check", "site", "--now", now], in: folder)
        build = try CLIRunner.run(["build", "site", "--output", "out", "--now", now], in: folder)
    }

    /// The lines of `check`'s standard error that are warnings or errors.
    package var problems: [String] {
        check.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") || $0.contains(": error: ") }
    }

    /// A file of the built site, as JSON.
    package func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appending(path: "out/" + path))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// A number in an exercise's API document, by a path of keys (`records`, `heaviestKg`, `value`).
    package func exerciseNumber(_ id: String, _ keys: String...) throws -> Double? {
        var value: Any? = try json("api/exercises/\(id).json")
        for key in keys { value = (value as? [String: Any])?[key] }
        return (value as? NSNumber)?.doubleValue
    }

    /// The body-weight API's entries as (date, kg).
    package func bodyWeights() throws -> [(date: String, kg: Double)] {
        guard FileManager.default.fileExists(atPath: folder.appending(path: "out/api/bodyweight.json").path) else { return [] }
        let entries = try json("api/bodyweight.json")["entries"] as? [[String: Any]] ?? []
        return entries.map { (($0["date"] as? String) ?? "", ($0["kg"] as? NSNumber)?.doubleValue ?? 0) }
    }

    /// Removes the temporary folder.
    package func remove() { try? FileManager.default.removeItem(at: folder) }
}
