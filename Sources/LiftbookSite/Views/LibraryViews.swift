import Mustache

/// A filter link of the exercise library.
struct Chip: MustacheParent {
    var label: String
    var href: String
    var count: Int
    var current: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href
        case "count": count
        case "current": current
        default: nil
        }
    }
}

/// A group of filter links: categories, equipment or muscles.
struct FacetGroup: MustacheParent {
    var title: String
    var chips: [Chip]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "chips": chips
        default: nil
        }
    }
}

/// One exercise in a library listing.
struct LibraryRow: MustacheParent {
    var name: String
    var href: String
    var equipment: String
    var muscles: String
    var sessions: Int
    var custom: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        case "equipment": equipment
        case "muscles": muscles
        case "sessions": sessions
        case "custom": custom
        default: nil
        }
    }
}

/// A titled list of exercises.
struct LibraryGroup: MustacheParent {
    var id: String
    var title: String
    var exercises: [LibraryRow]

    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "exercises": exercises
        default: nil
        }
    }
}

/// The library index and its facet pages.
struct LibraryPageView: MustacheParent {
    var title: String
    var intro: String
    var facets: [FacetGroup]
    var groups: [LibraryGroup]
    var allHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "intro": intro
        case "facets": facets
        case "groups": groups
        case "allHref": allHref
        default: nil
        }
    }
}
