/// The names of a site folder's inputs, said once for the loader, the watcher of `serve` and the
/// writer (which refuses to write into them).
public enum SiteLayout {
    /// The settings file; a folder without one is not a site.
    public static let settings = "liftbook.yaml"
    /// The files at the top of a site folder that a build reads.
    public static let inputFiles = ["liftbook.yaml", "routine.yaml", "corrections.yaml", "bodyweight.csv", "bodyweight.yaml", "bodyweight.yml", "following.yaml"]
    /// The folders a build reads, at any depth.
    public static let inputFolders = ["exercises", "sessions", "imports", "posts", "following", "Templates", "Themes", staticFolder]
    /// The folder whose files are copied as they are into the output (CNAME, .nojekyll, images).
    public static let staticFolder = "static"
    /// Names in `static/` that are never published: version control and desktop litter.
    public static let unpublished: Set<String> = [".git", ".svn", ".hg", ".DS_Store", "Thumbs.db", "desktop.ini"]
}
