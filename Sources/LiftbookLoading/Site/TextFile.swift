import Foundation
package import LiftbookModel

/// Reads a site file as UTF-8 text, reporting unreadable, empty and binary files.
package enum TextFile {
    /// The largest input file read, 32 MiB.
    package static let sizeLimit = 32 << 20

    /// The file's text, or nil with a diagnostic: a file over `sizeLimit`, unreadable, binary (a NUL
    /// byte), not UTF-8 (nor UTF-16 with a byte-order mark), or empty unless `allowEmpty`.
    package static func read(_ path: String, from files: any SiteFiles, allowEmpty: Bool = false, sizeLimit: Int = TextFile.sizeLimit,
                            into diagnostics: inout [Diagnostic]) -> String? {
        let location = SourceLocation(path: path)
        let data: Data
        do {
            data = try files.read(path, sizeLimit: sizeLimit)
        } catch let refusal as FileTooLarge {
            diagnostics.append(tooLarge(refusal.size, limit: sizeLimit, at: location))
            return nil
        } catch {
            diagnostics.append(unreadable(error, at: location))
            return nil
        }
        return text(of: data, at: location, allowEmpty: allowEmpty, sizeLimit: sizeLimit, into: &diagnostics)
    }

    /// The text of bytes read from the file at `location`, or nil with a diagnostic, as ``read(_:from:allowEmpty:sizeLimit:into:)``.
    static func text(of data: Data, at location: SourceLocation, allowEmpty: Bool, sizeLimit: Int, into diagnostics: inout [Diagnostic]) -> String? {
        guard data.count <= sizeLimit else {
            diagnostics.append(tooLarge(data.count, limit: sizeLimit, at: location))
            return nil
        }
        var text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            // Spreadsheet programs save CSV as UTF-16 with a byte-order mark.
            guard let decoded = String(data: data, encoding: .utf16) else {
                diagnostics.append(.error("the file is not valid UTF-16 text", at: location, hint: "save it as UTF-8"))
                return nil
            }
            text = decoded
        } else {
            if data.withUnsafeBytes({ $0.contains(0) }) {
                diagnostics.append(.error("the file is binary, not text", at: location,
                                          hint: "session and settings files are UTF-8 text; move other files out of the site folder"))
                return nil
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("the file is not valid UTF-8 text", at: location, hint: "save it as UTF-8"))
                return nil
            }
            text = decoded
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // A file saved on Windows ends its lines with CR LF, which Swift reads as one character:
        // read it as the same text with LF endings (lines and columns are unchanged).
        if text.utf8.contains(13) { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
        if !allowEmpty, text.allSatisfy(\.isWhitespace) {
            diagnostics.append(.error("the file is empty", at: location, hint: "add content or delete the file"))
            return nil
        }
        return text
    }

    /// Why the file at `location` could not be read, as a diagnostic.
    static func unreadable(_ error: any Error, at location: SourceLocation) -> Diagnostic {
        if let error = error as? SiteFileError {
            return .error(error.description, at: location, hint: "replace it with a regular file in the site folder")
        }
        return .error("cannot read the file", at: location, hint: "check that it exists and is readable")
    }

    /// "the file is 100 MiB, over the 32 MiB limit"; just over the limit shows a decimal (32.1 MiB).
    private static func tooLarge(_ size: Int, limit sizeLimit: Int, at location: SourceLocation) -> Diagnostic {
        let mebibytes = Double(size) / Double(1 << 20)
        let limit = Double(sizeLimit >> 20)
        let shown = mebibytes.rounded() > limit ? formatNumber(mebibytes.rounded()) : formatNumber((mebibytes * 10).rounded(.up) / 10, decimals: 1)
        return .error("the file is \(shown) MiB, over the \(sizeLimit >> 20) MiB limit", at: location, hint: "split it into smaller files")
    }
}
