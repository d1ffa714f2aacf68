/// Compiles parsed templates against the view types they render: every name is resolved to an
/// accessor of a view in the section stack, so rendering does no lookup by name.
struct TemplateCompiler {
    /// Every template and partial by name.
    let sources: [String: String]
    /// The parsed templates by name (parse errors are reported by the library).
    let parsed: [String: [TemplateNode]]
    /// The string table of `{{#t}}key{{/t}}` tags.
    let phrases: (any TemplatePhrases)?
    private(set) var errors: [TemplateError] = []
    private var partialDepth = 0

    init(sources: [String: String], parsed: [String: [TemplateNode]], phrases: (any TemplatePhrases)? = nil) {
        self.sources = sources
        self.parsed = parsed
        self.phrases = phrases
    }

    /// The scope of a name: the view types of the open sections, outermost first.
    typealias Scope = [any ViewTypeInfo]

    mutating func compile(_ nodes: [TemplateNode], scope: Scope, template: String) -> Emit {
        Self.sequence(parts(nodes, scope: scope, template: template))
    }

    /// The parts of `nodes` in order; a partial's parts are taken in, so that its text can join
    /// the text around it.
    mutating func parts(_ nodes: [TemplateNode], scope: Scope, template: String) -> [Part] {
        var parts: [Part] = []
        for node in nodes { parts += self.parts(node, scope: scope, template: template) }
        return parts
    }

    /// One emit that runs `parts` in order, with neighbouring texts joined into one append.
    ///
    /// The parts are captured by closures (up to four each, nested), never called out of an
    /// array: a closure read from an array is retained and released around every call, and since
    /// every core renders with the same compiled templates, those counts are atomics that the
    /// cores fight over. A captured closure is called as it is.
    static func sequence(_ parts: [Part]) -> Emit {
        var steps: [Step] = []
        var pending: [UInt8] = []
        var hasPending = false
        func flush() {
            guard hasPending else { return }
            let bytes = pending
            steps.append(Step { $0.out.append(raw: bytes) })
            pending = []
            hasPending = false
        }
        for part in parts {
            switch part {
            case .text(let bytes):
                pending += bytes
                hasPending = true
            case .emit(let emit):
                flush()
                steps.append(Step(emit))
            }
        }
        flush()
        return sequence(steps[...])
    }

    /// One emit that runs `steps` in order, as a tree of closures four wide.
    ///
    /// The steps come in a struct because an array of bare closures holds each one reabstracted
    /// (as generic code sees it): reading one back wraps it in a second thunk, two extra calls
    /// for every part of every page.
    private static func sequence(_ steps: ArraySlice<Step>) -> Emit {
        let start = steps.startIndex
        switch steps.count {
        case 0: return { _ in }
        case 1: return steps[start].emit
        case 2:
            let first = steps[start].emit, second = steps[start + 1].emit
            return { state in first(&state); second(&state) }
        case 3:
            let first = steps[start].emit, second = steps[start + 1].emit, third = steps[start + 2].emit
            return { state in first(&state); second(&state); third(&state) }
        case 4:
            let first = steps[start].emit, second = steps[start + 1].emit, third = steps[start + 2].emit, fourth = steps[start + 3].emit
            return { state in first(&state); second(&state); third(&state); fourth(&state) }
        default:
            let quarters = (0..<4).map { quarter in
                Step(sequence(steps[(start + quarter * steps.count / 4)..<(start + (quarter + 1) * steps.count / 4)]))
            }
            return sequence(quarters[...])
        }
    }

    private mutating func parts(_ node: TemplateNode, scope: Scope, template: String) -> [Part] {
        switch node {
        case .text(let bytes):
            return [.text(bytes)]
        case .section(let name, let inverted, let body, let at) where name == Self.phraseTag:
            return phrase(body, inverted: inverted, scope: scope, template: template, at: at) ?? []
        case .partial(let name, let indent, let at):
            return partial(name, indent: indent, scope: scope, template: template, at: at) ?? []
        default:
            return compile(node, scope: scope, template: template).map { [.emit($0)] } ?? []
        }
    }

