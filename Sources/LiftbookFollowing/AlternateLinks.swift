package import Foundation

/// The feed links of an HTML page: `<link rel="alternate" type="application/feed+json" href="…">`
/// (and Atom's), read with a small tag scanner that never runs or trusts the page.
package enum AlternateLinks {
    /// A feed link.
    package struct Link: Sendable, Hashable {
        /// `application/feed+json`, `application/atom+xml`, …
        package var type: String
        /// The `href`, entities decoded, not yet resolved.
        package var href: String

        /// Creates a link.
        package init(type: String, href: String) {
            self.type = type
            self.href = href
        }
    }

    /// Every `<link rel="alternate">` with a type and an href, in page order (at most the first
    /// 512 KiB of the page are read).
    package static func links(in html: String) -> [Link] {
        var result: [Link] = []
        let scalars = Array(html.unicodeScalars.prefix(512 * 1024))
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", index + 5 < scalars.count,
                  String(String.UnicodeScalarView(scalars[(index + 1)...(index + 4)])).lowercased() == "link",
                  !scalars[index + 5].properties.isAlphabetic else {
                index += 1
                continue
            }
            var end = index + 5
            var quote: Unicode.Scalar?
            while end < scalars.count {
                let scalar = scalars[end]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    break
                }
                end += 1
            }
            let attributes = Self.attributes(String(String.UnicodeScalarView(scalars[(index + 5)..<min(end, scalars.count)])))
            let rel = (attributes["rel"] ?? "").lowercased().split(separator: " ").map(String.init)
            if rel.contains("alternate"), let type = attributes["type"], let href = attributes["href"] {
                result.append(Link(type: type.lowercased(), href: decode(href)))
            }
            index = end + 1
        }
        return result
    }

    /// The JSON Feed link of a page, resolved against the page's URL: the first
    /// `application/feed+json` link that is an http(s) URL.
    package static func jsonFeed(in html: String, page: URL) -> URL? {
        for link in links(in: html) where link.type == "application/feed+json" || link.type == "application/json" {
            if let url = URL(string: link.href, relativeTo: page)?.absoluteURL,
               let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" { return url }
        }
        return nil
    }

    /// `name="value"`, `name='value'` and `name=value` pairs, names in lower case.
    static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\n" || s == "\t" || s == "\r" || s == "/" }
        while index < scalars.count {
            while index < scalars.count, isSpace(scalars[index]) { index += 1 }
            var name = ""
            while index < scalars.count, !isSpace(scalars[index]), scalars[index] != "=" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            var value = ""
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    index += 1
                    while index < scalars.count, scalars[index] != quote {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < scalars.count, !isSpace(scalars[index]) || scalars[index] == "/" {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                }
            }
            if !name.isEmpty, result[name.lowercased()] == nil { result[name.lowercased()] = value }
        }
        return result
    }

    private static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
