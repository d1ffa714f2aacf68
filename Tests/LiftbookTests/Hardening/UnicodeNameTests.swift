import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Right-to-left overrides, zero-width and combining characters and emoji in names: pages get
/// ASCII slug paths, text is kept as written and escaped, nothing crashes.
struct UnicodeNameTests {
    static let names = [
        "Curl \u{202E}lruC", "Zero\u{200B}Width\u{200D} Row", "Cafe\u{0301} Squat", "💪 Press", "🏋️‍♀️",
        "Z\u{0335}\u{0336}\u{0337}\u{0338}a\u{0489}\u{0489}lgo Curl", "\u{FEFF}Bom Lunge", "Ｆｕｌｌｗｉｄｔｈ Dip", "عربى Row", "中文 深蹲",
    ]

    /// Output paths are ASCII without empty, `.` or `..` segments, and no two are the same.
    static func expectSafePaths(_ files: [OutputFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(SafePaths.problems(files.map(\.path)) == [], sourceLocation: sourceLocation)
    }

    @Test func unicodeExerciseNamesInSessionsBuild() throws {
        let body = Self.names.map { "## \($0)\n- 50 x 5\n" }.joined(separator: "\n")
        let site = [
            "liftbook.yaml": "title: \"Log \u{202E}gol\u{202C} 💪\"\nlibraryPages: all\n",
            "sessions/2026-11-10.md": "---\ntitle: \"\u{200B}\u{202E}Title\"\n---\n" + body,
        ]
        let (files, diagnostics) = try SiteFixture.render(site)
        #expect(diagnostics.errors == [])
        Self.expectSafePaths(files)
        let pages = files.filter { $0.path.hasSuffix(".html") }.map(\.contents).joined()
        for name in Self.names {
            #expect(pages.contains(name.replacingOccurrences(of: "\u{FEFF}", with: "")), "\(name)")
        }
        #expect(MarkupAudit.problems(in: files) == [])
    }

    @Test func unicodeNamesInTheLibraryGetSlugIDs() {
        let yaml = "exercises:\n" + Self.names.enumerated().map { index, name in
            "  - name: \"\(name)\"\n    category: arms\n    aliases: [\"alias \(index) \u{202E}\"]\n"
        }.joined()
        let result = loadSite(["exercises/u.yaml": yaml, "sessions/2026-11-10.md": "## 💪 Press\n- 50 x 5\n"])
        let ids = result.data.exercises.values.filter(\.custom).map(\.id.rawValue)
        // Every name has a slug: letters of scripts without a standard Latin spelling and emoji are
        // written as code points (💪 is U+1F4AA, 中 U+4E2D, 文 U+6587, ع U+0639).
        #expect(ids.allSatisfy { ExerciseID.isSlug($0) }, "\(ids.sorted())")
        #expect(ids.contains("curl-lruc") && ids.contains("cafe-squat") && ids.contains("u1f4aa-press"))
        #expect(ids.contains("u4e2d-u6587-u6df1-u8e72") && ids.contains("u639-u631-u628-u649-row"))
        #expect(Set(ids).count == Self.names.count, "no two names share an id")
        #expect(result.diagnostics.errors.filter { $0.message == "an exercise needs an 'id' or a 'name'" } == [])
        #expect(result.data.sessions.first?.exercises.first?.isKnown == true)
    }

    /// Review: equipment and muscle pages were named by slug alone, so "💪" made the path
    /// `exercises/muscle//` and "Chest" and "chest!" wrote the same page twice.
    @Test func facetPagesHaveOneNonEmptyPathEach() throws {
        let yaml = """
            exercises:
              - {id: one, name: One, category: arms, equipment: "🏋️", primaryMuscles: ["💪", "chest", "Chest!"]}
              - {id: two, name: Two, category: arms, equipment: "Band!", primaryMuscles: ["chest"]}
              - {id: three, name: Three, category: arms, equipment: "band", primaryMuscles: ["../../x"]}
            """
        let (files, _) = try SiteFixture.render(["liftbook.yaml": "libraryPages: all\n", "exercises/u.yaml": yaml,
                                             "sessions/2026-11-10.md": "## One\n- 10 x 5\n"])
        Self.expectSafePaths(files)
        let facets = files.map(\.path).filter { $0.hasPrefix("exercises/muscle/") || $0.hasPrefix("exercises/equipment/") }
        #expect(facets.contains("exercises/muscle/chest/index.html"))
        #expect(facets.contains("exercises/muscle/x/index.html"))
        #expect(facets.contains("exercises/equipment/band/index.html"))
        let chest = files.first { $0.path == "exercises/muscle/chest/index.html" }?.contents ?? ""
        #expect(chest.contains("One") && chest.contains("Two"))
    }
}
