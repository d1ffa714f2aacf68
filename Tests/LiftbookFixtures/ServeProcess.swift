package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `liftbook serve` child process for end-to-end tests: its output is collected as it comes,
/// waits are bounded, and the process is killed when the value goes away, whatever happened.
package final class ServeProcess: @unchecked Sendable {
    private let process = Process()
    private let output = LockedText()
    private let errors = LockedText()

    /// Starts `liftbook serve` with `arguments` (after `serve`), with NO_COLOR set.
    package init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = CLIRunner.productsFolder.appending(path: "liftbook")
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [output] in output.append($0.availableData) }
        err.fileHandleForReading.readabilityHandler = { [errors] in errors.append($0.availableData) }
        try process.run()
    }

    deinit { kill() }

    /// Everything printed on standard output so far.
    package var stdout: String { output.text }
    /// Everything printed on standard error so far.
    package var stderr: String { errors.text }

    /// The address from the `Serving … at URL` line, once it is printed (nil after `timeout` seconds).
    package func waitForURL(timeout: TimeInterval = 20) -> URL? {
        let found = output.wait(timeout: timeout) { text in
            text.split(separator: "\n").contains { $0.hasPrefix("Serving ") && $0.contains(" at http://") }
        }
        guard found else { return nil }
        for line in stdout.split(separator: "\n") where line.hasPrefix("Serving ") {
            guard let start = line.range(of: " at http://") else { continue }
            let rest = line[line.index(start.lowerBound, offsetBy: 4)...]
            return URL(string: String(rest.prefix { $0 != " " }))
        }
        return nil
    }

    /// Waits until standard output or standard error holds `text`; false after `timeout` seconds.
    package func waitForOutput(_ text: String, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if stdout.contains(text) || stderr.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Sends SIGTERM (SIGINT, as Ctrl-C does, with `interrupt`) and waits for the process to end;
    /// its exit status, or nil after `timeout` seconds.
    package func stop(interrupt: Bool = false, timeout: TimeInterval = 10) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        sendSignal(process.processIdentifier, interrupt ? SIGINT : SIGTERM)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Kills the process if it still runs.
    package func kill() {
        guard process.isRunning else { return }
        sendSignal(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

private func sendSignal(_ pid: Int32, _ signal: Int32) {
    #if canImport(Glibc)
    _ = Glibc.kill(pid, signal)
    #elseif canImport(Darwin)
    _ = Darwin.kill(pid, signal)
    #endif
}
