/// The built-in templates, themes and exercise library, embedded in the binary at build time.
///
/// Keys are paths relative to the repository root, such as `Templates/page.mustache`,
/// `Themes/solarized-dark/tokens.yaml` or `Sources/LiftbookResources/Library/chest.yaml`.
package enum EmbeddedFiles {
    /// Every embedded file, keyed by its repository path.
    package static var all: [String: String] { generated }

    /// The files below `folder` (for example `Templates/`), keyed by their path inside it.
    package static func files(under folder: String) -> [String: String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var result: [String: String] = [:]
        for (path, text) in generated where path.hasPrefix(prefix) {
            result[String(path.dropFirst(prefix.count))] = text
        }
        return result
    }

    /// The YAML files of the built-in exercise library, keyed by file name.
    package static var exerciseLibrary: [String: String] {
        files(under: "Sources/LiftbookResources/Library")
    }
}

extension EmbeddedFiles {
    /// A font carried in the binary (`Fonts/DejaVuSans.ttf`, `Fonts/DejaVuSans-Bold.ttf`: the
    /// system's DejaVu Sans, embedded at build time), as the bytes of its file.
    public static func font(_ path: String) -> [UInt8]? {
        guard let text = generatedFonts[path] else { return nil }
        return text.withUTF8Buffer(Base64.decode)
    }
}

/// Base64 (RFC 4648) decoding of the embedded fonts, straight from the literal's bytes.
enum Base64 {
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        return table
    }()

    /// The bytes of `text`; characters outside the alphabet (padding, line breaks) are skipped.
    /// Four characters of the alphabet in a row, the common case, are decoded at once.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        values.withUnsafeBufferPointer { values in
            [UInt8](unsafeUninitializedCapacity: text.count / 4 * 3 + 3) { output, written in
                var out = 0
                var index = 0
                var group: UInt32 = 0
                var filled = 0
                let count = text.count
                while index < count {
                    if filled == 0, index + 4 <= count {
                        let a = values[Int(text[index])], b = values[Int(text[index + 1])]
                        let c = values[Int(text[index + 2])], d = values[Int(text[index + 3])]
                        if (a | b | c | d) & 0xC0 == 0 {
                            let word = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                            output[out] = UInt8(word >> 16 & 0xFF)
                            output[out + 1] = UInt8(word >> 8 & 0xFF)
                            output[out + 2] = UInt8(word & 0xFF)
                            out += 3
                            index += 4
                            continue
                        }
                    }
                    let value = values[Int(text[index])]
                    index += 1
                    guard value != 0xFF else { continue }
                    group = group << 6 | UInt32(value)
                    filled += 1
                    if filled == 4 {
                        output[out] = UInt8(group >> 16 & 0xFF)
                        output[out + 1] = UInt8(group >> 8 & 0xFF)
                        output[out + 2] = UInt8(group & 0xFF)
                        out += 3
                        group = 0
                        filled = 0
                    }
                }
                if filled == 3 {
                    output[out] = UInt8(group >> 10 & 0xFF)
                    output[out + 1] = UInt8(group >> 2 & 0xFF)
                    out += 2
                } else if filled == 2 {
                    output[out] = UInt8(group >> 4 & 0xFF)
                    out += 1
                }
                written = out
            }
        }
    }
}
