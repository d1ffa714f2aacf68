import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG file parsed as XML: its root element, the elements by name and the text of each
/// `<title>` and `<text>`; nil when the file is not well-formed XML.
package struct SVGDocument: Sendable {
    package var root: String = ""
    package var rootAttributes: [String: String] = [:]
    package var counts: [String: Int] = [:]
    package var titles: [String] = []
    package var texts: [String] = []
    /// Each element with a `class` that holds a `<title>`: its class and the title.
    package var titledShapes: [(shapeClass: String, title: String)] = []

    package init?(_ text: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        root = delegate.root
        rootAttributes = delegate.rootAttributes
        counts = delegate.counts
        titles = delegate.titles
        texts = delegate.texts
        titledShapes = delegate.titledShapes
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var root = ""
        var rootAttributes: [String: String] = [:]
        var counts: [String: Int] = [:]
        var titles: [String] = []
        var texts: [String] = []
        var titledShapes: [(shapeClass: String, title: String)] = []
        private var classes: [String] = []
        private var current: String?
        private var buffer = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if root.isEmpty {
                root = name
                rootAttributes = attributes
            }
            counts[name, default: 0] += 1
            classes.append(attributes["class"] ?? "")
            if name == "title" || name == "text" {
                current = name
                buffer = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if current != nil { buffer += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            classes.removeLast()
            guard name == current else { return }
            if name == "title" {
                titles.append(buffer)
                if let parent = classes.last, !parent.isEmpty { titledShapes.append((parent, buffer)) }
            } else {
                texts.append(buffer)
            }
            current = nil
        }
    }
}
