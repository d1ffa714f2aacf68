import LiftbookModel

/// The example session and routine `liftbook init` writes carry `example: true`. They show a new
/// site what it will look like; once the log has a session of its own (hand-written or imported)
/// they would only distort its figures, so they are left out, with a warning that says to delete them.
enum StarterExamples {
    /// The sessions and routine without the examples, when other sessions exist.
    static func leaveOut(_ sessions: inout [Session], routine: inout Routine?, into diagnostics: inout [Diagnostic]) {
        let examples = sessions.reduce(0) { $0 + ($1.isExample ? 1 : 0) }
        let real = sessions.count - examples
        guard real > 0, examples > 0 || routine?.isExample == true else { return }
        let since = "the log has \(real) session\(real == 1 ? "" : "s") of its own"
        for session in sessions where session.isExample {
            diagnostics.append(.warning("this is liftbook init's example session (example: true) and \(since); it is left out",
                                        at: session.location,
                                        hint: "delete \(session.location.path); to keep it as a real session, remove 'example: true'"))
        }
        sessions.removeAll { $0.isExample }
        if routine?.isExample == true {
            diagnostics.append(.warning("routine.yaml is liftbook init's example plan (example: true) and \(since); it is left out",
                                        at: SourceLocation(path: "routine.yaml"),
                                        hint: "write your own plan in routine.yaml and remove 'example: true', or delete routine.yaml"))
            routine = nil
        }
    }
}
