/// A set of Mustache templates by name (each also usable as a partial), compiled on demand
/// against the view type each renders.
package struct TemplateLibrary: Sendable {
    private let sources: [String: String]
    private let parsed: [String: [TemplateNode]]
    /// Mistakes found while parsing, by template name.
    package let parseErrors: [String: TemplateError]

    /// Parses every template; a template with a mistake is reported in `parseErrors`.
    package init(sources: [String: String]) {
        var parsed: [String: [TemplateNode]] = [:]
        var errors: [String: TemplateError] = [:]
        for (name, text) in sources {
            do {
                parsed[name] = try TemplateParser(template: name, text: text).parse()
            } catch {
                errors[name] = error
            }
        }
        self.sources = sources
        self.parsed = parsed
        self.parseErrors = errors
    }

    /// The names of the templates.
    package var names: [String] { sources.keys.sorted() }

    /// Compiles template `name` against `View`: every name, section and partial is checked,
    /// and all mistakes are returned together. `{{#t}}key{{/t}}` tags are resolved against `phrases`.
    package func compile<View: TemplateView>(_ name: String, for view: View.Type,
                                            phrases: (any TemplatePhrases)? = nil) -> Result<CompiledTemplate<View>, TemplateErrors> {
        if let error = parseErrors[name] { return .failure(TemplateErrors(errors: [error])) }
        guard let nodes = parsed[name] else {
            return .failure(TemplateErrors(errors: [TemplateError(template: name, line: 1, column: 1, message: "there is no template '\(name)'",
                                                                  hint: "add Templates/\(name).mustache")]))
        }
        var compiler = TemplateCompiler(sources: sources, parsed: parsed, phrases: phrases)
        let emit = compiler.compile(nodes, scope: [ViewType<View>()], template: name)
        guard compiler.errors.isEmpty else { return .failure(TemplateErrors(errors: compiler.errors)) }
        return .success(CompiledTemplate(emit: emit))
    }
}

/// The mistakes of one compilation.
package struct TemplateErrors: Error, Sendable {
    /// Every mistake, in the order found.
    package var errors: [TemplateError]
}

/// A template compiled against the view type it renders.
package struct CompiledTemplate<View: TemplateView>: Sendable {
    let emit: Emit

    /// Renders the view, appending to `output`.
    package func render(_ view: View, into output: inout TemplateOutput) {
        var state = RenderState(out: TemplateOutput())
        state.frames.reserveCapacity(8)
        swap(&state.out, &output)
        state.with(view, emit)
        swap(&state.out, &output)
    }

    /// A template that writes nothing: the stand-in for one that failed to compile, in a set that
    /// is discarded because of that failure.
    package static var nothing: CompiledTemplate { CompiledTemplate(emit: { _ in }) }

    /// Renders the view into new text.
    package func render(_ view: View) -> String {
        var output = TemplateOutput(capacity: 4096)
        render(view, into: &output)
        return output.text
    }
}
