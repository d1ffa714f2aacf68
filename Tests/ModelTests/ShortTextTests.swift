import LiftbookModel
import Testing

struct ShortTextTests {
    @Test(arguments: [
        (82.5, 2, ".", "82.5"), (80.0, 2, ".", "80"), (102.05828325, 1, ".", "102.1"), (-0.004, 2, ".", "0"),
        (-2.5, 2, ".", "-2.5"), (82.5, 2, ",", "82,5"), (1234567.891, 2, ",", "1234567,89"), (80.0, 2, ",", "80"),
        (0.05, 2, "٫", "0٫05"), (1e16, 2, ".", "1e+16"), (1.5e16, 2, ",", "1,5e+16"), (Double.nan, 2, ".", "0"), (9.999, 2, ".", "10"),
    ])
    func writesNumbersAsFormatNumberDoes(value: Double, decimals: Int, point: String, text: String) {
        #expect(ShortText.make { $0.append(value, decimals: decimals, point: point) } == text)
        if point == "." { #expect(formatNumber(value, decimals: decimals) == text) }
    }

    @Test(arguments: [(0, "0"), (5, "5"), (-12, "-12"), (1_000_000, "1000000"), (Int.min, "-9223372036854775808"), (Int.max, "9223372036854775807")])
    func writesWholeNumbers(value: Int, text: String) {
        #expect(ShortText.make { $0.append(value) } == text)
    }

    @Test func putsPiecesTogether() {
        var emptyAtFirst = false, emptyAfter = true
        let text = ShortText.make { text in
            emptyAtFirst = text.isEmpty
            text.append(82.5, decimals: 2)
            text.append(" kg × ")
            emptyAfter = text.isEmpty
            text.append(5)
        }
        #expect(text == "82.5 kg × 5")
        #expect(emptyAtFirst && !emptyAfter)
        #expect(ShortText.make { _ in } == "")
        #expect(ShortText.make { $0.append("") }.isEmpty)
    }

    /// Past the buffer (64 bytes) the text goes on in a string: every piece is kept, in order.
    @Test func keepsTextLongerThanItsBuffer() {
        let long = String(repeating: "Front delts, ", count: 9)
        var expected = ""
        let text = ShortText.make { text in
            for index in 0..<20 {
                text.append(index)
                text.append(" × ")
                text.append(Double(index) + 0.5, decimals: 1)
                text.append("; ")
                expected += "\(index) × \(index).5; "
            }
            text.append(long)
            expected += long
        }
        #expect(text == expected)
        #expect(ShortText.make { $0.append(long + long) } == long + long)
    }
}
