import LiftbookModel
import LiftbookSystem

/// The exercise library: the index by category and static facet pages by category, equipment
/// and muscle.
struct LibraryPages {
    let factory: PageFactory
    let exercises: [Exercise]
    let sessionCounts: [ExerciseID: Int]
    var format: Format { factory.format }
    var strings: Strings { factory.strings }

    /// Everything the library pages read: the entries and each one's number of sessions.
    struct Inputs: Hashable, Sendable {
        /// The library's entries (and the logged exercises it does not know), with their hash.
        var exercises: Hashed<[Exercise]>
        var counts: [ExerciseID: Int]
    }

    /// The routes of the pages ``pages()`` makes: the index and a page per facet value.
    static func routes(_ exercises: [Exercise], sessionCounts: [ExerciseID: Int], format: Format) -> [Route] {
        [.exercises] + facetValues(visible(exercises, sessionCounts: sessionCounts), format: format).map(\.route)
    }

    /// The entries listed: archived ones only while logged.
    private static func visible(_ exercises: [Exercise], sessionCounts: [ExerciseID: Int]) -> [Exercise] {
        exercises.filter { !$0.archived || sessionCounts[$0.id, default: 0] > 0 }
    }

    func pages() -> [OutputFile] {
        let visible = Self.visible(exercises, sessionCounts: sessionCounts)
        let values = Self.facetValues(visible, format: format)
        let counted = values.map { facet in (facet, visible.filter(facet.matches).count) }
        @Sendable func facets(current: Route?) -> [FacetGroup] {
            [("category", strings["library.facets.category"]), ("equipment", strings["library.facets.equipment"]),
             ("muscle", strings["library.facets.muscle"])].map { kind, title in
                FacetGroup(title: title, chips: counted.filter { $0.0.kind == kind }.map { facet, count in
                    Chip(label: facet.label, href: factory.urls.href(facet.route), count: count, current: facet.route == current)
                })
            }
        }
        // An exercise's row reads the same on the index and on each of its facets' pages: made once.
        let rows = Dictionary(visible.map { ($0.id, row($0)) }, uniquingKeysWith: { first, _ in first })
        var files: [OutputFile] = []
        let all = LibraryPageView(
            title: strings["library.title"], intro: strings.format("library.intro", count: visible.count),
            facets: facets(current: nil), groups: byCategory(visible, rows: rows), allHref: factory.urls.href(.exercises))
        files.append(factory.page(.exercises, section: .exercises, template: \.exercises, view: all, title: strings["library.title"],
                                  description: strings["library.description"], breadcrumbs: factory.crumbs([], current: strings["library.title"])))
        files += Parallel.map(values) { facet in
            let matching = visible.filter(facet.matches)
            let view = LibraryPageView(
                title: facet.title, intro: strings.format("library.facet.intro", count: matching.count),
                facets: facets(current: facet.route), groups: byCategory(matching, rows: rows),
                allHref: factory.urls.href(.exercises))
            return factory.page(facet.route, section: .exercises, template: \.exercises, view: view, title: facet.title,
                                description: strings.format("library.facet.description", ["facet": facet.title]),
                                breadcrumbs: factory.crumbs([(strings["library.title"], .exercises)], current: facet.label))
        }
        return files
    }

    private struct Facet: Sendable {
        var kind: String
        var label: String
        var title: String
        var route: Route
        var matches: @Sendable (Exercise) -> Bool
    }

    private static func facetValues(_ list: [Exercise], format: Format) -> [Facet] {
        var result: [Facet] = []
        for category in ExerciseCategory.allCases where list.contains(where: { $0.category == category }) {
            result.append(Facet(kind: "category", label: format.category(category), title: format.category(category),
                                route: .exercises(category: category), matches: { $0.category == category }))
        }
        // Each exercise's equipment and muscles as slugs, made once rather than once per facet.
        var equipmentSlugs: [ExerciseID: String] = [:]
        var muscleSlugs: [ExerciseID: [String]] = [:]
        for exercise in list {
            equipmentSlugs[exercise.id] = exercise.equipment.map(slugify)
            muscleSlugs[exercise.id] = exercise.primaryMuscles.map(slugify)
        }
        let equipment = equipmentSlugs, muscles = muscleSlugs
        for (slug, value) in Self.bySlug(list.compactMap(\.equipment)) {
            let label = format.label(format.equipment(value))
            result.append(Facet(kind: "equipment", label: label, title: format.strings.format("library.facet.equipment", ["name": label]),
                                route: .exercises(equipment: slug), matches: { equipment[$0.id] == slug }))
        }
        for (slug, muscle) in Self.bySlug(list.flatMap(\.primaryMuscles)) {
            let label = format.label(format.muscle(muscle))
            result.append(Facet(kind: "muscle", label: label, title: format.strings.format("library.facet.muscle", ["name": label]),
                                route: .exercises(muscle: slug), matches: { muscles[$0.id]?.contains(slug) == true }))
        }
        return result
    }

    /// One value per page path, sorted: values that share a slug share a page (named after the
    /// first), and values with no slug (only emoji or punctuation) have none.
    private static func bySlug(_ values: [String]) -> [(slug: String, value: String)] {
        var first: [String: String] = [:]
        for value in Set(values).sorted() {
            let slug = slugify(value)
            if !slug.isEmpty, first[slug] == nil { first[slug] = value }
        }
        return first.map { (slug: $0.key, value: $0.value) }.sorted { $0.value < $1.value }
    }

    private func byCategory(_ list: [Exercise], rows: [ExerciseID: LibraryRow]) -> [LibraryGroup] {
        ExerciseCategory.allCases.compactMap { category in
            let members = list.filter { $0.category == category }.map { (key: $0.name.lowercased(), exercise: $0) }
                .sorted { $0.key < $1.key }.map(\.exercise)
            guard !members.isEmpty else { return nil }
            return LibraryGroup(id: category.rawValue, title: format.category(category), exercises: members.map { rows[$0.id] ?? row($0) })
        }
    }

    private func row(_ exercise: Exercise) -> LibraryRow {
        LibraryRow(name: exercise.name, href: factory.urls.href(.exercise(exercise.id)),
                   equipment: exercise.equipment.map(format.equipment) ?? "—",
                   muscles: exercise.primaryMuscles.map(format.muscle).joined(separator: strings["list.separator"]), sessions: sessionCounts[exercise.id, default: 0],
                   custom: exercise.custom)
    }
}


import Foundation
