import Mustache

/// A post page.
struct PostPageView: MustacheParent {
    var title: String
    var date: String
    var dateISO: String
    var author: String?
    var subject: String
    var routineName: String
    var descriptionHTML: String
    var days: [PostDayView]
    var showWeights: Bool
    var yamlHref: String
    var yamlName: String
    var importCommand: String
    var postsHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "date": date
        case "dateISO": dateISO
        case "author": author.orAbsent
        case "subject": subject
        case "routineName": routineName
        case "descriptionHTML": descriptionHTML
        case "hasDescription": !descriptionHTML.isEmpty
        case "days": days
        case "showWeights": showWeights
        case "yamlHref": yamlHref
        case "yamlName": yamlName
        case "importCommand": importCommand
        case "postsHref": postsHref
        default: nil
        }
    }
}

/// A shared routine day on a post.
struct PostDayView: MustacheParent {
    var id: String
    var name: String
    var title: String
    var exercises: [PostExerciseView]

    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "name": self.name
        case "title": title
        case "exercises": exercises
        default: nil
        }
    }
}

/// A planned exercise on a post.
struct PostExerciseView: MustacheParent {
    var name: String
    var href: String
    var superset: String?
    var notes: String?
    var scheme: String
    var target: String
    var rest: String
    var progression: String
    var current: String?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        case "superset": superset.orAbsent
        case "notes": notes.orAbsent
        case "scheme": scheme
        case "target": target
        case "rest": rest
        case "progression": progression
        case "current": current ?? "—"
        default: nil
        }
    }
}

/// The posts index.
struct PostsIndexView: MustacheParent {
    var posts: [PostSummaryView]
    var feedHref: String
    var jsonFeedHref: String
    var routineHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "posts": posts
        case "hasPosts": !posts.isEmpty
        case "feedHref": feedHref
        case "jsonFeedHref": jsonFeedHref
        case "routineHref": routineHref
        default: nil
        }
    }
}

/// A post in the index.
struct PostSummaryView: MustacheParent {
    var title: String
    var href: String
    var date: String
    var dateISO: String
    var subject: String
    var summary: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "date": date
        case "dateISO": dateISO
        case "subject": subject
        case "summary": summary
        default: nil
        }
    }
}
