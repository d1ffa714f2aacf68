import Foundation
import PackagePlugin

/// Embeds the built-in templates, themes and exercise library into the binary.
///
/// The top-level `Templates/` and `Themes/` folders and the library's YAML files are the single
/// source; this plugin turns them into one generated Swift file on every build.
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
}
