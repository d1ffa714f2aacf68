import Mustache

/// A day in the week strip.
struct WeekDayView: MustacheParent {
    var name: String
    var title: String
    var state: String

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "title": title
        case "state": state
        default: nil
        }
    }
}

/// A planned exercise row.
struct PlannedView: MustacheParent {
    var name: String
    var href: String
    var superset: String?
    var notes: String?
    var scheme: String
    var target: String
    var rest: String
    var progression: String
    var next: String
    var reason: String?

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
        case "next": next
        case "reason": reason.orAbsent
        default: nil
        }
    }
}

/// A training day of the routine.
struct RoutineDayView: MustacheParent {
    var id: String
    var name: String
    var title: String
    var exercises: [PlannedView]

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

/// The routine page.
struct RoutinePageView: MustacheParent {
    var title: String
    var intro: String
    var hasRoutine: Bool
    var week: [WeekDayView]
    var days: [RoutineDayView]
    var exercisesHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "intro": intro
        case "hasRoutine": hasRoutine
        case "week": week
        case "days": days
        case "exercisesHref": exercisesHref
        default: nil
        }
    }
}
