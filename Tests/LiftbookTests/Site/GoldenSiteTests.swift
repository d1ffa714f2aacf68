import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

struct GoldenSiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Golden/site")

    @Test func theWholeOutputTreeMatchesTheGoldenCopy() throws {
        let (files, diagnostics) = try SiteFixture.render(SiteFixture.goldenSite)
        #expect(diagnostics.errors == [])
        // The cards are binary images, checked by CardTests; the tree holds the text files.
        let problems = try Golden.compare(files.filter { !$0.path.hasSuffix(".png") }, with: Self.folder)
        #expect(problems.isEmpty, Comment(rawValue: problems.prefix(20).joined(separator: "\n")))
    }

    @Test func twoBuildsGiveIdenticalBytes() throws {
        let first = try SiteFixture.render(SiteFixture.goldenSite).files
        let second = try SiteFixture.render(SiteFixture.goldenSite).files
        #expect(first.count > 20)
        #expect(first == second)
    }

    @Test func privateSessionsAppearNowhere() throws {
        let (files, diagnostics) = try SiteFixture.render(SiteFixture.goldenSite)
        #expect(diagnostics.errors == [])
        #expect(files.count > 20)
        let leaks = files.filter { $0.text?.contains("SECRET-SESSION") == true }.map(\.path)
        #expect(leaks == [])
        // The check can fail: the same session made public shows its title.
        let open = SiteFixture.goldenSite.mapValues { $0.replacingOccurrences(of: "private: true", with: "private: false") }
        #expect(try SiteFixture.render(open).files.contains { $0.text?.contains("SECRET-SESSION-TITLE") == true })
    }

    @Test func everyLinkUsesTheSubPath() throws {
        let files = try SiteFixture.render(SiteFixture.goldenSite).files
        let pages = files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count > 20)
        for file in pages {
            #expect(!file.contents.contains("href=\"/exercises"), "\(file.path) links outside /log/")
            #expect(!file.contents.contains("href=\"/sessions"), "\(file.path) links outside /log/")
        }
        let home = files.first { $0.path == "index.html" }?.contents ?? ""
        #expect(home.contains("<link rel=\"canonical\" href=\"https://lifter.example.org/log/\">"))
        #expect(home.contains("href=\"/log/assets/style.css\""))
    }
}
