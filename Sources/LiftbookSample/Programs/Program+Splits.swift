extension Program {
    /// A push/pull/legs split done twice a week, after Reddit user Metallicadpa's beginner PPL.
    static let pushPullLegs = Program(
        name: "ppl",
        summary: "Push/pull/legs: three days in rotation, six a week; linear main lifts, rep ranges for the rest",
        source: "Reddit user Metallicadpa, \"A Linear Progression Based PPL for Beginners\" (r/Fitness, 2017)",
        routine: header("Push/pull/legs", source: "Reddit user Metallicadpa, \"A Linear Progression Based PPL for Beginners\" (r/Fitness, 2017)") + """

            # Pull, Push, Legs in rotation, six sessions a week (rest on the seventh), whatever the
            # weekday. The first lift of each day adds 2.5 kg (deadlift 5 kg) after every session that
            # makes all its reps; the others work up their rep range (3 × 8-12: when every set makes 12,
            # the next session adds the increment and goes back to 8).
            schema: 1
            name: Push/Pull/Legs
            sessionsPerWeek: 6
            cycle:
              - title: Pull
                exercises:
                  - {exercise: barbell-deadlift, sets: 1, reps: 5, weight: 80, progression: linear}    # starting load
                  - {exercise: lat-pulldown, sets: 3, reps: 8-12, weight: 40}                            # starting load
                  - {exercise: seated-cable-row, sets: 3, reps: 8-12, weight: 40}                        # starting load
                  - {exercise: face-pull, sets: 5, reps: 15-20, weight: 15}                              # starting load
                  - {exercise: hammer-curl, sets: 4, reps: 8-12, weight: 10}                             # starting load
              - title: Push
                exercises:
                  - {exercise: barbell-bench-press, sets: 5, reps: 5, weight: 50, progression: linear} # starting load
                  - {exercise: overhead-press, sets: 3, reps: 8-12, weight: 25}                          # starting load
                  - {exercise: incline-dumbbell-bench-press, sets: 3, reps: 8-12, weight: 16}            # starting load
                  - {exercise: triceps-pushdown, sets: 3, reps: 8-12, weight: 20}                        # starting load
                  - {exercise: lateral-raise, sets: 3, reps: 15-20, weight: 6}                           # starting load
              - title: Legs
                exercises:
                  - {exercise: barbell-back-squat, sets: 3, reps: 5, weight: 60, progression: linear}  # starting load
                  - {exercise: romanian-deadlift, sets: 3, reps: 8-12, weight: 50}                       # starting load
                  - {exercise: leg-press, sets: 3, reps: 8-12, weight: 80}                               # starting load
                  - {exercise: leg-curl, sets: 3, reps: 8-12, weight: 30}                                # starting load
                  - {exercise: calf-raise, sets: 5, reps: 8-12, weight: 40}                              # starting load

            """
    )

    /// A four-day upper/lower split after Lyle McDonald's Generic Bulking Routine.
    static let upperLower = Program(
        name: "upper-lower",
        summary: "Upper/lower: four days a week (Monday, Tuesday, Thursday, Friday), heavy 6-8 and lighter 10-12 rep ranges",
        source: "Lyle McDonald, \"A Generic Bulking Routine\" (bodyrecomposition.com)",
        routine: header("Upper/lower", source: "Lyle McDonald, \"A Generic Bulking Routine\" (bodyrecomposition.com)") + """

            # Upper on Monday and Thursday, lower on Tuesday and Friday. Every exercise works up its
            # rep range (3 × 6-8: when every set makes 8, the next session adds the increment and goes
            # back to 6); each day's exercises progress over both of their days.
            schema: 1
            name: Upper/Lower
            days:
              monday:
                title: Upper
                exercises:
                  - {exercise: barbell-bench-press, sets: 3, reps: 6-8, weight: 50, progression: double}   # starting load
                  - {exercise: barbell-row, sets: 3, reps: 6-8, weight: 45, progression: double}           # starting load
                  - {exercise: overhead-press, sets: 3, reps: 10-12, weight: 25, progression: double}      # starting load
                  - {exercise: lat-pulldown, sets: 3, reps: 10-12, weight: 40, progression: double}        # starting load
                  - {exercise: triceps-pushdown, sets: 2, reps: 12-15, weight: 20, progression: double}    # starting load
                  - {exercise: barbell-curl, sets: 2, reps: 12-15, weight: 20, progression: double}        # starting load
              tuesday:
                title: Lower
                exercises:
                  - {exercise: barbell-back-squat, sets: 3, reps: 6-8, weight: 60, progression: double}    # starting load
                  - {exercise: romanian-deadlift, sets: 3, reps: 6-8, weight: 60, progression: double}     # starting load
                  - {exercise: leg-press, sets: 3, reps: 10-12, weight: 80, progression: double}           # starting load
                  - {exercise: leg-curl, sets: 3, reps: 10-12, weight: 30, progression: double}            # starting load
                  - {exercise: calf-raise, sets: 4, reps: 6-8, weight: 40, progression: double}            # starting load
              wednesday: rest
              thursday:
                title: Upper
                exercises:
                  - {exercise: barbell-bench-press, sets: 3, reps: 6-8, weight: 50, progression: double}   # starting load (as on Monday)
                  - {exercise: barbell-row, sets: 3, reps: 6-8, weight: 45, progression: double}           # starting load (as on Monday)
                  - {exercise: overhead-press, sets: 3, reps: 10-12, weight: 25, progression: double}      # starting load (as on Monday)
                  - {exercise: lat-pulldown, sets: 3, reps: 10-12, weight: 40, progression: double}        # starting load (as on Monday)
                  - {exercise: triceps-pushdown, sets: 2, reps: 12-15, weight: 20, progression: double}    # starting load (as on Monday)
                  - {exercise: barbell-curl, sets: 2, reps: 12-15, weight: 20, progression: double}        # starting load (as on Monday)
              friday:
                title: Lower
                exercises:
                  - {exercise: barbell-back-squat, sets: 3, reps: 6-8, weight: 60, progression: double}    # starting load (as on Tuesday)
                  - {exercise: romanian-deadlift, sets: 3, reps: 6-8, weight: 60, progression: double}     # starting load (as on Tuesday)
                  - {exercise: leg-press, sets: 3, reps: 10-12, weight: 80, progression: double}           # starting load (as on Tuesday)
                  - {exercise: leg-curl, sets: 3, reps: 10-12, weight: 30, progression: double}            # starting load (as on Tuesday)
                  - {exercise: calf-raise, sets: 4, reps: 6-8, weight: 40, progression: double}            # starting load (as on Tuesday)

            """
    )
}
