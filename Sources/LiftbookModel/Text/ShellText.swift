/// Text for a shell command line.
public enum ShellText {
    /// `text` as one shell word: as it is when it holds only characters a shell leaves alone,
    /// otherwise in single quotes.
    public static func word(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._~:/%=+-,@".unicodeScalars.contains(scalar))
        }
        guard !plain else { return text }
        var quoted = String.UnicodeScalarView(["'"])
        for scalar in text.unicodeScalars {
            if scalar == "'" { quoted.append(contentsOf: "'\\''".unicodeScalars) } else { quoted.append(scalar) }
        }
        quoted.append("'")
        return String(quoted)
    }
}
