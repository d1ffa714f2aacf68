import LiftbookImages
import LiftbookResources

/// The faces the cards are drawn with: DejaVu Sans and DejaVu Sans Bold (free licence; Latin,
/// Greek and Cyrillic), carried in the binary.
///
/// Read once per process, on the first card: the fonts are constant data, and the glyphs each
/// face draws are kept for the next card and the next build of `serve`.
final class CardFonts: Sendable {
    let regular: FontFace
    let bold: FontFace

    private init?() {
        guard let regular = EmbeddedFiles.font("Fonts/DejaVuSans.ttf").flatMap(FontFace.init(bytes:)),
              let bold = EmbeddedFiles.font("Fonts/DejaVuSans-Bold.ttf").flatMap(FontFace.init(bytes:)) else { return nil }
        self.regular = regular
        self.bold = bold
    }

    /// The faces, read on first use; nil only if the embedded font is unreadable.
    static let embedded: CardFonts? = CardFonts()

    /// True when every character of `text` has a glyph (spaces and controls aside): a name in
    /// Chinese, Japanese or Korean, which DejaVu lacks, is not put on a card as empty boxes.
    func canDraw(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 || regular.hasGlyph($0) }
    }
}
