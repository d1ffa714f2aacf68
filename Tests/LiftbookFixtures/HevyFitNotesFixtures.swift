/// Hand-written Hevy exports: newest workout first, supersets, set types, body-weight sets with
/// an empty weight, timed sets with empty reps, `\n` in notes.
package enum HevyFixtures {
    /// A kilogram account.
    package static let kilograms = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Lat Pulldown (Cable)","0","Slow eccentric","0","normal","60","12","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Lat Pulldown (Cable)","0","Slow eccentric","1","normal","60","10","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Bicep Curl (Dumbbell)","0","","0","normal","14","10","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Bicep Curl (Dumbbell)","0","","1","failure","14","8","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Pull Up","","","0","warmup","","5","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Pull Up","","","1","normal","","8","","","9"
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Pull Up","","","2","normal","5","6","","",""
        "Pull","20 Sep 2024, 18:00","20 Sep 2024, 19:02","Back day\nfelt good","Plank","","","0","normal","","","","60",""
        "Legs","13 Sep 2024, 14:11","13 Sep 2024, 15:16","","Squat (Barbell)","","","0","warmup","60","5","","",""
        "Legs","13 Sep 2024, 14:11","13 Sep 2024, 15:16","","Squat (Barbell)","","","1","normal","120","5","","","8"
        "Legs","13 Sep 2024, 14:11","13 Sep 2024, 15:16","","Squat (Barbell)","","","2","dropset","90","8","","",""
        "Legs","13 Sep 2024, 14:11","13 Sep 2024, 15:16","","Running","","","0","normal","","","2.5","900",""

        """#

    /// A pound account: `weight_lbs` and `distance_miles`.
    package static let pounds = #"""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"
        "Push","2 Oct 2024, 07:30","2 Oct 2024, 08:20","","Bench Press (Barbell)","","","0","normal","225","5","","",""
        "Push","2 Oct 2024, 07:30","2 Oct 2024, 08:20","","Bench Press (Barbell)","","","1","normal","225","5","","",""
        "Push","2 Oct 2024, 07:30","2 Oct 2024, 08:20","","Running","","","0","normal","","","1.5","720",""

        """#
}

/// Hand-written FitNotes exports: no time of day (a day is the workout), no warm-up marker.
package enum FitNotesFixtures {
    /// Kilograms in the header.
    package static let kilograms = #"""
        Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
        2024-05-06,Flat Barbell Bench Press,Chest,80.0,5,,,,
        2024-05-06,Flat Barbell Bench Press,Chest,80.0,5,,,,"Paused reps"
        2024-05-06,Pull Up,Back,0.0,10,,,,
        2024-05-06,Running,Cardio,,,5.0,km,0:32:06,
        2024-05-08,Deadlift,Back,140.0,3,,,,
        2024-05-08,Deadlift,Back,140.0,3,,,,

        """#

    /// A unit on every row.
    package static let perRowUnits = #"""
        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
        2024-05-13,Flat Barbell Bench Press,Chest,185.0,lbs,5,,,,
        2024-05-13,Flat Barbell Bench Press,Chest,85.0,kgs,3,,,,
        2024-05-13,Running,Cardio,,,,3.0,mi,0:25:00,

        """#
}
