import Foundation
import PackagePlugin

/// Lints a target's Swift, storyboard and xib files on every build that touches them;
/// findings appear as build warnings and errors (`xcode` reporter). An error-severity
/// finding fails the build, as a compiler error would. The package's configuration
/// (`.a11ylint.yml`, `.yaml` or `.json` beside `Package.swift`) applies.
@main
struct A11yLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter { A11yLintBuildToolPlugin.isLinted($0) }
        guard !files.isEmpty else { return [] }
        return [A11yLintBuildToolPlugin.command(tool: try context.tool(named: "a11ylint").url,
                                                packageDirectory: context.package.directoryURL,
                                                targetName: target.name, files: files)]
    }

    static func isLinted(_ url: URL) -> Bool {
        ["swift", "storyboard", "xib"].contains(url.pathExtension)
    }

    /// A build command without outputs runs on every build (tools version 5.11 and later).
    static func command(tool: URL, packageDirectory: URL, targetName: String, files: [URL]) -> Command {
        var arguments = ["lint", "--reporter", "xcode", "--quiet"]
        // The folder, not a file: SwiftPM keeps build commands between builds, and the
        // command line finds whichever configuration file the folder holds when it runs.
        arguments += ["--config", packageDirectory.path]
        arguments += files.map(\.path)
        return .buildCommand(displayName: "a11ylint \(targetName)", executable: tool, arguments: arguments,
                             inputFiles: files, outputFiles: [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension A11yLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { A11yLintBuildToolPlugin.isLinted($0) }
        guard !files.isEmpty else { return [] }
        return [A11yLintBuildToolPlugin.command(tool: try context.tool(named: "a11ylint").url,
                                                packageDirectory: context.xcodeProject.directoryURL,
                                                targetName: target.displayName, files: files)]
    }
}
#endif
