import Foundation
package import LiftbookModel

extension TextFile {
    /// A site file that may be absent: its text, nothing at its path, or something there that
    /// cannot be read as text (a folder, a link out of the site, bytes that are not UTF-8, a
    /// failed read), which the diagnostics say.
    package enum Existing: Sendable, Equatable {
        /// Nothing is at the path.
        case absent
        /// The file's text.
        case text(String)
        /// Something is at the path but it could not be read; a diagnostic says why.
        case unreadable
    }

    /// Reads the file at `path` when there is one. Only "no such file" reads as ``Existing/absent``:
    /// every other failure is ``Existing/unreadable`` with its error in `diagnostics`, so that a
    /// command that rewrites the file never takes a file it could not read for a missing one.
    /// An empty file is text; the text keeps the file's line breaks.
    package static func readIfPresent(_ path: String, from files: any SiteFiles, sizeLimit: Int = TextFile.sizeLimit,
                                     into diagnostics: inout [Diagnostic]) -> Existing {
        let location = SourceLocation(path: path)
        let data: Data
        do {
            data = try files.read(path)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile {
            return .absent
        } catch {
            diagnostics.append(unreadable(error, at: location))
            return .unreadable
        }
        guard let text = text(of: data, at: location, allowEmpty: true, sizeLimit: sizeLimit, into: &diagnostics) else { return .unreadable }
        // As written (its line breaks, a byte-order mark), so that a rewrite keeps them; UTF-16 as read.
        return .text(String(validating: data, as: UTF8.self) ?? text)
    }
}

extension TextFile.Existing {
    /// The text, or nil when the file is absent or unreadable.
    package var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
