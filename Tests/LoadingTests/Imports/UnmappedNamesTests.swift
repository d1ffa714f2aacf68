import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Unmapped exercise names")
struct UnmappedNamesTests {
    static let hevy = """
        "title","start_time","exercise_title","set_index","set_type","weight_kg","reps"
        "A","1 Oct 2024, 10:00","Bench Press (Dumbell)","0","normal","30","10"
        "A","1 Oct 2024, 10:00","Bench Press Barbelll","0","normal","80","5"
        "A","1 Oct 2024, 10:00","ATG Squat","0","normal","100","5"
        "A","1 Oct 2024, 10:00","ATG Squat","1","normal","100","5"
        "A","1 Oct 2024, 10:00","Calf Wall","0","normal","20","10"
        "A","1 Oct 2024, 10:00","Zottman Spider Curl Variant","0","normal","10","12"
        """

    static let site = ["imports/hevy.csv": hevy, "imports/strong.csv": StrongFixtures.common,
                       "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n"]

    func load(aliases: String? = nil) -> SiteLoader.Result {
        var files = Self.site
        files["exercises/aliases.yaml"] = aliases
        return ImportSite.load(files)
    }

    @Test func unmappedNamesAreKeptAndListedInOneWarningPerFile() {
        let result = load()
        // 'Dumbell' is a spelling the name rules know: it maps without a warning.
        #expect(Figures.workingSets(result.data.sessions, "dumbbell-bench-press") == 1)
        #expect(result.unmappedNames == [
            "Bench Press Barbelll": SourceLocation(path: "imports/hevy.csv", line: 3, column: 25),
            "ATG Squat": SourceLocation(path: "imports/hevy.csv", line: 4, column: 25),
            "Calf Wall": SourceLocation(path: "imports/hevy.csv", line: 6, column: 25),
            "Zottman Spider Curl Variant": SourceLocation(path: "imports/hevy.csv", line: 7, column: 25),
        ])
        // One warning per file, most sets first, then by name; every warning has a hint.
        let hevy = ImportSite.diagnostics(about: "imports/hevy.csv", in: result)
        #expect(hevy.map(\.message) == ["4 exercise names match no library exercise: 'ATG Squat' (2 sets), 'Bench Press Barbelll' (1 set), 'Calf Wall' (1 set), 'Zottman Spider Curl Variant' (1 set); they are kept as exercises of their own"])
        #expect(hevy.first?.location == SourceLocation(path: "imports/hevy.csv", line: 3, column: 25))
        #expect(hevy.first?.hint?.hasPrefix("run 'liftbook check --unmapped'") == true)
        let ids = Set(result.data.sessions.flatMap(\.exercises).filter { !$0.isKnown }.map(\.exerciseID))
        #expect(ids == ["bench-press-barbelll", "atg-squat", "calf-wall", "zottman-spider-curl-variant"])
    }

    @Test func aLongListNamesTwelveAndCountsTheRest() {
        let names = (1...14).map { (name: "Mystery Lift \($0)", sets: $0 == 14 ? 5 : 1) }
        let text = UnmappedNamesWarningProbe.text(names)
        #expect(text.hasPrefix("14 exercise names match no library exercise: 'Mystery Lift 14' (5 sets), 'Mystery Lift 1' (1 set), "))
        // 1, 10, 11, 12, 13, 2, … 7 sort before 8 and 9, which are counted.
        #expect(text.hasSuffix("'Mystery Lift 7' (1 set), and 2 more; they are kept as exercises of their own"))
    }

    @Test func onlyCertainMatchesBecomeActiveAliases() {
        let snippet = AliasSnippet.text(for: load())
        let active = snippet.split(separator: "\n").filter { !$0.drop(while: { $0 == " " }).hasPrefix("#") }
        // The misspelling is certain; the look-alikes the issue lists are only suggested.
        #expect(active == ["  - id: barbell-bench-press", "    aliases: [\"Bench Press Barbelll\"]"])
        #expect(snippet.contains("  # 'ATG Squat': 2 sets, first at imports/hevy.csv:4:25: not certain; closest: barbell-back-squat (Barbell Back Squat), bodyweight-squat (Bodyweight Squat), band-squat (Band Squat)"))
        #expect(snippet.contains("  # - id: barbell-back-squat\n  #   aliases: [\"ATG Squat\"]"))
        #expect(snippet.contains("  # 'Calf Wall': 1 set, first at imports/hevy.csv:6:25: not certain; closest: wall-ball (Wall Ball), calf-raise (Standing Calf Raise), leg-press-calf-raise (Leg Press Calf Raise)\n  # - id: wall-ball\n"))
        // A name that shares its movement and a word with entries gets them as candidates, the curl first.
        #expect(snippet.contains("  # 'Zottman Spider Curl Variant': 2 sets, first at imports/hevy.csv:7:25: not certain; closest: zottman-curl (Zottman Curl), spider-curl (Spider Curl), waiter-curl (Waiter Curl)\n  # - id: zottman-curl\n"))
    }

    @Test func theListCanBeAppendedTwice() {
        let first = AliasSnippet.text(for: load())
        let once = load(aliases: first)
        #expect(once.diagnostics.errors.isEmpty)
        #expect(once.unmappedNames["Bench Press Barbelll"] == nil && once.unmappedNames["ATG Squat"] != nil)
        #expect(Figures.workingSets(once.data.sessions, "barbell-bench-press") == 3)
        // The same output appended again, and a later run's output for a new name of the same
        // exercise: the repeated entries add their aliases, nothing breaks.
        let later = AliasSnippet.text(for: ImportSite.load(["imports/strong.csv": "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-10-02 10:00:00,B,Barbel Bench Pres,1,80,5\n",
                                                    "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n"]))
        #expect(later.contains("  - id: barbell-bench-press\n    aliases: [\"Barbel Bench Pres\"]"))
        let thrice = first + first + later
        var files = Self.site
        files["exercises/aliases.yaml"] = thrice
        files["imports/later.csv"] = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-10-02 10:00:00,B,Barbel Bench Pres,1,80,5\n"
        files["liftbook.yaml"] = "imports: [{file: imports/strong.csv, unit: kg}, {file: imports/later.csv, unit: kg}]\n"
        let result = ImportSite.load(files)
        #expect(result.diagnostics.errors.isEmpty)
        let aliases = result.library[ExerciseID("barbell-bench-press")]?.aliases ?? []
        #expect(aliases.filter { $0 == "Bench Press Barbelll" || $0 == "Barbel Bench Pres" }.count == 2)
        #expect(Figures.workingSets(result.data.sessions, "barbell-bench-press") == 4)
    }

    @Test func theListCanFollowAnExercisesList() {
        let header = "schema: 1\nexercises:\n  - id: my-carry\n    name: My Carry\n    category: full-body\n"
        let result = load(aliases: header + AliasSnippet.text(for: load()))
        #expect(result.diagnostics.errors.isEmpty)
        #expect(result.library[ExerciseID("my-carry")] != nil)
        #expect(result.unmappedNames["Bench Press Barbelll"] == nil)
    }

    @Test func anEntryRepeatedWithOtherValuesIsStillAnError() {
        let yaml = "- {id: my-lift, name: A, category: legs}\n- {id: my-lift, name: B, category: legs}\n"
        let result = load(aliases: yaml)
        #expect(result.diagnostics.errors.map(\.message) == ["duplicate exercise id 'my-lift'"])
    }
}

/// The grouped warning's text, reached through an import of many unknown names.
enum UnmappedNamesWarningProbe {
    static func text(_ names: [(name: String, sets: Int)]) -> String {
        var csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n"
        for (name, sets) in names {
            for set in 1...sets { csv += "2024-10-02 10:00:00,B,\(name),\(set),10,5\n" }
        }
        let result = ImportSite.load(["imports/strong.csv": csv, "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n"])
        return ImportSite.diagnostics(about: "imports/strong.csv", in: result).first?.message ?? ""
    }
}
