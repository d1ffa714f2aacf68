import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookFixtures
import Testing

@Suite("Export and load back")
struct ExportRoundTripTests {
    /// Every fixture of every layout, plus hand-written sessions, in one site.
    static let site = RoundTripSite.files

    func roundTrip(_ format: SessionExporter.Format) throws -> (SiteLoader.Result, SessionExporter.Export, SiteLoader.Result) {
        let original = ImportSite.load(Self.site)
        try #require(!original.diagnostics.hasErrors)
        let export = SessionExporter.export(original.data.sessions, library: original.library, format: format)
        var files = ["exercises/library.yaml": ImportSite.library]
        for file in export.files { files["sessions/" + file.path] = file.contents }
        return (original, export, ImportSite.load(files))
    }

    func expectSameSessions(_ a: [Session], _ b: [Session]) {
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.id == y.id)
            #expect(SessionComparison.sameContent(x, y), "\(x.location) came back different from \(y.location)")
        }
        #expect(Figures.sets(a) == Figures.sets(b))
    }

    @Test func yamlKeepsEverySessionAndSet() throws {
        let (original, export, reloaded) = try roundTrip(.yaml)
        #expect(export.diagnostics.isEmpty)
        #expect(export.files.count == original.data.sessions.count && original.data.sessions.count == 18)
        #expect(reloaded.diagnostics.errors.isEmpty)
        expectSameSessions(original.data.sessions, reloaded.data.sessions)
        #expect(Figures.workingSets(reloaded.data.sessions) == Figures.workingSets(original.data.sessions))
        #expect(Figures.volume(reloaded.data.sessions) == Figures.volume(original.data.sessions))
    }

    @Test func markdownKeepsEverySessionAndSetAndFallsBackToYAMLOnlyWhenItMust() throws {
        let (original, export, reloaded) = try roundTrip(.markdown)
        #expect(export.diagnostics.map(\.location) == [SourceLocation(path: "sessions/2024-11-22.yaml", line: 1, column: 1)])
        #expect(export.files.filter { $0.path.hasSuffix(".yaml") }.map(\.path) == ["2024-11-22-1.yaml"])
        #expect(reloaded.diagnostics.errors.isEmpty)
        expectSameSessions(original.data.sessions, reloaded.data.sessions)
    }

    @Test func filesAreNamedByStartAndReadLikeHandWrittenOnes() throws {
        let (_, export, _) = try roundTrip(.markdown)
        let names = export.files.map(\.path)
        #expect(names.contains("2024-05-06-1.md") && names.contains("2024-09-09-070211-morning-a.md"))
        let pull = try #require(export.files.first { $0.path == "2024-09-20-1800-pull.md" })
        #expect(pull.contents == """
            ---
            date: 2024-09-20
            start: "18:00"
            end: "19:02"
            title: "Pull"
            ---

            Back day
            felt good

            ## A1. Lat Pulldown (Cable)
            - 60kg x 12
            - 60kg x 10

            Slow eccentric

            ## A2. Bicep Curl (Dumbbell)
            - 14kg x 10
            - 14kg x 8 fail

            ## Pull Up
            - bw x 5 warmup
            - bw x 8 @9
            - bw+5kg x 6

            ## Plank
            - 60s

            """)
        let (_, yaml, _) = try roundTrip(.yaml)
        let legs = try #require(yaml.files.first { $0.path == "2024-09-13-1411-legs.yaml" })
        #expect(legs.contents == """
            schema: 1
            date: 2024-09-13
            start: "14:11"
            end: "15:16"
            title: "Legs"
            exercises:
              - exercise: barbell-back-squat
                name: "Squat (Barbell)"
                sets:
                  - {kind: warmup, weight: 60, unit: kg, reps: 5}
                  - {weight: 120, unit: kg, reps: 5, rpe: 8}
                  - {kind: drop, weight: 90, unit: kg, reps: 8}
              - exercise: running
                name: "Running"
                sets:
                  - {duration: 900, distance: 2.5, distanceUnit: km}

            """)
    }
}
