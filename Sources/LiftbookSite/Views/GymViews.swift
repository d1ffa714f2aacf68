import LiftbookTemplates

/// The gym page: a shell the script fills in from the data it carries, with a message for a
/// browser that runs no script.
struct GymPageView: TemplateView {
    /// The page's data as JSON, safe inside a script element (`<` written `\u003c`).
    var data: String
    /// The web app manifest's address.
    var manifest: String
    /// The page's script (an ES module).
    var app: String
    /// The page's own stylesheet.
    var style: String
    /// Home, for the links of the message without a script.
    var home: String
    /// The routine page, likewise.
    var routine: String

    static let templateKeys = TemplateKeys<GymPageView>("the gym page", [
        .text("data") { $0.data },
        .text("manifest") { $0.manifest },
        .text("app") { $0.app },
        .text("style") { $0.style },
        .text("home") { $0.home },
        .text("routine") { $0.routine },
    ])
}
