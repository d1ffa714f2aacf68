#if LIFTBOOK_FUZZ
/// The fuzz driver's own hand-written inputs, one or two per format: small, valid files that
/// reach each parser's main paths (the mutations do the rest). Kept apart from the test fixtures
/// so that the driver builds from `Sources/` alone.
enum FuzzFixtures {
    /// YAML sessions: a substitution, a hold with weight, a carry, a private flag.
    static let yamlSessions = [
        #"""
        date: 2024-11-20
        start: "07:15:30"
        title: "Odd \"one\""
        private: true
        notes: "- looks like a list\n# and a heading"
        exercises:
          - exercise: barbell-deadlift
            insteadOf: barbell-back-squat
            sets: [{weight: 225, unit: lb, reps: 5}, {kind: failure, weight: 102.06, reps: 1}]
          - exercise: plank
            sets: [{weight: 20, duration: 45}, "60s"]
          - exercise: Farmer Walk Custom
            sets: [{weight: 32, distance: 40, distanceUnit: m}]

        """#,
        #"""
        date: 2024-11-22
        exercises:
          - exercise: overhead-press
            notes: "1. brace\n2. press"
            sets: [{weight: 50, reps: 5}]

        """#,
    ]

    /// Exports of other apps: Strong in English and German, Hevy, FitNotes, Liftosaur.
    static let exports = [
        #"""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",W,60,5,0,0,,"Slept 8h\nready",
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",1,100,5,0,0,"Belt on",,8
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,180,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Pull Up",1,,8,0,0,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Pull Up",Note,,,,,"Grip gave out",,
        2024-09-09 18:30:00,"Evening B",38min,"Plank",1,0,0,0,60,,,
        2024-09-09 18:30:00,"Evening B",38min,"Running",1,0,0,5.2,1800,,,

        """#,
        """
        Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Squat (Barbell),W,60,5,0,0,,,
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Squat (Barbell),Ruhezeit,0,0,0,120,,,
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Bench Press (Barbell),1,80,8,0,0,,,8.5

        """,
        """
        Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Bench Press, Barbell",1,5,5,0,,,0,40,kg,40,kg,0,1778262700000,Chest,Triceps,
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Squat, Barbell",0,3,3,0,8,8,1,225,lb,225,lb,0,1778263100000,Quadriceps,Glutes,

        """,
    ]

    /// A Hevy export in kilograms.
    static let hevy = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Lat Pulldown (Cable)","0","Slow eccentric","0","normal","60","12","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Pull Up","","","0","warmup","","5","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Plank","","","0","normal","","","","60",""
        "Legs","13 Sep 2024, 14:11","13 Sep 2024, 15:16","","Squat (Barbell)","","","1","dropset","90","8","","","8"
        "Legs","13 Sep 2024, 14:11","13 Sep 2024, 15:16","","Running","","","0","normal","","","2.5","900",""

        """#

    /// A FitNotes export in kilograms.
    static let fitNotes = """
        Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
        2024-05-06,Flat Barbell Bench Press,Chest,80.0,5,,,,"Paused reps"
        2024-05-06,Pull Up,Back,0.0,10,,,,
        2024-05-06,Running,Cardio,,,5.0,km,0:32:06,

        """

    /// FitNotes 2: two workouts a day, a set not done, a failure set, a decimal comma.
    static let fitNotes2 = """
        Name,StartTime,EndTime,BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,IsWarmup,RPE,RIR,Categories,Note
        Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,10,40,,,Completed,true,,,Chest,
        Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,3,"82,5",,,Failed,false,10,,Chest,Paused
        Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,5,"82,5",,,NotStarted,false,,,Chest,
        Legs,2025-01-14 17:00:00,,,Squat,Barbell,5,100,,,Completed,false,,2,Legs,

        """

    /// Apple Health's export.xml, abridged: body mass in kg and lb, a strength workout with its energy.
    static let appleHealth = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ATTLIST Record type CDATA #REQUIRED>
        ]>
        <HealthData locale="en_US">
         <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2025-01-14 07:12:00 +0100" value="81.2"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" unit="lb" startDate="2025-01-16 07:30:00 +0100" value="178.5"><MetadataEntry key="k" value="&amp;"/></Record>
         <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" startDate="2025-01-14 18:02:00 +0100" endDate="2025-01-14 18:54:30 +0100">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" sum="312.4" unit="kcal"/>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeFunctionalStrengthTraining" totalEnergyBurned="1046" totalEnergyBurnedUnit="kJ" startDate="2025-01-17 17:30:00 +0100" endDate="2025-01-17 18:10:00 +0100"/>
        </HealthData>

        """

    /// A JSON Feed with one post sharing a routine day, as `build` writes it.
    static let feed = #"""
        {"version": "https://jsonfeed.org/version/1.1", "title": "Sam's log", "home_page_url": "https://sam.example.org/",
         "authors": [{"name": "Sam"}],
         "items": [{"id": "https://sam.example.org/posts/upper-day/", "url": "https://sam.example.org/posts/upper-day/",
           "title": "Upper day", "summary": "Bench heavy", "date_published": "2026-11-21T00:00:00Z",
           "attachments": [{"url": "https://sam.example.org/posts/upper-day.yaml", "mime_type": "application/yaml"}],
           "_liftbook": {"version": 1, "about": "https://sam.example.org/", "routine": "Upper lower",
             "file": "https://sam.example.org/posts/upper-day.yaml",
             "days": [{"weekday": "monday", "title": "Upper", "exercises": [
               {"id": "barbell-bench-press", "name": "Bench", "progression": "linear", "rest": 180, "superset": "A", "notes": "paused",
                "sets": [{"sets": 3, "reps": {"low": 8, "high": 12}, "kg": 80, "load": {"value": 80, "unit": "kg"}, "rpe": 8}]},
               {"id": "running", "name": "Run", "sets": [{"sets": 1, "seconds": 1800, "metres": 5000}]}]}]}}]}
        """#

    /// Posts: one sharing a routine day, one the whole week.
    static let posts = [
        """
        ---
        title: "Upper day, my way"
        date: 2026-11-21
        day: monday
        ---
        Bench **heavy**, then the *row and pull-up* superset.

        <script>alert("x")</script>

        """,
        """
        ---
        title: The whole week
        date: 2026-11-20
        day: week
        summary: Three days a week & nothing fancy
        ---
        Three days, full body.

        """,
    ]
}
#endif
