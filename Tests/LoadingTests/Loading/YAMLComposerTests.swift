import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookSystem
import Testing
import Yams

/// The composer that builds most YAML texts' nodes straight from libyaml's events gives node for
/// node what Yams gives (text, tag, style, position, order), and leaves to Yams every text with a
/// part it does not build or an error, so that Yams' own message is the one reported.
struct YAMLComposerTests {
    static func composed(_ text: String) -> YAMLComposer.Outcome {
        YAMLComposer.compose(text, resolver: .basic, constructor: Constructor([:], [:], [:]))
    }

    static func yams(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
    }

    /// Differences between two trees, as paths and values (empty when alike in every part).
    static func differences(_ a: Node?, _ b: Node?, at path: String = "$") -> [String] {
        guard let a, let b else { return a == nil && b == nil ? [] : ["\(path): \(String(describing: a)) vs \(String(describing: b))"] }
        var found: [String] = []
        if a.mark?.line != b.mark?.line || a.mark?.column != b.mark?.column {
            found.append("\(path): mark \(String(describing: a.mark)) vs \(String(describing: b.mark))")
        }
        if a.tag.description != b.tag.description { found.append("\(path): tag \(a.tag) vs \(b.tag)") }
        switch (a, b) {
        case let (.scalar(x), .scalar(y)):
            if x.string != y.string || x.style != y.style { found.append("\(path): \(x.string) \(x.style) vs \(y.string) \(y.style)") }
        case let (.sequence(x), .sequence(y)):
            if x.style != y.style || x.count != y.count { found.append("\(path): sequence \(x.style) \(x.count) vs \(y.style) \(y.count)") }
            for (index, (p, q)) in zip(x, y).enumerated() { found += differences(p, q, at: "\(path)[\(index)]") }
        case let (.mapping(x), .mapping(y)):
            if x.style != y.style || x.count != y.count { found.append("\(path): mapping \(x.style) \(x.count) vs \(y.style) \(y.count)") }
            for (index, (p, q)) in zip(x, y).enumerated() {
                found += differences(p.key, q.key, at: "\(path).key\(index)")
                found += differences(p.value, q.value, at: "\(path).\(p.key.string ?? "?")")
            }
        default:
            found.append("\(path): \(a.kindName) vs \(b.kindName)")
        }
        return found
    }

    /// Texts the composer builds itself, each exactly as Yams does.
    @Test(arguments: [
        "",
        "# only a comment\n",
        "date: 2026-11-23\nstart: \"17:51\"\nend: '18:40'\nroutine: wednesday\ntitle: Lower A\nbodyweight: 78.1\n",
        "plain\n",
        "\"quoted\\ttab \\u00e9\"\n",
        "- 1\n- two\n- [3, four]\n- {a: 1, b: [x, y]}\n",
        "name: Ünïcödé naïve — 5×5\nnotes: |\n  line one\n  line two\nfolded: >\n  one\n  two\n",
        "empty:\nnull: null\ntilde: ~\nquoted-empty: ''\n",
        "  indented: 1\n  nested:\n    deeper:\n      - a\n      - b: 2\n",
        "{flow: mapping, with: [a, list]}\n",
        "---\nexplicit: start\n...\n",
        "\"1\": quoted key\n2: plain key\n",
        "days:\n  monday:\n    exercises:\n      - exercise: barbell-bench-press\n        sets: 3\n",
        "? complex key written plainly\n: value\n",
        "a: 1\r\nb: 2\r\n",
    ])
    func composesAsYamsDoes(text: String) throws {
        guard case .composed(let node) = Self.composed(text) else {
            Issue.record("left to Yams: \(text.debugDescription)")
            return
        }
        #expect(Self.differences(node, try Self.yams(text)) == [], "\(text.debugDescription)")
    }

    /// Texts left to Yams: anchors, aliases, tags, duplicate keys, collections as keys, errors.
    @Test(arguments: [
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "list: !custom [1]\n",
        "a: 1\na: 2\n",
        "\"a\": 1\na: 2\n",
        "\"1\": the same text quoted\n1: and plain\n",
        "[1, 2]: list as key\n",
        "a: [1, 2\n",
        "a: b: c\n",
        "one\n---\ntwo\n",
        "\u{FEFF}bom: value\nv: \"\u{FEFF}x\"\n",
    ])
    func leavesTheRestToYams(text: String) {
        if case .composed = Self.composed(text) { Issue.record("composed: \(text.debugDescription)") }
    }

    @Test func manyKeysAreComparedThroughASet() throws {
        let keys = (0..<40).map { "key\($0): \($0)\n" }.joined()
        guard case .composed(let node) = Self.composed(keys) else {
            Issue.record("left to Yams")
            return
        }
        #expect(Self.differences(node, try Self.yams(keys)) == [])
        // The same key again, past the keys compared in turn.
        if case .composed = Self.composed(keys + "key3: again\n") { Issue.record("a duplicate past 16 keys was composed") }
    }

    /// Every YAML text of a generated two-year site and of the built-in library (read from the sources): the same trees.
    @Test func everyTextOfASiteComposesAsYamsDoes() throws {
        var texts: [(String, String)] = []
        for file in SampleGenerator(years: 2, seed: 3, end: LocalDate(year: 2026, month: 11, day: 20) ?? LocalDate(dayNumber: 0)).files() {
            let text = file.contents
            if file.path.hasSuffix(".yaml") { texts.append((file.path, text)) }
            if file.path.hasSuffix(".md"), text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") {
                texts.append((file.path, String(text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound]) + "\n"))
            }
        }
        let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources/LiftbookResources/Library")
        for name in try FileManager.default.contentsOfDirectory(atPath: library.path) where name.hasSuffix(".yaml") {
            texts.append((name, try String(contentsOf: library.appending(path: name), encoding: .utf8)))
        }
        #expect(texts.count > 200)
        var composed = 0
        for (path, text) in texts {
            guard case .composed(let node) = Self.composed(text) else { continue }
            composed += 1
            #expect(Self.differences(node, try Self.yams(text)) == [], "\(path)")
        }
        #expect(composed == texts.count)
    }

    /// A duplicate key still gets Yams' error, at the second key, through the loader.
    @Test func aDuplicateKeyIsStillReported() {
        var diagnostics: [Diagnostic] = []
        #expect(YAMLSource(path: "liftbook.yaml", text: "title: A\nunits: kg\ntitle: B\n", into: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == ["duplicate key 'title'"])
        #expect(diagnostics.first?.location.line == 3)
    }
}
