/// A file a stage produces: a path relative to the folder it goes into, and its bytes.
///
/// Pages are rendered straight into UTF-8 bytes and written as they are, so the bytes are what a
/// file holds; ``contents`` reads (or replaces) them as text.
public struct OutputFile: Sendable, Hashable {
    /// The relative path, `/`-separated, such as `exercises/barbell-row/index.html`.
    public var path: String
    /// The file's bytes (UTF-8 for every text file the site has).
    public var bytes: [UInt8]

    /// The file's contents as text.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// Creates an output file from text.
    public init(path: String, contents: String) {
        self.path = path
        bytes = Array(contents.utf8)
    }

    /// Creates an output file from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
