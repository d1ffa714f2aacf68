/// What a compiled template works on while it renders one page: the output, and a pointer to
/// the value of each open section, innermost last.
///
/// The pointers are only ever made by `withUnsafePointer` or `withUnsafeBufferPointer` around
/// the rendering of a section's body and removed before those return, and each is read back as
/// the type the compiler recorded for its depth, so they never outlive or mistype their value.
struct RenderState {
    var frames: [UnsafeRawPointer] = []
    var out: TemplateOutput

    /// The value at `depth`, as the type the compiler put there.
    @inline(__always)
    func frame<V>(_ depth: Int, as type: V.Type) -> UnsafePointer<V> {
        frames[depth].assumingMemoryBound(to: type)
    }

    /// Renders `body` with `value` as the innermost section value.
    @inline(__always)
    mutating func with<V>(_ value: V, _ body: Emit) {
        withUnsafePointer(to: value) { pointer in
            frames.append(UnsafeRawPointer(pointer))
            body(&self)
            frames.removeLast()
        }
    }

    /// Renders `body` once for each element of `list`, each in turn the innermost section value.
    @inline(__always)
    mutating func forEach<V>(_ list: [V], _ body: Emit) {
        list.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let depth = frames.count
            frames.append(UnsafeRawPointer(base))
            for index in 0..<buffer.count {
                frames[depth] = UnsafeRawPointer(base + index)
                body(&self)
            }
            frames.removeLast()
        }
    }
}

/// A compiled piece of a template: writes its part of the page.
typealias Emit = @Sendable (inout RenderState) -> Void

/// A name resolved at compile time: how to read its value from the render state.
enum Getter: Sendable {
    /// Text; nil when an optional text is missing (`optional` says whether it can be).
    case text(@Sendable (RenderState) -> String?, optional: Bool)
    case number(@Sendable (RenderState) -> Int?)
    case bool(@Sendable (RenderState) -> Bool)
    /// A list or nested view.
    case nested(any NestedGetter)
    /// Markup that writes itself.
    case embed(@Sendable (inout RenderState) -> Void)
    /// A value looked up while rendering (data without a declared shape).
    case dynamic(@Sendable (RenderState) -> DynamicValue?)
}

/// Where a view's value comes from: a section's frame, or a value read through a dotted name.
enum ValueSource<View>: Sendable {
    case frame(Int)
    case value(@Sendable (RenderState) -> View?)

    /// Reads `read` of the view; a view that sits in a frame is read in place, not copied.
    func map<R>(_ read: @escaping @Sendable (UnsafePointer<View>) -> R) -> @Sendable (RenderState) -> R? {
        switch self {
        case .frame(let depth): { state in read(state.frame(depth, as: View.self)) }
        case .value(let get): { state in get(state).map { view in withUnsafePointer(to: view, read) } }
        }
    }
}

/// A list or nested view resolved at compile time.
protocol NestedGetter: Sendable {
    /// The type of the list's elements or of the view.
    var elementType: any ViewTypeInfo { get }
    /// "a list of records" or "the chart".
    var isList: Bool { get }
    /// Renders `body` for each element (a list) or with the view (when present); an inverted
    /// section renders it once when the list is empty or the view missing.
    func section(_ state: inout RenderState, body: Emit, inverted: Bool)
    /// A name of the nested view, read through it (`page.title`); nil for lists and unknown names.
    func member(_ name: String) -> Getter?
}

struct ListGetter<Element: TemplateView>: NestedGetter {
    let get: @Sendable (RenderState) -> [Element]?
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    var isList: Bool { true }

    func section(_ state: inout RenderState, body: Emit, inverted: Bool) {
        let list = get(state) ?? []
        if inverted {
            if list.isEmpty { body(&state) }
        } else if !list.isEmpty {
            state.forEach(list, body)
        }
    }

    func member(_ name: String) -> Getter? { nil }
}

struct ViewGetter<Element: TemplateView>: NestedGetter {
    let get: @Sendable (RenderState) -> Element?
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    var isList: Bool { false }

    func section(_ state: inout RenderState, body: Emit, inverted: Bool) {
        let value = get(state)
        if inverted {
            if value == nil { body(&state) }
        } else if let value {
            state.with(value, body)
        }
    }

    func member(_ name: String) -> Getter? {
        ViewType<Element>().getter(name, from: .value(get))
    }
}

/// How a view key reads its value once the view's place is known.
protocol NestedKey<View>: Sendable {
    associatedtype View
    var shape: String { get }
    var elementType: any ViewTypeInfo { get }
    func getter(from source: ValueSource<View>) -> Getter
}

struct ListKey<View, Element: TemplateView>: NestedKey {
    let get: @Sendable (UnsafePointer<View>) -> [Element]

    var shape: String { "list, each: \(Element.templateKeys.title)" }
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    func getter(from source: ValueSource<View>) -> Getter { .nested(ListGetter<Element>(get: source.map(get))) }
}

struct ViewKey<View, Element: TemplateView>: NestedKey {
    let get: @Sendable (UnsafePointer<View>) -> Element?

    var shape: String { "view: \(Element.templateKeys.title)" }
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    func getter(from source: ValueSource<View>) -> Getter {
        let read = source.map(get)
        return .nested(ViewGetter<Element>(get: { state in read(state) ?? nil }))
    }
}
