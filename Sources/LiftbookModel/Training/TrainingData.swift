/// Everything the load stage read from a site folder, validated and resolved.
public struct TrainingData: Sendable, Hashable {
    /// The site settings.
    public var config: SiteConfig
    /// The exercise library: built-in entries with the site's additions and overrides.
    public var exercises: [ExerciseID: Exercise]
    /// The weekly routine, when the site has one.
    public var routine: Routine?
    /// Every session in chronological order.
    public var sessions: [Session]
    /// The shared routine posts, newest first.
    public var posts: [Post]
    /// Body-weight measurements from the body-weight log, in date order (sessions keep their own).
    public var bodyWeights: [BodyWeightEntry] = []
    /// The lifters followed and the routines they shared (read from `following/`, never the network).
    public var following = Following()

    /// Creates a data set; sessions are sorted chronologically, posts newest first.
    public init(config: SiteConfig, exercises: [ExerciseID: Exercise], routine: Routine?, sessions: [Session],
                posts: [Post] = []) {
        self.config = config
        self.exercises = exercises
        self.routine = routine
        // Sessions loaded in order (nearly always) are kept as they are, not copied by a sort.
        let sorted = !sessions.indices.dropFirst().contains { Session.chronological(sessions[$0], sessions[$0 - 1]) }
        self.sessions = sorted ? sessions : sessions.sorted(by: Session.chronological)
        self.posts = posts.sorted(by: Post.newestFirst)
    }
}
