import Foundation

/// The marker file of an output folder, `.liftbook-output`: it says the folder is Liftbook's and
/// lists the files the last build made, so the next build knows which files are its own (to
/// replace or remove) and which are the user's (`.git`, `CNAME`, anything else: always kept).
struct OutputManifest: Equatable {
    /// The paths of the files the build made (the marker aside), sorted.
    var paths: [String]

    /// The first line of a marker that lists its files.
    static let header = "# Made by Liftbook. The build replaces the files listed below and keeps every other file in this folder."

    /// The marker's text: the header, then one path a line (`%` and line breaks escaped).
    var text: String {
        var text = Self.header + "\n"
        text.reserveCapacity(text.utf8.count + paths.reduce(0) { $0 + $1.utf8.count + 1 })
        for path in paths {
            text += Self.escape(path)
            text += "\n"
        }
        return text
    }

    /// The manifest of a marker's text; nil for a marker written before markers listed their
    /// files (then every file but the hidden ones at the top and `CNAME` is taken as the build's).
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map({ String($0) == Self.header }) ?? false else { return nil }
        lines.removeFirst()
        paths = Self.sortedIfNeeded(lines.map { Self.unescape(String($0)) })
    }

    /// The manifest of the files a build writes.
    init(paths: [String]) {
        self.paths = Self.sortedIfNeeded(paths)
    }

    /// The paths sorted; the renderer's and a written marker's already are, and a check costs less than a sort.
    private static func sortedIfNeeded(_ paths: [String]) -> [String] {
        zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 } ? paths : paths.sorted()
    }

    /// Whether a file of a folder marked before markers listed their files is the build's.
    static func legacyOwns(_ path: String) -> Bool {
        if !path.contains("/") { return !path.hasPrefix(".") && path != "CNAME" }
        return !path.hasPrefix(".")
    }

    private static func escape(_ path: String) -> String {
        // Most paths have none of the three bytes: checked as bytes first, not as characters.
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 10 || $0 == 13 }),
              path.contains(where: { $0 == "%" || $0 == "\n" || $0 == "\r" }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func unescape(_ line: String) -> String {
        guard line.contains("%") else { return line }
        return line.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
