import LiftbookModel
import LiftbookSystem

/// One kind of page of the site, declared once in ``PageCatalogue``: which pages of the kind
/// this build has, each one's route, the inputs it reads and how it is made from them.
///
/// A page is made by its ``PageMaker``, a static function given the page's inputs and the shared
/// ``SiteContext`` and nothing else (it captures no value of the catalogue), so the inputs a kind
/// declares are exactly what `serve` compares to decide whether to make the page again.
struct PageKind<Item: Sendable, Maker: PageMaker>: Sendable {
    /// The kind's name, as the template reference and the architecture guide call it.
    let name: String
    /// The pages of this kind in this build.
    let items: [Item]
    /// Each page's route (for a kind that makes a few files together, the first one's).
    let route: @Sendable (Item) -> Route
    /// The routes of the HTML pages a page of the kind makes, for the sitemap, when they are
    /// more than (or other than) its route.
    let pages: (@Sendable (Item) -> [Route])?
    /// How much work a page is, so that the biggest start first.
    let cost: @Sendable (Item) -> Int
    /// Everything a page reads besides the shared context.
    let inputs: @Sendable (Item) -> Maker.Inputs

    /// A kind whose pages `make` makes from their inputs and the shared context.
    init(name: String, items: [Item], route: @escaping @Sendable (Item) -> Route, pages: (@Sendable (Item) -> [Route])? = nil,
         cost: @escaping @Sendable (Item) -> Int = { _ in 1 }, inputs: @escaping @Sendable (Item) -> Maker.Inputs, make: Maker.Type) {
        self.name = name
        self.items = items
        self.route = route
        self.pages = pages
        self.cost = cost
        self.inputs = inputs
    }

    /// The planned pages of this kind: each made from its inputs, or taken from the store when
    /// its inputs are the same as the last build's.
    func planned() -> [PlannedPage] {
        items.map { item in
            let route = route(item)
            return PlannedPage(kind: name, route: route, pages: pages?(item), cost: cost(item)) { store in
                let inputs = inputs(item)
                return store.files(route, inputs: inputs) { Maker.make(inputs, context: store.context) }
            }
        }
    }
}

extension PageKind where Item == Int {
    /// A kind with one page (or one group of files made together), such as home or the feeds.
    static func single(_ name: String, route: Route, pages: [Route]? = nil, cost: Int = 1, inputs: Maker.Inputs,
                       make: Maker.Type) -> PageKind {
        let declared: (@Sendable (Int) -> [Route])? = pages.map { list in { @Sendable _ in list } }
        return PageKind(name: name, items: [0], route: { _ in route }, pages: declared, cost: { _ in cost }, inputs: { _ in inputs }, make: make)
    }
}

/// One entry of the plan: a page, or a few files made together, ready to render.
struct PlannedPage: Sendable {
    /// The kind it belongs to.
    let kind: String
    /// Its route (for a few files made together, the first one's).
    let route: Route
    /// The routes of the pages it makes (files that are not pages are left out of the sitemap);
    /// nil for its own route alone.
    let pages: [Route]?
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
    /// together however uneven the pages are. Each page's files land in their place in plan
    /// order as they are made: putting them back in order afterwards copied every file's
    /// array on one thread while the other core waited.
    func render(with store: PageStore) -> [OutputFile] {
        Parallel.map(self, costliestFirst: \.cost) { $0.render(store) }.flatMap { $0 }
    }
}
