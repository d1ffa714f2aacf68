/// The rule that lets names from different apps meet: `Bench Press (Barbell)`,
/// `barbell bench press` and `Barbell Bench Press` all normalise to `barbell bench press`.
package enum ExerciseNames {
    /// Lowercase; a trailing `X (Y)` becomes `Y X`; every character that is not a letter or digit
    /// becomes a space; runs of spaces collapse.
    package static func normalise(_ name: String) -> String {
        var copy = name
        return copy.withUTF8({ normaliseASCII($0) }) ?? normaliseCharacters(name)
    }

    /// ``normalise(_:)`` of any name, Character by Character.
    static func normaliseCharacters(_ name: String) -> String {
        var text = name.lowercased().trimmingSpaces
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            let outer = text[..<open]
            text = inner + " " + outer
        }
        var result = ""
        var space = false
        for character in text {
            if character.isLetter || character.isNumber {
                if space, !result.isEmpty { result.append(" ") }
                space = false
                result.append(character)
            } else {
                space = true
            }
        }
        return result
    }

    /// ``normalise(_:)`` of an ASCII name, byte by byte (in ASCII the letters and digits are
    /// a-z, A-Z and 0-9, and `\r\n`, one Character, is two non-letters, which make one space as
    /// it does); nil for any other name.
    static func normaliseASCII(_ name: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        var end = name.count
        for byte in name where byte >= 0x80 { return nil }
        while start < end, name[start] == UInt8(ascii: " ") || name[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, name[end - 1] == UInt8(ascii: " ") || name[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        // `X (Y)` is read as `Y X`: the parts in that order, with a space between.
        var parts = [start..<end]
        if end - start > 1, name[end - 1] == UInt8(ascii: ")"),
           let open = name[start..<end].lastIndex(of: UInt8(ascii: "(")), open > start {
            parts = [(open + 1)..<(end - 1), start..<open]
        }
        return String(unsafeUninitializedCapacity: 2 * (end - start) + 1) { result in
            var length = 0
            var space = false
            for (index, part) in parts.enumerated() {
                if index > 0 { space = true }
                for byte in name[part] {
                    let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    guard (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) else {
                        space = true
                        continue
                    }
                    if space, length > 0 {
                        result[length] = UInt8(ascii: " ")
                        length += 1
                    }
                    space = false
                    result[length] = lower
                    length += 1
                }
            }
            return length
        }
    }
}
