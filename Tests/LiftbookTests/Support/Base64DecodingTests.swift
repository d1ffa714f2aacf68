import Foundation
@testable import LiftbookResources
import Testing

/// The embedded fonts' Base64 decoder gives Foundation's bytes, with or without padding and with
/// characters outside the alphabet (line breaks) anywhere.
struct Base64DecodingTests {
    static func decoded(_ text: String) -> [UInt8] {
        Array(text.utf8).withUnsafeBufferPointer(Base64.decode)
    }

    @Test(arguments: [
        ("", []), ("TQ==", [77]), ("TWE=", [77, 97]), ("TWFu", [77, 97, 110]), ("TWFuTQ", [77, 97, 110, 77]),
        ("TW\nFu", [77, 97, 110]), ("T\nW\nF\nu", [77, 97, 110]), ("////", [255, 255, 255]), ("AAAA", [0, 0, 0]), ("TWE", [77, 97]),
    ] as [(String, [UInt8])])
    func knownTexts(_ text: String, bytes: [UInt8]) {
        #expect(Self.decoded(text) == bytes)
    }

    @Test func randomBytesRoundTrip() {
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let bytes = (0..<next(200)).map { _ in UInt8(next(256)) }
            var text = Data(bytes).base64EncodedString()
            if next(2) == 0 { text = Data(bytes).base64EncodedString(options: .lineLength64Characters) }
            #expect(Self.decoded(text) == bytes)
        }
    }

    @Test func embeddedFontsDecode() {
        for name in ["Fonts/DejaVuSans.ttf", "Fonts/DejaVuSans-Bold.ttf"] {
            guard let text = EmbeddedFiles.generatedFonts[name] else { continue }
            let expected = Data(base64Encoded: text.description, options: .ignoreUnknownCharacters).map { [UInt8]($0) }
            #expect(EmbeddedFiles.font(name) == expected)
        }
    }
}
