import LiftbookTemplates
import Testing

/// The Mustache features templates rely on, rendered against typed views.
struct TemplateRenderingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var template: String
        var expected: String
        var partials: [String: String] = [:]
        var testDescription: String { template }
    }

    static let cases: [Case] = [
        Case(template: "{{name}}", expected: "Bench &lt;Press&gt;"),
        Case(template: "{{{name}}}|{{&name}}", expected: "Bench <Press>|Bench <Press>"),
        Case(template: "{{#sets}}{{reps}},{{/sets}}", expected: "5,3,"),
        Case(template: "{{#sets}}{{#note}}({{.}}){{/note}}{{^note}}-{{/note}}{{/sets}}", expected: "-(grind)"),
        // A name not on the element is found on the enclosing view.
        Case(template: "{{#sets}}{{reps}} {{name}};{{/sets}}", expected: "5 Bench &lt;Press&gt;;3 Bench &lt;Press&gt;;"),
        Case(template: "{{#tags}}[{{.}}]{{/tags}}", expected: "[chest][push]"),
        Case(template: "{{#done}}yes{{/done}}{{^done}}no{{/done}}", expected: "yes"),
        Case(template: "{{meta.title}}/{{meta.author}}/{{#meta.author}}by {{.}}{{/meta.author}}", expected: "Log//"),
        Case(template: "{{#meta}}{{title}}{{/meta}}", expected: "Log"),
        Case(template: "a{{! a comment }}b", expected: "ab"),
        Case(template: "{{=<% %>=}}<% name %>{{name}}", expected: "Bench &lt;Press&gt;{{name}}"),
        Case(template: "<main>{{{body}}}</main>", expected: "<main><p>hi</p></main>"),
        // Standalone section and comment lines leave no blank lines behind.
        Case(template: "<ul>\n  {{#tags}}\n  <li>{{.}}</li>\n  {{/tags}}\n  {{! note }}\n</ul>\n", expected: "<ul>\n  <li>chest</li>\n  <li>push</li>\n</ul>\n"),
        // A standalone partial is indented line by line.
        Case(template: "<div>\n  {{>row}}\n</div>", expected: "<div>\n  <p>Bench &lt;Press&gt;</p>\n  <p>2</p>\n</div>",
             partials: ["row": "<p>{{name}}</p>\n<p>{{#sets}}{{#note}}2{{/note}}{{/sets}}</p>\n"]),
        Case(template: "{{#sets}}{{>set}}{{/sets}}", expected: "5;3;", partials: ["set": "{{reps}};"]),
        Case(template: "\"{{name}}\" & '{{name}}'", expected: "\"Bench &lt;Press&gt;\" & 'Bench &lt;Press&gt;'"),
    ]

    @Test(arguments: cases)
    func renders(_ example: Case) throws {
        let output = try renderTest(example.template, partials: example.partials).get()
        #expect(output == example.expected)
    }

    @Test func attributeCharactersAreEscaped() throws {
        var page = TestPage()
        page.name = "a\"b'c&d"
        #expect(try renderTest("{{name}}", page: page).get() == "a&quot;b&#39;c&amp;d")
    }

    @Test func emptyListsAndMissingViewsRenderInvertedSections() throws {
        var page = TestPage()
        page.sets = []
        page.meta = nil
        #expect(try renderTest("{{#sets}}x{{/sets}}{{^sets}}none{{/sets}}|{{^meta}}no meta{{/meta}}{{meta.title}}", page: page).get() == "none|no meta")
    }

    @Test func dynamicDataFollowsTheContextStack() throws {
        let data = DynamicValue.object(["a": .object(["b": .string("inner")]), "c": .string("outer"), "list": .list([.number(1), .number(2.5)])])
        let compiled = try TemplateLibrary(sources: ["t": "{{#a}}{{b}} {{c}}{{/a}}|{{#list}}{{.}};{{/list}}|{{a.x}}"]).compile("t", for: DynamicValue.self).get()
        #expect(compiled.render(data) == "inner outer|1;2.5;|")
    }
}
