/// Hand-written Strong exports, one per layout, each with the quirks real exports have.
package enum StrongFixtures {
    /// The most common layout: warm-ups, a drop set, a failure set, a rest-timer row, a note row,
    /// body-weight sets with an empty weight, a timed set, a distance, two workouts on one day,
    /// free-text durations, `\n` in notes and a name the library does not know.
    package static let common = #"""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",W,60,5,0,0,,"Slept 8h\nready",
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",1,100,5,0,0,"Belt on",,8
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,180,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",2,100,5,0,0,,,8.5
        2024-09-09 07:02:11,"Morning A",1h 5m,"Squat (Barbell)",D,80,8,0,0,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Pull Up",1,,8,0,0,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Pull Up",2,10,5,0,0,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Pull Up",F,,6,0,0,,,
        2024-09-09 07:02:11,"Morning A",1h 5m,"Pull Up",Note,,,,,"Grip gave out\nlast set",,
        2024-09-09 18:30:00,"Evening B",38min,"Bench Press (Barbell)",W,40,10,0,0,,,
        2024-09-09 18:30:00,"Evening B",38min,"Bench Press (Barbell)",1,80,5,0,0,,,
        2024-09-09 18:30:00,"Evening B",38min,"Bench Press (Barbell)",2,80,5,0,0,,,
        2024-09-09 18:30:00,"Evening B",38min,"Plank",1,0,0,0,60,,,
        2024-09-09 18:30:00,"Evening B",38min,"Running",1,0,0,5.2,1800,,,
        2024-09-16 07:00:00,"Morning A",55s,"Squat (Barbell)",1,102.5,5,0,0,,,
        2024-09-16 07:00:00,"Morning A",55s,"Zottman Spider Curl Variant",1,12.5,10,0,0,,,

        """#

    /// No notes columns, reps written `10.0`; a pound export of kilogram plates (44.09245243697551).
    package static let noNotes = #"""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
        2023-03-06 17:45:00,Upper,50m,Bench Press (Barbell),1,185.0,5.0,,,
        2023-03-06 17:45:00,Upper,50m,Bench Press (Barbell),2,185.0,5.0,,,
        2023-03-06 17:45:00,Upper,50m,Bench Press (Barbell),3,44.09245243697551,10.0,,,
        2023-03-06 17:45:00,Upper,50m,Running,1,,,3.1,1500.0,

        """#

    /// No duration column.
    package static let noDuration = #"""
        Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2022-01-03 06:15:00,Pull,Deadlift (Barbell),1,140,3,,,,"New belt",
        2022-01-03 06:15:00,Pull,Deadlift (Barbell),2,140,3,,,,"New belt",
        2022-01-03 06:15:00,Pull,Pull Up (Assisted),1,30,8,,,,"New belt",

        """#

    /// Semicolons, every cell quoted, `Workout #`, `Duration (sec)`, pounds and metres.
    package static let semicolonPounds = #"""
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (lbs)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "41";"2021-06-07 06:00:00";"Early";"3900";"Overhead Press (Barbell)";"1";"95";"8";"";"";"";"";"Quick one"
        "41";"2021-06-07 06:00:00";"Early";"3900";"Overhead Press (Barbell)";"2";"95";"8";"7";"";"";"";"Quick one"
        "42";"2021-06-07 19:00:00";"Late";"1200";"Running";"1";"";"";"";"400";"95";"";""
        "42";"2021-06-07 19:00:00";"Late";"1200";"Overhead Press (Barbell)";"W";"45";"10";"";"";"";"";""

        """#

    /// Semicolons with a unit on every row (`kg`/`lbs`, `km`/`mi.`) and a decimal comma.
    package static let perRowUnits = #"""
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes
        2025-02-03 17:00:00;Mixed;Bench Press (Barbell);1;62,5;kg;8;;;;;;
        2025-02-03 17:00:00;Mixed;Bicep Curl (Dumbbell);1;25;lbs;12;;;;;;
        2025-02-03 17:00:00;Mixed;Running;1;;;;;5;km;1500;;
        2025-02-03 17:00:00;Mixed;Running;2;;;;;3;mi.;1800;;

        """#

    /// The 2016 layout: `kg` and `km` columns, set order from 0.
    package static let layout2016 = #"""
        Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes
        2016-04-04 18:00:00,Legs,Squat (Barbell),0,100,5,0,0,
        2016-04-04 18:00:00,Legs,Squat (Barbell),1,100,5,0,0,
        2016-04-04 18:00:00,Legs,Running,0,0,0,2.5,900,"easy pace"

        """#
}
