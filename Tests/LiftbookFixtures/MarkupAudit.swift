import Foundation
import LiftbookModel
package import LiftbookSystem

/// Reads rendered HTML, XML and SVG the way a browser tokenises tags, and reports markup that
/// could run script or load a dangerous URL. Text and quoted attribute values are not markup, so
/// escaped user strings (`&lt;script&gt;`, `alt="x onerror=y"`) pass; real tags and attributes do not.
package enum MarkupAudit {
    /// Tags a Liftbook page never contains.
    package static let forbiddenTags: Set<String> = ["script", "iframe", "object", "embed", "base", "form", "frame", "frameset", "applet"]
    /// Attributes whose value is a URL.
    package static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "xlink:href", "poster", "background", "cite", "srcset", "data"]
    /// URL schemes allowed in those attributes.
    package static let safeSchemes: Set<String> = ["http", "https", "mailto"]

    /// Every problem in `files`, as "path: what".
    package static func problems(in files: [OutputFile]) -> [String] {
        files.filter { [".html", ".xml", ".svg", ".atom"].contains(where: $0.path.hasSuffix) }
            .flatMap { file in
                problems(inMarkup: file.contents, pagefindScripts: file.path == searchPage).map { "\(file.path): \($0)" }
            }
    }

    /// The one page that loads a script: the search page, with Pagefind's interface.
    package static let searchPage = "search/index.html"

    /// The problems of one document; with `pagefindScripts`, Pagefind's interface script and the
    /// page's own inline script (no other source) are allowed.
    package static func problems(inMarkup text: String, pagefindScripts: Bool = false) -> [String] {
        var problems: [String] = []
        for tag in tags(of: text) {
            let pagefind = pagefindScripts && tag.name == "script"
                && (tag.attributes.first { $0.0 == "src" }.map { $0.1.hasSuffix("/pagefind/pagefind-ui.js") } ?? true)
            if forbiddenTags.contains(tag.name), !pagefind, !isPageScript(tag) { problems.append("a <\(tag.name)> tag") }
            for (name, value) in tag.attributes {
                if name.hasPrefix("on") { problems.append("an event attribute \(name)= on <\(tag.name)>") }
                if urlAttributes.contains(name), let scheme = scheme(of: value), !safeSchemes.contains(scheme) {
                    problems.append("a \(scheme): URL in \(name)= on <\(tag.name)>")
                }
                if name == "style", decode(value).lowercased().contains("javascript:") || value.lowercased().contains("expression(") {
                    problems.append("script in a style attribute on <\(tag.name)>")
                }
                if tag.name == "meta", name == "http-equiv", value.lowercased() == "refresh" { problems.append("a meta refresh") }
            }
        }
        return problems
    }

    /// The two script elements of the gym page, the one page with a script: its data
    /// (`type="application/json" id="gym-data"`, in which `<` is always written `\u003c`) and its
    /// module (`type="module"` from the site's own `gym/app.js`, a path on the same host). No other script passes.
    package static func isPageScript(_ tag: Tag) -> Bool {
        guard tag.name == "script" else { return false }
        let attributes = tag.attributes.map { "\($0.0)=\($0.1)" }
        if attributes == ["type=application/json", "id=gym-data"] { return true }
        guard attributes.count == 2, attributes[0] == "type=module", let src = tag.attributes.last, src.0 == "src" else { return false }
        // The site's own file: a path on this host, never another host's.
        return src.1.hasSuffix("gym/app.js") && src.1.hasPrefix("/") && !src.1.hasPrefix("//")
    }

    /// `text` without the gym page's own script tags (see ``isPageScript(_:)``), for checks that
    /// look for any `<script` in a page.
    package static func strippingPageScripts(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "<script type=\"application/json\" id=\"gym-data\">", with: "")
        while let open = text.range(of: "<script type=\"module\" src=\""), let close = text[open.upperBound...].range(of: "gym/app.js\"></script>") {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
    }

    /// A start tag: its lowercased name and attributes (names lowercased, values as written).
    package struct Tag {
        /// The element name.
        package var name: String
        /// The attributes in order.
        package var attributes: [(String, String)]
    }

    /// The start tags of a document; comments, doctypes and CDATA sections are skipped.
    package static func tags(of text: String) -> [Tag] {
        let chars = Array(text.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func skip(past end: String) {
            let pattern = Array(end.unicodeScalars)
            while i < chars.count, !chars[i...].starts(with: pattern) { i += 1 }
            i += pattern.count
        }
        while i < chars.count {
            guard chars[i] == "<" else { i += 1; continue }
            if chars[i...].starts(with: "<!--".unicodeScalars) { skip(past: "-->"); continue }
            if chars[i...].starts(with: "<![CDATA[".unicodeScalars) { skip(past: "]]>"); continue }
            if i + 1 < chars.count, chars[i + 1] == "!" || chars[i + 1] == "?" || chars[i + 1] == "/" { skip(past: ">"); continue }
            i += 1
            guard i < chars.count, chars[i].properties.isAlphabetic else { continue }
            var name = ""
            while i < chars.count, !isSpace(chars[i]), chars[i] != ">", chars[i] != "/" { name.unicodeScalars.append(chars[i]); i += 1 }
            var attributes: [(String, String)] = []
            while i < chars.count, chars[i] != ">" {
                if isSpace(chars[i]) || chars[i] == "/" { i += 1; continue }
                var attribute = ""
                while i < chars.count, !isSpace(chars[i]), chars[i] != ">", chars[i] != "=", chars[i] != "/" || attribute.isEmpty {
                    attribute.unicodeScalars.append(chars[i]); i += 1
                }
                while i < chars.count, isSpace(chars[i]) { i += 1 }
                var value = ""
                if i < chars.count, chars[i] == "=" {
                    i += 1
                    while i < chars.count, isSpace(chars[i]) { i += 1 }
                    if i < chars.count, chars[i] == "\"" || chars[i] == "'" {
                        let quote = chars[i]
                        i += 1
                        while i < chars.count, chars[i] != quote { value.unicodeScalars.append(chars[i]); i += 1 }
                        i += 1
                    } else {
                        while i < chars.count, !isSpace(chars[i]), chars[i] != ">" { value.unicodeScalars.append(chars[i]); i += 1 }
                    }
                }
                attributes.append((attribute.lowercased(), value))
            }
            tags.append(Tag(name: name.lowercased(), attributes: attributes))
        }
        return tags
    }

    /// The scheme a browser would see in a URL attribute value, lowercased; nil for relative URLs.
    package static func scheme(of value: String) -> String? {
        let decoded = decode(value).unicodeScalars.filter { $0.value > 0x20 && $0 != "\u{7F}" }
        var scheme = ""
        for scalar in decoded {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// Character references decoded: `&#106;`, `&#x6A;`, `&colon;`, `&amp;` and friends.
    package static func decode(_ value: String) -> String {
        guard value.contains("&") else { return value }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n"]
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[rest.index(after: amp)...]
            let end = rest.firstIndex(where: { $0 == ";" || $0 == "&" || $0 == " " }) ?? rest.endIndex
            let entity = String(rest[..<end]).lowercased()
            var replacement: String?
            if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16) {
                replacement = Unicode.Scalar(code).map { String($0) }
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()) {
                replacement = Unicode.Scalar(code).map { String($0) }
            } else {
                replacement = named[entity]
            }
            if let replacement {
                result += replacement
                rest = end < rest.endIndex && rest[end] == ";" ? rest[rest.index(after: end)...] : rest[end...]
            } else {
                result += "&"
            }
        }
        return result + rest
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
    }
}
