package import Foundation
import LiftbookLoading
import LiftbookModel
package import LiftbookSystem

/// `liftbook export --format sessions`: every workout, from any source, as a canonical session
/// file, each read back before it is returned.
package enum ExportRun {
    /// How to export.
    package struct Options: Sendable, Equatable {
        /// The Markdown notation instead of YAML.
        package var markdown: Bool
        /// Export what could be read even when some files have errors.
        package var keepGoing: Bool
        /// The target folder's path inside the site folder (`""` for the site folder itself), or
        /// nil when it is elsewhere: sessions already in that folder are not exported again.
        package var targetInSite: String?

        /// Options for an export.
        package init(markdown: Bool = false, keepGoing: Bool = false, targetInSite: String? = nil) {
            self.markdown = markdown
            self.keepGoing = keepGoing
            self.targetInSite = targetInSite
        }
    }

    /// The exported files and what to say about them.
    package struct Sessions: Sendable, Equatable {
        /// One file per exported session, its path relative to the target folder.
        package var files: [OutputFile]
        /// The sessions exported (those that did not read back exactly included).
        package var sessions: Int
        /// Their sets.
        package var sets: Int
        /// Sessions left out because they already are in the target folder.
        package var skipped: Int
        /// Sessions left out because they would not read back exactly (with keep-going).
        package var failed: Int
        /// True when the site reads imports, so the next step is removing them.
        package var fromImports: Bool
        /// True when the site has a `corrections.yaml`, which the files already apply.
        package var hasCorrections: Bool
    }

    /// Loads the site and returns the session files; stops when the site has errors or a session
    /// would not read back exactly (unless it keeps going).
    package static func run(_ pipeline: BuildPipeline, options: Options) throws -> CommandRun<Sessions> {
        let outcome = try pipeline.run(through: .load)
        let loaded = outcome.loaded
        guard options.keepGoing || !loaded.diagnostics.hasErrors else { return CommandRun(stop: .siteErrors, diagnostics: loaded.diagnostics) }
        // Into the site's sessions/ (or a folder inside it), the session files already there are
        // not written a second time: they would count twice.
        let skippedFolder: String? = options.targetInSite.flatMap { folder in
            folder == "sessions" || folder.hasPrefix("sessions/") ? "sessions" : (folder.isEmpty ? nil : folder)
        }
        let sessions = loaded.data.sessions.filter { session in
            guard let skippedFolder else { return true }
            return !session.location.path.hasPrefix(skippedFolder + "/")
        }
        let export = SessionExporter.export(sessions, library: loaded.library, format: options.markdown ? .markdown : .yaml)
        let diagnostics = loaded.diagnostics + export.diagnostics
        let failed = export.diagnostics.errors.count
        if failed > 0, !options.keepGoing {
            return CommandRun(stop: .refused(message: "nothing was exported: \(failed) session\(failed == 1 ? "" : "s") would not read back exactly",
                                             hint: "pass --keep-going to write the sessions that do"), diagnostics: diagnostics)
        }
        let result = Sessions(
            files: export.files, sessions: sessions.count,
            sets: sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } },
            skipped: loaded.data.sessions.count - sessions.count, failed: failed,
            fromImports: !loaded.data.config.imports.isEmpty || sessions.contains { $0.location.path.hasPrefix("imports/") },
            hasCorrections: pipeline.files.exists("corrections.yaml"))
        return CommandRun(result, diagnostics: diagnostics)
    }

    /// The target's path inside the site folder (`""` for the folder itself), or nil when it is
    /// elsewhere; the paths are compared as written, links not followed.
    package static func path(of target: URL, inside root: URL) -> String? {
        let base = root.standardizedFileURL.path
        let path = target.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base || path + "/" == prefix { return "" }
        guard path.hasPrefix(prefix) else { return nil }
        var inside = String(path.dropFirst(prefix.count))
        while inside.hasSuffix("/") { inside.removeLast() }
        return inside
    }
}
