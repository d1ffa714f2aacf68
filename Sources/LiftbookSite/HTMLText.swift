import LiftbookTemplates

/// Escapes text for HTML element content and quoted attribute values: `&`, `<`, `>`, `"` and `'`,
/// with the template engine's escaping (``TemplateOutput/append(escaped:)``), the one HTML escaper.
package func escapeHTML(_ text: String) -> String {
    // The five bytes are all below 64: one comparison and one bit test settle most bytes.
    let specials: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
    guard text.utf8.contains(where: { $0 < 64 && specials >> UInt64($0) & 1 != 0 }) else { return text }
    var output = TemplateOutput(capacity: text.utf8.count + 16)
    output.append(escaped: text)
    return output.text
}

/// Escapes text for XML (feeds, sitemap, SVG).
package func escapeXML(_ text: String) -> String { escapeHTML(text) }

/// True for a URL that is safe to put in an `href` or `src`: http(s), mailto, or site-relative.
package func isSafeURL(_ url: String) -> Bool {
    let lower = url.trimmingCharacters(in: .whitespaces).lowercased()
    if lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") { return true }
    return lower.hasPrefix("/") && !lower.hasPrefix("//")
}

import Foundation
