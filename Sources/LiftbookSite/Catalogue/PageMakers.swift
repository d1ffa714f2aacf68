import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

// Every kind's maker: a static function of the page's inputs and the shared context (see
// ``PageMaker``). The kinds themselves, their items and inputs, are declared in ``PageCatalogue``.

/// A session's page.
enum SessionPageMaker: PageMaker {
    static func make(_ inputs: HistoryPages.SessionInputs, context: SiteContext) -> [OutputFile] {
        [HistoryPages(context: context).sessionPage(inputs)]
    }
}

/// A page of the history list or a year's archive.
enum HistoryListMaker: PageMaker {
    static func make(_ inputs: HistoryPages.ListInputs, context: SiteContext) -> [OutputFile] {
        [HistoryPages(context: context).listPage(inputs)]
    }
}

/// An exercise's page.
enum ExercisePageMaker: PageMaker {
    static func make(_ inputs: ExercisePages.Inputs, context: SiteContext) -> [OutputFile] {
        [ExercisePages(context: context).page(inputs)]
    }
}

/// The library index and its facet pages.
enum LibraryMaker: PageMaker {
    static func make(_ inputs: LibraryPages.Inputs, context: SiteContext) -> [OutputFile] {
        LibraryPages(factory: context.factory, exercises: inputs.exercises.value, sessionCounts: inputs.counts).pages()
    }
}

/// `api/exercises/<id>.json`.
enum ExerciseDocumentMaker: PageMaker {
    static func make(_ inputs: Hashed<ExerciseAnalysis>, context: SiteContext) -> [OutputFile] {
        [APIDocuments.exerciseFile(inputs.value, today: context.today, words: context.text.words)]
    }
}

/// `api/weeks/<YYYY-Www>.json`.
enum WeekDocumentMaker: PageMaker {
    static func make(_ inputs: Hashed<WeekSummary>, context: SiteContext) -> [OutputFile] {
        [APIDocuments.weekFile(inputs.value)]
    }
}

/// A year in review.
enum YearPageMaker: PageMaker {
    static func make(_ inputs: YearPage.Inputs, context: SiteContext) -> [OutputFile] {
        let page = YearPage(factory: context.factory, unit: context.unit).page(inputs)
        // The year's card is made with its page, from the same figures.
        let card = context.cards?.png(.year(inputs.year, review: inputs.review, unit: context.unit, format: context.format))
        return [page] + (card.map { [OutputFile(path: Route.card(year: inputs.year).file, bytes: $0)] } ?? [])
    }
}

/// A report's page and Markdown file.
enum ReportPageMaker: PageMaker {
    static func make(_ inputs: ReportPages.Inputs, context: SiteContext) -> [OutputFile] {
        ReportPages(factory: context.factory, unit: context.unit, memo: context.reportTexts).files(inputs)
    }
}

/// The reports index.
enum ReportIndexMaker: PageMaker {
    static func make(_ inputs: ReportPages.IndexInputs, context: SiteContext) -> [OutputFile] {
        [ReportPages(factory: context.factory, unit: context.unit).index(inputs)]
    }
}

/// `sitemap.xml` and `robots.txt`, from the files of the routes the kinds declare.
enum SitemapMaker: PageMaker {
    static func make(_ inputs: Hashed<[Route]>, context: SiteContext) -> [OutputFile] {
        SiteIndexFiles(urls: context.urls).files(pages: inputs.value.map(\.file))
    }
}

/// The home page.
enum HomeMaker: PageMaker {
    static func make(_ inputs: Hashed<Log>, context: SiteContext) -> [OutputFile] {
        let log = inputs.value
        let factory = context.factory
        let bodyWeight = BodyWeightPage(factory: factory, config: context.config, library: context.library, series: log.bodyWeight)
        return [HomePage(factory: factory, data: log.data, analysis: log.analysis, history: HistoryPages(context: context),
                         recordsBySession: log.figures.recordsBySession, text: context.text,
                         records: RecordPresenter(factory: factory, data: log.data), insight: bodyWeight.homeView(log.analysis)).page()]
    }
}

