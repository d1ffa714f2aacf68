import Foundation

/// `build --search`: runs Pagefind (`pagefind --site <output>`) on the site just written, which
/// writes its index and interface into `<output>/pagefind/`. Pagefind is found as a `pagefind`
/// executable on `PATH`, else as the Python module of `pip install pagefind-bin` (or of
/// `pip install "pagefind[bin]"`) run by `python3 -m`.
struct PagefindIndex {
    /// How to start Pagefind.
    struct Launcher: Equatable {
        var executable: URL
        var leadingArguments: [String]

        /// The command as a user would type it.
        var description: String { ([executable.lastPathComponent] + leadingArguments).joined(separator: " ") }
    }

    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String

        /// Pagefind's summary lines (`Indexed 42 pages`), for the build's report.
        var summary: [String] {
            output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("Indexed ") && !$0.hasSuffix("language") && !$0.hasSuffix("languages") }
        }
    }

    /// The text that says how to install Pagefind.
    static let installHint = "install Pagefind with 'pip install pagefind-bin' (Python) or 'npm install -g pagefind' (Node; 'npx pagefind --site public' also runs it), then run 'liftbook build --search' again"

    /// Pagefind on this machine, looked up in the folders of `path` (the `PATH` variable); nil when absent.
    static func find(path: String?) -> Launcher? {
        let folders = (path ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        func executable(_ name: String) -> URL? {
            folders.map { $0.appending(path: name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
        if let pagefind = executable("pagefind") ?? executable("pagefind_extended") { return Launcher(executable: pagefind, leadingArguments: []) }
        guard let python = executable("python3") else { return nil }
        for module in ["pagefind_bin", "pagefind"] {
            let probe = Launcher(executable: python, leadingArguments: ["-m", module])
            if (try? run(probe, arguments: ["--version"]))?.status == 0 { return probe }
        }
        return nil
    }

    /// Indexes the site in `output`.
    static func index(_ output: URL, with launcher: Launcher) throws -> Result {
        try run(launcher, arguments: ["--site", output.path])
    }

    /// Runs Pagefind, its standard output and error together into a file (so neither pipe fills).
    private static func run(_ launcher: Launcher, arguments: [String]) throws -> Result {
        let log = FileManager.default.temporaryDirectory.appending(path: "liftbook-pagefind-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = launcher.executable
        process.arguments = launcher.leadingArguments + arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Result(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }
}
