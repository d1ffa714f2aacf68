@testable import LiftbookTemplates
import Testing

/// The page buffer: escaping (a word of eight bytes at a time, then byte by byte), growth and
/// copy on write.
struct TemplateOutputTests {
    /// The escaping as the HTML rules state it, one character at a time.
    static func reference(_ text: String) -> String {
        var result = ""
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

    static func escaped(_ text: String) -> String {
        var output = TemplateOutput()
        output.append(escaped: text)
        return output.text
    }

    @Test func escapesEachSpecialByte() {
        #expect(Self.escaped("&") == "&amp;")
        #expect(Self.escaped("<") == "&lt;")
        #expect(Self.escaped(">") == "&gt;")
        #expect(Self.escaped("\"") == "&quot;")
        #expect(Self.escaped("'") == "&#39;")
        #expect(Self.escaped("") == "")
        #expect(Self.escaped("plain text, no specials at all: 0-9 = ? ; % $ #") == "plain text, no specials at all: 0-9 = ? ; % $ #")
    }

    /// Each special at the start, in the middle and at the end of texts of 1 to 40 bytes, so that
    /// it falls at every place of a word, in the bytes after the last whole word, and in both.
    @Test(arguments: ["&", "<", ">", "\"", "'"])
    func escapesASpecialAtEveryPlace(_ special: String) {
        for length in 1...40 {
            for place in 0..<length {
                var characters = Array(repeating: "a", count: length)
                characters[place] = special
                let text = characters.joined()
                #expect(Self.escaped(text) == Self.reference(text), "\(special) at \(place) of \(length)")
            }
            let every = String(repeating: special, count: length)
            #expect(Self.escaped(every) == Self.reference(every))
        }
    }

    /// The bytes one bit away from a special (`=`, `?`, `%`, `(`, `!`, `#`, `.`) and the
    /// continuation bytes of multi-byte characters that equal a special with the top bit set
    /// (`¢` is C2 A2, `¦` C2 A6, `§` C2 A7, `¼` C2 BC, `¾` C2 BE) are left as they are.
    @Test func leavesNeighboursAndMultiByteCharactersAlone() {
        let neighbours = "=?%(!#.;:0123456789 ¢¦§¼¾ éü 日本語 😀 \u{2028}"
        for start in 0..<9 {
            let text = String(repeating: "x", count: start) + neighbours
            #expect(Self.escaped(text) == text)
            let mixed = String(repeating: "x", count: start) + "¢<¦&§'¼>¾\"é😀<日"
            #expect(Self.escaped(mixed) == Self.reference(mixed))
        }
    }

    /// A long text with specials and multi-byte characters scattered through it.
    @Test func escapesLongMixedText() {
        var text = ""
        var seed: UInt64 = 1
        let pieces = ["a", "bc", " ", "&", "<", ">", "\"", "'", "é", "😀", "日本", "=", "¾", "0123456789"]
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int(seed >> 33) % pieces.count]
        }
        #expect(Self.escaped(text) == Self.reference(text))
    }

    @Test func growsPastItsCapacityAndKeepsEveryByte() {
        var output = TemplateOutput(capacity: 4)
        var expected: [UInt8] = []
        for index in 0..<5_000 {
            let piece = "\(index),"
            output.append(raw: piece)
            expected += Array(piece.utf8)
        }
        output.append(byte: UInt8(ascii: "!"))
        expected.append(UInt8(ascii: "!"))
        #expect(output.bytes == expected)
        #expect(output.count == expected.count)
    }

    /// A copy shares the bytes until one side writes, and then only that side changes.
    @Test func aCopyIsNotChangedByAppendsToTheOriginal() {
        var original = TemplateOutput(capacity: 1_024)
        original.append(raw: "head")
        let copy = original
        original.append(raw: " & more")
        var other = copy
        other.append(escaped: " <b>")
        #expect(original.text == "head & more")
        #expect(copy.text == "head")
        #expect(other.text == "head &lt;b&gt;")
        var empty = TemplateOutput()
        let untouched = TemplateOutput()
        empty.append(raw: "x")
        #expect(empty.text == "x")
        #expect(untouched.text == "" && untouched.count == 0)
    }

    @Test func appendsAnotherOutput() {
        var inner = TemplateOutput()
        inner.append(escaped: "<g>")
        var outer = TemplateOutput()
        outer.append(raw: "<svg>")
        outer.append(raw: inner)
        outer.append(raw: inner)
        #expect(outer.text == "<svg>&lt;g&gt;&lt;g&gt;")
    }
}
