package import LiftbookModel
package import LiftbookSystem

/// Writes sessions from any source (hand-written, imported) as canonical session files, and
/// proves each one: the file is read back with the real loader and must give exactly the same
/// session and sets. A session the Markdown notation cannot say exactly is written as YAML; one
/// that reads back differently in both forms gets no file and an error.
package enum SessionExporter {
    /// The file format to write.
    package enum Format: Sendable {
        /// Structured YAML session files (`.yaml`).
        case yaml
        /// The Markdown notation (`.md`).
        case markdown
    }

    /// The files, and what could not be written as asked.
    package struct Export: Sendable {
        /// One file per session that read back exactly, with paths relative to the target folder.
        package var files: [OutputFile]
        /// Sessions written as YAML although Markdown was asked for (warnings), and sessions that
        /// did not read back exactly (errors; they have no file).
        package var diagnostics: [Diagnostic]
    }

    /// One file per session (an exercise with neither sets nor notes is left out), named by its start (`2024-09-13-1411-push-day.yaml`; sessions without
    /// a time of day are numbered in their day: `2024-05-06-1.md`).
    package static func export(_ sessions: [Session], library: ExerciseLibrary, format: Format) -> Export {
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        var used: Set<String> = []
        for var session in sessions.sorted(by: Session.chronological) {
            // An exercise without sets records nothing and is not written (one with a note keeps it).
            session.exercises.removeAll { $0.sets.isEmpty && $0.notes.trimmingSpaces.isEmpty }
            var written: (text: String, isMarkdown: Bool)?
            if format == .markdown {
                for notesInBody in [true, false] {
                    guard let text = MarkdownSessionWriter.text(of: session, library: library, notesInBody: notesInBody),
                          readsBack(text, markdown: true, as: session, library: library) else { continue }
                    written = (text, true)
                    break
                }
                if written == nil {
                    diagnostics.append(.warning("the session is written as YAML: the Markdown notation cannot say all of it exactly",
                                                at: session.location, hint: "a note that looks like a list or heading, or a set with a weight but no reps, needs the YAML form"))
                }
            }
            if written == nil {
                let text = YAMLSessionWriter.text(of: session)
                guard readsBack(text, markdown: false, as: session, library: library) else {
                    diagnostics.append(.error("the exported session does not read back exactly, so it is not written", at: session.location,
                                              hint: "please report this with the session; --keep-going writes the sessions that do read back"))
                    continue
                }
                written = (text, false)
            }
            guard let written else { continue }
            let name = uniqueName(for: session, markdown: written.isMarkdown, used: &used)
            files.append(OutputFile(path: name, contents: written.text))
        }
        return Export(files: files, diagnostics: diagnostics)
    }

    private static func readsBack(_ text: String, markdown: Bool, as session: Session, library: ExerciseLibrary) -> Bool {
        var diagnostics: [Diagnostic] = []
        let path = markdown ? "export.md" : "export.yaml"
        let read: [Session] = markdown
            ? MarkdownSessionLoader.load(path: path, text: text, library: library, defaultUnit: .kg, into: &diagnostics).map { [$0] } ?? []
            : StructuredSessionLoader.load(path: path, text: text, library: library, defaultUnit: .kg, into: &diagnostics)
        guard !diagnostics.hasErrors, read.count == 1 else { return false }
        return SessionComparison.sameContent(read[0], session)
    }

    private static func uniqueName(for session: Session, markdown: Bool, used: inout Set<String>) -> String {
        var base = "\(session.date)-"
        if let start = session.start {
            base += String(start.description.filter { $0 != ":" })
        } else {
            base += "\(session.sequence + 1)"
        }
        let slug = ExportText.slug(session.title)
        if !slug.isEmpty { base += "-" + slug }
        let ext = markdown ? ".md" : ".yaml"
        var name = base + ext
        var n = 2
        while used.contains(name) {
            name = "\(base)-\(n)\(ext)"
            n += 1
        }
        used.insert(name)
        return name
    }
}
