package import LiftbookModel

/// What a command's library function made: its value, or why it stopped, and the diagnostics to
/// show either way (in the order they are shown). Nothing is printed or written: the caller
/// prints the diagnostics and hands the files to a writer.
package struct CommandRun<Value: Sendable>: Sendable {
    /// The problems found, in the order to show them.
    package var diagnostics: [Diagnostic]
    /// The files or text the command made, or why it made none.
    package var result: Result<Value, CommandStop>

    /// A run that made `value`.
    package init(_ value: Value, diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
        result = .success(value)
    }

    /// A run that stopped.
    package init(stop: CommandStop, diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
        result = .failure(stop)
    }

    /// The value, when the run made one.
    package var value: Value? { try? result.get() }
}

/// Why a command made nothing.
package enum CommandStop: Error, Sendable, Equatable {
    /// The site has errors; the diagnostics list them.
    case siteErrors
    /// The diagnostics say why (an error at a place in a file).
    case diagnosed
    /// Refused: what to say, and what to do about it.
    case refused(message: String, hint: String)
}