    private mutating func compile(_ node: TemplateNode, scope: Scope, template: String) -> Emit? {
        switch node {
        case .text(let bytes):
            return { $0.out.append(raw: bytes) }
        case .variable(let name, let escaped, let at):
            guard let getter = resolve(name, in: scope, template: template, at: at) else { return nil }
            return variable(getter, name: name, escaped: escaped, scope: scope, template: template, at: at)
        case .section(let name, let inverted, let body, let at) where name == Self.phraseTag:
            return phrase(body, inverted: inverted, scope: scope, template: template, at: at).map(Self.sequence)
        case .section(let name, let inverted, let body, let at):
            guard let getter = resolve(name, in: scope, template: template, at: at) else { return nil }
            return section(getter, name: name, inverted: inverted, body: body, scope: scope, template: template, at: at)
        case .partial(let name, let indent, let at):
            return partial(name, indent: indent, scope: scope, template: template, at: at).map(Self.sequence)
        }
    }

    // MARK: Names

    /// Resolves `name` (plain, dotted or `.`) in the scope, innermost section first.
    mutating func resolve(_ name: String, in scope: Scope, template: String, at: TemplateLocation) -> Getter? {
        if name == "." {
            let depth = scope.count - 1
            guard let top = scope.last, let getter = top.dot(depth: depth) else {
                fail(template, at, "'{{.}}' is \(scope.last?.title ?? "nothing") here, which cannot be shown as text",
                     hint: "use one of its names instead", candidates: scope.last?.names ?? [])
                return nil
            }
            return getter
        }
        let parts = name.split(separator: ".").map(String.init)
        guard var getter = resolveFirst(parts[0], in: scope) else {
            let known = scope.reversed().flatMap(\.names)
            let owners = scope.reversed().map(\.title)
            fail(template, at, "'\(parts[0])' is not a name of \(owners.joined(separator: " or "))",
                 hint: "check the spelling; `liftbook templates` and docs/template-reference.md list every name", candidates: known)
            return nil
        }
        var path = parts[0]
        for part in parts.dropFirst() {
            switch getter {
            case .nested(let nested) where !nested.isList:
                guard let member = nested.member(part) else {
                    fail(template, at, "'\(part)' is not a name of \(nested.elementType.title) ('\(path)')",
                         hint: "check the spelling; `liftbook templates` and docs/template-reference.md list every name",
                         candidates: nested.elementType.names)
                    return nil
                }
                getter = member
            case .dynamic(let get):
                getter = .dynamic { get($0)?[part] }
            default:
                fail(template, at, "'\(path)' is \(describe(getter)), which has no names",
                     hint: "a dotted name goes through nested views, such as {{page.title}}")
                return nil
            }
            path += "." + part
        }
        return getter
    }

    /// The innermost section value that has `name`; values without a declared shape are
    /// searched while rendering, falling back to the typed view below them.
    private func resolveFirst(_ name: String, in scope: Scope) -> Getter? {
        var lookups: [@Sendable (RenderState) -> DynamicValue?] = []
        for depth in scope.indices.reversed() {
            let type = scope[depth]
            if let lookup = type.lookup(name, depth: depth) {
                lookups.append(lookup)
                continue
            }
            guard let getter = type.getter(name, depth: depth) else { continue }
            guard !lookups.isEmpty else { return getter }
            let fallback: (@Sendable (RenderState) -> DynamicValue?)? = switch getter {
            case .text(let get, _): { get($0).map(DynamicValue.string) }
            case .number(let get): { get($0).map { .number(Double($0)) } }
            case .bool(let get): { .bool(get($0)) }
            case .dynamic(let get): get
            default: nil
            }
            if let fallback { lookups.append(fallback) }
            break
        }
        guard !lookups.isEmpty else { return nil }
        let chain = lookups
        return .dynamic { state in
            for lookup in chain {
                if let value = lookup(state) { return value }
            }
            return nil
        }
    }

    func describe(_ getter: Getter) -> String {
        switch getter {
        case .text(_, let optional): optional ? "an optional text" : "a text"
        case .number: "a number"
        case .bool: "a yes/no value"
        case .nested(let nested): nested.isList ? "a list of \(nested.elementType.title)" : nested.elementType.title
        case .embed: "markup"
        case .dynamic: "data"
        }
    }

    // MARK: Tags

