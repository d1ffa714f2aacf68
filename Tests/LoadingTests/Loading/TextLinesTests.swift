@testable import LiftbookLoading
import Testing

/// Splitting text into lines on its bytes gives what splitting its Characters gives.
struct TextLinesTests {
    @Test func bytesSplitLikeCharacters() {
        let alphabet = Array("a \n\r\u{301}é-\t")
        var state: UInt64 = 0x853C_49E6_748F_EA9B
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts = ["", "\n", "\r", "\r\n", "a\r\nb\nc\r", "---\r\ndate: 2026-01-01\r\n---\r\n"]
        for _ in 0..<5000 {
            texts.append(String((0..<next(16)).map { _ in alphabet[next(alphabet.count)] }))
        }
        for text in texts {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
            #expect(TextLines.of(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func consecutiveLinesJoinAsTheirStretchOfText() {
        let texts = ["", "\n", "\r", "a\r\nb\nc\r", "---\r\ndate: 2026-01-01\r\n---\r\n", "x\n\ny\r\n\rz\r", "é\u{301}\n-\t\n\r"]
        for text in texts {
            let lines = TextLines.of(text)
            for start in 0...lines.count {
                for end in start...lines.count {
                    #expect(TextLines.joined(lines[start..<end]) == lines[start..<end].joined(separator: "\n"),
                            "\(text.debugDescription) lines \(start)..<\(end)")
                }
            }
        }
    }
}
