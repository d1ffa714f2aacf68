package import LiftbookSystem

/// The images a build writes (the PNG cards), which tests read as bytes and never as text.
///
/// Decoding a PNG as UTF-8 repairs every invalid sequence in it, and the standard library's
/// repair throws an error internally for each one. Swift Testing captures a backtrace for every
/// error thrown in the test process, so one card read as text cost thousands of backtraces: a
/// third of the whole suite's time went into reading cards as text. Pixels hold no text to check.
package enum ImageBytes {
    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` are an image (a PNG).
    package static func isImage(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: pngSignature)
    }

    /// `bytes` as text; nil for an image.
    package static func text(_ bytes: some Collection<UInt8>) -> String? {
        isImage(bytes) ? nil : String(decoding: bytes, as: UTF8.self)
    }
}

extension OutputFile {
    /// Whether the file is an image (a card).
    package var isImage: Bool { ImageBytes.isImage(bytes) }

    /// The file as text; nil for an image.
    package var text: String? { ImageBytes.text(bytes) }
}
