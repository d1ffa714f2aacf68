extension TrainingData {
    /// The same data without private sessions: what public pages, reports, posts and feeds are
    /// built from.
    public var withoutPrivateSessions: TrainingData {
        var copy = self
        copy.sessions = sessions.filter { !$0.isPrivate }
        return copy
    }
}
