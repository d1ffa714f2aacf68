import Foundation
import LiftbookTestSupport
import Testing

/// `liftbook report` run as a real process on the fixture log.
struct ReportCommandTests {
    static func fixture() throws -> URL {
        let folder = try Scratch.folder()
        try Scratch.write(ReportFixture.site, into: folder)
        return folder
    }

    @Test func printsTheLastCompleteWeekByDefault() throws {
        let folder = try Self.fixture()
        defer { Scratch.remove(folder) }
        let byDefault = try CLI.run(["report", folder.path, "--now", ReportFixture.today])
        let named = try CLI.run(["report", "--week", "2026-W46", folder.path, "--now", ReportFixture.today])
        #expect(byDefault.status == 0)
        #expect(byDefault.stderr == "")
        #expect(byDefault.stdout == named.stdout)
        expectGolden(named.stdout, "reports/week-2026-W46.md")
    }

    @Test func writesTheMonthAndYearToAFile() throws {
        let folder = try Self.fixture()
        defer { Scratch.remove(folder) }
        let month = folder.appending(path: "october.md")
        let run = try CLI.run(["report", "--month", "2026-10", "--output", month.path, folder.path, "--now", ReportFixture.today, "-q"])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        expectGolden(String(decoding: try Data(contentsOf: month), as: UTF8.self), "reports/month-2026-10.md")
        let year = try CLI.run(["report", "--year", "2026", folder.path, "--now", ReportFixture.today])
        expectGolden(year.stdout, "reports/year-2026.md")
    }

    @Test func aWeekOutsideTheLogIsAnInputError() throws {
        let folder = try Self.fixture()
        defer { Scratch.remove(folder) }
        let run = try CLI.run(["report", "--week", "2020-W05", folder.path, "--now", ReportFixture.today])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("error: the log has no week 2020-W05"))
        #expect(run.stderr.contains("hint: the log covers 2026-W01 to 2026-W47"))
    }

    @Test(arguments: [["--week", "2026-W60"], ["--week", "last"], ["--month", "2026-13"], ["--year", "26"],
                      ["--week", "2026-W46", "--month", "2026-11"]])
    func malformedPeriodsAreUsageErrors(_ options: [String]) throws {
        let folder = try Self.fixture()
        defer { Scratch.remove(folder) }
        let run = try CLI.run(["report"] + options + [folder.path, "--now", ReportFixture.today])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(!run.stderr.isEmpty)
    }
}
