/// Every import fixture of every layout, plus hand-written sessions, in one site: what the export
/// round-trip tests load, export and load back.
package enum RoundTripSite {
    /// The site's files by path.
    package static let files: [String: String] = [
        "liftbook.yaml": """
            imports:
              - {file: imports/strong.csv, unit: kg}
              - {file: imports/strong-lb.csv, unit: lb}
              - {file: imports/strong-old.csv, unit: kg}

            """,
        "imports/strong.csv": StrongFixtures.common,
        "imports/strong-lb.csv": StrongFixtures.noNotes,
        "imports/strong-old.csv": StrongFixtures.noDuration,
        "imports/strong-semicolon.csv": StrongFixtures.semicolonPounds,
        "imports/strong-units.csv": StrongFixtures.perRowUnits,
        "imports/strong-2016.csv": StrongFixtures.layout2016,
        "imports/hevy.csv": HevyFixtures.kilograms,
        "imports/hevy-lb.csv": HevyFixtures.pounds,
        "imports/fitnotes.csv": FitNotesFixtures.kilograms,
        "imports/fitnotes-units.csv": FitNotesFixtures.perRowUnits,
        "sessions/2024-11-18.md": HandWrittenFixtures.markdown,
        "sessions/2024-11-20.yaml": HandWrittenFixtures.yaml,
        "sessions/2024-11-22.yaml": HandWrittenFixtures.yamlOnly,
    ]
}
