import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Every chart is drawn in the one frame: `<svg class viewBox role="img" aria-labelledby="ID-title
/// ID-desc">`, then `<title id="ID-title">` and `<desc id="ID-desc">`, and it ends with `</svg>`.
struct ChartFrameTests {
    /// The root tag's attributes in order, as written.
    static func rootAttributes(_ svg: Substring) -> [(String, String)] {
        guard let end = svg.firstIndex(of: ">") else { return [] }
        let tag = svg[svg.startIndex..<end]
        var attributes: [(String, String)] = []
        for match in tag.matches(of: #/ ([a-zA-Z-]+)="([^"]*)"/#) { attributes.append((String(match.1), String(match.2))) }
        return attributes
    }

    /// What is wrong with the frame of one chart (nothing when it is the one frame).
    static func problems(_ svg: Substring, page: String) -> [String] {
        let attributes = rootAttributes(svg)
        guard attributes.map(\.0) == ["class", "viewBox", "role", "aria-labelledby"] else { return ["\(page): root attributes \(attributes)"] }
        var found: [String] = []
        let labels = attributes[3].1.split(separator: " ").map(String.init)
        guard let titleID = labels.first, titleID.hasSuffix("-title"), labels.count <= 2 else { return ["\(page): aria-labelledby \(labels)"] }
        let id = String(titleID.dropLast("-title".count))
        if labels.count == 2, labels[1] != id + "-desc" { found.append("\(page): \(id): aria-labelledby names \(labels[1])") }
        if attributes[2].1 != "img" { found.append("\(page): \(id): role \(attributes[2].1)") }
        if attributes[1].1.wholeMatch(of: #/0 0 [0-9]+ [0-9]+/#) == nil { found.append("\(page): \(id): viewBox \(attributes[1].1)") }
        let head = "<svg class=\"\(attributes[0].1)\" viewBox=\"\(attributes[1].1)\" role=\"img\" aria-labelledby=\"\(attributes[3].1)\"><title id=\"\(titleID)\">"
        if !svg.hasPrefix(head) { found.append("\(page): \(id): the title does not follow the root") }
        if labels.count == 2, let close = svg.range(of: "</title>"), !svg[close.upperBound...].hasPrefix("<desc id=\"\(id)-desc\">") {
            found.append("\(page): \(id): the description does not follow the title")
        }
        if !svg.hasSuffix("</svg>") { found.append("\(page): \(id): no closing tag") }
        if SVGDocument(String(svg)) == nil { found.append("\(page): \(id): not well-formed") }
        return found
    }

    /// Each `<svg …>…</svg>` of a page (charts do not nest).
    static func charts(_ page: String) -> [Substring] {
        var result: [Substring] = []
        var rest = page[...]
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            result.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return result
    }

    @Test func everyChartOfTheSampleSiteHasTheOneFrame() throws {
        let (files, diagnostics) = try SiteFixture.render(SiteFixture.goldenSite)
        #expect(diagnostics.errors == [])
        var kinds: [String: Int] = [:]
        var problems: [String] = []
        for file in files where file.path.hasSuffix(".html") {
            let charts = Self.charts(file.contents)
            var ids: [String] = []
            for chart in charts {
                problems += Self.problems(chart, page: file.path)
                let attributes = Self.rootAttributes(chart)
                kinds[attributes.first?.1 ?? "", default: 0] += 1
                ids += attributes.last.map { $0.1.split(separator: " ").map(String.init) } ?? []
            }
            // Each id the charts name is on the page once, so a label never names another chart.
            for id in ids where file.contents.components(separatedBy: "id=\"\(id)\"").count != 2 {
                problems.append("\(file.path): id \(id) is not on the page exactly once")
            }
        }
        #expect(problems == [])
        // Every kind of chart is there: the lines and bars of exercises and the year, the body
        // weight and main lifts, the muscle bars and body map of home and reports, the heat map.
        #expect(kinds == ["chart-svg": 24, "chart-svg muscle-bars": 3, "chart-svg body-map": 3, "heatmap-svg": 1])
    }

    /// What is wrong with a chart's figure: its numbers are a table behind "show the numbers",
    /// whose first column names the rows (`<th scope="row">`) and whose other columns are numbers,
    /// one cell per column in every row (the one form, the `series-chart` partial).
    static func tableProblems(_ figure: Substring, page: String) -> [String] {
        guard let details = figure.range(of: "<details class=\"chart-data\"><summary>") else { return ["\(page): a chart's table is not behind its summary"] }
        let table = figure[details.upperBound...]
        guard let head = table.firstMatch(of: #/<thead><tr><th scope="col">[^<]*</th>((?:<th scope="col" class="num">[^<]*</th>)*)</tr></thead>/#) else {
            return ["\(page): a chart's header row is not a label column and number columns"]
        }
        let columns = head.1.components(separatedBy: "<th ").count - 1
        var found: [String] = []
        let rows = table.matches(of: #/<tr><th scope="row">[^<]*</th>((?:<td class="num">[^<]*</td>)*)</tr>/#)
        if rows.isEmpty { found.append("\(page): a chart's table has no rows named by their first cell") }
        for row in rows where row.1.components(separatedBy: "<td ").count - 1 != columns {
            found.append("\(page): a row of \(row.1.components(separatedBy: "<td ").count - 1) cells under \(columns) number columns")
        }
        if table.components(separatedBy: "<tr>").count - 2 != rows.count { found.append("\(page): a row of a chart's table is written another way") }
        return found
    }

    /// The forms the tables had before they were said once are each refused: a table outside
    /// "show the numbers", rows named by a plain cell, a number header not marked as one.
    @Test(arguments: [
        "<figure class=\"chart\"><svg/><div class=\"table-wrap\"><table class=\"data\"><thead><tr><th scope=\"col\">Month</th><th scope=\"col\" class=\"num\">Sets</th></tr></thead><tbody><tr><th scope=\"row\">Nov</th><td class=\"num\">30</td></tr>\n</tbody></table></div></figure>",
        "<figure class=\"chart\"><svg/><details class=\"chart-data\"><summary>s</summary><table class=\"data\"><thead><tr><th scope=\"col\">Week</th><th scope=\"col\" class=\"num\">Top set</th></tr></thead><tbody><tr><td>2026-W47</td><td class=\"num\">60 kg</td></tr>\n</tbody></table></details></figure>",
        "<figure class=\"chart\"><svg/><details class=\"chart-data\"><summary>s</summary><table class=\"data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Measured</th></tr></thead><tbody><tr><th scope=\"row\">Mon</th><td class=\"num\">82 kg</td></tr>\n</tbody></table></details></figure>",
        "<figure class=\"chart\"><svg/><details class=\"chart-data\"><summary>s</summary><table class=\"data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\" class=\"num\">Measured</th></tr></thead><tbody><tr><th scope=\"row\">Mon</th><td class=\"num\">82 kg</td><td class=\"num\">1</td></tr>\n</tbody></table></details></figure>",
    ])
    func aTableWrittenAnotherWayIsFound(figure: String) {
        #expect(!Self.tableProblems(figure[...], page: "p").isEmpty)
        let good = "<figure class=\"chart\"><svg/><details class=\"chart-data\"><summary>s</summary><table class=\"data\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\" class=\"num\">Measured</th></tr></thead><tbody><tr><th scope=\"row\">Mon</th><td class=\"num\">82 kg</td></tr>\n</tbody></table></details></figure>"
        #expect(Self.tableProblems(good[...], page: "p") == [])
    }

    /// Every chart that shows its numbers shows them the one way: the exercise charts, the year's
    /// months, the home page's and body-weight page's charts (the reports' figures sit beside their
    /// section's own table, outside the figure).
    @Test func everyChartsNumbersAreOneKindOfTable() throws {
        let (files, _) = try SiteFixture.render(SiteFixture.goldenSite)
        var problems: [String] = []
        var pages: Set<String> = []
        var tables = 0
        for file in files where file.path.hasSuffix(".html") {
            var rest = file.contents[...]
            while let start = rest.range(of: "<figure class=\"chart\">"), let end = rest.range(of: "</figure>", range: start.upperBound..<rest.endIndex) {
                let figure = rest[start.lowerBound..<end.upperBound]
                rest = rest[end.upperBound...]
                guard figure.contains("<table") else { continue }
                tables += 1
                pages.insert(file.path.components(separatedBy: "/").first ?? "")
                problems += Self.tableProblems(figure, page: file.path)
            }
        }
        #expect(problems == [])
        #expect(tables == 25)
        #expect(pages == ["exercises", "year", "index.html", "bodyweight"])
    }

    /// The frame written out, titles and descriptions escaped, for a line chart and a bar chart.
    @Test(arguments: [false, true])
    func aChartOpensWithItsTitleAndDescription(bars: Bool) {
        let points = [ChartPoint(label: "2026-W46", value: 60), ChartPoint(label: "2026-W47", value: 62.5)]
        let svg = bars ? SVGChart.bars(id: "c", title: "Bench & press", description: "<a> \"b\"", points: points, unit: "kg", numbers: StringTables.english.locale)
            : SVGChart.line(id: "c", title: "Bench & press", description: "<a> \"b\"", points: points, unit: "kg", numbers: StringTables.english.locale)
        #expect(svg.hasPrefix("<svg class=\"chart-svg\" viewBox=\"0 0 640 240\" role=\"img\" aria-labelledby=\"c-title c-desc\">"
            + "<title id=\"c-title\">Bench &amp; press</title><desc id=\"c-desc\">&lt;a&gt; &quot;b&quot;</desc><g class=\"chart-grid\">"))
        #expect(svg.hasSuffix("</svg>"))
        #expect(svg.components(separatedBy: "<svg").count == 2)
        #expect(svg.components(separatedBy: "</svg>").count == 2)
    }

    /// An axis label is text a reader sees: a tick of 2.5 reads `2,5` on a German page, while
    /// the coordinates keep their point (10 as the highest value gives ticks 0, 2.5, 5, 7.5, 10).
    @Test(arguments: [false, true])
    func axisLabelsUseTheLanguagesDecimals(bars: Bool) {
        var diagnostics: [Diagnostic] = []
        var config = SiteConfig()
        config.language = "de"
        let german = StringTables.load(config: config, files: MemorySiteFiles([:]), into: &diagnostics).locale
        let points = [ChartPoint(label: "KW 46", value: 6.33), ChartPoint(label: "KW 47", value: 10)]
        let svg = bars ? SVGChart.bars(id: "c", title: "t", description: "d", points: points, unit: "kg", numbers: german)
            : SVGChart.line(id: "c", title: "t", description: "d", points: points, unit: "kg", numbers: german)
        let labels = svg.components(separatedBy: "text-anchor=\"end\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(labels.prefix(5) == ["0", "2,5", "5", "7,5", "10"])
        // 6.33 of 10 on the 200-unit plot above y = 212: 85.4, with its point, and no other comma.
        #expect(svg.contains("\"85.4\""), "a coordinate keeps its point")
        #expect(svg.filter { $0 == "," }.count == 2)
    }

    /// The heat map's days carry their own titles: its frame has a title and no description.
    /// 53 weeks of 12-unit cells and 2-unit gaps after a 28-unit margin: 770 wide; 7 days below
    /// a 16-unit margin: 114 high.
    @Test func theHeatMapHasATitleAndNoDescription() {
        let day = AnalyticsFixtures.day("2026-11-20")
        let svg = Heatmap.svg(today: day, weekStart: .monday, volume: [day: 100], sessions: [day: 1], format: .english)
        #expect(svg.hasPrefix("<svg class=\"heatmap-svg\" viewBox=\"0 0 770 114\" role=\"img\" aria-labelledby=\"heatmap-title\">"
            + "<title id=\"heatmap-title\">"))
        #expect(!svg.contains("<desc"))
        #expect(svg.hasSuffix("</rect></svg>"))
    }
}
