import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// `import-routine` rewrites `routine.yaml` and `exercises/imported.yaml`: a file it cannot read is
/// never taken for a missing one (it would be rewritten without the entries it could not read).
/// Every such read stops the command with its reason and leaves both files' bytes as they were.
struct RoutineImportReadErrorTests {
    /// A shared day naming an exercise no site knows, so `exercises/imported.yaml` is read and appended to.
    static let shared = """
        schema: 1
        name: Theirs
        days:
          thursday:
            title: Carry
            exercises:
              - exercise: odd-object-carry-ladder
                sets: 3
                reps: 8
                weight: 40kg

        """

    static let imported = "schema: 1\nexercises:\n  - id: sled-drag\n    name: Sled Drag\n    category: legs\n"

    /// The bytes of both files the command would write, to compare before and after.
    static func bytes(_ site: CommandSite) -> [Data?] {
        ["routine.yaml", RoutineImportRun.importedExercisesPath].map { FileManager.default.contents(atPath: site.root.appending(path: $0).path) }
    }

    static func importThursday(_ site: CommandSite) throws -> CLI.Run {
        try CLI.run(["import-routine", site.root.appending(path: "shared.yaml").path, "--day", "thursday", site.root.path])
    }

    @Test func aFolderInPlaceOfImportedYamlStopsTheImport() throws {
        let site = try CommandSite(adding: ["shared.yaml": Self.shared])
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.root.appending(path: RoutineImportRun.importedExercisesPath), withIntermediateDirectories: true)
        let before = Self.bytes(site)
        let run = try Self.importThursday(site)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(site.root.path)/exercises/imported.yaml:1:1: error: this is a folder, not a file; it is not read"), "\(run.stderr)")
        #expect(Self.bytes(site) == before)
        #expect(FileStatus(path: site.root.appending(path: RoutineImportRun.importedExercisesPath).path)?.kind == .folder)
    }

    @Test func importedYamlThatIsNotUTF8StopsTheImport() throws {
        let site = try CommandSite(adding: ["shared.yaml": Self.shared])
        defer { site.remove() }
        let path = site.root.appending(path: RoutineImportRun.importedExercisesPath)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (Data(Self.imported.utf8) + Data([0x20, 0x23, 0xFF, 0xFE, 0x0A])).write(to: path)
        let before = Self.bytes(site)
        let run = try Self.importThursday(site)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(site.root.path)/exercises/imported.yaml:1:1: error: the file is not valid UTF-8 text"), "\(run.stderr)")
        #expect(run.stderr.contains("error: the exercise library (exercises/) has errors; nothing was changed"))
        #expect(Self.bytes(site) == before)
    }

    @Test func importedYamlThatDoesNotParseStopsTheImport() throws {
        let site = try CommandSite(adding: ["shared.yaml": Self.shared, RoutineImportRun.importedExercisesPath: Self.imported + "  - id: [unclosed\n"])
        defer { site.remove() }
        let before = Self.bytes(site)
        let run = try Self.importThursday(site)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(site.root.path)/exercises/imported.yaml:7:1: error: invalid YAML"), "\(run.stderr)")
        #expect(Self.bytes(site) == before)
    }

    @Test func aFolderInPlaceOfTheRoutineStopsTheImport() throws {
        let site = try CommandSite(adding: ["shared.yaml": Self.shared])
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.root.appending(path: "routine.yaml"))
        try FileManager.default.createDirectory(at: site.root.appending(path: "routine.yaml"), withIntermediateDirectories: true)
        let run = try Self.importThursday(site)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(site.root.path)/routine.yaml:1:1: error: this is a folder, not a file; it is not read"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: RoutineImportRun.importedExercisesPath).path))
    }

    @Test func theLoadDiagnosticsArePrinted() throws {
        let site = try CommandSite(adding: ["shared.yaml": Self.shared, "sessions/2026-11-18-odd.md": "---\ndate: 2026-11-18\n---\n## Barbell Bench Press\n- eighty x 5\n"])
        defer { site.remove() }
        let run = try Self.importThursday(site)
        #expect(run.stderr.contains("\(site.root.path)/sessions/2026-11-18-odd.md:5:"), "\(run.stderr)")
    }

    /// A read that fails for another reason than a missing file (an I/O error) stops the run with it.
    @Test func aFailedReadIsNotAMissingFile() throws {
        let site = try CommandSite(adding: [RoutineImportRun.importedExercisesPath: Self.imported])
        defer { site.remove() }
        let files = FailingReads(base: DiskSiteFiles(root: site.root), failing: [RoutineImportRun.importedExercisesPath], afterReads: 1)
        let pipeline = BuildPipeline(files: files, today: { _ in LocalDate(dayNumber: 20_000) })
        let run = try RoutineImportRun.run(pipeline, options: RoutineImportRun.Options(sharedPath: "theirs.yaml", target: .thursday)) { _ in Self.shared }
        #expect(run.result == .failure(.diagnosed))
        #expect(run.diagnostics.contains(.error("cannot read the file", at: SourceLocation(path: RoutineImportRun.importedExercisesPath),
                                                hint: "check that it exists and is readable")))
    }

    @Test(arguments: [
        ("missing.yaml", TextFile.Existing.absent),
        ("here.yaml", .text("a: 1\r\n")),
        ("folder", .unreadable),
    ])
    func onlyAMissingFileIsAbsent(path: String, expected: TextFile.Existing) throws {
        let site = try CommandSite(adding: ["here.yaml": "a: 1\r\n", "folder/inside.yaml": "b: 2\n"])
        defer { site.remove() }
        var diagnostics: [Diagnostic] = []
        #expect(TextFile.readIfPresent(path, from: DiskSiteFiles(root: site.root), into: &diagnostics) == expected)
        #expect(diagnostics.isEmpty == (expected != .unreadable))
    }
}

/// Site files whose reads of `failing` paths fail with an I/O error after `afterReads` good ones.
private final class FailingReads: SiteFiles {
    let base: DiskSiteFiles
    let failing: Set<String>
    private let reads = Locked([String: Int]())
    private let afterReads: Int

    init(base: DiskSiteFiles, failing: Set<String>, afterReads: Int) {
        self.base = base
        self.failing = failing
        self.afterReads = afterReads
    }

    func files(under folder: String) -> [String] { base.files(under: folder) }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func read(_ path: String) throws -> Data {
        let count = reads.withLock { counts in counts[path, default: 0] += 1; return counts[path, default: 0] }
        if failing.contains(path), count > afterReads { throw CocoaError(.fileReadUnknown) }
        return try base.read(path)
    }
}
