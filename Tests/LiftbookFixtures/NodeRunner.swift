package import Foundation

/// Why Node.js could not run a script.
package struct NodeFailure: Error, CustomStringConvertible {
    package var description: String
}

/// Runs Node.js (`node` on the PATH; `.ci/setup` installs Debian's `nodejs` when it is missing) with
/// `arguments` and returns its standard output; a non-zero exit is an error with its standard error.
package func runNode(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["node"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read before waiting: a large output would fill the pipe and block the child.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problems = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw NodeFailure(description: "node \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                          + (String(data: problems, encoding: .utf8) ?? "") + " (install Node.js: apt-get install nodejs)")
    }
    return data
}
