/// A file a stage produces: a path relative to the folder it goes into, and its bytes.
///
/// Pages are rendered straight into UTF-8 bytes and written as they are, so the bytes are what a
/// file holds; ``contents`` reads (or replaces) them as text.
package struct OutputFile: Sendable, Hashable {
    /// The relative path, `/`-separated, such as `exercises/barbell-row/index.html`.
    package var path: String
    /// The file's bytes (UTF-8 for every text file the site has).
    package var bytes: [UInt8]

    /// The file's contents as text.
    package var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// Creates an output file from text.
    package init(path: String, contents: String) {
        self.path = path
        bytes = Array(contents.utf8)
    }

    /// Creates an output file from bytes.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
