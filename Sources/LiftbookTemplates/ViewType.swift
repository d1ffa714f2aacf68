/// What the compiler knows of a view type: its names, and how to read each from a frame.
protocol ViewTypeInfo: Sendable {
    /// "the exercise page".
    var title: String { get }
    /// Every name the type offers, in declaration order.
    var names: [String] { get }
    /// Names are looked up in the value while rendering.
    var isDynamic: Bool { get }
    /// The type itself, for the template reference.
    var type: any TemplateView.Type { get }
    /// How to read `name` of the view in the frame at `depth`; nil when the type has no such name.
    func getter(_ name: String, depth: Int) -> Getter?
    /// How to read the view itself (`{{.}}`); nil for views that cannot be shown as text.
    func dot(depth: Int) -> Getter?
    /// For dynamic types: how to look `name` up in the value at `depth` while rendering.
    func lookup(_ name: String, depth: Int) -> (@Sendable (RenderState) -> DynamicValue?)?
}

/// The compiler's handle on a `TemplateView` type.
struct ViewType<View: TemplateView>: ViewTypeInfo {
    private var keys: TemplateKeys<View> { View.templateKeys }
    var title: String { keys.title }
    var names: [String] { keys.keys.map(\.name) }
    var isDynamic: Bool { keys.dynamic != nil }
    var type: any TemplateView.Type { View.self }

    func getter(_ name: String, depth: Int) -> Getter? { getter(name, from: .frame(depth)) }

    func getter(_ name: String, from source: ValueSource<View>) -> Getter? {
        guard let key = keys[name] else { return nil }
        // A name of a view in a frame (nearly every one) is read with a closure of its own, not
        // through the generic `ValueSource.map`, whose result comes back through a thunk.
        if case .frame(let depth) = source {
            switch key.kind {
            case .text(let read): return .text({ read($0.frame(depth, as: View.self)) }, optional: false)
            case .optionalText(let read): return .text({ read($0.frame(depth, as: View.self)) }, optional: true)
            case .number(let read): return .number({ read($0.frame(depth, as: View.self)) })
            case .bool(let read): return .bool({ read($0.frame(depth, as: View.self)) })
            default: break
            }
        }
        switch key.kind {
        case .text(let read):
            return .text(source.map({ Optional(read($0)) }, missing: nil), optional: false)
        case .optionalText(let read):
            return .text(source.map(read, missing: nil), optional: true)
        case .number(let read):
            return .number(source.map({ Optional(read($0)) }, missing: nil))
        case .bool(let read):
            return .bool(source.map(read, missing: false))
        case .nested(let nested):
            return nested.key.getter(from: source)
        case .embed(let write):
            switch source {
            case .frame(let depth):
                return .embed { state in
                    let view = state.frame(depth, as: View.self)
                    write(view, &state.out)
                }
            case .visit(let visit):
                return .embed { state in
                    visit(state.frames) { write($0, &state.out) }
                }
            }
        }
    }

    func dot(depth: Int) -> Getter? {
        if let lookup = lookup(".", depth: depth) { return .dynamic(lookup) }
        guard let show = keys.dot else { return nil }
        return .text({ read($0.frame(depth, as: View.self), show) }, optional: false)
    }

    func lookup(_ name: String, depth: Int) -> (@Sendable (RenderState) -> DynamicValue?)? {
        guard let dynamic = keys.dynamic else { return nil }
        return { state in read(state.frame(depth, as: View.self)) { dynamic($0, name) } }
    }
}
