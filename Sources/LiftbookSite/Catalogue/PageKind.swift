import LiftbookModel
import LiftbookSystem

/// One kind of page of the site, declared once in ``PageCatalogue``: which pages of the kind
/// this build has, each one's route, the inputs it reads and how it is made from them.
///
/// `make` is given the page's inputs and nothing else (the shared ``SiteContext`` is captured
/// by the declaration and hashed into every key), so the inputs a kind declares are exactly what
/// `serve` compares to decide whether to make the page again.
struct PageKind<Item: Sendable, Inputs: Hashable & Sendable>: Sendable {
    /// The kind's name, as the template reference and the architecture guide call it.
    let name: String
    /// The pages of this kind in this build.
    let items: [Item]
    /// Each page's route (for a kind that makes a few files together, the first one's).
    let route: @Sendable (Item) -> Route
    /// The routes of the HTML pages a page of the kind makes, for the sitemap, when they are
    /// more than (or other than) its route.
    var pages: (@Sendable (Item) -> [Route])? = nil
    /// How much work a page is, so that the biggest start first.
    var cost: @Sendable (Item) -> Int = { _ in 1 }
    /// Everything a page reads besides the shared context.
    let inputs: @Sendable (Item) -> Inputs
    /// Makes a page's files from its inputs.
    let make: @Sendable (Inputs) -> [OutputFile]

    /// The planned pages of this kind: each made from its inputs, or taken from the store when
    /// its inputs are the same as the last build's.
    func planned() -> [PlannedPage] {
        items.map { item in
            let route = route(item)
            return PlannedPage(kind: name, route: route, pages: pages?(item) ?? [route], cost: cost(item)) { store in
                let inputs = inputs(item)
                return store.files(route, inputs: inputs) { make(inputs) }
            }
        }
    }
}

/// A kind of page that is made on every build: it reads so much of the log (the home page, the
/// routine, the feeds) that comparing its inputs would cost about as much as making it.
struct EveryBuildKind: Sendable {
    /// The kind's name.
    let name: String
    /// The route of its (first) file.
    let route: Route
    /// The routes of the HTML pages it makes, for the sitemap, when other than its route.
    var pages: [Route]? = nil
    /// How much work it is.
    var cost = 1
    /// Makes its files.
    let make: @Sendable () -> [OutputFile]

    /// The kind as one planned page.
    func planned() -> [PlannedPage] {
        [PlannedPage(kind: name, route: route, pages: pages ?? [route], cost: cost) { _ in make() }]
    }
}

/// One entry of the plan: a page, or a few files made together, ready to render.
struct PlannedPage: Sendable {
    /// The kind it belongs to.
    let kind: String
    /// Its route (for a few files made together, the first one's).
    let route: Route
    /// The routes of the pages it makes (files that are not pages are left out of the sitemap).
    let pages: [Route]
    /// How much work it is, so that the biggest start first and no core is left with one big
    /// page at the end (an exercise's page and API document grow with its history).
    let cost: Int
    /// Makes its files, through the store of earlier builds' pages when there is one.
    let render: @Sendable (PageStore) -> [OutputFile]
}

extension [PlannedPage] {
    /// Renders every page on every core and returns their files, in plan order.
    ///
    /// The costliest pages start first and each is claimed on its own, so the cores finish
    /// together however uneven the pages are.
    func render(with store: PageStore) -> [OutputFile] {
        let order = indices.sorted { (self[$1].cost, $0) < (self[$0].cost, $1) }
        let made = Parallel.map(order.map { self[$0] }, oneAtATime: true) { $0.render(store) }
        var byPage = [[OutputFile]](repeating: [], count: count)
        for (position, index) in order.enumerated() { byPage[index] = made[position] }
        return byPage.flatMap { $0 }
    }
}