/// The routine page: the plan (in the context) and each planned exercise's next target, from the
/// next sessions' recommendations, all it reads of the analysis.
enum RoutineMaker: PageMaker {
    static func make(_ inputs: [Recommendation], context: SiteContext) -> [OutputFile] {
        let text = context.text
        return [RoutinePage(factory: context.factory, routine: context.routine, library: context.library, unit: context.unit) { day, position in
            inputs.first { r in
                r.position == position && (day.cycleIndex.map { r.cycle?.index == $0 } ?? (r.cycle == nil && r.day == day.weekday))
            }.map { (text.target($0), text.reason($0)) }
        }.page()]
    }
}

/// `routine.ics`, from the routine (in the context) and the next sessions' recommendations.
enum CalendarMaker: PageMaker {
    static func make(_ inputs: [Recommendation], context: SiteContext) -> [OutputFile] {
        RoutineCalendar(config: context.config, routine: context.routine, library: context.library, today: context.today, recommendations: inputs,
                        urls: context.urls, format: context.format).file().map { [$0] } ?? []
    }
}

/// The body-weight page, from the series and the main lifts' figures against it.
enum BodyWeightMaker: PageMaker {
    static func make(_ inputs: BodyWeightPage.Inputs, context: SiteContext) -> [OutputFile] {
        BodyWeightPage(factory: context.factory, config: context.config, library: context.library, series: inputs.series.value).files(inputs)
    }
}

/// The badges.
enum BadgesMaker: PageMaker {
    static func make(_ inputs: Hashed<Log>, context: SiteContext) -> [OutputFile] {
        BadgeFiles(data: inputs.value.data, analysis: inputs.value.analysis, urls: context.urls, style: context.badgeStyle, format: context.format).files()
    }
}

/// The posts, their routine files and the feeds.
enum PostsMaker: PageMaker {
    static func make(_ inputs: PostPages.Inputs, context: SiteContext) -> [OutputFile] {
        PostPages(factory: context.factory, config: context.config, routine: context.routine, library: context.library, inputs: inputs).files()
    }
}

/// The following page: the routines of the lifters followed.
enum FollowingMaker: PageMaker {
    static func make(_ inputs: Following, context: SiteContext) -> [OutputFile] {
        [FollowingPage(factory: context.factory, following: inputs, routine: context.routine).page()]
    }
}

/// The page for addresses the site does not have.
enum NotFoundMaker: PageMaker {
    static func make(_ inputs: ContextOnly, context: SiteContext) -> [OutputFile] {
        let urls = context.urls
        return [context.factory.page(.notFound, section: nil, template: \.notFound,
                                     view: NotFoundView(home: urls.href(.home), exercises: urls.href(.exercises)),
                                     title: context.strings["notfound.title"], description: context.strings["notfound.description"])]
    }
}

/// `api/index.json`.
enum APIIndexMaker: PageMaker {
    static func make(_ inputs: Hashed<Log>, context: SiteContext) -> [OutputFile] {
        [APIDocuments.indexFile(inputs.value.analysis, words: context.text.words)]
    }
}

/// `api/bodyweight.json`.
enum APIBodyWeightMaker: PageMaker {
    static func make(_ inputs: Hashed<BodyWeightSeries>, context: SiteContext) -> [OutputFile] {
        APIDocuments.bodyWeightFile(inputs.value).map { [$0] } ?? []
    }
}

/// The gym page, its assets, manifest and service worker.
enum GymMaker: PageMaker {
    static func make(_ inputs: GymData.Inputs, context: SiteContext) -> [OutputFile] {
        guard context.shared.hasGym else { return [] }
        let factory = context.factory
        return GymPage(factory: factory, config: context.config, routine: context.routine, library: context.library, today: context.today,
                       inputs: inputs, text: context.text,
                       assets: factory.templates.assets, themeColour: context.badgeStyle.background, stylesheet: context.shared.theme).files()
    }
}

/// The theme's stylesheet.
enum StylesheetMaker: PageMaker {
    static func make(_ inputs: ContextOnly, context: SiteContext) -> [OutputFile] {
        [OutputFile(path: Route.stylesheet.file, contents: context.shared.theme)]
    }
}

/// The site's icon.
enum FaviconMaker: PageMaker {
    static func make(_ inputs: ContextOnly, context: SiteContext) -> [OutputFile] {
        [OutputFile(path: Route.favicon.file, contents: Favicon.svg)]
    }
}

/// The search page.
enum SearchMaker: PageMaker {
    static func make(_ inputs: ContextOnly, context: SiteContext) -> [OutputFile] {
        [SearchPage(factory: context.factory).page()]
    }
}
