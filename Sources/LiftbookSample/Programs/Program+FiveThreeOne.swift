extension Program {
    /// Jim Wendler's 5/3/1 with the Boring But Big supplement: four days, one main lift each.
    static let fiveThreeOneBBB = Program(
        name: "531-bbb",
        summary: "5/3/1 Boring But Big: four days, a main lift on 5/3/1 percentages of a training max, then 5 × 10 of it",
        source: "Jim Wendler, 5/3/1: The Simplest and Most Effective Training System for Raw Strength (2009), Boring But Big assistance",
        routine: header("5/3/1 with Boring But Big", source: "Jim Wendler, 5/3/1 (2009), the Boring But Big assistance template") + """

            # Each day: the main lift's three climbing sets (week 1 65/75/85% × 5, 5, 5+; week 2
            # 70/80/90% × 3, 3, 3+; week 3 75/85/95% × 5, 3, 1+; week 4 deload 40/50/60% × 5) of the
            # training max, then Boring But Big, 5 × 10 of the same lift at about 50% of it, then one
            # assistance exercise. Log the BBB sets under the main lift's heading or their own: the
            # week is read from the three climbing sets. After the deload week the training max goes
            # up 2.5 kg (press, bench) or 5 kg (squat, deadlift), unless an AMRAP set fell short.
            # trainingMax: about 90% of your one-rep max. BBB weight: half the training max, rounded.
            schema: 1
            name: 5/3/1 Boring But Big
            days:
              monday:
                title: Press
                exercises:
                  - exercise: overhead-press
                    sets: 3
                    reps: 5
                    progression: 531
                    trainingMax: 40         # starting load: your training max
                  - exercise: overhead-press
                    name: Overhead Press (BBB)
                    sets: 5
                    reps: 10
                    weight: 20              # starting load: half the training max
                    progression: none
                  - exercise: chin-up
                    sets: 5
                    reps: 5-10
              tuesday:
                title: Deadlift
                exercises:
                  - exercise: barbell-deadlift
                    sets: 3
                    reps: 5
                    progression: 531
                    trainingMax: 100        # starting load: your training max
                  - exercise: barbell-deadlift
                    name: Deadlift (BBB)
                    sets: 5
                    reps: 10
                    weight: 50              # starting load: half the training max
                    progression: none
                  - exercise: hanging-leg-raise
                    sets: 5
                    reps: 10-15
              wednesday: rest
              thursday:
                title: Bench
                exercises:
                  - exercise: barbell-bench-press
                    sets: 3
                    reps: 5
                    progression: 531
                    trainingMax: 60         # starting load: your training max
                  - exercise: barbell-bench-press
                    name: Bench Press (BBB)
                    sets: 5
                    reps: 10
                    weight: 30              # starting load: half the training max
                    progression: none
                  - exercise: dumbbell-row
                    sets: 5
                    reps: 10
                    weight: 20              # starting load
                    progression: linear
              friday:
                title: Squat
                exercises:
                  - exercise: barbell-back-squat
                    sets: 3
                    reps: 5
                    progression: 531
                    trainingMax: 80         # starting load: your training max
                  - exercise: barbell-back-squat
                    name: Squat (BBB)
                    sets: 5
                    reps: 10
                    weight: 40              # starting load: half the training max
                    progression: none
                  - exercise: leg-curl
                    sets: 5
                    reps: 10
                    weight: 30              # starting load
                    progression: linear

            """
    )
}
