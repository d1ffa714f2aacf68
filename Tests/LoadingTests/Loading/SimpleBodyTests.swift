import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookSystem
import Testing

/// The blocks of a simple session body worked out line by line are the blocks cmark finds, and
/// a body that is not simple is left to cmark.
struct SimpleBodyTests {
    /// Lines a body is made of: the simple kinds, their near misses, and other Markdown.
    static let lineKinds = [
        "", "## Barbell Bench Press", "# Title", "###### Six", "####### Seven", "##", "## ", "##  Two spaces", "## Trailing ",
        "## A #", "## *Emphasis*", "## A & B", "## 1. Squat", "## Ä umlaut", "##\tTab", "#NoSpace", "## Dip (weighted)",
        "## A1. Hammer Curl", "## Bench Press [Paused]", "## Pull-Up instead of Chin-Up",
        "- 80 x 5", "- bw x 12,7,6,6", "- 60 x 10 warmup", "- 30:00 5.2km", "- 100 x 5 @8", "- bw+20 x 6", "-  80 x 5",
        "- 1. x", "- 1.5 x 3", "- 10) x", "- 10)x", "- *x*", "- 80 x 5 ", "* 80 x 5", "+ 80 x 5", "- - x", "- ## x", "- > q",
        "- <b>", "- `c`", "-", "- ", "-x", "- é x 5", "- 80 x 5 # comment", "- 80 \\ 5", "- 80  x  5",
        "Belt on the top set.", "Deload feel — everything moved fast.", "1. ordered", "1986. a year", "12) paren", "3 sets felt easy",
        "A note with *emphasis*", "A note & more", "Note ", "é first", " indented", "    code", "---", "***", "___", "> quote",
        "<!-- comment -->", "===", "  - 80 x 5", "\tx", "a\\", "```", "~~~", "[link]: /x", "Ünïcode note", "x",
    ]

    /// A deterministic stream of numbers.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Checks one text with its body starting at `bodyStart`; true when the fast path took it.
    @discardableResult
    static func check(_ text: String, bodyStart: Int) -> Bool {
        let lines = TextLines.of(text)
        let start = min(bodyStart, lines.count)
        guard let fast = SimpleBody.blocks(lines, bodyStart: start) else { return false }
        let slow = MarkdownSessionLoader.cmarkBlocks(lines, bodyStart: start)
        #expect(fast == slow, "\(text.debugDescription) from line \(start)")
        return true
    }

    @Test func generatedBodiesMatchCmark() {
        var numbers = Numbers(state: 0x9E37_79B9_7F4A_7C15)
        var simple = 0
        let total = 20_000
        for _ in 0..<total {
            // Mostly the usual lines, so that many bodies are simple; sometimes anything.
            let usual = [0, 1, 2, 7, 17, 18, 20, 21, 22, 23, 24, 25, 47, 48, 52]
            let count = numbers.next(12)
            var lines: [String] = []
            for _ in 0..<count {
                let pick = numbers.next(4) == 0 ? numbers.next(Self.lineKinds.count) : usual[numbers.next(usual.count)]
                lines.append(Self.lineKinds[pick])
            }
            let frontMatter = numbers.next(3) == 0 ? [] : ["---", "date: 2026-01-01", "---"]
            let text = (frontMatter + lines).joined(separator: "\n") + (numbers.next(3) == 0 ? "" : "\n")
            if Self.check(text, bodyStart: frontMatter.count) { simple += 1 }
        }
        // The generator must reach both paths for the comparison to mean something.
        #expect(simple > total / 5)
        #expect(simple < total * 9 / 10)
    }

    @Test(arguments: [
        "", "\n", "\n\n", "## A", "## A\n", "## A\n\n", "## A\n- x", "## A\n- x\n", "## A\n- x\n\n", "## A\n- x\n\n\n",
        "- x\n\n- y\n", "- x\n## B\n- y", "## A\n- x\n\n\n## B\n\n\n- y\n- z\n\n# C\n\n", "- x\n* y\n", "- 1) x\n", "- x\n  - y\n",
        "## A\n- 80 x 5\n\nBelt on the top set.\n", "## A\n- 80 x 5\nLazy continuation\n", "Note\nContinued\n", "Note\n- 80 x 5\n",
        "Note\n## A\n- 1 x 1\n\nNote two\n\n- 2 x 2", "## A\nNote under the heading\n", "- x\n\n\nNote\n\n\n- y\n",
    ])
    func handWrittenBodiesMatchCmark(_ body: String) {
        for bodyStart in [0, 2] {
            let text = bodyStart == 0 ? body : "---\ndate: 2026-01-01\n" + body
            Self.check(text, bodyStart: bodyStart)
        }
    }

    @Test(arguments: [
        ("## Barbell Row\n- 80 x 5\n", true), ("## Barbell Row\n- 80 x 5\nmore\n", false), ("> quote\n", false),
        ("## Row\n\n- 80 x 5\n\nA note.\n", true), ("## *Row*\n", false), ("## Row\n-  80 x 5\n", false), ("## Row\n- 80 x 5 \n", false),
        ("<!-- plan -->\n", false), ("## Row\n- 1. x\n", false), ("Note one\nNote two\n", false), ("## Row\r\n- 80 x 5\n", false),
    ])
    func simpleBodiesAreTold(_ body: String, isSimple: Bool) {
        #expect((SimpleBody.blocks(TextLines.of(body), bodyStart: 0) != nil) == isSimple)
    }

    /// Nearly every session file of a generated log is simple (so the fast path is the one that
    /// runs), and the blocks of each simple one are cmark's.
    @Test func sampleSessionsAreSimpleAndMatchCmark() {
        let files = SampleGenerator(years: 2, seed: 7, end: LocalDate(year: 2026, month: 11, day: 20)!).files()
            .filter { $0.path.hasPrefix("sessions/") && $0.path.hasSuffix(".md") }
        #expect(files.count > 100)
        var simple = 0
        for file in files {
            let lines = TextLines.of(file.contents)
            let close = lines.indices.dropFirst().first { lines[$0] == "---" } ?? 0
            if Self.check(file.contents, bodyStart: close + 1) { simple += 1 }
        }
        #expect(simple * 10 >= files.count * 9)
    }
}
