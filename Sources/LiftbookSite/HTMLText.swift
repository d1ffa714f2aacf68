/// Escapes text for HTML element content and quoted attribute values.
public func escapeHTML(_ text: String) -> String {
    guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" || $0 == "'" }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.append(character)
        }
    }
    return result
}

/// Escapes text for XML (feeds, sitemap, SVG).
public func escapeXML(_ text: String) -> String { escapeHTML(text) }

/// True for a URL that is safe to put in an `href` or `src`: http(s), mailto, or site-relative.
public func isSafeURL(_ url: String) -> Bool {
    let lower = url.trimmingCharacters(in: .whitespaces).lowercased()
    if lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") { return true }
    return lower.hasPrefix("/") && !lower.hasPrefix("//")
}

import Foundation
