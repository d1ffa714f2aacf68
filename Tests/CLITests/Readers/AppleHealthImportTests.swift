@testable import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Apple Health export.xml")
struct AppleHealthImportTests {
    let path = "imports/export.xml"

    func load(_ files: [String: String]) -> SiteLoader.Result {
        ImportSite.load(files.merging(["liftbook.yaml": "timezone: Europe/Berlin\n"]) { first, _ in first })
    }

    @Test func bodyMassAndStrengthWorkouts() throws {
        let result = load([path: NewReaderFixtures.appleHealth])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        #expect(result.data.bodyWeights.map { "\($0.date) \($0.weight.value) \($0.weight.unit.rawValue)" } == ["2025-01-14 81.2 kg", "2025-01-16 178.5 lb"])
        // +0100 is Berlin's offset in January: the times stay as written. The run is not read.
        let sessions = result.data.sessions
        #expect(sessions.map { "\($0.date) \($0.start?.description ?? "")–\($0.end?.description ?? "") \($0.title) / \($0.notes)" } == [
            "2025-01-14 18:02–18:54:30 Strength training / Apple Health: 312 kcal",
            "2025-01-17 17:30–18:10 Functional strength training / Apple Health: 250 kcal",
        ])
        #expect(sessions.allSatisfy { $0.exercises.isEmpty })
    }

    @Test func aWorkoutAnotherSourceHasIsNotCountedTwice() {
        let handWritten = "---\ndate: 2025-01-14\nstart: \"18:00\"\n---\n\n## Barbell Back Squat\n\n- 100 x 5\n"
        let result = load([path: NewReaderFixtures.appleHealth, "sessions/2025-01-14.md": handWritten])
        // The hand-written 18:00 workout covers the Watch's 18:02; the 17th has only the Watch's.
        #expect(result.data.sessions.map { "\($0.date) \($0.location.path)" } == ["2025-01-14 sessions/2025-01-14.md", "2025-01-17 \(path)"])
    }

    @Test(arguments: [1, 7, 64, 4096])
    func chunkBoundariesDoNotMatter(size: Int) {
        let bytes = Array(NewReaderFixtures.appleHealth.utf8)
        var reader = AppleHealthReader(path: path, clock: ExportClock(timezone: "UTC"))
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            bytes[start..<end].withUnsafeBytes { reader.feed($0) }
            start = end
        }
        #expect(reader.finish() == [])
        #expect(reader.bodyWeights.map(\.location.line) == [10, 11])
        #expect(reader.workouts.map(\.location.line) == [14, 19])
    }

    @Test(arguments: [
        (#"<a b="1" c='x &amp; y'/>"#, ["b": "1", "c": "x & y"]), (#"<a b = "&lt;&#65;&#x42;&gt;">"#, ["b": "<AB>"]),
        (#"<a b="unterminated>"#, [:]), (#"<a =""/>"#, [:]), ("<a>", [:]),
    ])
    func attributes(tag: String, expected: [String: String]) {
        let bytes = Array(tag.utf8)
        #expect(bytes.withUnsafeBytes { XMLTagScanner.attributes($0, from: 2) } == expected)
    }

    @Test func brokenRecordsAreErrorsAtTheirTag() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2025-01-14 07:12:00 +0100" value="8l.2"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" unit="st" startDate="2025-01-15 07:12:00 +0100" value="12.8"/>
                <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" startDate="yesterday"/>
            </HealthData>

            """
        #expect(ImportSite.diagnostics(about: path, in: load([path: xml])) == [
            .error("a body-mass record's value should be a number, found '8l.2'; the row is not imported", at: SourceLocation(path: path, line: 3, column: 2),
                   hint: "the export may be damaged; export it from the Health app again"),
            .error("a body-mass record's unit should be kg, lb or g, found 'st'; the row is not imported", at: SourceLocation(path: path, line: 4, column: 2),
                   hint: "set the Health app's weight unit to kilograms or pounds and export again"),
            .error("'startDate' should be a date and time such as 2025-01-14 07:12:00 +0100, found 'yesterday'; the row is not imported",
                   at: SourceLocation(path: path, line: 5, column: 5), hint: "the export may be damaged; export it from the Health app again"),
        ])
    }

    @Test func anotherXMLFileIsRefused() {
        let found = ImportSite.diagnostics(about: "imports/feed.xml", in: load(["imports/feed.xml": "<rss><channel/></rss>\n"]))
        #expect(found == [
            .error("this XML file is not an Apple Health export (its first element is <rss>)", at: SourceLocation(path: "imports/feed.xml"),
                   hint: "imports/ reads Apple Health's export.xml (Health app → profile → Export All Health Data, then unzip); move other XML files out of imports/"),
        ])
    }

    @Test func aloneInAFreshSiteChecksAndBuilds() throws {
        let site = try FreshImportSite(["imports/export.xml": NewReaderFixtures.appleHealth])
        defer { site.remove() }
        #expect(site.check.status == 0, Comment(rawValue: site.check.stderr))
        #expect(site.build.status == 0, Comment(rawValue: site.build.stderr))
        #expect(site.problems.filter { $0.contains("export.xml") } == [], Comment(rawValue: site.check.stderr))
        #expect(site.check.stderr.contains("checked 2 sessions, 0 sets"), Comment(rawValue: site.check.stderr))
        // 178.5 lb = 80.966 kg.
        #expect(try site.bodyWeights().map(\.kg) == [81.2, 80.966])
    }
}

@Suite("XML tag scanner")
struct XMLTagScannerTests {
    @Test(arguments: [("HKQuantityTypeIdentifierBodyMass", true), ("BodyMassIndex", false), ("", true), ("type=\"HKQuantity", true)])
    func filterSearch(needle: String, found: Bool) {
        let tag = Array(#"<Record type="HKQuantityTypeIdentifierBodyMass" value="1"/>"#.utf8)
        #expect(tag.withUnsafeBytes { XMLTagScanner.contains(Array(needle.utf8), in: $0) } == found)
    }

    @Test func recordsOfOtherTypesAreNotReported() {
        var scanner = XMLTagScanner(names: ["Record"], requiring: ["Record": "\"B\""])
        let text = Array("<Root><Record type=\"A\"/><Record type=\"B\" v='1'></Record></Root>".utf8)
        var found: [XMLTag] = []
        text.withUnsafeBytes { scanner.scan($0) { found.append($0) } }
        // The closing tag is reported (it has no attributes to filter on); the type A record is not.
        #expect(found.map { "\($0.isClosing ? "/" : "")\($0.name) \($0.attributes["v"] ?? "-") \($0.column)" } == ["Record 1 25", "/Record - 48"])
        #expect(scanner.rootName == "Root")
    }
}
