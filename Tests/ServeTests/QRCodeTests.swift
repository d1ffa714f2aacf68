import LiftbookServe
import Testing

/// The QR wrapper over libqrencode: the symbol's size follows its version, the finder patterns are
/// where a reader looks, and the terminal drawing has the size it promises.
struct QRCodeTests {
    @Test(arguments: [
        // 8-bit data with medium error correction: version 1 holds 14 bytes, 2 holds 26, 3 holds 42, 4 holds 62.
        ("HELLO WORLD", 1),
        (String(repeating: "a", count: 14), 1),
        (String(repeating: "a", count: 15), 2),
        ("http://192.168.1.20:1313/gym/#pair=123456", 3),
        ("http://192.168.100.200:65535/gym/#pair=000001", 4),
    ])
    func theVersionIsTheSmallestThatHoldsTheText(text: String, version: Int) throws {
        let code = try #require(QRCode(text))
        #expect(code.version == version)
        #expect(code.size == 17 + 4 * version)
        #expect(code.modules.count == code.size * code.size)
    }

    @Test func theFinderPatternsAreInThreeCorners() throws {
        let code = try #require(QRCode("http://127.0.0.1:1313/gym/#pair=123456"))
        let last = code.size - 1
        for (x0, y0) in [(0, 0), (last - 6, 0), (0, last - 6)] {
            // A dark ring, a light ring, a dark 3×3 centre.
            #expect((0..<7).allSatisfy { code.isDark(x: x0 + $0, y: y0) && code.isDark(x: x0, y: y0 + $0) })
            #expect(!code.isDark(x: x0 + 1, y: y0 + 1) && !code.isDark(x: x0 + 5, y: y0 + 5))
            #expect((2...4).allSatisfy { dx in (2...4).allSatisfy { dy in code.isDark(x: x0 + dx, y: y0 + dy) } })
        }
        #expect(!code.isDark(x: 7, y: 7), "the separator around a finder is light")
        #expect(!code.isDark(x: -1, y: 0) && !code.isDark(x: code.size, y: 0), "outside the symbol is light")
    }

    @Test func theTerminalDrawingIsHalfAsTallAsItIsWide() throws {
        let code = try #require(QRCode("HELLO WORLD"))
        let lines = code.terminalLines()
        let side = 21 + 2 * QRCode.quietZone
        #expect(lines.count == (side + 1) / 2)
        #expect(lines.allSatisfy { $0.count == side })
        #expect(lines[0] == String(repeating: "█", count: side), "the quiet zone's two top rows are light")
        // The symbol's first two rows: the finders' dark top edge over their light inside, then
        // the light separator; dark modules are left blank.
        #expect(lines[1].hasPrefix("██ ▄▄▄▄▄ █"), "\(lines[1])")
        #expect(lines[1].hasSuffix("█ ▄▄▄▄▄ ██"), "\(lines[1])")
        #expect(lines.allSatisfy { $0.allSatisfy { "█▀▄ ".contains($0) } })
    }

    @Test(arguments: ["", "nul\u{0}inside", String(repeating: "x", count: 3000)])
    func textsNoCodeHoldsAreRefused(text: String) {
        #expect(QRCode(text) == nil)
    }
}
