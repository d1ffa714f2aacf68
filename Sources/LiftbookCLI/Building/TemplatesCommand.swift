import ArgumentParser
import LiftbookSite

/// `liftbook templates`: the names every page template may use, for writing overrides.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Print the template reference: every name each page template may use.",
        discussion: "Read from the views' own key tables, so it is always what the template compiler accepts."
    )

    func run() {
        print(TemplateReference.markdown(), terminator: "")
    }
}
