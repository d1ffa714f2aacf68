/// The report fixture with two posts: the Monday, and the whole week.
package enum PostFixture {
    /// The Monday post.
    package static let upperDay = """
        ---
        title: "Upper day, my way"
        date: 2026-11-21
        day: monday
        ---
        Bench **heavy**, then the *row and pull-up* superset.

        <script>alert("x")</script>

        """

    /// The whole-week post, with a summary.
    package static let wholeWeek = """
        ---
        title: The whole week
        date: 2026-11-20
        day: week
        summary: Three days a week & nothing fancy
        ---
        Three days, full body.

        """

    /// The site with both posts.
    package static var site: [String: String] {
        var files = ReportFixture.site
        files["posts/upper-day.md"] = upperDay
        files["posts/whole-week.md"] = wholeWeek
        return files
    }
}
