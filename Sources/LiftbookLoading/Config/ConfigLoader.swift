import Foundation
import LiftbookModel
import Yams

/// Reads `liftbook.yaml`.
enum ConfigLoader {
    static let path = "liftbook.yaml"

    /// The settings; defaults where the file or a key is missing.
    static func load(from files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> SiteConfig {
        var config = SiteConfig()
        guard files.exists(path),
              let text = TextFile.read(path, from: files, allowEmpty: true, into: &diagnostics),
              let source = YAMLSource(path: path, text: text, into: &diagnostics),
              let root = source.root,
              var f = MappingReader(root, in: source, what: "liftbook.yaml", into: &diagnostics)
        else { return config }
        guard SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return config }
        if let title = f.string("title", into: &diagnostics) { config.title = title }
        if let url = f.string("baseURL", into: &diagnostics) {
            if let normalised = normaliseBaseURL(url) {
                config.baseURL = normalised
            } else {
                diagnostics.append(.error("'baseURL' should be an http(s) address or a path starting with '/', found '\(url)'",
                                          at: f.location("baseURL"), hint: "for example https://sam.example.org/log/"))
            }
        }
        if let units = f.string("units", into: &diagnostics) {
            if let unit = MassUnit(spelling: units) { config.units = unit } else {
                diagnostics.append(.error("unknown units '\(units)'", at: f.location("units"), hint: "use kg or lb"))
            }
        }
        if let text = f.string("logUnit", into: &diagnostics) {
            if let unit = MassUnit(spelling: text) {
                config.logUnit = unit
                config.logUnitIsStated = true
            } else {
                diagnostics.append(.error("unknown logUnit '\(text)'", at: f.location("logUnit"), hint: "use kg or lb"))
            }
        } else if config.units != config.logUnit {
            // Changing the display unit never changes what logged weights mean; say so where it was changed.
            diagnostics.append(.warning("'units: \(config.units.rawValue)' sets the display unit only; weights written without a unit in sessions and routine.yaml are read as \(config.logUnit.rawValue)",
                                        at: f.location("units"),
                                        hint: "add 'logUnit: \(config.units.rawValue)' if you log in \(name(of: config.units)), or 'logUnit: \(config.logUnit.rawValue)' to keep \(name(of: config.logUnit)); either ends this warning"))
        }
        if let start = f.string("weekStart", into: &diagnostics) {
            if let day = Weekday(spelling: start) {
                config.weekStart = day
                config.weekStartIsStated = true
            } else {
                diagnostics.append(.error("unknown weekStart '\(start)'", at: f.location("weekStart"),
                                          hint: Suggestions.hint(for: start, among: Weekday.allCases.map(\.rawValue)) ?? "use a weekday such as monday"))
            }
        }
        if let language = f.string("language", into: &diagnostics) {
            if let tag = LanguageTag.normalised(language) {
                config.language = tag
                config.languageLocation = f.location("language")
            } else {
                diagnostics.append(.error("'\(language)' is not a language tag", at: f.location("language"),
                                          hint: "use a BCP 47 tag such as en, de, fr, es, it or pt-BR"))
            }
        }
        if let zone = f.string("timezone", into: &diagnostics) {
            if TimeZone(identifier: zone) != nil { config.timezone = zone } else {
                diagnostics.append(.error("unknown time zone '\(zone)'", at: f.location("timezone"),
                                          hint: "use an IANA name such as Europe/Berlin or America/New_York"))
            }
        }
        if let theme = f.string("theme", into: &diagnostics) {
            if ExerciseID.isSlug(theme) { config.theme = theme } else {
                diagnostics.append(.error("theme '\(theme)' is not a folder name", at: f.location("theme"), hint: "for example solarized-dark"))
            }
        }
        if let formula = f.choice("e1rm", as: E1RMFormula.self, into: &diagnostics) { config.e1rm = formula }
        if let author = f.string("author", into: &diagnostics) { config.author = author }
        if let size = f.int("pageSize", in: 5...500, into: &diagnostics) { config.pageSize = size }
        if let pages = f.choice("libraryPages", as: LibraryPages.self, into: &diagnostics) { config.libraryPages = pages }
        if let node = f.node("privacy"), var p = MappingReader(node, in: source, what: "'privacy'", into: &diagnostics) {
            if let value = p.bool("shareNotes", into: &diagnostics) { config.privacy.shareNotes = value }
            if let value = p.bool("shareWeights", into: &diagnostics) { config.privacy.shareWeights = value }
            p.reportUnknownKeys(what: "'privacy'", into: &diagnostics)
        }
        if let reps = f.int("e1rmMaxReps", in: 1...30, into: &diagnostics) { config.limits.e1rmMaxReps = reps }
        if let node = f.node("limits"), var l = MappingReader(node, in: source, what: "'limits'", into: &diagnostics) {
            readLimits(&l, unit: config.units, into: &config.limits, diagnostics: &diagnostics)
        }
        if let node = f.node("plates"), var p = MappingReader(node, in: source, what: "'plates'", into: &diagnostics) {
            config.plates = readPlates(&p, unit: config.units, into: &diagnostics)
        }
        if let node = f.node("stalls"), var s = MappingReader(node, in: source, what: "'stalls'", into: &diagnostics) {
            config.stalls = readStalls(&s, into: &diagnostics)
        }
        if let node = f.node("warmup") { config.warmup = readWarmup(node, in: source, into: &diagnostics) }
        if let node = f.node("gym"), var g = MappingReader(node, in: source, what: "'gym'", into: &diagnostics) {
            if let value = g.bool("publish", into: &diagnostics) { config.gym.publish = value }
            if let value = g.int("rest", in: 0...3600, into: &diagnostics) { config.gym.rest = value }
            g.reportUnknownKeys(what: "'gym'", into: &diagnostics)
        }
        if let text = f.string("cards", into: &diagnostics) {
            switch text.lowercased() {
            case "true", "yes", "on": config.cards = .pages
            case "false", "no", "off": config.cards = .off
            case "all": config.cards = .all
            default:
                diagnostics.append(.error("'cards' should be true, false or all, found '\(text)'", at: f.location("cards"),
                                          hint: "true draws cards for the home page, exercises, years, posts and the last eight weeks of sessions; all draws one for every session"))
            }
        }
        if let node = f.node("imports") {
            config.imports = imports(node, in: source, into: &diagnostics)
        }
        readInsight(&f, source: source, into: &config, diagnostics: &diagnostics)
        _ = f.node("params")
        f.reportUnknownKeys(what: "liftbook.yaml", into: &diagnostics)
        return config
    }

