/// Lowercase ASCII letters and digits joined by single hyphens, for a name in any script:
///
/// - Latin letters with diacritics are folded to their plain form (é → e, ß → ss);
/// - Cyrillic and Greek letters are transliterated (``SlugTransliteration``): Жим лёжа → zhim-lezha;
/// - letters and digits of other scripts, which have no one standard Latin spelling (Chinese,
///   Japanese, Korean, Arabic, Hebrew, …), and pictographs (emoji) are written as their Unicode
///   code points, `u` and lowercase hexadecimal, one word each: 深蹲 → u6df1-u8e72. The spelling
///   never changes with the system's libraries, so an id made from it is stable;
/// - everything else (spaces, punctuation, symbols) separates words.
///
/// A slug longer than ``slugLimit`` keeps its first characters and ends with a hash of the
/// whole slug, so that two long names that differ only at their end stay distinct.
public func slugify(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    func append(_ piece: String) {
        guard !piece.isEmpty else { return }
        if pendingHyphen, !result.isEmpty { result += "-" }
        pendingHyphen = false
        result += piece
    }
    for scalar in text.unicodeScalars {
        switch SlugTransliteration.spelling(of: scalar) {
        case .ascii(let piece): append(piece)
        case .codePoint(let piece):
            pendingHyphen = true
            append(piece)
            pendingHyphen = true
        case .separator: pendingHyphen = true
        }
    }
    guard result.utf8.count > slugLimit else { return result }
    var head = String(result.prefix(slugLimit - 9))
    while head.hasSuffix("-") { head.removeLast() }
    return head + "-" + stableHash(result)
}

/// The longest slug, 80 characters.
public let slugLimit = 80

/// Eight hexadecimal digits of the FNV-1a hash of `text`: the same in every run and on every system.
func stableHash(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
}
