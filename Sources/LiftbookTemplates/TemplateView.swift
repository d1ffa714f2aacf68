/// A value a template can render: a page's view, a row of a table, or a plain text or number.
///
/// Each view type declares the names its templates may use, once, in `templateKeys`; the
/// template compiler, the README's template reference and the tests all read that table.
package protocol TemplateView: SendableMetatype {
    /// The names this view offers, with how each is read.
    static var templateKeys: TemplateKeys<Self> { get }
}

/// The names a view type offers to templates, and what it is called in messages ("the exercise page").
package struct TemplateKeys<View>: Sendable {
    /// What the view is called in error messages and the template reference.
    package let title: String
    /// The keys in declaration order.
    package let keys: [TemplateKey<View>]
    /// How `{{.}}` shows the view itself, for texts and numbers; nil for views with names.
    let dot: (@Sendable (View) -> String)?
    /// Whether names are looked up in the value while rendering (data with no declared shape).
    let dynamic: (@Sendable (View, String) -> DynamicValue?)?
    let index: [String: Int]

    /// A view called `title` with these keys.
    package init(_ title: String, _ keys: [TemplateKey<View>]) {
        self.init(title: title, keys: keys, dot: nil, dynamic: nil)
    }

    init(title: String, keys: [TemplateKey<View>], dot: (@Sendable (View) -> String)?, dynamic: (@Sendable (View, String) -> DynamicValue?)?) {
        self.title = title
        self.keys = keys
        self.dot = dot
        self.dynamic = dynamic
        var index: [String: Int] = [:]
        for (position, key) in keys.enumerated() where index[key.name] == nil { index[key.name] = position }
        self.index = index
    }

    /// The key called `name`, if the view has one.
    package subscript(name: String) -> TemplateKey<View>? { index[name].map { keys[$0] } }
}

