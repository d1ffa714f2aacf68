import LiftbookCLI
import LiftbookTestSupport
import Testing

/// `bench --against`: another version's table is read back row by row, each scenario's medians are
/// taken over the rounds, and the change is said as a percentage and a speed ratio.
struct BenchComparisonTests {
    /// Rows as an earlier version printed them (a build's total is its wall time; serve's is the
    /// stages' sum, one decimal under 10 ms).
    @Test(arguments: [
        ("| 10 years | 2492 | 52303 | 3706 | full build (`build`, new process) | 119 ms | 29 ms | 274 ms | 57 ms | 577 ms wall | 132 MB |",
         BenchRow(sample: "10 years", sessions: 2492, sets: 52303, pages: 3706, scenario: "full build (`build`, new process)",
                  stages: [119, 29, 274, 57], total: 577, wall: true, peakMegabytes: 132)),
        ("| 1 years | 270 | 5493 | 843 | rebuild, nothing changed (`serve`) | 3.3 ms | 0.2 ms | 0.1 ms | 0.2 ms | 3.8 ms | 60 MB |",
         BenchRow(sample: "1 years", sessions: 270, sets: 5493, pages: 843, scenario: "rebuild, nothing changed (`serve`)",
                  stages: [3.3, 0.2, 0.1, 0.2], total: 3.8, wall: false, peakMegabytes: 60)),
    ])
    func aPrintedRowReadsBack(line: String, row: BenchRow) {
        #expect(BenchRow(line: line) == row)
        #expect(row.line == line)
    }

    @Test(arguments: [
        "| sample | sessions | sets | pages | scenario | load | analyse | render | write | total | peak memory |",
        "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        "| 10 years | 2492 | 52303 | 3706 | full build | 119 ms | 29 ms | 274 ms | 57 ms | 577 ms wall |",
        "| 10 years | many | 52303 | 3706 | full build | 119 ms | 29 ms | 274 ms | 57 ms | 577 ms wall | 132 MB |",
        "Building for release...",
    ])
    func anyOtherLineIsNotARow(line: String) {
        #expect(BenchRow(line: line) == nil)
    }

    /// Three rounds of two scenarios: each figure's median on its own (the middle of 3).
    @Test func mediansAreTakenPerScenarioAndFigure() {
        func row(_ scenario: String, _ stages: [Double], _ total: Double, _ peak: Int) -> BenchRow {
            BenchRow(sample: "10 years", sessions: 1, sets: 2, pages: 3, scenario: scenario, stages: stages, total: total, wall: false, peakMegabytes: peak)
        }
        let rounds = [
            [row("a", [10, 20, 30, 1], 61, 100), row("b", [1, 1, 1, 1], 4, 100)],
            [row("a", [12, 18, 33, 2], 65, 120), row("b", [3, 1, 2, 1], 7, 110)],
            [row("a", [11, 25, 28, 3], 67, 110), row("b", [2, 2, 1, 1], 6, 90)],
        ]
        #expect(BenchComparison.medians(rounds) == [row("a", [11, 20, 30, 2], 65, 110), row("b", [2, 1, 1, 1], 6, 100)])
    }

    @Test(arguments: [
        (720.0, 600.0, "−17% (1.20× as fast)"),
        (84.0, 42.0, "−50% (2.00× as fast)"),
        (100.0, 125.0, "+25% (0.80× as fast)"),
        (50.0, 50.0, "±0% (1.00× as fast)"),
        (0.0, 50.0, ""),
    ])
    func aChangeIsAPercentageAndARatio(before: Double, after: Double, text: String) {
        #expect(BenchComparison.change(from: before, to: after) == text)
    }

    /// `--against` names a binary to run; anything else is refused before a sample is made.
    @Test func againstSomethingNotRunnableIsAUsageError() throws {
        let result = try CLIRunner.run(["bench", "--years", "1", "--against", "/nonexistent/liftbook"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--against takes a Liftbook binary to run"))
    }
}
