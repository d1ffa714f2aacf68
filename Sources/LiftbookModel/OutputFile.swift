/// A file a stage produces: a path relative to the folder it goes into, and its text.
public struct OutputFile: Sendable, Hashable {
    /// The relative path, `/`-separated, such as `exercises/barbell-row/index.html`.
    public var path: String
    /// The file's contents.
    public var contents: String

    /// Creates an output file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
