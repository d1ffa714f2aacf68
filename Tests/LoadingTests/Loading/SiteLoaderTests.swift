import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

struct SiteLoaderTests {
    @Test func specExamplesLoadWithoutADiagnostic() throws {
        var files = SpecExamples.site
        files["imports/strong.csv"] = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2026-11-18 18:00:00,Lower,45m,Squat (Barbell),1,225,5,0,0,,,\n"
        let result = loadSite(files)
        #expect(result.diagnostics == [])
        let data = result.data
        #expect(data.config.title == "Sam's training log")
        #expect(data.config.baseURL == "https://sam.example.org/log/")
        #expect(data.config.timezone == "Europe/Berlin")
        #expect(data.config.imports == [ImportSetting(file: "imports/strong.csv", unit: .lb, location: SourceLocation(path: "liftbook.yaml", line: 12, column: 5))])
        #expect(data.exercises["landmine-press"]?.increment == Weight(2.5, .kg))
        #expect(data.exercises["landmine-press"]?.secondaryMuscles == ["triceps", "chest"])
    }

    @Test func specRoutineReadsEveryField() throws {
        let routine = try #require(loadSite(SpecExamples.site).data.routine)
        #expect(routine.name == "Upper/Lower")
        #expect(routine.trainingDaysPerWeek == 2)
        let monday = routine.day(.monday)
        #expect(monday.title == "Upper A")
        #expect(monday.exercises.map(\.exercise) == ["barbell-bench-press", "barbell-row"])
        #expect(monday.exercises[0].setGroups == [SetGroup(sets: 3, reps: RepTarget(5), weight: Weight(80, .kg))])
        #expect(monday.exercises[0].rest == 180)
        #expect(monday.exercises[0].progression == .linear)
        #expect(monday.exercises[1].setGroups == [SetGroup(sets: 3, reps: RepTarget(low: 8, high: 12), weight: Weight(60, .kg))])
        #expect(monday.exercises[1].superset == "A")
        #expect(monday.exercises[1].progression == .double)
        #expect(routine.day(.tuesday).isRest)
        let wednesday = routine.day(.wednesday)
        #expect(wednesday.exercises[0].setGroups == [SetGroup(sets: 3, reps: RepTarget(5), rpe: 8)])
        #expect(wednesday.exercises[0].progression == .rpe)
        #expect(wednesday.exercises[1].setGroups == [SetGroup(sets: 1, duration: 1200)])
    }

    @Test func specSessionReadsEverySet() throws {
        let session = try #require(loadSite(SpecExamples.site).data.sessions.first)
        #expect(session.date == day("2026-11-16"))
        #expect(session.start?.description == "18:05")
        #expect(session.durationSeconds == 65 * 60)
        #expect(session.routineDay == .monday)
        #expect(session.title == "Upper A")
        #expect(session.bodyweight == Weight(82.4, .kg))
        #expect(session.notes == "Slept well, bar speed good.")
        #expect(session.id == "2026-11-16-1805")
        #expect(session.exercises.map(\.exerciseID) == ["barbell-bench-press", "barbell-row", "pull-up"])
        #expect(session.exercises.map(\.superset) == [nil, "A", "A"])
        let bench = session.exercises[0]
        #expect(bench.sets.count == 4)
        #expect(bench.sets[0].kind == .warmup)
        #expect(bench.workingSets.count == 3)
        #expect(bench.workingSets.allSatisfy { $0.rpe == 8 && $0.reps == 5 && $0.kilograms == 80 })
        #expect(session.exercises[1].sets.map(\.reps) == [12, 12, 11])
        #expect(session.exercises[2].sets.map(\.load) == [.bodyweight(added: nil), .bodyweight(added: Weight(10, .kg))])
        #expect(session.exercises[2].location == SourceLocation(path: "sessions/2026-11-16-upper-a.md", line: 18, column: 1))
    }

