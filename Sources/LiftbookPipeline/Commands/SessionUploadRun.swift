import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSite
package import LiftbookSystem

/// A session sent to `serve --lan`: checked as `check` checks it, as part of the site (the site
/// loaded with the new file added in memory), and turned into the file to write and the address
/// of its page. Nothing is written here.
package enum SessionUploadRun {
    /// What was sent, and where the site is served.
    package struct Options: Sendable, Equatable {
        /// The file name in `sessions/`, already checked by the server's name rule.
        package var name: String
        /// The file's text.
        package var text: String
        /// The base URL the site is served at; the page's address is a path below it.
        package var baseURL: String

        /// Creates options.
        package init(name: String, text: String, baseURL: String) {
            self.name = name
            self.text = text
            self.baseURL = baseURL
        }
    }

    /// A session that may be written.
    package struct Accepted: Sendable, Equatable {
        /// The file to write, its path relative to the site folder (`sessions/NAME`).
        package var file: OutputFile
        /// The path of the session's page (`/sessions/2026-11-27-1730/`); nil for a private
        /// session, which has no page.
        package var url: String?
    }

    /// Checks the upload. Stops with ``CommandStop/refused(message:hint:)`` when the file exists
    /// already, and with ``CommandStop/diagnosed`` when the new file brings diagnostics: any error
    /// or warning in the file itself, and any error elsewhere that loading the site without it
    /// does not give. (Warnings elsewhere are not its fault: the first session of a new site makes
    /// `init`'s example session and plan be left out, and says so.)
    package static func run(_ pipeline: BuildPipeline, options: Options) throws -> CommandRun<Accepted> {
        let path = "sessions/" + options.name
        guard !pipeline.files.exists(path) else {
            return CommandRun(stop: .refused(message: "\(path) already exists", hint: "save it under another name"))
        }
        let before = try pipeline.run(through: .load).diagnostics
        var with = pipeline
        with.files = OverlaySiteFiles(base: pipeline.files, adding: [path: Data(options.text.utf8)])
        let after = try with.run(through: .load)
        let known = Set(before)
        let brought = after.diagnostics.filter { $0.location.path == path || ($0.severity == .error && !known.contains($0)) }
        guard brought.isEmpty else { return CommandRun(stop: .diagnosed, diagnostics: brought) }
        let session = after.loaded.data.sessions.first { $0.location.path == path }
        let url = session.flatMap { $0.isPrivate ? nil : SiteURLs(baseURL: options.baseURL).href(.session($0.id)) }
        return CommandRun(Accepted(file: OutputFile(path: path, bytes: Array(options.text.utf8)), url: url))
    }
}
