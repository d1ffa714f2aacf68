/// A strict HTML reader for test assertions: builds the element tree of a page and reports any
/// end tag that does not close the open element, so a stray `<script>` or an unescaped `<` in a
/// text shows as an element or an error, never hides in a substring. Entities in text and
/// attribute values are decoded, so a text reads as a browser shows it.
package enum StrictHTML {
    /// An element, or the document root (name `#document`).
    package final class Element: @unchecked Sendable {
        /// The lower-case tag name.
        package let name: String
        /// The attributes, names in lower case, values decoded.
        package let attributes: [(name: String, value: String)]
        /// The children: elements and texts, in order.
        package fileprivate(set) var children: [Child] = []

        init(name: String, attributes: [(name: String, value: String)]) {
            self.name = name
            self.attributes = attributes
        }

        /// An attribute's value.
        package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

        /// The text inside, decoded, tags removed.
        package var text: String {
            children.map { child in
                switch child {
                case .text(let text): text
                case .element(let element): element.text
                }
            }.joined()
        }

        /// This element and every element below it, in document order.
        package var all: [Element] {
            [self] + children.flatMap { child -> [Element] in
                if case .element(let element) = child { return element.all }
                return []
            }
        }

        /// The elements below with a class.
        package func elements(withClass name: String) -> [Element] {
            all.filter { ($0.attribute("class") ?? "").split(separator: " ").contains(Substring(name)) }
        }
    }

    /// A child of an element.
    package enum Child {
        /// Text, decoded.
        case text(String)
        /// An element.
        case element(Element)
    }

    /// Elements that have no end tag.
    package static let voidElements: Set<String> = ["meta", "link", "br", "img", "input", "hr", "source", "col", "wbr", "area", "base", "embed"]
    /// Elements whose content is raw text.
    static let rawText: Set<String> = ["script", "style"]

    /// The document's tree and the problems found (end tags that close nothing open, elements never closed).
    package static func parse(_ html: String) -> (root: Element, errors: [String]) {
        let chars = Array(html.unicodeScalars)
        let root = Element(name: "#document", attributes: [])
        var stack = [root]
        var errors: [String] = []
        var text = ""
        var i = 0
        func flush() {
            if !text.isEmpty { stack[stack.count - 1].children.append(.text(decode(text))) }
            text = ""
        }
        func skip(past end: String) {
            let pattern = Array(end.unicodeScalars)
            while i < chars.count, !chars[i...].starts(with: pattern) { i += 1 }
            i += pattern.count
        }
        while i < chars.count {
            let c = chars[i]
            guard c == "<", i + 1 < chars.count else { text.unicodeScalars.append(c); i += 1; continue }
            let next = chars[i + 1]
            if chars[i...].starts(with: "<!--".unicodeScalars) { flush(); skip(past: "-->"); continue }
            if next == "!" || next == "?" { flush(); skip(past: ">"); continue }
            if next == "/" {
                flush()
                i += 2
                var name = ""
                while i < chars.count, chars[i] != ">" { name.unicodeScalars.append(chars[i]); i += 1 }
                i += 1
                name = name.trimmingSpacesAndLowercased
                if stack.count > 1, stack[stack.count - 1].name == name {
                    stack.removeLast()
                } else {
                    errors.append("</\(name)> closes <\(stack[stack.count - 1].name)>")
                }
                continue
            }
            guard next.properties.isAlphabetic else {
                errors.append("a bare '<' in text")
                text.unicodeScalars.append(c)
                i += 1
                continue
            }
            flush()
            i += 1
            var name = ""
            while i < chars.count, !isSpace(chars[i]), chars[i] != ">", chars[i] != "/" { name.unicodeScalars.append(chars[i]); i += 1 }
            var attributes: [(name: String, value: String)] = []
            while i < chars.count, chars[i] != ">" {
                if isSpace(chars[i]) || chars[i] == "/" { i += 1; continue }
                var attribute = ""
                while i < chars.count, !isSpace(chars[i]), chars[i] != ">", chars[i] != "=", chars[i] != "/" {
                    attribute.unicodeScalars.append(chars[i]); i += 1
                }
                var value = ""
                if i < chars.count, chars[i] == "=" {
                    i += 1
                    if i < chars.count, chars[i] == "\"" || chars[i] == "'" {
                        let quote = chars[i]
                        i += 1
                        while i < chars.count, chars[i] != quote { value.unicodeScalars.append(chars[i]); i += 1 }
                        i += 1
                    } else {
                        while i < chars.count, !isSpace(chars[i]), chars[i] != ">" { value.unicodeScalars.append(chars[i]); i += 1 }
                    }
                }
                attributes.append((attribute.lowercased(), decode(value)))
            }
            i += 1
            let element = Element(name: name.lowercased(), attributes: attributes)
            stack[stack.count - 1].children.append(.element(element))
            if rawText.contains(element.name) {
                let end = Array("</\(element.name)".unicodeScalars)
                var raw = ""
                while i < chars.count, !chars[i...].starts(with: end) { raw.unicodeScalars.append(chars[i]); i += 1 }
                element.children.append(.text(raw))
                skip(past: ">")
            } else if !voidElements.contains(element.name) {
                stack.append(element)
            }
        }
        flush()
        for open in stack.dropFirst() { errors.append("<\(open.name)> is never closed") }
        return (root, errors)
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&#NN;` and `&#xNN;` decoded.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            guard let semi = after.prefix(12).firstIndex(of: ";") else { out += "&"; rest = rest[rest.index(after: amp)...]; continue }
            let entity = String(after[after.index(after: amp)..<semi])
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
            if let value = named[entity] {
                out += value
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}

extension String {
    fileprivate var trimmingSpacesAndLowercased: String {
        String(unicodeScalars.filter { $0 != " " && $0 != "\n" && $0 != "\t" }.map(Character.init)).lowercased()
    }
}
