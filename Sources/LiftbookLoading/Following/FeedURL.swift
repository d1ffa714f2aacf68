package import Foundation
import LiftbookModel

/// Checks on URLs that come from another site: only absolute `http` and `https` URLs with a
/// host and no spaces or control characters are kept.
package enum FeedURL {
    /// True for an absolute http(s) URL with a host.
    package static func isWebURL(_ text: String) -> Bool { webURL(text) != nil }

    /// The URL when `text` is an absolute http(s) URL with a host and nothing unsafe in it.
    package static func webURL(_ text: String) -> URL? {
        guard text.utf8.count <= 2048,
              !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || !$0.isASCII
                  || $0 == "\"" || $0 == "'" || $0 == "<" || $0 == ">" || $0 == "\\" || $0 == "`" }),
              let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    /// `text` resolved against `base` when it is a relative reference; nil unless the result is
    /// an http(s) URL.
    package static func resolve(_ text: String, against base: URL) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL else { return nil }
        return webURL(url.absoluteString)
    }

    /// The URL as a shell word: as it is when it holds only characters a shell leaves alone,
    /// otherwise in single quotes (a URL kept by ``webURL(_:)`` never holds one).
    package static func shellWord(_ text: String) -> String { ShellText.word(text) }
}
