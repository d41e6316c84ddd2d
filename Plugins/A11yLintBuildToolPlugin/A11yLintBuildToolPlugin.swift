import Foundation
import PackagePlugin

/// Lints a target's Swift, storyboard and xib files on every build that changes one of
/// them or the package's configuration; findings appear as build warnings and errors
/// (`xcode` reporter, absolute paths). An error-severity finding fails the build, as a
/// compiler error would. The package's configuration (`.a11ylint.yml`, `.yaml` or `.json`
/// beside `Package.swift`) applies.
///
/// The command declares the sources and the configuration as inputs and no outputs, so
/// SwiftPM runs it again when one of them changed. SwiftPM does not replay a command's
/// output: on a rebuild with nothing changed, the warnings are not printed again (a
/// stamp output would fix that no better, and would become a resource of the target).
/// SwiftPM runs a command without outputs only for packages at tools version 6.0 or later;
/// for an older one the plugin fails with a message saying so, instead of never running.
@main
struct A11yLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter { A11yLintBuildToolPlugin.isLinted($0) }
        guard !files.isEmpty else { return [] }
        let version = context.package.toolsVersion
        guard version.major >= 6 else {
            throw A11yLintBuildToolPluginError.toolsVersion(package: context.package.displayName,
                                                            declared: "\(version.major).\(version.minor)")
        }
        return [A11yLintBuildToolPlugin.command(tool: try context.tool(named: "a11ylint").url,
                                                packageDirectory: context.package.directoryURL,
                                                targetName: target.name, files: files)]
    }

    static func isLinted(_ url: URL) -> Bool {
        ["swift", "storyboard", "xib"].contains(url.pathExtension)
    }

    /// The configuration file names the command line looks for in the package folder.
    static let configurationNames = [".a11ylint.yml", ".a11ylint.yaml", ".a11ylint.json"]

    /// The build command: lint `files` with the package's configuration.
    static func command(tool: URL, packageDirectory: URL, targetName: String, files: [URL]) -> Command {
        var arguments = ["lint", "--reporter", "xcode", "--quiet", "--absolute-paths"]
        // The folder, not a file: SwiftPM keeps build commands between builds, and the
        // command line finds whichever configuration file the folder holds when it runs.
        arguments += ["--config", packageDirectory.path]
        arguments += files.map(\.path)
        // Editing the configuration re-runs the lint. A configuration file created later
        // becomes an input when SwiftPM next plans the build (after a source file changes).
        let configurations = configurationNames.map { packageDirectory.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return .buildCommand(displayName: "a11ylint \(targetName)", executable: tool, arguments: arguments,
                             inputFiles: files + configurations, outputFiles: [])
    }
}

/// Why the build-tool plugin cannot run.
enum A11yLintBuildToolPluginError: Error, CustomStringConvertible {
    case toolsVersion(package: String, declared: String)

    var description: String {
        switch self {
        case .toolsVersion(let package, let declared):
            "A11yLintBuildToolPlugin needs swift-tools-version 6.0 or later, and \(package) declares \(declared): "
                + "SwiftPM runs its lint command only from 6.0 on. Raise the first line of \(package)'s Package.swift to "
                + "`// swift-tools-version:6.0`, or lint with `swift package a11ylint`."
        }
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
