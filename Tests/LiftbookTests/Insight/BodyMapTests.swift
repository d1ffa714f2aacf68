import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The front-and-back body map: each muscle shaded by its weekly sets, named in a title.
struct BodyMapTests {
    /// Today is Sun 22 Nov 2026, so the home page shows 2026-W46. On 10 Nov: bench press 6 sets
    /// (chest 6; triceps and shoulders ½ each → 3) and curls 12 sets (biceps 12; forearms 6).
    /// Shades: 0 sets → heat-0, under 5 → 1, 5+ → 2, 10+ → 3, 20+ → 4.
    @Test func musclesAreShadedByTheirSets() throws {
        let texts = [
            "sessions/2026-11-10.md": "---\ndate: 2026-11-10\nstart: \"18:00\"\n---\n## Barbell Bench Press\n- 80 x 5 x 6\n## Barbell Curl\n- 30 x 10 x 12\n",
            "sessions/2026-11-17.md": "---\ndate: 2026-11-17\nstart: \"18:00\"\n---\n## Barbell Curl\n- 30 x 10\n",
        ]
        let (files, _) = try SiteFixture.render(texts, today: AnalyticsFixtures.day("2026-11-22"))
        let home = try #require(files.first { $0.path == "index.html" }?.contents)
        let start = try #require(home.range(of: "<svg class=\"chart-svg body-map\""))
        let end = try #require(home.range(of: "</svg>", range: start.upperBound..<home.endIndex))
        let map = try #require(SVGDocument(String(home[start.lowerBound..<end.upperBound])))
        func shades(_ muscle: String) -> [String] {
            map.titledShapes.filter { $0.title.hasPrefix(muscle + ":") }.map(\.shapeClass)
        }
        func title(_ muscle: String) -> String? { map.titledShapes.first { $0.title.hasPrefix(muscle + ":") }?.title }
        #expect(shades("Chest") == ["body-muscle heat-2", "body-muscle heat-2"])
        #expect(title("Chest") == "Chest: 6 sets, below")
        #expect(shades("Biceps") == ["body-muscle heat-3", "body-muscle heat-3"])
        #expect(title("Biceps") == "Biceps: 12 sets, within")
        #expect(shades("Triceps") == ["body-muscle heat-1", "body-muscle heat-1"])
        #expect(shades("Shoulders").count == 4 && Set(shades("Shoulders")) == ["body-muscle heat-1"])
        #expect(title("Forearms") == "Forearms: 6 sets, no target")
        #expect(Set(shades("Quadriceps")) == ["body-muscle heat-0"])
        #expect(title("Quadriceps") == "Quadriceps: 0 sets, below")
        #expect(map.titles.first == "Muscle map: sets per muscle last week")
        // The table beside it holds the same numbers, and the one session that trained the chest.
        #expect(home.contains("<tr><th scope=\"row\">Chest</th><td class=\"num\">6</td><td class=\"num\">1</td><td class=\"num\">10–22</td><td class=\"num\">below</td></tr>"))
        #expect(home.contains("<tr><th scope=\"row\">Triceps</th><td class=\"num\">3</td><td class=\"num\">—</td>"))
    }
}
