/// BCP 47 language tags as `liftbook.yaml` and the string tables use them.
public enum LanguageTag {
    /// The languages Liftbook ships a complete string table for.
    public static let shipped = ["en", "de", "fr", "es", "it", "pt-BR"]

    /// The tag in its usual case (`pt-br` → `pt-BR`, `EN` → `en`, `zh-hant` → `zh-Hant`); nil for
    /// a text that is not a tag (a primary language of 2 or 3 letters, then subtags of 1 to 8
    /// letters or digits, joined by `-` or `_`).
    public static func normalised(_ text: String) -> String? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var result = [primary.lowercased()]
        for part in parts.dropFirst() {
            guard (1...8).contains(part.count), part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            switch part.count {
            case 2 where part.allSatisfy(\.isLetter): result.append(part.uppercased())
            case 4 where part.allSatisfy(\.isLetter): result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            default: result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// The Open Graph locale for a tag without a table that says (`de` → `de`, `pt-BR` → `pt_BR`).
    public static func underscored(_ tag: String) -> String {
        tag.split(separator: "-").prefix(2).joined(separator: "_")
    }
}
