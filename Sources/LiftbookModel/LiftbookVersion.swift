/// The version of Liftbook: printed by `--version`, named in every page's generator tag and feed,
/// and the release a deploy recipe downloads. Said here once.
public enum LiftbookVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
