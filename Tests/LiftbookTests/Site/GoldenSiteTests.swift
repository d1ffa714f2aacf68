import Foundation
import LiftbookModel
import LiftbookTestSupport
import Testing

struct GoldenSiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Golden/site")

    @Test func theWholeOutputTreeMatchesTheGoldenCopy() throws {
        let (files, diagnostics) = SiteFixture.render(SiteFixture.goldenSite)
        #expect(diagnostics.errors == [])
        let problems = try Golden.compare(files, with: Self.folder)
        #expect(problems.isEmpty, Comment(rawValue: problems.prefix(20).joined(separator: "\n")))
    }

    @Test func twoBuildsGiveIdenticalBytes() {
        let first = SiteFixture.render(SiteFixture.goldenSite).files
        let second = SiteFixture.render(SiteFixture.goldenSite).files
        #expect(first.count > 20)
        #expect(first == second)
    }

    @Test func privateSessionsAppearNowhere() {
        let files = SiteFixture.render(SiteFixture.goldenSite).files
        let leaks = files.filter { $0.contents.contains("SECRET-SESSION") }.map(\.path)
        #expect(leaks == [])
    }

    @Test func everyLinkUsesTheSubPath() {
        let files = SiteFixture.render(SiteFixture.goldenSite).files
        for file in files where file.path.hasSuffix(".html") {
            #expect(!file.contents.contains("href=\"/exercises"), "\(file.path) links outside /log/")
            #expect(!file.contents.contains("href=\"/sessions"), "\(file.path) links outside /log/")
        }
        let home = files.first { $0.path == "index.html" }?.contents ?? ""
        #expect(home.contains("<link rel=\"canonical\" href=\"https://lifter.example.org/log/\">"))
        #expect(home.contains("href=\"/log/assets/style.css\""))
    }
}
