extension Program {
    /// Mehdi Hadim's StrongLifts 5×5: A and B alternate, three sessions a week, linear progression.
    static let strongLifts = Program(
        name: "stronglifts-5x5",
        summary: "StrongLifts 5×5: workouts A and B alternating three times a week, +2.5 kg each success",
        source: "Mehdi Hadim, StrongLifts 5×5 (stronglifts.com)",
        routine: header("StrongLifts 5×5", source: "Mehdi Hadim, StrongLifts 5×5 (stronglifts.com)") + """

            # A and B alternate whatever the weekday (Monday A, Wednesday B, Friday A, then B, A, B).
            # Every set of 5 made: the next session adds 2.5 kg (deadlift 5 kg); a missed rep
            # repeats the load; three failed sessions in a row at one load: 10% lighter.
            schema: 1
            name: StrongLifts 5×5
            sessionsPerWeek: 3
            cycle:
              - title: A
                exercises:
                  - exercise: barbell-back-squat
                    sets: 5
                    reps: 5
                    weight: 60              # starting load
                    progression: linear
                    rest: 3min
                  - exercise: barbell-bench-press
                    sets: 5
                    reps: 5
                    weight: 40              # starting load
                    progression: linear
                    rest: 3min
                  - exercise: barbell-row
                    sets: 5
                    reps: 5
                    weight: 40              # starting load
                    progression: linear
                    rest: 3min
              - title: B
                exercises:
                  - exercise: barbell-back-squat
                    sets: 5
                    reps: 5
                    weight: 60              # starting load (the same as on A: the squat progresses over both days)
                    progression: linear
                    rest: 3min
                  - exercise: overhead-press
                    sets: 5
                    reps: 5
                    weight: 30              # starting load
                    progression: linear
                    rest: 3min
                  - exercise: barbell-deadlift
                    sets: 1
                    reps: 5
                    weight: 80              # starting load
                    progression: linear
                    rest: 3min

            """
    )
}
