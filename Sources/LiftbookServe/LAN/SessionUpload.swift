package import LiftbookModel

/// A session the gym page sends to `serve --lan`: its file name and its text in Liftbook's notation.
package struct SessionUpload: Sendable, Equatable, Decodable {
    /// The file name, such as `2026-11-27-upper-a.md` (see ``SessionFileName``).
    package var name: String
    /// The whole file.
    package var text: String

    /// Creates an upload.
    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// What became of an upload.
package enum SessionSaveOutcome: Sendable, Equatable {
    /// Written at `path` (relative to the site folder); its page is at `url` (a path on the site),
    /// nil for a private session, which has no page.
    case saved(path: String, url: String?)
    /// Not written: the file has these problems, as `check` reports them.
    case refused([Diagnostic])
    /// Not written: a file of that name is already at `path`.
    case exists(path: String)
    /// Not written: the system refused, for this reason.
    case failed(String)
}

/// Checks an upload as `check` would and writes it under `sessions/`, never over a file; given
/// the base URL the site is served at. It blocks (it loads the site): the server calls it off
/// the threads that answer requests.
package typealias SessionSaver = @Sendable (_ upload: SessionUpload, _ baseURL: String) -> SessionSaveOutcome
