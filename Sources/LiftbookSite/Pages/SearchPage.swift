import LiftbookModel
import LiftbookSystem

/// The search page: loads Pagefind's interface (the only page with a script besides the gym
/// page) and, while no index has been built, says how to build one and links the lists.
struct SearchPage {
    let factory: PageFactory

    func page() -> OutputFile {
        let urls = factory.urls
        let view = SearchPageView(script: urls.href(.pagefindScript), stylesheet: urls.href(.pagefindStylesheet), baseHref: urls.href(.home),
                                  historyHref: urls.href(.history), exercisesHref: urls.href(.exercises), reportsHref: urls.href(.reports))
        return factory.page(.search, section: .search, template: \.search, view: view, title: factory.strings["search.title"],
                            description: factory.strings["search.description"],
                            breadcrumbs: factory.crumbs([], current: factory.strings["search.title"]))
    }
}