/// One name of a view: what it is called and how a template reads it.
///
/// Each reader takes a pointer to the view where it sits (a section's frame), so reading one
/// name loads that one field and never copies the whole view. The constructors are inlinable so
/// that the pointer reader is made where the view's type is known, around the key table's closure.
package struct TemplateKey<View>: Sendable {
    /// The name templates use.
    package let name: String
    @usableFromInline let kind: Kind

    @usableFromInline
    enum Kind: Sendable {
        case text(@Sendable (UnsafePointer<View>) -> String)
        case optionalText(@Sendable (UnsafePointer<View>) -> String?)
        case number(@Sendable (UnsafePointer<View>) -> Int)
        case bool(@Sendable (UnsafePointer<View>) -> Bool)
        case nested(NestedKeyBox<View>)
        case embed(@Sendable (UnsafePointer<View>, inout TemplateOutput) -> Void)
    }

    @usableFromInline
    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Text, escaped by `{{name}}`, as it is with `{{{name}}}`.
    @inlinable @inline(__always)
    package static func text(_ name: String, _ get: @escaping @Sendable (View) -> String) -> Self {
        Self(name: name, kind: .text { read($0, get) })
    }

    /// Text that may be missing: `{{#name}}…{{.}}…{{/name}}` shows it only when it is there.
    @inlinable @inline(__always)
    package static func optionalText(_ name: String, _ get: @escaping @Sendable (View) -> String?) -> Self {
        Self(name: name, kind: .optionalText { read($0, get) })
    }

    /// A whole number, in decimal digits.
    @inlinable @inline(__always)
    package static func number(_ name: String, _ get: @escaping @Sendable (View) -> Int) -> Self {
        Self(name: name, kind: .number { read($0, get) })
    }

    /// A yes/no value for `{{#name}}` and `{{^name}}`.
    @inlinable @inline(__always)
    package static func bool(_ name: String, _ get: @escaping @Sendable (View) -> Bool) -> Self {
        Self(name: name, kind: .bool { read($0, get) })
    }

    /// A list: `{{#name}}…{{/name}}` renders once for each element.
    @inlinable @inline(__always)
    package static func list<Element: TemplateView>(_ name: String, _ get: @escaping @Sendable (View) -> [Element]) -> Self {
        list(name, reading: { read($0, get) })
    }

    @inlinable @inline(__always)
    static func list<Element: TemplateView>(_ name: String, reading get: @escaping @Sendable (UnsafePointer<View>) -> [Element]) -> Self {
        // The array is opened here, where its element type is known.
        list(name, each: { pointer, body in get(pointer).withUnsafeBufferPointer(body) })
    }

    @usableFromInline
    static func list<Element: TemplateView>(_ name: String,
                                            each: @escaping @Sendable (UnsafePointer<View>, (UnsafeBufferPointer<Element>) -> Void) -> Void) -> Self {
        Self(name: name, kind: .nested(NestedKeyBox(ListKey(each: each))))
    }

    /// A nested view that is always there (the layout's `{{#site}}…{{/site}}`).
    ///
    /// Not the optional form below with the view promoted to an optional: the reader is generic
    /// (made once for every view type), and a generic `Element?` makes it ask the runtime for
    /// `Optional`'s type metadata on every call, which the layout's sections did 38 times a page.
    @inlinable @inline(__always)
    package static func view<Element: TemplateView>(_ name: String, _ get: @escaping @Sendable (View) -> Element) -> Self {
        view(name, child: { pointer, body in withUnsafePointer(to: read(pointer, get), body) })
    }

    /// A nested view that may be missing: `{{#name}}…{{/name}}` renders with it when it is there.
    @inlinable @inline(__always)
    package static func view<Element: TemplateView>(_ name: String, _ get: @escaping @Sendable (View) -> Element?) -> Self {
        view(name, reading: { read($0, get) })
    }

    @inlinable @inline(__always)
    static func view<Element: TemplateView>(_ name: String, reading get: @escaping @Sendable (UnsafePointer<View>) -> Element?) -> Self {
        // The optional view is unwrapped here, where its type is known.
        view(name, child: { pointer, body in
            if let element = get(pointer) { withUnsafePointer(to: element, body) }
        })
    }

    @usableFromInline
    static func view<Element: TemplateView>(_ name: String,
                                            child: @escaping @Sendable (UnsafePointer<View>, (UnsafePointer<Element>) -> Void) -> Void) -> Self {
        Self(name: name, kind: .nested(NestedKeyBox(ViewKey(child: child))))
    }

    /// Markup that writes itself into the page (the layout's `{{{content}}}`).
    @inlinable @inline(__always)
    package static func embed(_ name: String, _ write: @escaping @Sendable (View, inout TemplateOutput) -> Void) -> Self {
        Self(name: name, kind: .embed { pointer, output in read(pointer) { write($0, &output) } })
    }

    /// What the key holds, in the words of the template reference.
    package var shape: String {
        switch kind {
        case .text: "text"
        case .optionalText: "text, may be missing"
        case .number: "number"
        case .bool: "yes/no"
        case .nested(let nested): nested.key.shape
        case .embed: "markup ({{{\(name)}}})"
        }
    }

    /// The view type a list or nested view leads to, for the template reference.
    package var elementType: (any TemplateView.Type)? {
        guard case .nested(let nested) = kind else { return nil }
        return nested.key.elementType.type
    }
}

/// Calls `get` with the value at `pointer`, borrowed where it sits.
///
/// `get(pointer.pointee)` in code that is generic over a copyable type copies the whole value
/// first (through its type's value witnesses: a retain of every field, and a release of each
/// after), because the callee might change the memory behind the pointer. A type parameter that
/// may be noncopyable cannot be copied, so here the value is passed by its address as it is.
@inlinable @inline(__always)
func read<V: ~Copyable, R>(_ pointer: UnsafePointer<V>, _ get: (borrowing V) -> R) -> R {
    get(pointer.pointee)
}

/// A list or nested view key, boxed so that the inlinable key constructors can name its case.
@usableFromInline
struct NestedKeyBox<View>: Sendable {
    let key: any NestedKey<View>

    init(_ key: any NestedKey<View>) { self.key = key }
}

extension String: TemplateView {
    /// A text offers no names; `{{.}}` shows it.
    package static let templateKeys = TemplateKeys<String>(title: "a text", keys: [], dot: { $0 }, dynamic: nil)
}

extension Int: TemplateView {
    /// A number offers no names; `{{.}}` shows its digits.
    package static let templateKeys = TemplateKeys<Int>(title: "a number", keys: [], dot: { String($0) }, dynamic: nil)
}
