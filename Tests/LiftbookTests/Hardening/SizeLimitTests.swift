import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookSample
import LiftbookTestSupport
import Testing

/// Oversized input files are refused with the limit named, before they are read whole.
struct SizeLimitTests {
    @Test func aFileOverTheLimitIsRefusedByName() {
        let big = Data(repeating: UInt8(ascii: "a"), count: (32 << 20) + 1)
        for (path, message) in [("sessions/2026-11-10.md", "the file is 32 MiB, over the 2 MiB limit"),
                                ("imports/strong.csv", "the file is 32.1 MiB, over the 32 MiB limit"),
                                ("liftbook.yaml", "the file is 32.1 MiB, over the 32 MiB limit"),
                                ("routine.yaml", "the file is 32.1 MiB, over the 32 MiB limit")] {
            var files: [String: Data] = ["sessions/2026-11-11.md": Data("## Squat\n- 100 x 5\n".utf8)]
            files[path] = big
            let result = SiteLoader(files: MemorySiteFiles(data: files), today: ImportSite.today).load()
            let errors = result.diagnostics.errors.filter { $0.location.path == path }
            #expect(errors.map(\.message) == [message], "\(path)")
        }
    }

    @Test func aLargeFileOnDiskIsRefusedFromItsSizeAlone() throws {
        let site = try CLIRunner.temporaryFolder()
        try CLIRunner.write(["sessions/2026-11-11.md": "## Squat\n- 100 x 5\n"], into: site)
        let path = site.appending(path: "imports/huge.csv").path
        try FileManager.default.createDirectory(atPath: site.appending(path: "imports").path, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // A sparse 100 MiB file: refused from its size, so reading it costs nothing.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let result = SiteLoader(files: DiskSiteFiles(root: site), today: ImportSite.today).load()
        #expect(result.diagnostics.errors.map(\.message) == ["the file is 100 MiB, over the 32 MiB limit"])
    }

    @Test func aMegabyteOfSetLinesLoadsInOneSession() {
        let result = loadSite(["sessions/2026-11-10.md": WorstCaseInputs.megabyteOfSets])
        #expect(result.diagnostics.errors == [])
        #expect(result.data.sessions.first?.exercises.first?.sets.count == 80_659)
        #expect(WorstCaseInputs.megabyteSetCount == 80_659)
    }
}

/// Two tiny files once made half a million files: weeks without training are built from the
/// first session's week on, and sessions in the year 1 and 9999 were accepted.
struct DateRangeTests {
    @Test(arguments: ["0001-01-01", "1899-12-31", "2200-01-01", "9999-12-31"])
    func aSessionOutsideThePlausibleYearsIsLeftOut(date: String) {
        let result = loadSite(["sessions/2026-11-10.md": "## Squat\n- 100 x 5\n", "sessions/\(date).md": "## Squat\n- 100 x 5\n",
                               "imports/strong.csv": StrongFixtures.common.replacingOccurrences(of: "2024-09-16", with: date)])
        let errors = result.diagnostics.errors.filter { $0.message.hasSuffix("outside the years 1900 to 2199; it is left out") }
        #expect(errors.map(\.location.path).sorted() == ["imports/strong.csv", "sessions/\(date).md"])
        #expect(result.data.sessions.map(\.date.description).allSatisfy { $0 != date })
        #expect(result.data.sessions.count == 3, "two imported workouts and one hand-written session stay")
    }

    @Test func theFirstAndLastPlausibleYearsBuild() throws {
        let (files, diagnostics) = try SiteFixture.render(["sessions/1900-01-01.md": "## Squat\n- 100 x 5\n"], today: day("1900-03-01"))
        #expect(diagnostics.errors == [])
        #expect(files.filter { $0.path.hasPrefix("api/weeks/") }.count == 9)
        let late = loadSite(["sessions/2199-12-31.md": "## Squat\n- 100 x 5\n"], today: day("2199-12-31"))
        #expect(late.diagnostics.errors == [])
    }
}
