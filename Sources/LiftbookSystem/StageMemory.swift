/// What one process's builds keep for the next (`serve`, `bench`): one value, owned by the
/// pipeline and handed whole to every stage, in which each stage keeps its own part (parsed
/// session files, compiled templates, the last analysis, rendered pages), found by its type.
///
/// A part never decides on its own that an input is unchanged: each compares what it kept with
/// the stage's inputs of this build, so a stale part costs time, never a stale page.
public final class StageMemory: Sendable {
    private let parts = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// An empty memory: the first build makes everything.
    public init() {}

    /// The part of type `Part`, made empty on first use.
    public func part<Part: StageMemoryPart>(_ type: Part.Type = Part.self) -> Part {
        parts.withLock { parts in
            if let part = parts[ObjectIdentifier(type)] as? Part { return part }
            let part = Part()
            parts[ObjectIdentifier(type)] = part
            return part
        }
    }
}

/// One stage's part of a ``StageMemory``: a class (shared by every build that holds the memory)
/// that starts empty.
public protocol StageMemoryPart: AnyObject, Sendable {
    /// An empty part.
    init()
}
