import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Private sessions appear nowhere in the site: not their titles, notes, exercise notes,
/// exercises only they log, their dates or their numbers, in any page, sitemap or API file.
struct PrivacyTests {
    /// Strings that only private sessions hold.
    static let markers = ["PRIVTITLE7Q", "PRIVNOTES7Q", "PRIVEXNOTE7Q", "PRIVYAMLNOTES7Q", "PRIVYAMLTITLE7Q", "PRIVYAMLSETNOTE7Q",
                          "Privmarker Sevenq Curl", "privmarker-sevenq-curl", "Privmarkeryaml Row", "privmarkeryaml-row"]

    static let site: [String: String] = [
        "liftbook.yaml": "title: Privacy log\nbaseURL: https://lifter.example.org/log/\nlibraryPages: all\nprivacy:\n  shareNotes: false\n",
        "routine.yaml": SpecExamples.routine,
        "sessions/2026-11-09.md": "---\ntitle: Public Monday\n---\nPublic notes.\n\n## Barbell Bench Press\n- 80 x 5 x 3\n",
        "sessions/2026-11-12.md": """
            ---
            title: PRIVTITLE7Q
            private: true
            start: "06:41"
            bodyweight: 93.7
            ---
            PRIVNOTES7Q and more.

            ## Barbell Bench Press
            - 143.5 x 1 @10

            PRIVEXNOTE7Q

            ## Privmarker Sevenq Curl
            - 33 x 9
            """,
        "sessions/2026-11-13.yaml": """
            date: 2026-11-13
            start: "05:17"
            title: PRIVYAMLTITLE7Q
            private: true
            notes: PRIVYAMLNOTES7Q
            exercises:
              - exercise: Privmarkeryaml Row
                notes: PRIVYAMLSETNOTE7Q
                sets: ["71 x 7"]
              - exercise: barbell-bench-press
                sets: ["147.5 x 1"]
            """,
        "sessions/2026-11-16.md": "## Barbell Bench Press\n- 82.5 x 5 x 3\n",
    ]

    static func leaks(in files: [(path: String, contents: String)]) -> [String] {
        var found: [String] = []
        for file in files {
            // The heat map names every day; private days must read as days without training.
            let contents = file.contents.replacingOccurrences(of: "2026-11-12: no training", with: "")
                .replacingOccurrences(of: "2026-11-13: no training", with: "")
            for marker in markers where file.contents.localizedCaseInsensitiveContains(marker) || file.path.contains(marker) {
                found.append("\(file.path): \(marker)")
            }
            // The private sessions' numbers and times: PRs, bodyweight, start times and dates.
            for number in ["143.5", "147.5", "93.7", "06:41", "05:17", "2026-11-12", "2026-11-13", "12 Nov", "13 Nov", "Nov 12", "Nov 13"]
            where contents.contains(number) || file.path.contains(number) {
                found.append("\(file.path): \(number)")
            }
        }
        return found
    }

    @Test func renderedSiteHoldsNothingPrivate() throws {
        let loaded = loadSite(Self.site)
        #expect(loaded.data.sessions.filter(\.isPrivate).count == 2, "the fixture has two private sessions")
        let (files, diagnostics) = try SiteFixture.render(Self.site)
        #expect(diagnostics.errors == [])
        #expect(files.contains { $0.path.hasPrefix("sessions/2026-11-09") })
        #expect(files.contains { $0.path.hasPrefix("api/") })
        #expect(Self.leaks(in: files.map { ($0.path, $0.text ?? "") }) == [])
    }

    @Test func theCheckFindsTheMarkersWhenTheSessionsArePublic() throws {
        let public_ = Self.site.mapValues { $0.replacingOccurrences(of: "private: true", with: "private: false") }
        let leaks = Self.leaks(in: try SiteFixture.render(public_).files.map { ($0.path, $0.text ?? "") })
        for marker in ["PRIVTITLE7Q", "PRIVNOTES7Q", "PRIVEXNOTE7Q", "PRIVYAMLTITLE7Q", "privmarker-sevenq-curl", "147.5", "2026-11-12"] {
            #expect(leaks.contains { $0.hasSuffix(": " + marker) }, "\(marker)")
        }
    }

    @Test func builtFolderHoldsNothingPrivate() throws {
        let site = try CLIRunner.temporaryFolder()
        try CLIRunner.write(Self.site, into: site)
        let output = site.deletingLastPathComponent().appending(path: site.lastPathComponent + "-public")
        let run = try CLIRunner.run(["build", site.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        var files: [(path: String, contents: String)] = []
        let walker = try #require(FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.isDirectoryKey]))
        while let url = walker.nextObject() as? URL {
            // Every file is read: one that cannot be read fails the test instead of being skipped.
            guard try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory != true else { continue }
            let data = try #require(FileManager.default.contents(atPath: url.path), "\(url.path)")
            // A card's pixels hold no text to look for; its path is still checked.
            files.append((url.path.replacingOccurrences(of: output.path + "/", with: ""), ImageBytes.text(data) ?? ""))
        }
        #expect(files.count > 20)
        #expect(files.contains { $0.path == "api/index.json" })
        #expect(Self.leaks(in: files) == [])
    }
}
