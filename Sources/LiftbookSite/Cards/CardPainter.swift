import LiftbookImages

/// Draws a ``CardContent`` as a 1200 × 630 PNG in the theme's colours: a band of accent on top,
/// the kicker, a large title, a line under it, up to three figures on panels, two lines or a
/// bar chart (or, without figures, up to six lines), and the site's title and address at the foot. Type is large enough to read when
/// the card is shown as a small thumbnail.
///
/// The foot (the rule, the site's title and address) is the same on every card of a site, so it
/// is drawn and encoded once, when the painter is made, and each card ends with those rows.
struct CardPainter: Sendable, Hashable {
    static let width = 1200
    static let height = 630
    private static let margin = 72
    /// The first row of the foot: its rule.
    private static let footTop = 562

    let style: CardStyle
    /// The site's title and its address without the scheme (`sam.example.org/log`).
    let siteTitle: String
    let address: String
    /// The foot's rows, encoded; nil if the embedded font cannot be read.
    private let foot: EncodedRows?
    /// The lines of text that cards repeat (a kind's labels, a session title), encoded once.
    private let bands = BandCache()

    init(style: CardStyle, siteTitle: String, address: String) {
        self.style = style
        self.siteTitle = siteTitle
        self.address = address
        var canvas = Canvas(width: Self.width, height: Self.height, palette: style.palette, background: CardStyle.Ink.background.rawValue)
        if let fonts = CardFonts.embedded {
            Self.drawFoot(siteTitle: siteTitle, address: address, fonts: fonts, into: &canvas)
            foot = canvas.encodedRows(from: Self.footTop)
        } else {
            foot = nil
        }
    }

    static func == (a: CardPainter, b: CardPainter) -> Bool { a.style == b.style && a.siteTitle == b.siteTitle && a.address == b.address }

    func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(siteTitle)
        hasher.combine(address)
    }

    /// The card's PNG; nil if the embedded font cannot be read or libpng refuses the image.
    func png(_ content: CardContent) -> [UInt8]? {
        guard let fonts = CardFonts.embedded else { return nil }
        typealias Ink = CardStyle.Ink
        var canvas = Canvas(width: Self.width, height: Self.height, palette: style.palette, background: Ink.background.rawValue)
        let margin = Self.margin
        let inner = Self.width - 2 * margin
        canvas.fill(x: 0, y: 0, width: Self.width, height: 12, colour: Ink.accent.rawValue)

        canvas.text(content.kicker.uppercased(), font: fonts.bold, size: 26, x: margin, baseline: 92, colour: Ink.accent.rawValue,
                    on: Ink.background.rawValue, maxWidth: inner)
        let title = fonts.canDraw(content.title) ? content.title : content.fallbackTitle
        let titleSize = [68, 58, 50].first { Canvas.measure(title, font: fonts.bold, size: $0) <= inner } ?? 50
        canvas.text(title, font: fonts.bold, size: titleSize, x: margin, baseline: 176, colour: Ink.text.rawValue, on: Ink.background.rawValue,
                    maxWidth: inner)
        if fonts.canDraw(content.subtitle) {
            canvas.text(content.subtitle, font: fonts.regular, size: 30, x: margin, baseline: 232, colour: Ink.muted.rawValue,
                        on: Ink.background.rawValue, maxWidth: inner)
        }

        let figures = content.figures.prefix(3)
        if !figures.isEmpty {
            let gap = 24
            let tile = (inner - gap * 2) / 3
            for (position, figure) in figures.enumerated() {
                let x = margin + position * (tile + gap)
                canvas.fillRounded(x: x, y: 276, width: tile, height: 150, radius: 12, colour: Ink.surface.rawValue, on: Ink.background.rawValue)
                let valueSize = [54, 46, 38, 32, 28].first { Canvas.measure(figure.value, font: fonts.bold, size: $0) <= tile - 48 } ?? 28
                canvas.text(figure.value, font: fonts.bold, size: valueSize, x: x + 28, baseline: 354, colour: Ink.text.rawValue,
                            on: Ink.surface.rawValue, maxWidth: tile - 48)
                canvas.text(figure.label, font: fonts.regular, size: 26, x: x + 28, baseline: 398, colour: Ink.muted.rawValue,
                            on: Ink.surface.rawValue, maxWidth: tile - 48)
            }
        }

        if content.series.count >= 2 {
            bars(content.series, into: &canvas, x: margin, y: 450, width: inner, height: 96)
        } else {
            // Under the figures, two lines; without figures (a post), up to six from under the title.
            let lines = content.lines.filter(fonts.canDraw).prefix(figures.isEmpty ? 6 : 2)
            let top = figures.isEmpty ? 300 : 484
            for (position, line) in lines.enumerated() {
                canvas.text(line, font: fonts.regular, size: 28, x: margin, baseline: top + position * 44, colour: Ink.text.rawValue,
                            on: Ink.background.rawValue, maxWidth: inner)
            }
        }

        // The foot, encoded once, unless something above reaches into it.
        if let foot, canvas.isBlank(from: Self.footTop - 1), let png = canvas.png(endingWith: foot, bands: bands) { return png }
        Self.drawFoot(siteTitle: siteTitle, address: address, fonts: fonts, into: &canvas)
        return canvas.png(bands: bands)
    }

    /// The foot every card shares: a rule, the site's title on the left and its address on the right.
    private static func drawFoot(siteTitle: String, address: String, fonts: CardFonts, into canvas: inout Canvas) {
        typealias Ink = CardStyle.Ink
        let inner = width - 2 * margin
        canvas.fill(x: margin, y: footTop, width: inner, height: 2, colour: Ink.border.rawValue)
        let site = fonts.canDraw(siteTitle) ? siteTitle : ""
        let addressWidth = address.isEmpty ? 0 : Canvas.measure(address, font: fonts.regular, size: 24)
        canvas.text(address, font: fonts.regular, size: 24, x: margin + inner, baseline: 606, colour: Ink.muted.rawValue,
                    on: Ink.background.rawValue, maxWidth: inner / 2, alignRight: true)
        canvas.text(site, font: fonts.bold, size: 26, x: margin, baseline: 606, colour: Ink.text.rawValue, on: Ink.background.rawValue,
                    maxWidth: max(0, inner - min(addressWidth, inner / 2) - 32))
    }

    /// The series as bars on a panel, scaled from 90% of its smallest value to its largest; 
    /// most 48 bars (the latest values when there are more).
    private func bars(_ series: [Double], into canvas: inout Canvas, x: Int, y: Int, width: Int, height: Int) {
        typealias Ink = CardStyle.Ink
        canvas.fillRounded(x: x, y: y, width: width, height: height, radius: 12, colour: Ink.surface.rawValue, on: Ink.background.rawValue)
        let padding = 14
        let plotWidth = width - 2 * padding
        let plotHeight = height - 2 * padding
        let values = Array(series.filter(\.isFinite).suffix(48))
        guard let high = values.max(), let low = values.min(), high > 0, !values.isEmpty else { return }
        let floor = min(low, high) * 0.9
        let step = plotWidth / values.count
        let barWidth = max(2, step - max(1, step / 4))
        for (index, value) in values.enumerated() {
            let share = high > floor ? (value - floor) / (high - floor) : 1
            let barHeight = max(3, Int((share * Double(plotHeight)).rounded()))
            canvas.fill(x: x + padding + index * step, y: y + padding + plotHeight - barHeight, width: barWidth, height: barHeight,
                        colour: (index == values.count - 1 ? Ink.success : Ink.accent).rawValue)
        }
    }
}
