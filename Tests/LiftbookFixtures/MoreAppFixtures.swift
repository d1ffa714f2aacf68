/// Hand-written exports of Liftosaur, Fitbod, StrongLifts and Jefit, from their documented
/// layouts, each with its quirks.
package enum MoreAppFixtures {
    /// Liftosaur: one row per planned set, a set not done (empty Completed Reps), a warm-up, an
    /// AMRAP set, a pound row with RPE, a body-weight exercise, a workout after midnight in Berlin.
    package static let liftosaur = """
        Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Bench Press, Barbell",1,5,5,0,,,0,40,kg,40,kg,0,1778262700000,Chest,Triceps,
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Bench Press, Barbell",0,5,5,0,,,0,60,kg,60,kg,0,1778262800000,Chest,Triceps,Elbows tucked
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Bench Press, Barbell",0,5,7,1,,,0,60,kg,60,kg,0,1778262900000,Chest,Triceps,Elbows tucked
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Squat, Barbell",0,3,,0,,,0,225,lb,,,0,,Quadriceps,Glutes,
        2026-05-08T17:50:24.603Z,GZCLP,Day 1,"Squat, Barbell",0,3,3,0,8,8,1,225,lb,225,lb,0,1778263100000,Quadriceps,Glutes,
        2026-05-10T23:30:00.000Z,GZCLP,Day 2,Pull Up,0,8,8,0,,,0,0,kg,0,kg,0,1778456000000,Lats,Biceps,
        2026-05-10T23:30:00.000Z,GZCLP,Day 2,Pull Up,0,8,6,0,,,0,0,kg,0,kg,0,1778456100000,Lats,Biceps,

        """

    /// Fitbod: UTC `+0000` dates, kilograms always (135 lb written as kg), leading spaces, two
    /// identical rows (two sets), a warm-up, a note, a run in metres and seconds.
    package static let fitbod = """
        Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
        2021-01-17 22:14:35 +0000,Barbell Bench Press, 10, 20.41168092460379, 0, 0, 0, 0,true,,1.0
        2021-01-17 22:14:35 +0000,Barbell Bench Press, 8, 61.23504277381137, 0, 0, 0, 0,false,,1.0
        2021-01-17 22:14:35 +0000,Barbell Bench Press, 8, 61.23504277381137, 0, 0, 0, 0,false,,1.0
        2021-01-17 22:14:35 +0000,Dumbbell Curl, 12, 9.071847, 0, 0, 0, 0,false, Slow negatives,2.0
        2021-01-17 22:14:35 +0000,Running, 0, 0, 600, 1609.344, 0, 0,false,,1.0
        2021-01-19 11:02:00 +0000,Barbell Squat, 5, 100, 0, 0, 0, 0,false,,1.0

        """

    /// StrongLifts' current layout (kg, `×`): a slot not done (0 reps), empty slots, a row the
    /// Android app wrote twice, body weight, start and end times.
    package static let strongLifts = """
        Date (yyyy/mm/dd),Workout,Workout Name,Program Name,Body Weight (KG),Exercise,Sets×Reps,Sets×Time,Top Set (Reps×KG),e1RM (KG),Reps,Volume (KG),Workout Volume (KG),Duration (hours),Start Time (h:mm),End Time (h:mm),Notes,Set 1 (Reps),Set 1 (KG),Set 2 (Reps),Set 2 (KG),Set 3 (Reps),Set 3 (KG),Set 4 (Reps),Set 4 (KG),Set 5 (Reps),Set 5 (KG)
        2024/09/13,12,Workout A,StrongLifts 5×5,82.5,Squat (Barbell),5×5,,5×100,116.7,25,2500,3640,1.02,18:05,19:06,Felt strong,5,100,5,100,5,100,5,100,5,100
        2024/09/13,12,Workout A,StrongLifts 5×5,82.5,Bench Press (Barbell),5×5,,5×60,70,19,1140,3640,1.02,18:05,19:06,Felt strong,5,60,5,60,5,60,4,60,0,60
        2024/09/15,13,Workout B,StrongLifts 5×5,83,Deadlift (Barbell),1×5,,5×140,163.3,5,700,700,0.5,7:30,,,5,140,,,,,,,,
        2024/09/15,13,Workout B,StrongLifts 5×5,83,Deadlift (Barbell),1×5,,5×140,163.3,5,700,700,0.5,7:30,,,5,140,,,,,,,,

        """

    /// StrongLifts' older spreadsheet layout in pounds: ragged rows, `m/d/yy`, `183lb` body weights,
    /// a set not done (0), a row written twice.
    package static let strongLiftsSpreadsheet = """
        Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5,Exercise 2,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5,Exercise 3,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5
        3/14/16,,A,183lb,Squat (Barbell),61.2,135,5,5,5,5,5,Bench Press (Barbell),43.1,95,5,5,5,5,5
        3/16/16,Tired,B,183.5lb,Squat (Barbell),63.5,140,5,5,5,5,5,Overhead Press (Barbell),29.5,65,5,5,5,4,3,Deadlift (Barbell),61.2,135,5
        3/16/16,Tired,B,183.5lb,Squat (Barbell),63.5,140,5,5,5,5,5,Overhead Press (Barbell),29.5,65,5,5,5,4,3,Deadlift (Barbell),61.2,135,5
        3/18/16,,A,184lb,Squat (Barbell),65.8,145,5,5,5,5,5,Bench Press (Barbell),45.4,100,5,5,5,5,0

        """

    /// The spreadsheet layout with body weight in two columns, kilograms, and day-first dates
    /// (13/3/17 can only be day first).
    package static let strongLiftsSpreadsheetDayFirst = """
        Date,Note,Body Weight (KG),Body Weight (LB),Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5,Exercise 2,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5
        2/3/17,,95.5,210.5,Squat (Barbell),100,220.5,5,5,5,5,5,Bench Press (Barbell),70,154.5,5,5,5,5,5
        13/3/17,,95,209.5,Squat (Barbell),102.5,226,5,5,5,5,5,Overhead Press (Barbell),45,99,5,5,5,5,5

        """

    /// A Jefit backup in kilograms: sessions with Unix start and end times, `logs` tokens (`0x0` an
    /// empty slot), set logs with a warm-up for one exercise, sections Liftbook does not read.
    package static let jefit = """
        ### MyJefitBackup ##################################
        ### SETTING ##########################
        _id,mass,length
        1, kg, cm
        ### WORKOUT SESSIONS ######################
        _id,starttime,endtime,total_time,day_id
        5,1710612000,1710615600,3600,1
        6,1710784800,1710788400,3600,2
        ### EXERCISE LOGS ###########################
        _id,mydate,eid,belongplan,ename,logs,belongsession
        11,2024-03-16,1,1,Barbell Bench Press,"60.0x10,80.0x5,80.0x5,0x0",5
        12,2024-03-16,2,1,Barbell Squat,"100.0x5,100.0x5",5
        13,2024-03-18,3,1,Pull Up,"0x8,0x7",6
        14,2024-03-18,4,1,Deadlift,140x5,6
        ### EXERCISE SET LOGS ###################
        _id,exercise_log_id,set_index,weight_lbs,reps,set_type
        1,11,0,60,10,warm-up
        2,11,1,80,5,normal
        3,11,2,80,5,normal
        ### CARDIO LOGS #########################
        _id,mydate,ename,duration
        1,2024-03-17,Running,1800

        """
}
