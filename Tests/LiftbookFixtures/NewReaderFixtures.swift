/// Hand-written exports of the apps read since issue 30, from their described layouts, each with
/// its quirks. Nothing here is copied from anyone's log.
package enum NewReaderFixtures {
    /// FitNotes 2: one row per set, UTC start and end, two workouts on one day, a warm-up, a
    /// failure set, a set not done (`NotStarted`), decimal commas in quoted cells, equipment,
    /// a body-weight exercise with no weight, body weight on every row.
    package static let fitNotes2 = """
        Name,StartTime,EndTime,BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,IsWarmup,RPE,RIR,Categories,Note
        Morning Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,10,40,,,Completed,true,,,Chest,
        Morning Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,5,"82,5",,,Completed,false,8,,Chest,Paused
        Morning Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,3,"82,5",,,Failed,false,10,,Chest,Paused
        Morning Push,2025-01-14 06:30:00,2025-01-14 07:15:00,"81,5",Bench Press,Barbell,5,"82,5",,,NotStarted,false,,,Chest,
        Evening Legs,2025-01-14 17:00:00,2025-01-14 18:05:00,"81,5",Squat,Barbell,5,100,,,Completed,false,,2,Legs,
        Evening Legs,2025-01-14 17:00:00,2025-01-14 18:05:00,"81,5",Squat,Barbell,5,100,,,Completed,false,,,Legs,
        Evening Legs,2025-01-14 17:00:00,2025-01-14 18:05:00,"81,5",Pull Up,,8,,,,Completed,false,,,Back,

        """

    /// Simple Workout Log, in pounds (the file says no unit): `m/d/yy`, no workout name, the
    /// first set of each exercise with its comment field and later sets without it, a
    /// body-weight set written with weight 0.
    package static let simpleWorkoutLog = """
        Date,Exercise,Set,Weight,Reps,Comment
        3/14/25,Bench Press,1,135,10,Felt easy
        3/14/25,Bench Press,2,185,5
        3/14/25,Bench Press,3,185,5
        3/14/25,Squat,1,225,5,Belt on
        3/14/25,Squat,2,225,5
        3/17/25,Deadlift,1,315,5,
        3/17/25,Pull Up,1,0,8,Strict
        3/17/25,Pull Up,2,0,6

        """

    /// Another app's set log read through a column mapping with a status column: a warm-up, a
    /// done set, a failed set, a skipped set and a status word the file's entry defines.
    package static let mappedStatus = """
        Day,Lift,Load,Reps,State
        2025-02-03 18:00,Bench Press (Barbell),60,10,Warm-up
        2025-02-03 18:00,Bench Press (Barbell),100,5,Done
        2025-02-03 18:00,Bench Press (Barbell),100,3,Failed
        2025-02-03 18:00,Bench Press (Barbell),100,5,Skipped
        2025-02-03 18:00,Squat (Barbell),140,5,Erledigt

        """

    /// The mapping for ``mappedStatus`` (an `imports:` entry of `liftbook.yaml`).
    package static func mappedStatusEntry(_ path: String) -> String {
        """
        imports:
          - file: \(path)
            unit: kg
            columns: {date: Day, exercise: Lift, weight: Load, reps: Reps, status: State}
            status: {done: [Erledigt]}

        """
    }

    /// Another app's body-weight file, read through a mapping of date, weight and unit columns.
    package static let mappedBodyWeight = """
        Day,Mass,Unit
        2025-02-03,81.4,kg
        2025-02-04,180,lb

        """

    /// Withings' measurements in English: a weighing a row, fat and bone mass beside the weight.
    package static let withingsEnglish = """
        Date,Weight (kg),Fat mass (kg),Bone mass (kg),Muscle mass (kg),Hydration (kg),Comments
        2025-01-14 07:12:00,81.2,15.1,3.2,62.9,45.0,
        2025-01-15 07:05:00,80.9,15.0,3.2,62.7,44.8,After a run

        """

    /// Withings in German, decimals with a comma in quoted cells.
    package static let withingsGerman = """
        Datum,Gewicht (kg),Fettmasse (kg),Knochenmasse (kg),Muskelmasse (kg),Hydration (kg),Kommentare
        "2025-01-14 07:12:00","81,2","15,1","3,2","62,9","45,0",
        "2025-01-15 07:05:00","80,9","15,0","3,2","62,7","44,8",

        """

    /// Withings in French, pounds.
    package static let withingsFrench = """
        Date,Poids (lb),Masse grasse (lb),Masse osseuse (lb),Masse musculaire (lb),Hydratation (lb),Commentaires
        2025-01-14 07:12:00,179.0,33.3,7.1,138.7,99.2,

        """

    /// Withings in Spanish.
    package static let withingsSpanish = """
        Fecha,Peso (kg),Masa grasa (kg),Masa ósea (kg),Masa muscular (kg),Hidratación (kg),Comentarios
        2025-01-14 07:12:00,81.2,15.1,3.2,62.9,45.0,

        """

    /// Google Fit's daily metrics: a day without a weighing leaves the weight columns empty.
    package static let googleFit = """
        Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Average weight (kg),Max weight (kg),Min weight (kg),Step count
        2025-01-14,42,2301.5,3120.4,12,10,81.35,81.5,81.2,5120
        2025-01-15,30,2200.0,2500.0,,,,,,4300
        2025-01-16,55,2410.2,4210.9,20,15,80.8,80.8,80.8,7011

        """

    /// Apple Health's `export.xml`, abridged: a DTD, a step record (not read), two body-mass
    /// records (kg, and lb with a child element), a traditional strength workout with its energy
    /// as a child statistic, a run (not read) and a functional strength workout with its energy
    /// as attributes.
    package static let appleHealth = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
        <!ATTLIST Record type CDATA #REQUIRED>
        ]>
        <HealthData locale="en_DE">
         <ExportDate value="2025-01-20 09:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" unit="count" startDate="2025-01-14 07:10:00 +0100" endDate="2025-01-14 07:20:00 +0100" value="420"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale &amp; Co" unit="kg" startDate="2025-01-14 07:12:00 +0100" endDate="2025-01-14 07:12:00 +0100" value="81.2"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" unit="lb" startDate="2025-01-16 07:30:00 +0100" endDate="2025-01-16 07:30:00 +0100" value="178.5">
          <MetadataEntry key="HKWasUserEntered" value="1"/>
         </Record>
         <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" duration="52.5" durationUnit="min" sourceName="Watch" startDate="2025-01-14 18:02:00 +0100" endDate="2025-01-14 18:54:30 +0100">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2025-01-14 18:02:00 +0100" endDate="2025-01-14 18:54:30 +0100" sum="312.4" unit="kcal"/>
          <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" average="121" unit="count/min"/>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" startDate="2025-01-15 07:00:00 +0100" endDate="2025-01-15 07:30:00 +0100"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeFunctionalStrengthTraining" duration="40" durationUnit="min" totalEnergyBurned="250" totalEnergyBurnedUnit="kcal" startDate="2025-01-17 17:30:00 +0100" endDate="2025-01-17 18:10:00 +0100"/>
        </HealthData>

        """
}
