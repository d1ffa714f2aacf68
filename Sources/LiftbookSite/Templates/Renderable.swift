public import Mustache

// Mustache renders a value by trying, in turn, whether it is a template, a custom renderable, a
// lambda or an optional before it falls back to `String(describing:)`; each try is a dynamic cast.
// Strings and integers are nearly every value a page shows, so they say directly how they render.

extension String: @retroactive MustacheCustomRenderable {
    /// The string itself (escaped by the template's content type).
    public var renderText: String { self }
    /// A string is never Mustache's null.
    public var isNull: Bool { false }
}

extension Int: @retroactive MustacheCustomRenderable {
    /// The decimal digits.
    public var renderText: String { String(self) }
    /// A number is never Mustache's null.
    public var isNull: Bool { false }
}

/// A value a view declares but does not have this time (no RPE on a set, no previous page).
///
/// Mustache treats it like a missing value: a section over it renders nothing, an inverted
/// section renders, a variable renders empty. Unlike nil it ends the lookup at the view that
/// declares the name, instead of searching every enclosing view for it (slow on large pages,
/// and wrong: a set without RPE must not show an enclosing view's `rpe`).
struct Absent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

extension Optional {
    /// The wrapped value, or `Absent` when there is none.
    var orAbsent: Any { map { $0 as Any } ?? Absent() }
}
