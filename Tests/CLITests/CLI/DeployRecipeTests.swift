import Foundation
import LiftbookSample
import LiftbookTestSupport
import Testing
import Yams

/// `liftbook init --deploy HOST`: each recipe is well-formed for its host, and the build command it
/// runs builds the site for the address the host gives.
@Suite(.serialized)
struct DeployRecipeTests {
    /// The build step of each recipe, read back from the written file as the host reads it.
    static func buildStep(of recipe: DeployRecipe, text: String) throws -> String? {
        switch recipe.host {
        case .githubPages:
            let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
            let jobs = try #require(workflow["jobs"] as? [String: Any])
            let build = try #require(jobs["build"] as? [String: Any])
            let steps = try #require(build["steps"] as? [[String: Any]])
            #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-pages-artifact@") == true })
            let deploy = try #require(jobs["deploy"] as? [String: Any])
            #expect((deploy["needs"] as? String) == "build")
            let step = steps.first { ($0["run"] as? String)?.contains("liftbook build") == true }
            #expect((step?["env"] as? [String: Any])?["SITE_URL"] as? String == "${{ steps.pages.outputs.base_url }}")
            return step?["run"] as? String
        case .gitlab:
            let pipeline = try #require(try Yams.load(yaml: text) as? [String: Any])
            let pages = try #require(pipeline["pages"] as? [String: Any])
            #expect(((pages["artifacts"] as? [String: Any])?["paths"] as? [String]) == ["public"])
            return (pages["script"] as? [String])?.first { $0.contains("liftbook build") }
        case .netlify:
            // TOML: the `[build]` table's `command` string, unescaped.
            #expect(text.contains("[build]\n  publish = \"public\"\n"))
            let line = text.split(separator: "\n").first { $0.hasPrefix("  command = ") && !$0.contains("DEPLOY_PRIME_URL") }
            guard let line else { return nil }
            let quoted = line.dropFirst("  command = ".count)
            let json = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed])
            return json as? String
        }
    }

    @Test(arguments: DeployRecipe.Host.allCases)
    func eachRecipeBuildsTheSiteForTheHostsAddress(host: DeployRecipe.Host) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try CLIRunner.run(["init", "site", "--deploy", host.rawValue, "--now", "2026-11-18"], in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        let recipe = DeployRecipe.recipe(for: host, version: "0.1.0")
        let site = folder.appending(path: "site")
        let text = try String(contentsOf: site.appending(path: recipe.path), encoding: .utf8)
        #expect(text == recipe.text)
        let step = try #require(try Self.buildStep(of: recipe, text: text))
        #expect(step.hasSuffix(recipe.buildCommand), "the recipe runs its declared build command")
        #expect(!text.contains("\t"), "YAML and TOML are indented with spaces")

        // Run that exact command, as the host would, with its address variable set.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", recipe.buildCommand]
        process.currentDirectoryURL = site
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIRunner.productsFolder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment[recipe.baseURLVariable] = "https://lifter.example.org/log"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // The recipe installs Pagefind before it builds with --search; here it is found when
        // `.ci/setup` could install it, and without it the site is built and the status is 1.
        #expect(recipe.buildCommand.hasSuffix(" --search"))
        #expect(text.contains("pip install") && text.contains("pagefind-bin"), "the recipe installs Pagefind")
        #expect(process.terminationStatus == (PagefindTool.available ? 0 : 1))
        if PagefindTool.available {
            #expect(FileManager.default.fileExists(atPath: site.appending(path: "public/pagefind/pagefind-ui.js").path))
        }
        let sitemap = try String(contentsOf: site.appending(path: "public/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://lifter.example.org/log/</loc>"))
        #expect(!sitemap.contains("https://lifter.example.org/log//"))
    }

    @Test func anExistingSiteGetsOnlyTheRecipeAndNothingIsOverwritten() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["init", "site"], in: folder).status == 0)
        let config = try Data(contentsOf: folder.appending(path: "site/liftbook.yaml"))
        let added = try CLIRunner.run(["init", "site", "--deploy", "gitlab"], in: folder)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Wrote .gitlab-ci.yml into site."))
        #expect(try Data(contentsOf: folder.appending(path: "site/liftbook.yaml")) == config)
        let again = try CLIRunner.run(["init", "site", "--deploy", "gitlab"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exist"))
    }

    @Test func anUnknownHostIsAUsageError() throws {
        let result = try CLIRunner.run(["init", "site", "--deploy", "heroku"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--deploy takes one of github-pages, gitlab, netlify, got 'heroku'"))
    }
}
