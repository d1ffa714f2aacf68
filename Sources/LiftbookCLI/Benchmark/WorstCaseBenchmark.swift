import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookSample

/// `liftbook bench --worst-case`: how long checking and building (in memory) each of
/// ``WorstCaseInputs`` takes, and the peak memory it needs: the inputs that once took time in
/// the square of their size, minutes, gigabytes, or crashed. Each input runs in a fresh child
/// process, so its peak memory is its own. Timing lives here, not in tests.
struct WorstCaseBenchmark {
    let runs: Int

    /// Prints the table, one child process per input.
    func measure() throws {
        print("| input | size | check | build | peak memory | errors | warnings |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for index in WorstCaseInputs.all.indices {
            let process = Process()
            process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            process.arguments = ["bench", "--worst-case", "--runs", "\(runs)", "--worst-case-input", "\(index)"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let row = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let name = WorstCaseInputs.all[index].name
            print(process.terminationStatus == 0 ? row.trimmingCharacters(in: .newlines) : "| \(name) | | crashed (status \(process.terminationStatus)) | | | | |")
        }
    }

    /// Measures one input in this process and prints its row.
    func measure(input index: Int) {
        let today = LocalDate(iso: "2026-11-22") ?? LocalDate(dayNumber: 20_779)
        guard WorstCaseInputs.all.indices.contains(index) else { return }
        let input = WorstCaseInputs.all[index]
        var files: any SiteFiles = MemorySiteFiles(input.files)
        var folder: URL?
        if !input.generated.isEmpty {
            // Files too large for memory are written to a temporary site folder and read from there.
            guard let written = try? Self.writeSite(input) else {
                print("| \(input.name) | | cannot write the generated files | | | | |")
                return
            }
            folder = written
            files = DiskSiteFiles(root: written)
        }
        defer { if let folder { try? FileManager.default.removeItem(at: folder) } }
        let pipeline = BuildPipeline(files: files, today: { _ in today })
        var checks: [Double] = []
        var builds: [Double] = []
        var outcome: BuildPipeline.Outcome?
        for _ in 0..<runs {
            checks.append(Self.milliseconds { outcome = try? pipeline.run(through: .validate) })
            builds.append(Self.milliseconds { outcome = try? pipeline.run(through: .render) })
        }
        let bytes = input.files.values.reduce(0) { $0 + $1.utf8.count } + input.generated.values.reduce(0) { $0 + $1.bytes }
        let diagnostics = outcome?.diagnostics ?? []
        let peak = PeakMemory.kilobytes(children: false) >> 10
        print("| \(input.name) | \(Self.size(bytes)) | \(Self.format(Self.median(checks))) | \(Self.format(Self.median(builds))) | "
            + "\(peak) MB | \(diagnostics.errors.count) | \(diagnostics.warnings.count) |")
    }

    /// A temporary site folder holding the input's files, the generated ones written piece by piece.
    private static func writeSite(_ input: WorstCaseInputs.Case) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "liftbook-worst-\(ProcessInfo.processInfo.processIdentifier)")
        for (path, text) in input.files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for (path, file) in input.generated {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            var failure: (any Error)?
            file.write { piece in
                guard failure == nil else { return }
                do { try handle.write(contentsOf: piece) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        return folder
    }

    private static func milliseconds(_ work: () -> Void) -> Double {
        let start = ContinuousClock.now
        work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : String(format: "%.0f KB", Double(bytes) / 1024)
    }

    static func format(_ value: Double) -> String {
        value >= 10 ? String(format: "%.0f ms", value) : String(format: "%.1f ms", value)
    }
}
