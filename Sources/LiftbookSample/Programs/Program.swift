/// A well-known training program `liftbook init --program NAME` writes as a commented `routine.yaml`.
package struct Program: Sendable, Hashable {
    /// The name given to `--program`, such as `stronglifts-5x5`.
    package var name: String
    /// What it is, in a few words.
    package var summary: String
    /// Who wrote it, and where.
    package var source: String
    /// The commented `routine.yaml`.
    package var routine: String

    /// Creates a program.
    package init(name: String, summary: String, source: String, routine: String) {
        self.name = name
        self.summary = summary
        self.source = source
        self.routine = routine
    }

    /// Every program, in the order `init --help` lists them.
    package static let all: [Program] = [.fiveThreeOneBBB, .gzclp, .strongLifts, .pushPullLegs, .upperLower]

    /// The program named `name` (any case), or nil.
    package static func named(_ name: String) -> Program? {
        all.first { $0.name == name.lowercased() }
    }

    /// The note every program's file starts with: where it comes from and what to fill in.
    static func header(_ title: String, source: String) -> String {
        """
        # \(title), written by 'liftbook init --program'.
        # Source: \(source).
        # Lines marked 'starting load' hold a placeholder: put in a load you can lift for every
        # planned rep today (in logUnit, see liftbook.yaml), then let the progression take over.
        # Keys: see docs/programs-and-logging.md and the routine.yaml section of the README.
        """
    }
}
