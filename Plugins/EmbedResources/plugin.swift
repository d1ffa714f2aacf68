import Foundation
import PackagePlugin

/// Embeds the built-in templates, themes and exercise library into the binary, and the fonts
/// the Open Graph cards are drawn with.
///
/// The top-level `Templates/` and `Themes/` folders and the library's YAML files are the single
/// source; this plugin turns them into one generated Swift file on every build. The fonts are
/// not in the repository: they come from the system's DejaVu Sans (Debian's `fonts-dejavu-core`),
/// looked for in `LIFTBOOK_FONT_DIR` and then in the usual font folders.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Templates", "Themes", "Sources/LiftbookResources/Library"]
        var inputs: [URL] = []
        for folder in folders {
            let base = root.appending(path: folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        inputs += try Self.fonts()
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedEmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) built-in files",
                executable: try context.tool(named: "EmbedTool").url,
                arguments: [output.path, root.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The card fonts: DejaVu Sans and DejaVu Sans Bold, from the first folder that has both.
    static let fontNames = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
    static func fonts() throws -> [URL] {
        var folders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
                       "/usr/local/share/fonts/truetype/dejavu", "/opt/homebrew/share/fonts", "/usr/local/share/fonts",
                       "/Library/Fonts", NSHomeDirectory() + "/Library/Fonts"]
        if let folder = ProcessInfo.processInfo.environment["LIFTBOOK_FONT_DIR"], !folder.isEmpty { folders.insert(folder, at: 0) }
        for folder in folders {
            let urls = fontNames.map { URL(fileURLWithPath: folder).appending(path: $0) }
            if urls.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) { return urls }
        }
        throw FontMissing()
    }

    struct FontMissing: Error, CustomStringConvertible {
        var description: String {
            "error: DejaVu Sans (DejaVuSans.ttf, DejaVuSans-Bold.ttf) is not installed; the Open Graph cards are drawn with it. "
                + "Install Debian's fonts-dejavu-core (bash .ci/setup does), or set LIFTBOOK_FONT_DIR to the folder that holds them."
        }
    }
}
