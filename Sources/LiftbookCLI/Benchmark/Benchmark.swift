import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookServe
import LiftbookSite

/// The measurements of `liftbook bench` for one sample site.
struct Benchmark {
    let site: URL
    let output: URL
    let now: LocalDate
    let runs: Int
    /// Only the `serve` scenarios (the hidden `--serve-only`): no child processes, for profiling one process.
    var serveOnly = false

    /// Milliseconds per stage of one build.
    struct Stages {
        var load = 0.0, analyse = 0.0, render = 0.0, write = 0.0
        var total: Double { load + analyse + render + write }
    }

    /// Every scenario's row for this sample: medians of `runs`.
    func measure(label: String) throws -> [BenchRow] {
        // `liftbook build` as a user runs it: a fresh process each time, nothing kept in memory.
        var cold: [(Stages, Double)] = []
        for _ in 0..<(serveOnly ? 0 : runs) {
            try? FileManager.default.removeItem(at: output)
            cold.append(try buildInChildProcess())
        }
        let peakFull = PeakMemory.kilobytes(children: true)
        var again: [(Stages, Double)] = []
        var edited: [(Stages, Double)] = []
        for run in 0..<(serveOnly ? 0 : runs) {
            again.append(try buildInChildProcess())
            try touchOneSession(run: run)
            edited.append(try buildInChildProcess())
        }
        let peakRebuilds = PeakMemory.kilobytes(children: true)
        // `liftbook serve`: one process, caches kept, the site held in memory.
        let options = try SiteOptions.parse([site.path, "--now", "\(now)", "--quiet"])
        let build = try options.pipeline(remembering: true)
        var snapshot = SiteSnapshot()
        let first = try serveBuild(build, into: &snapshot)
        var unchanged: [Stages] = []
        var changed: [Stages] = []
        var changedOld: [Stages] = []
        var madeNewest: Set<String> = []
        var madeOldest: Set<String> = []
        for run in 0..<runs {
            unchanged.append(try serveBuild(build, into: &snapshot).stages)
            try touchOneSession(run: runs + run)
            changed.append(try serveBuild(build, into: &snapshot).stages)
            madeNewest = build.pagesMadeInLastBuild
            try touchOneSession(run: runs + run, oldest: true)
            changedOld.append(try serveBuild(build, into: &snapshot).stages)
            madeOldest = build.pagesMadeInLastBuild
        }
        let peakServe = PeakMemory.kilobytes(children: false)
        func row(_ scenario: String, _ stages: Stages, wall: [(Stages, Double)]? = nil, peak: Int) -> BenchRow {
            let total = wall.map { list in list.map(\.1).sorted()[list.count / 2] } ?? stages.total
            return BenchRow(sample: label, sessions: first.sessions, sets: first.sets, pages: first.pages, scenario: scenario,
                            stages: [stages.load, stages.analyse, stages.render, stages.write], total: total, wall: wall != nil,
                            peakMegabytes: peak / 1024)
        }
        var rows: [BenchRow] = []
        if serveOnly {
            // Which pages the last rebuilds made again, by their first folder (to stderr, beside the table).
            for (scenario, made) in [("newest", madeNewest), ("oldest", madeOldest)] {
                var byFolder: [String: Int] = [:]
                for route in made { byFolder[String(route.split(separator: "/").first ?? "(home)"), default: 0] += 1 }
                let list = byFolder.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                Console.standardError("\(label), \(scenario) session changed: \(made.count) pages made again (\(list))\n")
            }
        } else {
            rows += [
                row(Scenario.fullBuild, median(cold.map(\.0)), wall: cold, peak: peakFull),
                row("rebuild, nothing changed (`build`)", median(again.map(\.0)), wall: again, peak: peakRebuilds),
                row("rebuild, one session changed (`build`)", median(edited.map(\.0)), wall: edited, peak: peakRebuilds),
            ]
        }
        return rows + [
            row("rebuild, nothing changed (`serve`)", median(unchanged), peak: peakServe),
            row(Scenario.serveNewest, median(changed), peak: peakServe),
            row(Scenario.serveOldest, median(changedOld), peak: peakServe),
        ]
    }

    /// The scenarios SPEC §7 sets a goal for, by the names the table prints.
    enum Scenario {
        static let fullBuild = "full build (`build`, new process)"
        static let serveNewest = "rebuild, one session changed (`serve`)"
        static let serveOldest = "rebuild, the oldest session changed (`serve`)"
    }

    private func median(_ list: [Stages]) -> Stages {
        func mid(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Stages(load: mid(list.map(\.load)), analyse: mid(list.map(\.analyse)), render: mid(list.map(\.render)), write: mid(list.map(\.write)))
    }

    /// Runs `liftbook build --timings` in a child process; returns its stages and wall time.
    private func buildInChildProcess() throws -> (Stages, Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if let resolved = Bundle.main.executableURL { process.executableURL = resolved }
        process.arguments = ["build", site.path, "--output", output.path, "--now", "\(now)", "--timings", "--quiet"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let wall = Date().timeIntervalSince(started) * 1000
        guard process.terminationStatus == 0 else {
            Console.standardError(text)
            throw ExitCode(1)
        }
        var stages = Stages()
        for part in text.split(whereSeparator: { $0 == "," || $0 == "\n" }) {
            let pair = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let ms = Double(pair[1].replacingOccurrences(of: " ms", with: "")) else { continue }
            switch pair[0] {
            case "load", "validate": stages.load += ms
            case "analyse": stages.analyse += ms
            case "plan", "render": stages.render += ms
            case "write": stages.write += ms
            default: break
            }
        }
        return (stages, wall)
    }

    /// A rebuild as `serve` makes it: build with the process's caches, then swap the result into
    /// the in-memory site it serves ("write").
    private func serveBuild(_ build: BuildPipeline, into snapshot: inout SiteSnapshot) throws -> (stages: Stages, sessions: Int, sets: Int, pages: Int) {
        let result = try build.run(through: .render)
        guard let files = result.files, let data = result.data else { throw ExitCode(1) }
        let started = ContinuousClock.now
        snapshot = snapshot.applying(BuildOutcome(diagnostics: result.diagnostics, files: files, notFound: result.notFound))
        let elapsed = (ContinuousClock.now - started).components
        let write = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
        func time(_ stages: BuildPipeline.Stage...) -> Double { result.timings.filter { stages.contains($0.stage) }.reduce(0) { $0 + $1.milliseconds } }
        let stages = Stages(load: time(.load, .validate), analyse: time(.analyse), render: time(.plan, .render), write: write)
        let sets = data.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
        return (stages, data.sessions.count, sets, files.filter { $0.path.hasSuffix(".html") }.count)
    }

    /// Appends a set to the newest session file, as a lifter logging one more set would (or to
    /// the oldest, whose rows later reports' records, baselines and targets may read).
    private func touchOneSession(run: Int, oldest: Bool = false) throws {
        let sessions = DiskSiteFiles(root: site).files(under: "sessions").filter { $0.hasSuffix(".md") }
        guard let newest = oldest ? sessions.first : sessions.last else { return }
        let url = site.appending(path: newest)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data((text + "- 20 x \(10 + run)\n").utf8).write(to: url)
    }
}
