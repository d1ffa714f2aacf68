/// What one Open Graph card shows: the words and figures, nothing about pixels. It is the card's
/// declared input: the same content gives the same PNG, and `serve` draws a card again only
/// when its content changes.
struct CardContent: Hashable, Sendable {
    /// One figure in a tile: `18` over `working sets`.
    struct Figure: Hashable, Sendable {
        var value: String
        var label: String
    }

    /// A small line above the title, in capitals: `SESSION · TUE 3 MAR 2026`.
    var kicker: String
    /// The title, and what to show instead when the font cannot draw it (a date, a kind).
    var title: String
    var fallbackTitle: String
    /// A line under the title.
    var subtitle: String
    /// Up to three figures.
    var figures: [Figure]
    /// Up to two lines of text under the figures (the exercises, best lifts, the routine's days);
    /// a line the font cannot draw is left out.
    var lines: [String]
    /// A series drawn as bars under the figures (an exercise's best e1RM by month), oldest first.
    var series: [Double] = []
    /// The image's description, for `og:image:alt`.
    var alt: String
}
