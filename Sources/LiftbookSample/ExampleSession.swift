/// The SPEC's example session in Markdown: warm-ups, RPE, an AMRAP set, a superset, body-weight,
/// weighted, assisted and band sets, and notes. The tests and the fuzz driver's seeds start from it.
package enum ExampleSession {
    /// The session, as a lifter writes it.
    package static let markdown = """
        ---
        date: 2024-11-18
        start: "18:05"
        end: "19:10"
        routine: monday
        title: Upper A
        bodyweight: 82.4
        ---
        Slept well, bar speed good.

        ## Barbell Bench Press
        - 60 x 5 warmup
        - 80 x 5 x 3 @8
        - 80 x 9 amrap

        ## A1. Barbell Row
        - 60 x 12,12,11

        ## A2. Pull Up
        - bw x 8
        - bw+10 x 5
        - bw-20.5 x 6
        - band red x 15

        Grip was the limit.

        """
}
