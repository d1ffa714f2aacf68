import LiftbookSample

/// Hand-written sessions with everything the notation can say, and some it cannot.
package enum HandWrittenFixtures {
    /// The SPEC's example session, in Markdown.
    package static let markdown = ExampleSession.markdown

    /// YAML with notes that look like Markdown, a substitution, a hold with weight and a private flag.
    package static let yaml = #"""
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

        """#

    /// A session only YAML can say: an exercise note that is a numbered list, a weight without reps.
    package static let yamlOnly = #"""
        date: 2024-11-22
        exercises:
          - exercise: overhead-press
            notes: "1. brace\n2. press"
            sets: [{weight: 50, reps: 5}]
          - exercise: Sandbag Hold Custom
            sets: [{weight: 60}]

        """#
}