    @Test func exerciseNamesResolveThroughAliasesAndNormalisation() {
        let session = """
            ---
            date: 2026-11-10
            ---
            ## Bench Press (Barbell)
            - 100 x 5
            ## squat (barbell)
            - 100 x 5
            ## LAT PULLDOWN (CABLE)
            - 50 x 10
            ## Barbell Bench Press - Medium Grip
            - 100 x 5
            ## running
            - 30:00 5km
            """
        let result = loadSite(["sessions/a.md": session])
        #expect(result.diagnostics == [])
        #expect(result.data.sessions.first?.exercises.map(\.exerciseID) == [
            "barbell-bench-press", "barbell-back-squat", "lat-pulldown", "barbell-bench-press", "running",
        ])
        #expect(result.data.sessions.first?.exercises.map(\.name).first == "Bench Press (Barbell)")
    }

    @Test func unknownExercisesAreKeptWithADidYouMean() throws {
        let result = loadSite(["sessions/2026-11-10.md": "## Barbel Bench Pres\n- 100 x 5\n"])
        let exercise = try #require(result.data.sessions.first?.exercises.first)
        #expect(exercise.isKnown == false)
        #expect(exercise.exerciseID == "barbel-bench-pres")
        #expect(exercise.sets.count == 1)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.hint?.hasPrefix("did you mean 'Barbell Bench Press' (barbell-bench-press)?") == true)
        #expect(result.unmappedNames["Barbel Bench Pres"] == SourceLocation(path: "sessions/2026-11-10.md", line: 1, column: 1))
    }

    @Test func structuredSessionsMatchMarkdownOnes() throws {
        let yaml = """
            date: 2026-11-16
            start: "18:05"
            end: "19:10"
            routine: monday
            title: Upper A
            bodyweight: 82.4
            notes: Slept well, bar speed good.
            exercises:
              - exercise: barbell-bench-press
                name: Barbell Bench Press
                sets: ["60 x 5 warmup", {weight: 80, reps: 5, rpe: 8}, {weight: 80, reps: 5, rpe: 8}, "80 x 5 @8"]
              - exercise: Barbell Row
                superset: a
                sets: ["60 x 12,12,11"]
              - exercise: pull-up
                name: Pull-up
                superset: A
                sets: ["bw x 8", {bodyweight: true, weight: 10, reps: 5}]
            """
        let fromYAML = try #require(loadSite(["sessions/s.yaml": yaml]).data.sessions.first)
        let fromMarkdown = try #require(loadSite(SpecExamples.site).data.sessions.first)
        #expect(fromYAML.exercises.map(\.sets) == fromMarkdown.exercises.map(\.sets))
        #expect(fromYAML.exercises.map(\.exerciseID) == fromMarkdown.exercises.map(\.exerciseID))
        #expect(fromYAML.exercises.map(\.superset) == fromMarkdown.exercises.map(\.superset))
        #expect(fromYAML.notes == fromMarkdown.notes)
        #expect(fromYAML.bodyweight == fromMarkdown.bodyweight)
    }

    @Test func jsonSessionsLoadToo() throws {
        let json = #"{"date": "2026-11-12", "title": "Run", "exercises": [{"exercise": "running", "sets": ["30:00 5.2km"]}]}"#
        let result = loadSite(["sessions/run.json": json])
        #expect(result.diagnostics == [])
        let set = try #require(result.data.sessions.first?.exercises.first?.sets.first)
        #expect(set.duration == 1800)
        #expect(set.distance == Distance(5.2, .km))
    }

    @Test func twoWorkoutsOnOneDayStayTwo() {
        let result = loadSite([
            "sessions/2026-11-10-am.md": "---\nstart: \"07:00\"\n---\n## Running\n- 20min 4km\n",
            "sessions/2026-11-10-pm.md": "---\nstart: \"18:00\"\n---\n## Barbell Row\n- 60 x 10\n",
        ])
        #expect(result.data.sessions.map(\.id) == ["2026-11-10-0700", "2026-11-10-1800"])
    }

    @Test func sessionsInTheFutureAreBuiltAndWarnedAbout() {
        let result = loadSite(["sessions/2026-12-24.md": "## Barbell Row\n- 60 x 10\n"])
        #expect(result.data.sessions.count == 1)
        #expect(result.diagnostics.map(\.message) == ["1 workout dated after today, 2026-11-22 (line 1); built and counted anyway"])
    }

    @Test func userFilesOverrideBuiltInExercises() {
        let result = loadSite(["exercises/mine.yaml": "exercises:\n  - id: barbell-row\n    increment: 5\n    aliases: [Rows]\n"])
        #expect(result.diagnostics.errors == [])
        let row = result.data.exercises["barbell-row"]
        #expect(row?.name == "Barbell Row")
        #expect(row?.increment == Weight(5, .kg))
        #expect(row?.aliases.contains("Rows") == true)
    }

    @Test func libraryJSONInBothPublicFormatsIsRead() {
        let freeExerciseDB = """
            [{"id": "Anderson_Pin_Squat", "name": "Anderson Pin Squat", "force": "push", "level": "expert", "mechanic": "compound",
              "equipment": "barbell", "primaryMuscles": ["quadriceps"], "secondaryMuscles": ["glutes"],
              "instructions": ["Hold the bar in the crooks of your elbows.", "Squat."], "category": "strength", "images": ["Zercher_Squat/0.jpg"]}]
            """
        let exerciseDB = """
            [{"bodyPart": "waist", "equipment": "body weight", "gifUrl": "https://example.org/0001.gif", "id": "0001",
              "name": "3/4 sit-up", "target": "abs", "secondaryMuscles": "[\\"hip flexors\\"]", "instructions": ["Lie down.", "Sit up."]},
             {"name": "no id crunch twist", "bodyPart": "waist", "target": "abs"}]
            """
        let result = loadSite(["exercises/free.json": freeExerciseDB, "exercises/db.json": exerciseDB])
        #expect(result.diagnostics.errors == [])
        let zercher = result.data.exercises["anderson-pin-squat"]
        #expect(zercher?.category == .legs)
        #expect(zercher?.image == nil)
        #expect(zercher?.instructions.count == 2)
        let situp = result.data.exercises["3-4-sit-up"]
        #expect(situp?.category == .core)
        #expect(situp?.type == .bodyweight)
        #expect(situp?.primaryMuscles == ["abdominals"])
        #expect(situp?.secondaryMuscles == ["quadriceps"])
        #expect(situp?.image == "https://example.org/0001.gif")
        #expect(result.data.exercises["no-id-crunch-twist"] != nil)
    }
}
