package import Foundation
package import LiftbookOutput

/// Where the write stage writes: the output folder's writer, and the site folder it must never
/// write into or over.
package struct WriteTarget: Sendable {
    /// The one writer of the output folder.
    package var writer: OutputWriter
    /// The site folder being built.
    package var siteFolder: URL

    /// Writes with `writer` (its own output folder, lock and stop request).
    package init(writer: OutputWriter, siteFolder: URL) {
        self.writer = writer
        self.siteFolder = siteFolder
    }

    /// Writes into `output` with a plain writer.
    package init(output: URL, siteFolder: URL) {
        self.init(writer: OutputWriter(output: output), siteFolder: siteFolder)
    }
}

/// A run asked to go through the write stage without a ``WriteTarget``: a mistake of the caller,
/// never a build that quietly writes nothing.
package struct MissingWriteTarget: Error, Equatable, CustomStringConvertible {
    /// Creates the error.
    package init() {}

    package var description: String { "the write stage needs a write target: an output folder and the site folder" }
}