    private mutating func variable(_ getter: Getter, name: String, escaped: Bool, scope: Scope, template: String, at: TemplateLocation) -> Emit? {
        switch getter {
        case .text(let get, _):
            if escaped { return { state in if let text = get(state) { state.out.append(escaped: text) } } }
            return { state in if let text = get(state) { state.out.append(raw: text) } }
        case .number(let get):
            return { state in if let number = get(state) { state.out.append(raw: String(number)) } }
        case .bool(let get):
            return { state in state.out.append(raw: get(state) ? "true" : "false") }
        case .nested(let nested):
            fail(template, at, "'\(name)' is \(describe(getter)), which cannot be shown as text",
                 hint: nested.isList ? "write {{#\(name)}}…{{/\(name)}} to show each element" : "write {{#\(name)}}…{{/\(name)}} and use its names inside",
                 candidates: [])
            return nil
        case .embed(let write):
            guard !escaped else {
                fail(template, at, "'\(name)' is markup, which would be shown as escaped text", hint: "write {{{\(name)}}}")
                return nil
            }
            return write
        case .dynamic(let get):
            if escaped { return { state in if let value = get(state) { state.out.append(escaped: value.text) } } }
            return { state in if let value = get(state) { state.out.append(raw: value.text) } }
        }
    }

    private mutating func section(_ getter: Getter, name: String, inverted: Bool, body: [TemplateNode], scope: Scope,
                                  template: String, at: TemplateLocation) -> Emit? {
        switch getter {
        case .bool(let get):
            let inner = compile(body, scope: scope, template: template)
            if inverted { return { state in if !get(state) { inner(&state) } } }
            return { state in if get(state) { inner(&state) } }
        case .text(let get, true):
            if inverted {
                let inner = compile(body, scope: scope, template: template)
                return { state in if get(state) == nil { inner(&state) } }
            }
            let inner = compile(body, scope: scope + [ViewType<String>()], template: template)
            return { state in if let text = get(state) { state.with(text, inner) } }
        case .nested(let nested):
            let inner = compile(body, scope: inverted ? scope : scope + [nested.elementType], template: template)
            return { state in nested.section(&state, body: inner, inverted: inverted) }
        case .dynamic(let get):
            if inverted {
                let inner = compile(body, scope: scope, template: template)
                return { state in if get(state)?.isFalsy ?? true { inner(&state) } }
            }
            let inner = compile(body, scope: scope + [ViewType<DynamicValue>()], template: template)
            return { state in
                guard let value = get(state), !value.isFalsy else { return }
                if case .list(let items) = value { state.forEach(items, inner) } else { state.with(value, inner) }
            }
        case .text, .number, .embed:
            fail(template, at, "'{{\(inverted ? "^" : "#")\(name)}}' is a section over \(describe(getter))",
                 hint: "a section needs a list, a yes/no value, an optional value or a nested view; show the value with {{\(name)}}")
            return nil
        }
    }

    private mutating func partial(_ name: String, indent: String, scope: Scope, template: String, at: TemplateLocation) -> [Part]? {
        guard let text = sources[name], var nodes = parsed[name] else {
            fail(template, at, "there is no template '\(name)' for '{{>\(name)}}'",
                 hint: "add Templates/\(name).mustache, or check the spelling", candidates: sources.keys.sorted())
            return nil
        }
        guard partialDepth < 16 else {
            fail(template, at, "partials nest more than 16 deep ('{{>\(name)}}' includes itself?)",
                 hint: "a partial cannot include itself")
            return nil
        }
        if !indent.isEmpty, let indented = try? TemplateParser(template: name, text: Self.indent(text, by: indent)).parse() {
            nodes = indented
        }
        partialDepth += 1
        defer { partialDepth -= 1 }
        return parts(nodes, scope: scope, template: name)
    }

    /// The text with `indent` before every line (a standalone partial's indentation).
    static func indent(_ text: String, by indent: String) -> String {
        var result = indent
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        result += lines.joined(separator: "\n" + indent)
        if endsWithNewline { result += "\n" }
        return result
    }

    mutating func fail(_ template: String, _ at: TemplateLocation, _ message: String, hint: String, candidates: [String] = []) {
        errors.append(TemplateError(template: template, line: at.line, column: at.column, message: message, hint: hint, candidates: candidates))
    }
}

/// A compiled piece of a template before its sequence is made: text known when the template
/// compiles (joined with the text beside it), or an emit.
enum Part {
    case text([UInt8])
    case emit(Emit)
}

/// An emit in an array, held as it is (see `TemplateCompiler.sequence`).
struct Step {
    let emit: Emit

    init(_ emit: @escaping Emit) { self.emit = emit }
}
