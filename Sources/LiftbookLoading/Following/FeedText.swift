/// Text from another site made plain: line breaks and tabs become spaces, control and
/// direction-override characters are removed, and it is cut to a length.
enum FeedText {
    /// The cleaned text of a JSON value that is a string; nil for anything else or when empty.
    static func clean(_ value: Any?, limit: Int) -> String? {
        guard let text = value as? String else { return nil }
        var out = String.UnicodeScalarView()
        var count = 0
        var space = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v == 0x09 || v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 || scalar.properties.isWhitespace {
                space = !out.isEmpty
                continue
            }
            if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF {
                continue
            }
            if space {
                out.append(" ")
                count += 1
                space = false
            }
            if count >= limit {
                out.append("…")
                break
            }
            out.append(scalar)
            count += 1
        }
        let result = String(out)
        return result.isEmpty ? nil : result
    }
}
