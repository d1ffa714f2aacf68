/// A mistake in a template, found when it is compiled: where it is, what is wrong, what to do.
package struct TemplateError: Error, Hashable, Sendable {
    /// The template (or partial) the mistake is in, without `.mustache`.
    package var template: String
    /// 1-based line of the tag.
    package var line: Int
    /// 1-based column of the tag's first character.
    package var column: Int
    /// What is wrong.
    package var message: String
    /// What to do about it.
    package var hint: String
    /// For an unknown name: the names that would have been understood there, for a did-you-mean.
    package var candidates: [String]

    /// A template error.
    package init(template: String, line: Int, column: Int, message: String, hint: String, candidates: [String] = []) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
        self.candidates = candidates
    }
}

/// Where a tag starts in its template.
struct TemplateLocation: Hashable, Sendable {
    var line: Int
    var column: Int
}
