import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSample

/// `liftbook bench --worst-case`: how long checking each of ``WorstCaseInputs`` takes, the
/// inputs that once took time in the square of their size. Timing lives here, not in tests.
struct WorstCaseBenchmark {
    let runs: Int

    func measure() {
        let today = LocalDate(iso: "2026-11-22") ?? LocalDate(dayNumber: 20_779)
        print("| input | size | load | errors | warnings |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for input in WorstCaseInputs.all {
            let files = MemorySiteFiles(input.files)
            var times: [Double] = []
            var result: SiteLoader.Result?
            for _ in 0..<runs {
                let start = ContinuousClock.now
                result = SiteLoader(files: files, today: today).load()
                let elapsed = ContinuousClock.now - start
                times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            let bytes = input.files.values.reduce(0) { $0 + $1.utf8.count }
            let diagnostics = result?.diagnostics ?? []
            let median = times.sorted()[times.count / 2]
            print("| \(input.name) | \(Self.size(bytes)) | \(Self.milliseconds(median)) | \(diagnostics.errors.count) | \(diagnostics.warnings.count) |")
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : String(format: "%.0f KB", Double(bytes) / 1024)
    }

    static func milliseconds(_ value: Double) -> String {
        value >= 10 ? String(format: "%.0f ms", value) : String(format: "%.1f ms", value)
    }
}
