import LiftbookTemplates
import Testing

/// Every kind of template mistake is an error at its template, line and column, found when the
/// template is compiled — never a blank on the page.
struct TemplateErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var template: String
        var line: Int
        var column: Int
        var message: String
        var partials: [String: String] = [:]
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(template: "<h1>{{name}}</h1>\n<p>{{nmae}}</p>", line: 2, column: 4, message: "'nmae' is not a name of the test page"),
        Case(template: "{{#sets}}\n  {{rep}}\n{{/sets}}", line: 2, column: 3, message: "'rep' is not a name of a set or the test page"),
        Case(template: "{{meta.titel}}", line: 1, column: 1, message: "'titel' is not a name of the metadata ('meta')"),
        Case(template: "{{name.first}}", line: 1, column: 1, message: "'name' is a text, which has no names"),
        Case(template: "x {{#name}}y{{/name}}", line: 1, column: 3, message: "'{{#name}}' is a section over a text"),
        Case(template: "{{sets}}", line: 1, column: 1, message: "'sets' is a list of a set, which cannot be shown as text"),
        Case(template: "{{body}}", line: 1, column: 1, message: "'body' is markup, which would be shown as escaped text"),
        Case(template: "{{#meta}}{{.}}{{/meta}}", line: 1, column: 10, message: "'{{.}}' is the metadata here, which cannot be shown as text"),
        Case(template: "a\n {{>missing}}", line: 2, column: 2, message: "there is no template 'missing' for '{{>missing}}'"),
        Case(template: "{{#sets}}\n{{reps}}", line: 1, column: 1, message: "'{{#sets}}' is never closed"),
        Case(template: "{{#sets}}{{/tags}}", line: 1, column: 10, message: "'{{/tags}}' closes '{{#sets}}' (line 1)"),
        Case(template: "{{/sets}}", line: 1, column: 1, message: "'{{/sets}}' closes a section that was never opened"),
        Case(template: "ok\n  {{name", line: 2, column: 3, message: "this tag is not closed"),
        Case(template: "{{<base}}{{/base}}", line: 1, column: 1, message: "template inheritance ({{<parent}} and {{$block}}) is not supported"),
        Case(template: "{{=<%>=}}", line: 1, column: 1, message: "a delimiter tag needs two delimiters, such as {{=<% %>=}}"),
        Case(template: "{{>row}}", line: 2, column: 3, message: "'nam' is not a name of the test page", partials: ["row": "\n  {{nam}}"]),
    ]

    @Test(arguments: cases)
    func reportsWhereAndWhat(_ example: Case) {
        guard case .failure(let errors) = renderTest(example.template, partials: example.partials) else {
            Issue.record("compiled without an error")
            return
        }
        let first = errors.errors.first
        #expect(first?.message == example.message)
        #expect(first?.line == example.line)
        #expect(first?.column == example.column)
        #expect(first?.hint.isEmpty == false)
    }

    @Test func anErrorInAPartialNamesThePartial() {
        guard case .failure(let errors) = renderTest("{{>row}}", partials: ["row": "\n  {{nam}}"]) else {
            Issue.record("compiled without an error")
            return
        }
        #expect(errors.errors.map(\.template) == ["row"])
        #expect(errors.errors.first?.candidates.contains("name") == true)
    }

    @Test func everyMistakeOfATemplateIsReportedAtOnce() {
        guard case .failure(let errors) = renderTest("{{a}}\n{{b}}\n{{#c}}{{/c}}") else {
            Issue.record("compiled without an error")
            return
        }
        #expect(errors.errors.map(\.line) == [1, 2, 3])
    }
}
