import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookOutput
import LiftbookSite
import Testing

struct OutputWriterTests {
    /// A fresh temporary folder holding a site folder and room for output.
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "liftbook-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appending(path: "site"), withIntermediateDirectories: true)
        return url
    }

    /// A scratch folder, a writer for its `public/` and its site folder.
    private func writerScratch() throws -> (root: URL, writer: OutputWriter, site: URL) {
        let root = try scratch()
        return (root, OutputWriter(output: root.appending(path: "public")), root.appending(path: "site"))
    }

    @Test func writesAndMarksTheOutput() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = OutputWriter(output: root.appending(path: "public"))
        let summary = try writer.write([OutputFile(path: "index.html", contents: "home"), OutputFile(path: "a/b/index.html", contents: "b")],
                                       siteFolder: root.appending(path: "site"))
        #expect(summary == OutputWriter.Summary(written: 2, unchanged: 0))
        #expect(try String(contentsOf: root.appending(path: "public/a/b/index.html"), encoding: .utf8) == "b")
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "public/\(OutputWriter.marker)").path))
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        let (root, writer, site) = try writerScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try writer.write([OutputFile(path: "same.html", contents: "x"), OutputFile(path: "changed.html", contents: "1")], siteFolder: site)
        let same = root.appending(path: "public/same.html").path
        let before = try FileManager.default.attributesOfItem(atPath: same)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let summary = try writer.write([OutputFile(path: "same.html", contents: "x"), OutputFile(path: "changed.html", contents: "2")], siteFolder: site)
        let after = try FileManager.default.attributesOfItem(atPath: same)[.modificationDate] as? Date
        #expect(summary == OutputWriter.Summary(written: 1, unchanged: 1))
        #expect(before == after)
    }

    @Test func aFailedWriteLeavesThePreviousOutputAsItWas() throws {
        let (root, writer, site) = try writerScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try writer.write([OutputFile(path: "index.html", contents: "old")], siteFolder: site)
        #expect(throws: OutputWriter.Refusal.self) {
            try writer.write([OutputFile(path: "index.html", contents: "new"), OutputFile(path: "../escape.html", contents: "x")], siteFolder: site)
        }
        #expect(try String(contentsOf: root.appending(path: "public/index.html"), encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "escape.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") && $0 != ".public.liftbook-spare" }
        #expect(leftovers == [])
    }

    /// Output folders relative to the site folder: inside an input folder is refused, beside one is not.
    static let outputsInsideTheSite: [(output: String, refusedFor: String?)] = [
        ("sessions/site", "sessions"),
        ("sessions", "sessions"),
        ("imports/out", "imports"),
        ("exercises/x/y", "exercises"),
        ("posts/public", "posts"),
        ("Templates/public", "Templates"),
        ("Themes/built", "Themes"),
        ("public", nil),
        ("sessions-site", nil),
        ("build/sessions", nil),
    ]

    @Test(arguments: outputsInsideTheSite)
    func refusesAnOutputInsideAnInputFolder(_ c: (output: String, refusedFor: String?)) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appending(path: "site")
        let writer = OutputWriter(output: site.appending(path: c.output))
        do {
            _ = try writer.write([OutputFile(path: "index.html", contents: "home")], siteFolder: site)
            #expect(c.refusedFor == nil, "'\(c.output)' should be refused")
        } catch let refusal as OutputWriter.Refusal {
            let folder = try #require(c.refusedFor, "'\(c.output)' should be accepted: \(refusal)")
            #expect(refusal.description.hasSuffix("it is inside the site's input folder \(folder)/, so the next build would read its own output"))
            #expect(!FileManager.default.fileExists(atPath: site.appending(path: c.output).path), "nothing was written")
        }
    }

    @Test func refusesAFolderItDidNotMake() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let mine = root.appending(path: "documents")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: mine.appending(path: "thesis.txt"))
        #expect(throws: OutputWriter.Refusal.self) {
            try OutputWriter(output: mine).write([OutputFile(path: "index.html", contents: "x")], siteFolder: root.appending(path: "site"))
        }
        #expect(try String(contentsOf: mine.appending(path: "thesis.txt"), encoding: .utf8) == "keep me")
    }

    @Test func refusesTheSiteFolderAndItsParents() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appending(path: "site")
        for output in [site, root, URL(fileURLWithPath: "/"), FileManager.default.homeDirectoryForCurrentUser] {
            #expect(throws: OutputWriter.Refusal.self) { try OutputWriter(output: output).check(siteFolder: site) }
        }
    }

    @Test func anUpdateRemovesWhatTheBuildNoLongerMakesAndKeepsWhatItDidNotMake() throws {
        let (root, writer, site) = try writerScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try writer.write([OutputFile(path: "index.html", contents: "home"), OutputFile(path: "old/deep/index.html", contents: "gone soon")],
                             siteFolder: site)
        try Data("stray".utf8).write(to: root.appending(path: "public/stray.txt"))
        let summary = try writer.write([OutputFile(path: "index.html", contents: "home"), OutputFile(path: "new/index.html", contents: "new")],
                                       siteFolder: site)
        #expect(summary == OutputWriter.Summary(written: 1, unchanged: 1))
        let left = try FileManager.default.subpathsOfDirectory(atPath: root.appending(path: "public").path).sorted()
        #expect(left == [OutputWriter.marker, "index.html", "new", "new/index.html", "stray.txt"])
    }

    @Test func aFailedUpdateLeavesThePreviousOutputAsItWas() throws {
        let (root, writer, site) = try writerScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try writer.write([OutputFile(path: "index.html", contents: "old"), OutputFile(path: "a/index.html", contents: "a")], siteFolder: site)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.appending(path: "public").path).sorted()
        // A name longer than the file system allows: the second phase is never reached.
        let tooLong = "b/" + String(repeating: "x", count: 300) + ".html"
        #expect(throws: (any Error).self) {
            try writer.write([OutputFile(path: "index.html", contents: "new"), OutputFile(path: tooLong, contents: "x")], siteFolder: site)
        }
        #expect(try String(contentsOf: root.appending(path: "public/index.html"), encoding: .utf8) == "old")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.appending(path: "public").path).sorted() == before)
    }

    @Test func aLinkTheBuildDidNotMakeWhereItNeedsAFolderIsRefusedNeverWrittenThrough() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let victim = root.appending(path: "victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        let writer = OutputWriter(output: root.appending(path: "public"))
        let site = root.appending(path: "site")
        _ = try writer.write([OutputFile(path: "index.html", contents: "home")], siteFolder: site)
        try FileManager.default.createSymbolicLink(atPath: root.appending(path: "public/a").path, withDestinationPath: victim.path)
        #expect(throws: OutputWriter.Refusal.self) {
            try writer.write([OutputFile(path: "index.html", contents: "home"), OutputFile(path: "a/index.html", contents: "a")], siteFolder: site)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == [])
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appending(path: "public/a").path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test func twoFilesForOnePathAreRefusedBeforeAnythingIsWritten() throws {
        let (root, writer, site) = try writerScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try writer.write([OutputFile(path: "index.html", contents: "old")], siteFolder: site)
        #expect(throws: OutputWriter.Refusal.self) {
            try writer.write([OutputFile(path: "a.html", contents: "1"), OutputFile(path: "a.html", contents: "2")], siteFolder: site)
        }
        #expect(try String(contentsOf: root.appending(path: "public/index.html"), encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "public/a.html").path))
    }

    @Test func aFileWhereAFolderIsNeededAndTheOtherWayRoundAreReplaced() throws {
        let (root, writer, site) = try writerScratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try writer.write([OutputFile(path: "a", contents: "a file"), OutputFile(path: "b/index.html", contents: "b")], siteFolder: site)
        let summary = try writer.write([OutputFile(path: "a/index.html", contents: "a page"), OutputFile(path: "b", contents: "b file")],
                                       siteFolder: site)
        #expect(summary.written == 2)
        #expect(try String(contentsOf: root.appending(path: "public/a/index.html"), encoding: .utf8) == "a page")
        #expect(try String(contentsOf: root.appending(path: "public/b"), encoding: .utf8) == "b file")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") && $0 != ".public.liftbook-spare" }
        #expect(leftovers == [])
    }
}