    /// `limits: {workout: 5h, reps: 100, load: 500kg}`.
    private static func readLimits(_ l: inout MappingReader, unit: MassUnit, into limits: inout PlausibilityLimits,
                                   diagnostics: inout [Diagnostic]) {
        if let text = l.string("workout", into: &diagnostics) {
            if let seconds = DurationText.seconds(text), seconds >= 1800, seconds < 86_400 {
                limits.workoutSeconds = Int(seconds.rounded())
            } else {
                diagnostics.append(.error("'workout' should be a duration from 30min to 23h, found '\(text)'", at: l.location("workout"),
                                          hint: "for example workout: 5h or workout: 4h 30min"))
            }
        }
        if let reps = l.int("reps", in: 10...NotationParser.maxReps, into: &diagnostics) { limits.reps = reps }
        if let text = l.string("load", into: &diagnostics) {
            if let weight = WeightText.parse(text, defaultUnit: unit), weight.kilograms >= 50, weight.kilograms <= NotationParser.maxKilograms {
                limits.kilograms = weight.kilograms
            } else {
                diagnostics.append(.error("'load' should be a weight from 50 kg to \(formatNumber(NotationParser.maxKilograms)) kg, found '\(text)'",
                                          at: l.location("load"), hint: "for example load: 500kg or load: 1100lb"))
            }
        }
        l.reportUnknownKeys(what: "'limits'", into: &diagnostics)
    }

    /// `kilograms`, `pounds`.
    private static func name(of unit: MassUnit) -> String { unit == .kg ? "kilograms" : "pounds" }

    private static func imports(_ node: Node, in source: YAMLSource, into diagnostics: inout [Diagnostic]) -> [ImportSetting] {
        guard case .sequence(let items) = node else {
            diagnostics.append(.error("'imports' should be a list of '- file: …' entries", at: source.location(of: node), hint: "for example: imports: [{file: imports/strong.csv, unit: lb}]"))
            return []
        }
        var result: [ImportSetting] = []
        for item in items {
            if let text = item.scalarText {
                guard isInside(text, at: source.location(of: item), into: &diagnostics) else { continue }
                result.append(ImportSetting(file: text, location: source.location(of: item)))
                continue
            }
            guard var f = MappingReader(item, in: source, what: "an import", into: &diagnostics),
                  let file = f.string("file", required: true, into: &diagnostics) else { continue }
            var setting = ImportSetting(file: file, location: source.location(of: item))
            guard isInside(file, at: f.location("file"), into: &diagnostics) else { continue }
            if let unit = f.string("unit", into: &diagnostics) {
                if let value = MassUnit(spelling: unit) { setting.unit = value } else {
                    diagnostics.append(.error("unknown unit '\(unit)'", at: f.location("unit"), hint: "use kg or lb"))
                }
            }
            importMapping(&f, into: &setting, diagnostics: &diagnostics)
            f.reportUnknownKeys(what: "an import", into: &diagnostics)
            result.append(setting)
        }
        return result
    }

    /// False, with an error, for an import path that leaves the site folder.
    private static func isInside(_ file: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) -> Bool {
        guard SitePathCheck.isUnsafe(file) else { return true }
        let shown = file.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        diagnostics.append(.error("import file '\(shown)' is outside the site folder", at: location,
                                  hint: "put the export in imports/ and name it as imports/NAME.csv"))
        return false
    }

    /// `https://x.org/log` → `https://x.org/log/`; `/log` → `/log/`; nil for anything else,
    /// including a protocol-relative `//host/` (or `/\host/`), which would send links to another site.
    static func normaliseBaseURL(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        let lower = trimmed.lowercased()
        let isPath = trimmed.hasPrefix("/") && !trimmed.hasPrefix("//")
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || isPath,
              !trimmed.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "'" || $0 == "\\" }),
              !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
        else { return nil }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }
}

/// Checks relative paths that come from input files.
enum SitePathCheck {
    /// True for absolute paths, `..` segments and NUL bytes.
    static func isUnsafe(_ path: String) -> Bool {
        path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\0") || path.split(separator: "/").contains("..")
            || path.contains("\\")
    }
}
