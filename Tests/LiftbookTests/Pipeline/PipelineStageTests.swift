import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Each stage reads once and computes once: the design is read in load and compiled in
/// validate, the write stage needs a target, and the site's module never reaches back into loading.
struct PipelineStageTests {
    private func pipeline(_ texts: [String: String]) -> BuildPipeline {
        BuildPipeline(files: MemorySiteFiles(texts), today: { _ in day("2026-11-22") })
    }

    @Test func theDesignIsReadInLoadOnlyForARunThatCompilesIt() throws {
        let site = ["liftbook.yaml": "title: T\n", "Templates/404.mustache": "<h1>Lost</h1>"]
        let loadOnly = try pipeline(site).run(through: .load)
        #expect(loadOnly.design == nil, "a run that stops after load (export, share) reads no template")
        let checked = try pipeline(site).run(through: .validate)
        #expect(checked.reached == .validate)
        #expect(checked.design?.templates["404"] == TemplateSource(text: "<h1>Lost</h1>", path: "Templates/404.mustache"))
        #expect(checked.design?.templates["home"]?.path == "(built-in)/Templates/home.mustache")
        #expect(checked.design?.theme?.name == "solarized-dark")
    }

    @Test func aTemplateThatCannotBeReadIsReportedByLoadAndStopsTheBuild() throws {
        let files = MemorySiteFiles(data: ["liftbook.yaml": Data("title: T\n".utf8), "Templates/404.mustache": Data([0x3C, 0x00, 0x3E])])
        let outcome = try BuildPipeline(files: files, today: { _ in day("2026-11-22") }).run(through: .render)
        #expect(outcome.diagnostics.errors.map(\.location.path) == ["Templates/404.mustache"])
        #expect(outcome.files == nil)
    }

    @Test func aWriteWithNowhereToWriteIsAnError() throws {
        #expect(throws: MissingWriteTarget()) { try pipeline(["liftbook.yaml": "title: T\n"]).run(through: .write) }
    }

    @Test func renderNamesThe404PageForServe() throws {
        let outcome = try pipeline(SiteFixture.goldenSite).run(through: .render)
        let notFound = try #require(outcome.notFound)
        #expect(notFound == Route.notFound.file)
        #expect(outcome.files?.contains { $0.path == notFound } == true)
    }

    /// The site module produces outputs from values; reading formats is loading's job, done by then.
    @Test func theSiteModuleDoesNotImportLoading() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardized
        let site = root.appending(path: "Sources/LiftbookSite")
        let files = try #require(FileManager.default.enumerator(atPath: site.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50, "the site's sources were found")
        let importing = try files.filter { try String(contentsOf: site.appending(path: $0), encoding: .utf8).contains("import LiftbookLoading") }
        #expect(importing == [])
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let target = try #require(manifest.range(of: "name: \"LiftbookSite\","))
        let dependencies = manifest[target.upperBound...].prefix { $0 != "]" }
        #expect(dependencies.contains("LiftbookModel"), "the Site target's dependencies were found")
        #expect(!dependencies.contains("LiftbookLoading"))
    }

    /// The sitemap is built from the routes the page kinds declare, not from the files made:
    /// it must list exactly the HTML pages of the site (but a how-to of a site that follows no one).
    @Test(arguments: ["golden", "posts"]) func theSitemapListsEveryPageTheKindsDeclare(_ name: String) throws {
        let site = name == "golden" ? SiteFixture.goldenSite : PostFixture.site
        let files = try SiteFixture.render(site).files
        let sitemap = try #require(files.first { $0.path == Route.sitemap.file }).contents
        let locations = sitemap.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<loc>"), let end = line.range(of: "</loc>") else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
        let home = try #require(locations.min { $0.count < $1.count })
        let listed = locations.map { String($0.dropFirst(home.count)) + "index.html" }
        let pages = files.map(\.path).filter { $0.hasSuffix("index.html") && $0 != Route.following.file }
        #expect(listed == pages.sorted())
        #expect(listed.count > 20)
        #expect(files.contains { $0.path == Route.following.file }, "the how-to is made, only not listed")
    }
}
