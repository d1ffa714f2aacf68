@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookSystem
import Testing
import Yams

/// The tree composed from libyaml's events is the one Yams composes, and every document that is
/// not plain is left to Yams.
struct YAMLComposerTests {
    /// Everything of a node that Liftbook or Yams can tell apart: kind, text, style, tag (as
    /// written and as resolved), mark and anchor, in order, recursively.
    static func describe(_ node: Node?) -> String {
        guard let node else { return "nil" }
        let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "-"
        switch node {
        case .scalar(let scalar):
            return "S\(scalar.string.debugDescription) \(scalar.style) \(scalar.tag) \(node.tag) \(mark) \(String(describing: scalar.anchor))"
        case .sequence(let sequence):
            return "Q[\(sequence.map(describe).joined(separator: ", "))] \(sequence.style) \(sequence.tag) \(node.tag) \(mark) \(String(describing: sequence.anchor))"
        case .mapping(let mapping):
            let pairs = mapping.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ")
            return "M{\(pairs)} \(mapping.style) \(mapping.tag) \(node.tag) \(mark) \(String(describing: mapping.anchor))"
        case .alias:
            return "alias"
        }
    }

    /// Composes `text` both ways; true when the events were composed directly.
    @discardableResult
    static func check(_ text: String) -> Bool {
        let constructor = Constructor([:], [:], [:])
        let yams = Result { try Yams.compose(yaml: text, .basic, constructor, .utf8) }
        guard case .composed(let root) = YAMLComposer.compose(text, constructor: constructor) else { return false }
        switch yams {
        case .success(let expected):
            #expect(describe(root) == describe(expected), "\(text.debugDescription)")
        case .failure(let error):
            Issue.record("composed a document Yams refuses (\(error)): \(text.debugDescription)")
        }
        return true
    }

    @Test(arguments: [
        "", "# only a comment\n", "---\n", "date: 2026-01-01\nstart: \"17:35\"\nend: '18:53'\ntitle: Arms & Core\nbodyweight: 77.7\n",
        "a: 1\nb:\n  - x\n  - \"y\"\n  - {c: d, e: [1, 2]}\n", "[1, 2, 3]", "plain", "\"quoted\"", "a: |\n  literal\n  text\n", "a: >\n  folded\n  text\n",
        "a: null\nb: ~\nc:\nd: ''\n", "a: \"\\u00e9\\t\\0\"\n", "é: ü\n", "a:\n  b:\n    c: [d, {e: f}]\n", "? complex\n: value\n",
        "- a\n- - b\n  - c\n", "a: 1\n...\n", "--- a\n", "a: 'it''s'\n", "key: value # comment\n", "{}", "[]", "a: {}\nb: []\n",
        "a: 18:05\nb: 2026-01-01T10:00:00\nc: yes\nd: 0x1F\n", "a: b\n\n\n", "x: \"multi\n  line\"\n", "x: plain\n  continued\n",
    ])
    func plainDocumentsMatchYams(_ text: String) {
        #expect(Self.check(text))
    }

    @Test(arguments: [
        "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: !custom x\n", "!!map {a: b}", "a: 1\na: 2\n", "\"a\": 1\na: 2\n", "a: [1\n", "a: b: c\n",
        "--- a\n--- b\n", "? [a]\n: b\n", "a:\n\t- b\n", "a: 'open\n", "- &a x\n", "a: !!seq [1]\n",
    ])
    func otherDocumentsAreLeftToYams(_ text: String) {
        #expect(!Self.check(text))
    }

    /// Documents made of random pieces: wherever the direct composition answers, it matches.
    @Test func generatedDocumentsMatchYams() {
        let pieces = ["a", "b", ": ", ":", "- ", "\n", "  ", "\"q\"", "'s'", "[", "]", "{", "}", ", ", "#c", "1", "é", "&x ", "*x", "!!str ",
                      "? ", "|\n", ">\n", "---\n", "...\n", "~", "null", "\t"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var composed = 0
        for _ in 0..<20_000 {
            let text = (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined()
            if Self.check(text) { composed += 1 }
        }
        #expect(composed > 2_000)
    }

    /// The front matter of every session of a generated log is composed directly, as Yams does.
    @Test func sampleFrontMatterMatchesYams() {
        let files = SampleGenerator(years: 1, seed: 3, end: LocalDate(year: 2026, month: 11, day: 20)!).files()
        #expect(files.count > 50)
        for file in files {
            let lines = TextLines.of(file.contents)
            if file.path.hasSuffix(".md"), let close = lines.indices.dropFirst().first(where: { lines[$0] == "---" }) {
                #expect(Self.check(TextLines.joined(lines[1..<close])), "\(file.path)")
            } else if !file.path.hasSuffix(".md") {
                #expect(Self.check(file.contents), "\(file.path)")
            }
        }
    }
}
