extension TrainingData {
    /// The same data without private sessions: what public pages, reports, posts and feeds are
    /// built from.
    public var withoutPrivateSessions: TrainingData {
        // Most logs have no private session: the data is then shared, not copied session by session.
        guard sessions.contains(where: { $0.isPrivate }) else { return self }
        var copy = self
        copy.sessions = sessions.filter { !$0.isPrivate }
        return copy
    }
}
