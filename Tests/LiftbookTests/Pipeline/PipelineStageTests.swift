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
}
