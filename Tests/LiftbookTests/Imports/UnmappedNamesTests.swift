import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Unmapped exercise names")
struct UnmappedNamesTests {
    static let hevy = """
        "title","start_time","exercise_title","set_index","set_type","weight_kg","reps"
        "A","1 Oct 2024, 10:00","Bench Press (Dumbell)","0","normal","30","10"
        "A","1 Oct 2024, 10:00","Bench Press (Dumbell)","1","normal","30","10"
        "A","1 Oct 2024, 10:00","Bench Press Barbel","0","normal","80","5"
        "A","1 Oct 2024, 10:00","Zottman Spider Curl Variant","0","normal","10","12"
        """

    func load() -> SiteLoader.Result {
        TS.load(["imports/hevy.csv": Self.hevy, "imports/strong.csv": StrongFixtures.common,
                 "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n"])
    }

    @Test func unmappedNamesAreKeptAndListedWhereFirstSeen() {
        let result = load()
        #expect(result.unmappedNames == [
            "Bench Press (Dumbell)": SourceLocation(path: "imports/hevy.csv", line: 2, column: 25),
            "Bench Press Barbel": SourceLocation(path: "imports/hevy.csv", line: 4, column: 25),
            "Zottman Spider Curl Variant": SourceLocation(path: "imports/hevy.csv", line: 5, column: 25),
        ])
        // One warning per distinct name and file, however many rows use it.
        #expect(result.diagnostics.warnings.count == 4)
        #expect(result.diagnostics.first?.message == "unknown exercise 'Bench Press (Dumbell)' (2 sets in this file); it is kept as a custom exercise")
        #expect(result.diagnostics.first?.hint == "did you mean 'Dumbbell Bench Press' (dumbbell-bench-press)? Otherwise add it to exercises/*.yaml or as an alias; 'liftbook check --unmapped' prints aliases for every such name")
        let ids = Set(result.data.sessions.flatMap(\.exercises).filter { !$0.isKnown }.map(\.exerciseID))
        #expect(ids == ["bench-press-dumbell", "bench-press-barbel", "zottman-spider-curl-variant"])
    }

    @Test func theAliasSnippetIsReadyToPaste() {
        let snippet = AliasSnippet.text(for: load())
        #expect(snippet == """
            # exercises/aliases.yaml: what the exercise names of your logs and exports mean.
            # Each entry adds names as aliases of the library exercise named by 'id' (the closest match).
            # Check each id against the matches listed, change it where it is wrong, then run 'liftbook check'.
            schema: 1
            exercises:
              # 'Bench Press (Dumbell)': 2 sets, first at imports/hevy.csv:2:25
              # closest: dumbbell-bench-press (Dumbbell Bench Press), barbell-bench-press (Barbell Bench Press), dumbbell-overhead-triceps-extension (Dumbbell Overhead Triceps Extension)
              - id: dumbbell-bench-press
                aliases: ["Bench Press (Dumbell)"]
              # 'Bench Press Barbel': 1 set, first at imports/hevy.csv:4:25
              # closest: barbell-bench-press (Barbell Bench Press), decline-barbell-bench-press (Decline Barbell Bench Press), incline-barbell-bench-press (Incline Barbell Bench Press)
              - id: barbell-bench-press
                aliases: ["Bench Press Barbel"]
              # 'Zottman Spider Curl Variant': 2 sets, first at imports/hevy.csv:5:25
              # no close match in the library: kept as an exercise of your own (set its category)
              - id: zottman-spider-curl-variant
                name: "Zottman Spider Curl Variant"
                category: full-body

            """)
        // Pasted into the site, every name maps.
        let pasted = TS.load(["imports/hevy.csv": Self.hevy, "imports/strong.csv": StrongFixtures.common,
                              "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n", "exercises/aliases.yaml": snippet])
        #expect(pasted.unmappedNames.isEmpty && pasted.diagnostics.isEmpty)
        #expect(Figures.workingSets(pasted.data.sessions, "barbell-bench-press") == 3)
        #expect(Figures.workingSets(pasted.data.sessions, "dumbbell-bench-press") == 2)
    }
}
