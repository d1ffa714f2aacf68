import ArgumentParser
import Foundation
import LiftbookModel
import LiftbookSample

/// `liftbook bench --against OTHER`: this version and another Liftbook binary (the previous
/// release, say) measured in turn, round by round on the same generated sample, so that both see
/// the machine in the same state; the table puts each scenario's medians side by side.
package struct BenchComparison {
    /// The other binary; it runs its own `bench` with one run per round.
    let other: URL
    let sizes: [Int]
    let seed: UInt64
    let rounds: Int
    let folder: URL
    let end: LocalDate

    func run() throws {
        print("| sample | scenario | \(other.lastPathComponent) | this version | change |")
        print("| --- | --- | ---: | ---: | ---: |")
        var details: [BenchRow] = []
        for size in sizes {
            var theirs: [[BenchRow]] = []
            var ours: [[BenchRow]] = []
            for _ in 0..<rounds {
                theirs.append(try otherRows(years: size))
                ours.append(try ownRows(years: size))
            }
            let mine = Self.medians(ours)
            let previous = Self.medians(theirs)
            for row in mine {
                guard let before = previous.first(where: { $0.scenario == row.scenario }) else { continue }
                print("| \(row.sample) | \(row.scenario) | \(Self.total(before)) | \(Self.total(row)) | \(Self.change(from: before.total, to: row.total)) |")
            }
            if let a = mine.first, let b = previous.first, (a.sessions, a.pages) != (b.sessions, b.pages) {
                print("| \(a.sample) | note: the samples differ | \(b.sessions) sessions, \(b.pages) pages | \(a.sessions) sessions, \(a.pages) pages | |")
            }
            details += mine
        }
        print("\nThis version, stage by stage (medians of \(rounds) rounds):\n")
        print(BenchRow.header)
        for row in details { print(row.line) }
    }

    /// Each scenario's median over the rounds: stages, total and peak memory each on their own.
    package static func medians(_ rounds: [[BenchRow]]) -> [BenchRow] {
        guard let first = rounds.first else { return [] }
        func mid(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return first.map { row in
            let same = rounds.compactMap { $0.first { $0.scenario == row.scenario } }
            var median = row
            median.stages = (0..<row.stages.count).map { stage in mid(same.map { $0.stages.indices.contains(stage) ? $0.stages[stage] : 0 }) }
            median.total = mid(same.map(\.total))
            median.peakMegabytes = Int(mid(same.map { Double($0.peakMegabytes) }))
            return median
        }
    }

    /// The change from one total to another: `−18% (1.22× as fast)`.
    package static func change(from before: Double, to after: Double) -> String {
        guard before > 0, after > 0 else { return "" }
        let percent = Int(((after - before) / before * 100).rounded())
        let sign = percent > 0 ? "+" : percent < 0 ? "−" : "±"
        return "\(sign)\(abs(percent))% (\(String(format: "%.2f", before / after))× as fast)"
    }

    private static func total(_ row: BenchRow) -> String { "\(BenchRow.format(row.total)) ms\(row.wall ? " wall" : "")" }

    /// One round of this version: a fresh sample, every scenario once.
    private func ownRows(years: Int) throws -> [BenchRow] {
        let site = folder.appending(path: "sample-\(years)y")
        try? FileManager.default.removeItem(at: site)
        try FolderWrite.folder(SampleGenerator(years: years, seed: seed, end: end).files(), at: site)
        let bench = Benchmark(site: site, output: folder.appending(path: "public-\(years)y"), now: end.adding(days: 1), runs: 1)
        return try bench.measure(label: "\(years) years")
    }

    /// One round of the other binary: its own `bench` of the same sample size, seed and runs.
    private func otherRows(years: Int) throws -> [BenchRow] {
        let process = Process()
        process.executableURL = other
        process.arguments = ["bench", "--years", "\(years)", "--seed", "\(seed)", "--runs", "1", "--work", folder.appending(path: "other").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let rows = text.split(separator: "\n").compactMap { BenchRow(line: String($0)) }
        guard process.terminationStatus == 0, !rows.isEmpty else {
            throw ValidationError("\(other.path) bench --years \(years) exited with status \(process.terminationStatus) and printed no table")
        }
        return rows
    }
}
