@testable import LiftbookLoading
import Testing

/// The set-notation lexer: kinds, character offsets (what columns are made from) and texts.
struct NotationLexerTests {
    typealias T = NotationToken

    static let cases: [(String, [T])] = [
        ("100kg x 5", [T(kind: .number(100, unit: "kg", isInteger: true), offset: 0, text: "100kg"),
                       T(kind: .times, offset: 6, text: "x"), T(kind: .number(5, unit: "", isInteger: true), offset: 8, text: "5")]),
        // An 'x' right after a number is the times sign, not a unit.
        ("100x5", [T(kind: .number(100, unit: "", isInteger: true), offset: 0, text: "100"),
                   T(kind: .times, offset: 3, text: "x"), T(kind: .number(5, unit: "", isInteger: true), offset: 4, text: "5")]),
        ("62.5 x 5,4", [T(kind: .number(62.5, unit: "", isInteger: false), offset: 0, text: "62.5"), T(kind: .times, offset: 5, text: "x"),
                        T(kind: .number(5, unit: "", isInteger: true), offset: 7, text: "5"), T(kind: .comma, offset: 8, text: ","),
                        T(kind: .number(4, unit: "", isInteger: true), offset: 9, text: "4")]),
        (".5", [T(kind: .number(0.5, unit: "", isInteger: false), offset: 0, text: ".5")]),
        // Two decimal points: not a number.
        ("1.2.3", [T(kind: .other("1"), offset: 0, text: "1.2.3")]),
        ("30:00 5.2KM", [T(kind: .clock(1800), offset: 0, text: "30:00"), T(kind: .number(5.2, unit: "km", isInteger: false), offset: 6, text: "5.2KM")]),
        ("1:02:03", [T(kind: .clock(3723), offset: 0, text: "1:02:03")]),
        // Minutes need two digits.
        ("1:2", [T(kind: .other(":"), offset: 0, text: "1:2")]),
        ("bw+20 × 6 @8", [T(kind: .word("bw"), offset: 0, text: "bw"), T(kind: .plus, offset: 2, text: "+"),
                          T(kind: .number(20, unit: "", isInteger: true), offset: 3, text: "20"), T(kind: .times, offset: 6, text: "×"),
                          T(kind: .number(6, unit: "", isInteger: true), offset: 8, text: "6"), T(kind: .at, offset: 10, text: "@"),
                          T(kind: .number(8, unit: "", isInteger: true), offset: 11, text: "8")]),
        ("Warm-Up", [T(kind: .word("warm-up"), offset: 0, text: "Warm-Up")]),
        // Offsets count characters: 'é' written as e + combining accent is one.
        ("e\u{301}5 Übung", [T(kind: .word("e\u{301}"), offset: 0, text: "e\u{301}"), T(kind: .number(5, unit: "", isInteger: true), offset: 1, text: "5"),
                              T(kind: .word("übung"), offset: 3, text: "Übung")]),
        // A full-width digit is neither an ASCII digit nor a letter.
        ("５ – 3", [T(kind: .other("５"), offset: 0, text: "５"), T(kind: .minus, offset: 2, text: "–"),
                   T(kind: .number(3, unit: "", isInteger: true), offset: 4, text: "3")]),
    ]

    @Test(arguments: cases)
    func tokens(line: String, expected: [T]) {
        #expect(NotationLexer.tokens(of: line) == expected)
    }

    /// The ASCII fast path gives exactly the Character scan's tokens, on lines built from the
    /// characters that matter to the lexer (a fixed pseudo-random sequence, so failures repeat).
    @Test func asciiPathMatchesCharacterScan() {
        let alphabet = Array("0123456789012345.:xX kKgGlbsmin@+-,*wbarupdf\t()#=_")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var lines = ["12345678901234567 x 5", "0.000000000000000001 x 1", "1.5 x 5", "99999999999999.9 x 2", "007.50kg x 3", "1. x 2"]
        for _ in 0..<20000 {
            lines.append(String((0..<(1 + next(14))).map { _ in alphabet[next(alphabet.count)] }))
        }
        for line in lines {
            var copy = line
            let fast = copy.withUTF8 { NotationLexer.asciiTokens(of: $0) }
            #expect(fast == NotationLexer.characterTokens(of: line), "\(line)")
        }
    }

    /// Lines with non-ASCII characters or a carriage return take the Character scan.
    @Test func nonASCIILinesAreLeftToTheCharacterScan() {
        for line in ["80 × 5", "80 x 5\r", "e\u{301}5"] {
            var copy = line
            #expect(copy.withUTF8 { NotationLexer.asciiTokens(of: $0) } == nil)
        }
    }
}
