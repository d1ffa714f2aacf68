import ArgumentParser
import Foundation
import LiftbookCLI
import LiftbookTestSupport
import Testing

/// The README and `docs/`: every relative link resolves, every command shown parses, and the
/// README's own commands run on a fresh folder.
@Suite(.serialized)
struct DocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file under docs/, as paths relative to the repository.
    static func pages() throws -> [String] {
        let docs = root.appending(path: "docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + found.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.sorted()
    }

    static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appending(path: page), encoding: .utf8)
    }

    @Test func theReadmeIsShortAndIndexesEveryDocsPage() throws {
        let readme = try Self.text("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines")
        for page in try Self.pages() where page != "README.md" {
            #expect(readme.contains("(\(page))"), "README.md links \(page)")
        }
    }

    @Test func everyRelativeLinkResolves() throws {
        var checked = 0
        for page in try Self.pages() {
            let folder = (page as NSString).deletingLastPathComponent
            for link in MarkdownLinks.targets(in: try Self.text(page)) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page : (folder as NSString).appendingPathComponent(parts[0])
                let normalised = (file as NSString).standardizingPath
                #expect(FileManager.default.fileExists(atPath: Self.root.appending(path: normalised).path),
                        "\(page): the link '\(link)' names no file")
                if parts.count == 2, normalised.hasSuffix(".md"), let target = try? Self.text(normalised) {
                    #expect(MarkdownLinks.anchors(in: target).contains(parts[1]), "\(page): the link '\(link)' names no heading")
                }
                checked += 1
            }
        }
        #expect(checked >= 20)
    }

    @Test func everyCommandShownParses() throws {
        var checked = 0
        for page in try Self.pages() {
            for command in MarkdownLinks.shellCommands(in: try Self.text(page), program: "liftbook") {
                do {
                    _ = try LiftbookCommand.parseAsRoot(command)
                } catch {
                    let code = LiftbookCommand.exitCode(for: error)
                    #expect(code == .success, "\(page): 'liftbook \(command.joined(separator: " "))' does not parse: \(LiftbookCommand.message(for: error))")
                }
                checked += 1
            }
        }
        #expect(checked >= 5)
    }

    @Test func theReadmesCommandsRunOnAFreshFolder() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = MarkdownLinks.shellCommands(in: try Self.text("README.md"), program: "liftbook")
        #expect(commands.count >= 5)
        for command in commands where command.first != "serve" {
            let result = try CLIRunner.run(command, in: folder)
            #expect(result.status == 0, "liftbook \(command.joined(separator: " ")): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "mysite/public/index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "mysite/.github/workflows/liftbook-pages.yml").path))
    }
}
