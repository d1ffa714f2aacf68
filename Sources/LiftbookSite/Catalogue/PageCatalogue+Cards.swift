import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The Open Graph cards (`cards/…png`), a kind per page kind that has one. A card's declared
/// input is its ``CardContent`` (the words and figures it shows), so `serve` draws again only
/// the cards whose content a change touched: a session's own card, the cards of the exercises
/// whose figures moved, and the year's and home page's when their totals did.
extension PageCatalogue {
    /// What a card kind's `make` is given: where the card goes and what it shows.
    struct CardInputs: Hashable, Sendable {
        var route: Route
        var content: CardContent
    }

    /// The start of every card kind's name.
    static let cardKindPrefix = "card-"

    /// Every card kind, empty when `cards: false`. (Each year's card is made with its page.)
    func cards() -> [[PlannedPage]] {
        guard context.cards != nil else { return [] }
        let unit = context.unit
        let format = context.format
        let make = CardMaker.self
        let sessions = data.sessions
        let badges = recordsBySession
        let sessionCards = PageKind(name: "card-session", items: sessionsWithCards(), route: { .card(session: sessions[$0].id) }, cost: { _ in 2 },
                                    inputs: { index in
                                        CardInputs(route: .card(session: sessions[index].id),
                                                   content: .session(sessions[index], records: badges[sessions[index].id]?.count ?? 0, unit: unit, format: format))
                                    }, make: make)
        let analysis = self.analysis
        let store = self.store
        let exerciseCards = PageKind(name: "card-exercise", items: exercisesWithCards(), route: { .card(exercise: $0.id) }, cost: { _ in 2 },
                                     inputs: { entry in
                                         let stats = analysis.exercise(entry.id)
                                         let content = store.cardContent(entry, stats: stats) { .exercise(entry, stats: stats, unit: unit, format: format) }
                                         return CardInputs(route: .card(exercise: entry.id), content: content)
                                     },
                                     make: make)
        let data = self.data
        let home = CardInputs(route: .homeCard, content: .home(title: data.config.title, analysis: analysis, latest: data.sessions.last, unit: unit, format: format))
        let homeCard = PageKind(name: "card-home", items: [home], route: \.route, cost: { _ in 2 }, inputs: { $0 }, make: make)
        let posts = data.posts.map { CardInputs(route: .card(post: $0.slug), content: .post(PostContent(post: $0, data: data), format: format)) }
        let postCards = PageKind(name: "card-post", items: posts, route: \.route, cost: { _ in 2 }, inputs: { $0 }, make: make)
        return [sessionCards.planned(), exerciseCards.planned(), homeCard.planned(), postCards.planned()]
    }

    /// The library exercises that have a card of their own: the logged ones by default, every one
    /// with `cards: all` (``CardSetting/drawsExercise(logged:)``).
    func exercisesWithCards() -> [Exercise] {
        let setting = context.shared.config.cards
        let analysis = self.analysis
        return libraryEntries.filter { setting.drawsExercise(logged: analysis.exercise($0.id)?.isLogged ?? false) }
    }

    /// The positions of the sessions that have a card of their own: every one with `cards: all`,
    /// those of the log's last eight weeks by default (``CardSetting/drawsSession(on:newest:)``).
    func sessionsWithCards() -> [Int] {
        let sessions = data.sessions
        guard let newest = sessions.last?.date else { return [] }
        let setting = context.shared.config.cards
        return sessions.indices.filter { setting.drawsSession(on: sessions[$0].date, newest: newest) }
    }
}

/// A card: the PNG its content draws, at its route.
enum CardMaker: PageMaker {
    static func make(_ inputs: PageCatalogue.CardInputs, context: SiteContext) -> [OutputFile] {
        context.cards?.png(inputs.content).map { [OutputFile(path: inputs.route.file, bytes: $0)] } ?? []
    }
}
