import LiftbookTemplates

/// Small typed views for the template engine's tests.
struct TestSet: TemplateView {
    var reps: Int
    var note: String?

    static let templateKeys = TemplateKeys<TestSet>("a set", [
        .number("reps") { $0.reps },
        .optionalText("note") { $0.note },
    ])
}

struct TestMeta: TemplateView {
    var title: String
    var author: String?

    static let templateKeys = TemplateKeys<TestMeta>("the metadata", [
        .text("title") { $0.title },
        .optionalText("author") { $0.author },
    ])
}

struct TestPage: TemplateView {
    var name = "Bench <Press>"
    var sets: [TestSet] = [TestSet(reps: 5, note: nil), TestSet(reps: 3, note: "grind")]
    var tags: [String] = ["chest", "push"]
    var done = true
    var meta: TestMeta? = TestMeta(title: "Log", author: nil)
    var body: String = "<p>hi</p>"

    static let templateKeys = TemplateKeys<TestPage>("the test page", [
        .text("name") { $0.name },
        .list("sets") { $0.sets },
        .list("tags") { $0.tags },
        .bool("done") { $0.done },
        .view("meta") { $0.meta },
        .embed("body") { page, output in output.append(raw: page.body) },
    ])
}

/// Compiles `template` (with `partials`) against `TestPage` and renders `page`, or returns the errors.
func renderTest(_ template: String, partials: [String: String] = [:], page: TestPage = TestPage()) -> Result<String, TemplateErrors> {
    var sources = partials
    sources["page"] = template
    return TemplateLibrary(sources: sources).compile("page", for: TestPage.self).map { $0.render(page) }
}
