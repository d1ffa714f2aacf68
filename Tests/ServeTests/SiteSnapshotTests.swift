import LiftbookModel
import LiftbookServe
import LiftbookSystem
import Testing

/// A snapshot after a build holds exactly that build's files, whether its map was made anew or
/// only the changed files were put into the last one.
struct SiteSnapshotTests {
    static func outcome(_ files: [(String, String)]) -> BuildOutcome {
        BuildOutcome(diagnostics: [], files: files.map { OutputFile(path: $0.0, contents: $0.1) })
    }

    static func map(_ files: [(String, String)]) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.0, Array($0.1.utf8)) })
    }

    @Test func eachBuildsFilesWhateverChanged() {
        let first = [("a.html", "one"), ("b.html", "two"), ("c.html", "three")]
        var snapshot = SiteSnapshot().applying(Self.outcome(first))
        #expect(snapshot.files == Self.map(first))
        // The same paths, one file's bytes changed.
        let edited = [("a.html", "one"), ("b.html", "TWO"), ("c.html", "three")]
        snapshot = snapshot.applying(Self.outcome(edited))
        #expect(snapshot.files == Self.map(edited))
        #expect(snapshot.generation == 2)
        // A file gone and another new (as many files, other paths), then one more.
        let moved = [("a.html", "one"), ("b.html", "TWO"), ("d.html", "four")]
        snapshot = snapshot.applying(Self.outcome(moved))
        #expect(snapshot.files == Self.map(moved))
        let grown = moved + [("e.html", "five")]
        snapshot = snapshot.applying(Self.outcome(grown))
        #expect(snapshot.files == Self.map(grown))
        // A failed build keeps the files; the next good one is compared with the last good one.
        let error = Diagnostic.error("bad", at: SourceLocation(path: "sessions/a.md"))
        snapshot = snapshot.applying(BuildOutcome(diagnostics: [error], files: nil))
        #expect(snapshot.files == Self.map(grown))
        let fixed = [("a.html", "uno"), ("b.html", "TWO"), ("d.html", "four"), ("e.html", "five")]
        snapshot = snapshot.applying(Self.outcome(fixed))
        #expect(snapshot.files == Self.map(fixed))
        #expect(snapshot.problems.isEmpty)
        // The same files again.
        snapshot = snapshot.applying(Self.outcome(fixed))
        #expect(snapshot.files == Self.map(fixed))
    }
}
