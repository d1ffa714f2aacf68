extension Program {
    /// Cody Lefever's GZCLP: four days in rotation, each a T1, a T2 and a T3 lift.
    static let gzclp = Program(
        name: "gzclp",
        summary: "GZCLP: four days in rotation, three or four a week; T1 5 × 3+, T2 3 × 10, T3 3 × 15+ with their stages",
        source: "Cody Lefever (GZCL), GZCLP, the linear progression of the GZCL method (2016)",
        routine: header("GZCLP", source: "Cody Lefever (GZCL), GZCLP (2016)") + """

            # Days A1, B1, A2, B2 in rotation, whatever the weekday. T1 (heavy): 5 × 3+, after a
            # failed session 6 × 2+, then 10 × 1+, then a new 5-rep max and 85% of it. T2: 3 × 10,
            # then 3 × 8, then 3 × 6, then back to 3 × 10 heavier. T3: 3 × 15+, heavier once the last
            # set reaches 25. The last set of T1 and T3 is as many reps as possible: log it with 'amrap'.
            # T1 starting load: about 85% of your 5-rep max; T2: about 65% of it.
            schema: 1
            name: GZCLP
            sessionsPerWeek: 3
            cycle:
              - title: A1
                exercises:
                  - {exercise: barbell-back-squat, sets: 5, reps: 3, weight: 60, progression: gzclp-t1}    # starting load
                  - {exercise: barbell-bench-press, sets: 3, reps: 10, weight: 30, progression: gzclp-t2}  # starting load
                  - {exercise: lat-pulldown, sets: 3, reps: 15, weight: 30, progression: gzclp-t3}        # starting load
              - title: B1
                exercises:
                  - {exercise: overhead-press, sets: 5, reps: 3, weight: 30, progression: gzclp-t1}        # starting load
                  - {exercise: barbell-deadlift, sets: 3, reps: 10, weight: 60, progression: gzclp-t2}     # starting load
                  - {exercise: dumbbell-row, sets: 3, reps: 15, weight: 15, progression: gzclp-t3}         # starting load
              - title: A2
                exercises:
                  - {exercise: barbell-bench-press, sets: 5, reps: 3, weight: 45, progression: gzclp-t1}   # starting load
                  - {exercise: barbell-back-squat, sets: 3, reps: 10, weight: 40, progression: gzclp-t2}   # starting load
                  - {exercise: lat-pulldown, sets: 3, reps: 15, weight: 30, progression: gzclp-t3}        # starting load (as on A1)
              - title: B2
                exercises:
                  - {exercise: barbell-deadlift, sets: 5, reps: 3, weight: 80, progression: gzclp-t1}      # starting load
                  - {exercise: overhead-press, sets: 3, reps: 10, weight: 20, progression: gzclp-t2}       # starting load
                  - {exercise: dumbbell-row, sets: 3, reps: 15, weight: 15, progression: gzclp-t3}         # starting load (as on B1)

            """
    )
}
