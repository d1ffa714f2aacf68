/// What a compiled template works on while it renders one page: the output, and the value of
/// each open section, innermost last.
///
/// The frames point at values only while `withUnsafePointer` or `withUnsafeBufferPointer`
/// around the rendering of a section's body runs, and are removed before those return, so they
/// never outlive their value; each records its value's type, and a read as another type is
/// caught in debug and fuzz builds (`RenderFrame.value`).
struct RenderState {
    var frames: [RenderFrame] = []
    var out: TemplateOutput

    /// The value at `depth`, as the type the compiler put there.
    @inline(__always)
    func frame<V>(_ depth: Int, as type: V.Type) -> UnsafePointer<V> {
        frames[depth].value(as: type, depth: depth)
    }

    /// Renders `body` with `value` as the innermost section value.
    @inline(__always)
    mutating func with<V>(_ value: V, _ body: Emit) {
        withUnsafePointer(to: value) { pointer in
            frames.append(RenderFrame(pointer))
            body(&self)
            frames.removeLast()
        }
    }

    /// Renders `body` with the value at `pointer` as the innermost section value.
    @inline(__always)
    mutating func with<V>(pointer: UnsafePointer<V>, _ body: Emit) {
        frames.append(RenderFrame(pointer))
        body(&self)
        frames.removeLast()
    }

    /// Renders `body` once for each element of `list`, each in turn the innermost section value.
    @inline(__always)
    mutating func forEach<V>(_ list: [V], _ body: Emit) {
        list.withUnsafeBufferPointer { forEach($0, body) }
    }

    /// Renders `body` once for each element of `elements`, each in turn the innermost section value.
    @inline(__always)
    mutating func forEach<V>(_ elements: UnsafeBufferPointer<V>, _ body: Emit) {
        guard let base = elements.baseAddress else { return }
        let depth = frames.count
        frames.append(RenderFrame(base))
        for index in 0..<elements.count {
            frames[depth].pointer = UnsafeRawPointer(base + index)
            body(&self)
        }
        frames.removeLast()
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

/// Where a view's value comes from: a section's frame, or a view reached through a dotted name.
///
/// Nothing here holds an optional of a generic type: the readers run in generic code that is
/// not specialized for each view, where such a value costs a runtime type lookup on every read.
enum ValueSource<View>: Sendable {
    case frame(Int)
    /// Calls its closure with a pointer to the view when the view is there, given the frames.
    case visit(@Sendable ([RenderFrame], (UnsafePointer<View>) -> Void) -> Void)

    /// Reads `read` of the view, or gives `missing` when a view on the way is missing; a view
    /// that sits in a frame is read in place, not copied.
    func map<R: Sendable>(_ read: @escaping @Sendable (UnsafePointer<View>) -> R, missing: R) -> @Sendable (RenderState) -> R {
        switch self {
        case .frame(let depth): { state in read(state.frame(depth, as: View.self)) }
        case .visit(let visit): { state in
            var result = missing
            visit(state.frames) { result = read($0) }
            return result
        }
        }
    }

    /// The source of a view that `child` finds in this one (a nested view's key).
    func then<Element>(_ child: @escaping @Sendable (UnsafePointer<View>, (UnsafePointer<Element>) -> Void) -> Void) -> ValueSource<Element> {
        switch self {
        case .frame(let depth): .visit { frames, body in child(frames[depth].value(as: View.self, depth: depth), body) }
        case .visit(let visit): .visit { frames, body in visit(frames) { child($0, body) } }
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

struct ListGetter<View, Element: TemplateView>: NestedGetter {
    let source: ValueSource<View>
    /// Calls its closure with the list's elements; made where both types are known (see ListKey).
    let each: @Sendable (UnsafePointer<View>, (UnsafeBufferPointer<Element>) -> Void) -> Void
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    var isList: Bool { true }

    func section(_ state: inout RenderState, body: Emit, inverted: Bool) {
        func render(_ elements: UnsafeBufferPointer<Element>) {
            if inverted {
                if elements.isEmpty { body(&state) }
            } else if !elements.isEmpty {
                state.forEach(elements, body)
            }
        }
        switch source {
        case .frame(let depth):
            each(state.frame(depth, as: View.self), render)
        case .visit(let visit):
            var found = false
            visit(state.frames) { view in
                found = true
                each(view, render)
            }
            if !found, inverted { body(&state) }
        }
    }

    func member(_ name: String) -> Getter? { nil }
}

struct ViewGetter<View, Element: TemplateView>: NestedGetter {
    let source: ValueSource<View>
    /// Calls its closure with a pointer to the nested view when the view is there.
    let child: @Sendable (UnsafePointer<View>, (UnsafePointer<Element>) -> Void) -> Void
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    var isList: Bool { false }

    func section(_ state: inout RenderState, body: Emit, inverted: Bool) {
        var found = false
        switch source {
        case .frame(let depth):
            child(state.frame(depth, as: View.self)) { element in
                found = true
                if !inverted { state.with(pointer: element, body) }
            }
        case .visit(let visit):
            // The frames are read from a copy, so that the body may push its own.
            visit(state.frames) { view in
                child(view) { element in
                    found = true
                    if !inverted { state.with(pointer: element, body) }
                }
            }
        }
        if inverted, !found { body(&state) }
    }

    func member(_ name: String) -> Getter? {
        ViewType<Element>().getter(name, from: source.then(child))
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
    /// Calls its closure with the list's elements; made where both types are known, so that no
    /// array is handled by code that is not specialized for its element type.
    let each: @Sendable (UnsafePointer<View>, (UnsafeBufferPointer<Element>) -> Void) -> Void

    var shape: String { "list, each: \(Element.templateKeys.title)" }
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    func getter(from source: ValueSource<View>) -> Getter { .nested(ListGetter<View, Element>(source: source, each: each)) }
}

struct ViewKey<View, Element: TemplateView>: NestedKey {
    /// Calls its closure with a pointer to the nested view when the view is there; made where
    /// both types are known, so that the optional view is handled by specialized code.
    let child: @Sendable (UnsafePointer<View>, (UnsafePointer<Element>) -> Void) -> Void

    var shape: String { "view: \(Element.templateKeys.title)" }
    var elementType: any ViewTypeInfo { ViewType<Element>() }
    func getter(from source: ValueSource<View>) -> Getter { .nested(ViewGetter<View, Element>(source: source, child: child)) }
}
