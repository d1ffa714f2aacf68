/// Escapes text for HTML element content and quoted attribute values: `&`, `<`, `>`, `"` and `'`.
public func escapeHTML(_ text: String) -> String {
    let utf8 = text.utf8
    // The five bytes are all below 64: one comparison and one bit test settle most bytes.
    let specials: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
    guard utf8.contains(where: { $0 < 64 && specials >> UInt64($0) & 1 != 0 }) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
        switch byte {
        case 0x26: bytes += Array("&amp;".utf8)
        case 0x3C: bytes += Array("&lt;".utf8)
        case 0x3E: bytes += Array("&gt;".utf8)
        case 0x22: bytes += Array("&quot;".utf8)
        case 0x27: bytes += Array("&#39;".utf8)
        default: bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
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
