import CQRencode

/// A QR code's modules, made by libqrencode: the one file that imports it, and frees what it returns.
package struct QRCode: Sendable, Equatable {
    /// The symbol's version, 1 to 40 (version 1 is 21 modules wide, each version adds 4).
    package let version: Int
    /// The modules on a side.
    package let size: Int
    /// The modules row by row, `true` for dark.
    package let modules: [Bool]

    /// The code of `text` as 8-bit data with medium error correction (15 %), in the smallest
    /// version that holds it; nil when the text is empty, has a NUL or is too long for a QR code.
    package init?(_ text: String) {
        guard !text.isEmpty, !text.utf8.contains(0) else { return nil }
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        version = Int(code.pointee.version)
        size = width
        // The lowest bit of each byte says dark or light; the others describe the module's role.
        modules = (0..<width * width).map { data[$0] & 1 == 1 }
    }

    /// True when the module at column `x`, row `y` is dark; modules outside the symbol are light.
    package func isDark(x: Int, y: Int) -> Bool {
        guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
        return modules[y * size + x]
    }
}
