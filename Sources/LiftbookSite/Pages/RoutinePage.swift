import LiftbookModel
import LiftbookSystem

/// The routine: the week at a glance and each day's plan with targets, rest, progression and the
/// next session's recommendation.
struct RoutinePage {
    let factory: PageFactory
    var format: Format { factory.format }
    /// The routine shown (nil: none yet).
    let routine: Routine?
    /// The exercise library, for the planned exercises' names.
    let library: [ExerciseID: Exercise]
    let unit: MassUnit
    /// The recommended target and its reason for a planned exercise (its day, position in the day).
    let next: (RoutineDay, Int) -> (target: String, reason: String)?

    func page() -> OutputFile {
        let hasCalendar = (routine?.trainingDaysPerWeek ?? 0) > 0
        var week = Weekday.allCases.map { weekday -> WeekDayView in
            let day = routine?.day(weekday)
            let rest = factory.strings["routine.rest"]
            return WeekDayView(name: format.weekdayShort(weekday), title: day.map { $0.isRest ? rest : $0.title } ?? rest,
                               state: day?.isRest == false ? "day-planned" : "day-rest")
        }
        if let routine, routine.isCycle {
            week = routine.cycle.map { day in
                WeekDayView(name: dayName((day.cycleIndex ?? 0) + 1), title: day.title, state: "day-planned")
            }
        }
        let wording = PlanWording(format: format)
        let days = (routine?.trainingDays ?? []).map { day in
            PlannedDayView(id: day.cycleIndex.map { "day-\($0 + 1)" } ?? day.weekday.rawValue,
                           name: wording.dayName(day.cycleIndex == nil ? day.weekday : nil, number: (day.cycleIndex ?? 0) + 1), title: day.title,
                           exercises: day.exercises.enumerated().map { plannedView($0.element, day: day, position: $0.offset, wording: wording) })
        }
        let view = RoutinePageView(
            title: routine?.name ?? factory.strings["routine.title"],
            intro: routine.map(intro) ?? "",
            hasRoutine: routine.map { $0.trainingDaysPerWeek > 0 } ?? false, week: week, days: days,
            exercisesHref: factory.urls.href(.exercises),
            calendarHref: hasCalendar ? factory.urls.href(.calendar) : nil,
            calendarNote: hasCalendar && !factory.urls.origin.isEmpty
                ? factory.strings.format("routine.calendar.subscribe", ["url": factory.urls.absolute(.calendar)])
                : nil)
        return factory.page(.routine, section: .routine, template: \.routine, view: view, title: routine?.name ?? factory.strings["routine.title"],
                            description: factory.strings["routine.description"],
                            breadcrumbs: factory.crumbs([], current: factory.strings["routine.title"]))
    }

    /// `4 training days a week.`, or for a cycle `A, B in turn, whatever the weekday: 3 sessions a week.`
    private func intro(_ routine: Routine) -> String {
        let count = routine.trainingDaysPerWeek
        guard routine.isCycle else { return factory.strings.format("routine.intro.week", count: count, ["count": "\(count)"]) }
        return factory.strings.format("routine.intro.cycle", count: count, ["count": "\(count)", "days": routine.cycle.map(\.title).joined(separator: ", ")])
    }

    /// `Day 2`: a day of a cycle, by its place in it.
    private func dayName(_ number: Int) -> String { PlanWording(format: format).dayName(nil, number: number) }

    private func plannedView(_ planned: PlannedExercise, day: RoutineDay, position: Int, wording: PlanWording) -> PlannedExerciseView {
        let recommendation = next(day, position)
        return wording.view(planned, name: planned.displayName ?? library[planned.exercise]?.name ?? planned.exercise.rawValue,
                            href: factory.urls.href(.exercise(planned.exercise)), unit: unit,
                            next: recommendation?.target ?? wording.none, reason: recommendation?.reason)
    }
}

extension String {
    /// Nil for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
