/// `{{#t}}key{{/t}}`: a phrase of the string table, resolved when the template compiles.
///
/// The tag's body is the key, then optionally `placeholder=name` pairs that fill a placeholder
/// from a differently named value (`{{#t}}home.next.title heading=title{{/t}}`); any other
/// placeholder `{name}` is the view's `name`, looked up like `{{name}}`. A counted phrase takes
/// its form from `{count}`. Two words set the attributes of the phrase's links: `external`
/// (`rel="nofollow noopener noreferrer ugc"`, for addresses from other sites) and `download=name`
/// (a `download` attribute with the view's `name`). An unknown key, a placeholder the view does not have, or a pair
/// that names no placeholder is an error at the tag.
extension TemplateCompiler {
    /// The section name that marks a phrase.
    static let phraseTag = "t"

    mutating func phrase(_ body: [TemplateNode], inverted: Bool, scope: Scope, template: String, at: TemplateLocation) -> [Part]? {
        guard !inverted else {
            fail(template, at, "'{{^t}}' is not a phrase tag", hint: "write {{#t}}key{{/t}} for a phrase of the string table")
            return nil
        }
        var words: [Substring] = []
        for node in body {
            guard case .text(let bytes) = node else {
                fail(template, at, "a phrase tag holds a key, not tags", hint: "write {{#t}}key{{/t}}, or {{#t}}key placeholder=name{{/t}}")
                return nil
            }
            let text = String(decoding: bytes, as: UTF8.self)
            words += text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        }
        guard let key = words.first.map(String.init) else {
            fail(template, at, "a phrase tag needs a key", hint: "write {{#t}}key{{/t}}, such as {{#t}}nav.home{{/t}}")
            return nil
        }
        guard let phrases else {
            fail(template, at, "'\(key)' cannot be looked up: there is no string table", hint: "compile the templates with the site's string table")
            return nil
        }
        guard let phrase = phrases.templatePhrase(key) else {
            fail(template, at, "'\(key)' is not a key of the string table",
                 hint: "Templates/i18n/en.yaml lists every key", candidates: phrases.phraseKeys)
            return nil
        }
        var names: [String: String] = [:]
        var link = LinkAttributes()
        for word in words.dropFirst() {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            if word == "external" {
                link.external = true
                continue
            }
            if pair.count == 2, pair[0] == "download" {
                guard let getter = resolve(pair[1], in: scope, template: template, at: at) else { return nil }
                guard case .text(let get, _) = getter else {
                    fail(template, at, "the download name of '\(key)' is \(describe(getter)), not a text", hint: "give a file name: download=name")
                    return nil
                }
                link.download = get
                continue
            }
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
                fail(template, at, "'\(word)' in the phrase tag of '\(key)' is not 'placeholder=name'",
                     hint: "write {{#t}}\(key) placeholder=name{{/t}} to fill {placeholder} from the view's name")
                return nil
            }
            guard phrase.placeholders.contains(pair[0]) || (phrase.counted && pair[0] == "count") else {
                let list = phrase.placeholders.map { "{\($0)}" }.joined(separator: ", ")
                fail(template, at, "'\(pair[0])' is not a placeholder of '\(key)'",
                     hint: list.isEmpty ? "the phrase takes no placeholders" : "its placeholders are \(list)", candidates: phrase.placeholders)
                return nil
            }
            names[pair[0]] = pair[1]
        }
        // Each placeholder resolved once, for every form.
        var getters: [String: Getter] = [:]
        var failed = false
        var needed = phrase.placeholders
        if phrase.counted, !needed.contains("count") { needed.append("count") }
        for placeholder in needed {
            let name = names[placeholder] ?? placeholder
            guard let getter = resolve(name, in: scope, template: template, at: at) else {
                failed = true
                continue
            }
            getters[placeholder] = getter
        }
        guard !failed else { return nil }
        guard let otherParts = phrase.forms.last.flatMap({ $0 }),
              let otherEmit = emit(otherParts, getters: getters, link: link, key: key, template: template, at: at) else { return nil }
        guard phrase.counted else { return otherEmit }
        let otherForm = Self.sequence(otherEmit)
        var forms: [Step] = []
        for form in phrase.forms.dropLast() {
            guard let parts = form else {
                forms.append(Step(otherForm))
                continue
            }
            guard let emit = emit(parts, getters: getters, link: link, key: key, template: template, at: at) else { return nil }
            forms.append(Step(Self.sequence(emit)))
        }
        forms.append(Step(otherForm))
        guard forms.count == 6, let count = getters["count"] else { return otherEmit }
        let zero = forms[0].emit, one = forms[1].emit, two = forms[2].emit, few = forms[3].emit, many = forms[4].emit, other = forms[5].emit
        let select: @Sendable (RenderState) -> Int
        switch count {
        case .number(let get): select = { state in get(state).map(phrases.pluralForm(of:)) ?? 5 }
        case .text(let get, _): select = { state in get(state).map(phrases.pluralForm(shown:)) ?? 5 }
        case .dynamic(let get): select = { state in get(state).map { phrases.pluralForm(shown: $0.text) } ?? 5 }
        default:
            fail(template, at, "the count of '\(key)' is \(describe(count)), not a number", hint: "give a number: {{#t}}\(key) count=name{{/t}}")
            return nil
        }
        return [.emit { state in
            switch select(state) {
            case 0: zero(&state)
            case 1: one(&state)
            case 2: two(&state)
            case 3: few(&state)
            case 4: many(&state)
            default: other(&state)
            }
        }]
    }

    /// The parts of one form: words escaped now, placeholders read while rendering.
    private mutating func emit(_ parts: [TemplatePhrase.Part], getters: [String: Getter], link: LinkAttributes, key: String, template: String, at: TemplateLocation) -> [Part]? {
        var emits: [Part] = []
        var pending: [UInt8] = []
        func flush() {
            guard !pending.isEmpty else { return }
            emits.append(.text(pending))
            pending = []
        }
        for part in parts {
            switch part {
            case .text(let words):
                // `'` stays as it is: phrases sit in text and in double-quoted attributes.
                for byte in words.utf8 {
                    switch byte {
                    case 0x26: pending += Array("&amp;".utf8)
                    case 0x3C: pending += Array("&lt;".utf8)
                    case 0x3E: pending += Array("&gt;".utf8)
                    case 0x22: pending += Array("&quot;".utf8)
                    default: pending.append(byte)
                    }
                }
            case .codeStart: pending += Array("<code>".utf8)
            case .codeEnd: pending += Array("</code>".utf8)
            case .linkEnd: pending += Array("</a>".utf8)
            case .linkStart(let name):
                guard let getter = getters[name] else { continue }
                guard case .text(let get, _) = getter else {
                    fail(template, at, "the link of '\(key)' goes to '{\(name)}', which is \(describe(getter)), not an address",
                         hint: "give it an address: {{#t}}\(key) \(name)=someHref{{/t}}")
                    return nil
                }
                pending += Array("<a href=\"".utf8)
                flush()
                emits.append(.emit { state in if let href = get(state) { state.out.append(escaped: href) } })
                pending += Array("\"".utf8)
                if let download = link.download {
                    pending += Array(" download=\"".utf8)
                    flush()
                    emits.append(.emit { state in if let name = download(state) { state.out.append(escaped: name) } })
                    pending += Array("\"".utf8)
                }
                if link.external { pending += Array(" rel=\"nofollow noopener noreferrer ugc\"".utf8) }
                pending += Array(">".utf8)
            case .placeholder(let name):
                guard let getter = getters[name] else { continue }
                flush()
                switch getter {
                case .text(let get, _):
                    emits.append(.emit { state in if let text = get(state) { state.out.append(escaped: text) } })
                case .number(let get):
                    let show = phrases
                    emits.append(.emit { state in if let number = get(state) { state.out.append(escaped: show?.showNumber(number) ?? String(number)) } })
                case .dynamic(let get):
                    emits.append(.emit { state in if let value = get(state) { state.out.append(escaped: value.text) } })
                case .embed(let write):
                    emits.append(.emit(write))
                case .bool, .nested:
                    fail(template, at, "'{\(name)}' of '\(key)' is \(describe(getter)), which cannot be shown as text",
                         hint: "give the placeholder a text or a number: {{#t}}\(key) \(name)=otherName{{/t}}")
                    return nil
                }
            }
        }
        flush()
        return emits
    }
}

/// The attributes of the links of a phrase, from its tag.
struct LinkAttributes {
    /// `rel="nofollow noopener noreferrer ugc"`: the address comes from another site.
    var external = false
    /// The file name of a `download` attribute.
    var download: (@Sendable (RenderState) -> String?)?
}
