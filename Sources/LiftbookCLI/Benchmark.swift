import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSite

/// The measurements of `liftbook bench` for one sample site.
struct Benchmark {
    let site: URL
    let output: URL
    let now: LocalDate
    let runs: Int

    /// Milliseconds per stage of one build.
    struct Stages {
        var load = 0.0, analyse = 0.0, render = 0.0, write = 0.0
        var total: Double { load + analyse + render + write }
    }

    func measure(label: String) throws {
        // A full build as a user runs it: a fresh process, nothing cached.
        var cold: [(Stages, Double)] = []
        var counts = (sessions: 0, sets: 0, pages: 0)
        for _ in 0..<runs {
            try? FileManager.default.removeItem(at: output)
            cold.append(try fullBuildInChildProcess())
        }
        let peakChild = maxResidentKilobytes(children: true)
        let options = try SiteOptions.parse([site.path, "--now", "\(now)", "--quiet"])
        let build = SiteBuild(site: options, baseURL: nil, sessionCache: SessionFileCache(), renderCache: RenderCache())
        let warm = try inProcessBuild(build)
        counts = (warm.sessions, warm.sets, warm.pages)
        var unchanged: [Stages] = []
        var changed: [Stages] = []
        for run in 0..<runs {
            unchanged.append(try inProcessBuild(build).stages)
            try touchOneSession(run: run)
            changed.append(try inProcessBuild(build).stages)
        }
        let peakSelf = maxResidentKilobytes(children: false)
        let prefix = "| \(label) | \(counts.sessions) | \(counts.sets) | \(counts.pages)"
        let coldStages = median(cold.map(\.0))
        let coldWall = cold.map(\.1).sorted()[cold.count / 2]
        print("\(prefix) | full build (new process) | \(row(coldStages)) | \(Int(coldWall)) ms wall | \(peakChild / 1024) MB |")
        print("\(prefix) | no-change rebuild (warm) | \(row(median(unchanged))) | \(Int(median(unchanged).total)) ms | \(peakSelf / 1024) MB |")
        print("\(prefix) | one session changed (warm) | \(row(median(changed))) | \(Int(median(changed).total)) ms | \(peakSelf / 1024) MB |")
    }

    private func row(_ s: Stages) -> String {
        [s.load, s.analyse, s.render, s.write].map { "\(Int($0.rounded())) ms" }.joined(separator: " | ")
    }

    private func median(_ list: [Stages]) -> Stages {
        func mid(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Stages(load: mid(list.map(\.load)), analyse: mid(list.map(\.analyse)), render: mid(list.map(\.render)), write: mid(list.map(\.write)))
    }

    /// Runs `liftbook build --timings` in a child process; returns its stages and wall time.
    private func fullBuildInChildProcess() throws -> (Stages, Double) {
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
            case "load": stages.load = ms
            case "analyse": stages.analyse = ms
            case "render": stages.render = ms
            case "write": stages.write = ms
            default: break
            }
        }
        return (stages, wall)
    }

    /// One build in this process with the caches of `build`, written to the output folder.
    private func inProcessBuild(_ build: SiteBuild) throws -> (stages: Stages, sessions: Int, sets: Int, pages: Int) {
        let result = try build.run(keepGoing: false)
        guard let files = result.files else { throw ExitCode(1) }
        let started = Date()
        _ = try OutputWriter(output: output).write(files, siteFolder: site)
        let write = Date().timeIntervalSince(started) * 1000
        let times = Dictionary(result.timings.map { ($0.0, Double($0.1)) }, uniquingKeysWith: { a, _ in a })
        let stages = Stages(load: times["load"] ?? 0, analyse: times["analyse"] ?? 0, render: times["render"] ?? 0, write: write)
        return (stages, result.sessions, result.sets, files.filter { $0.path.hasSuffix(".html") }.count)
    }

    /// Appends a set to the newest session file, as a lifter logging one more set would.
    private func touchOneSession(run: Int) throws {
        let sessions = DiskSiteFiles(root: site).files(under: "sessions").filter { $0.hasSuffix(".md") }
        guard let newest = sessions.last else { return }
        let url = site.appending(path: newest)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data((text + "- 20 x \(10 + run)\n").utf8).write(to: url)
    }

    private func maxResidentKilobytes(children: Bool) -> Int {
        var usage = rusage()
        getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
