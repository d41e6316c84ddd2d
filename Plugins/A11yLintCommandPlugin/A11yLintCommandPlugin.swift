import Foundation
import PackagePlugin

/// `swift package a11ylint [--target NAME]… [--path PATH]… [a11ylint options]`: lints
/// the named targets' folders and the paths (relative to the package), by default every
/// source target of the package, from the package directory (so its `.a11ylint.yml`
/// applies), and fails when a11ylint exits non-zero.
@main
struct A11yLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var paths = extractor.extractOption(named: "path")
        let passed = extractor.remainingArguments
        if !targetNames.isEmpty {
            for target in try context.package.targets(named: targetNames) {
                paths += A11yLintCommandPlugin.lintedFiles(of: target)
            }
        } else if paths.isEmpty {
            for target in context.package.targets {
                paths += A11yLintCommandPlugin.lintedFiles(of: target)
            }
        }
        let status = try A11yLintCommandPlugin.run(tool: try context.tool(named: "a11ylint").url,
                                                   arguments: ["lint"] + passed + paths,
                                                   directory: context.package.directoryURL)
        if status != 0 {
            Diagnostics.error("a11ylint exited with status \(status)")
            throw A11yLintCommandPluginError.exitStatus(status)
        }
    }

    /// A target's Swift, storyboard and xib files.
    static func lintedFiles(of target: Target) -> [String] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return module.sourceFiles.map(\.url).filter { ["swift", "storyboard", "xib"].contains($0.pathExtension) }.map(\.path)
    }

    static func run(tool: URL, arguments: [String], directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

enum A11yLintCommandPluginError: Error, CustomStringConvertible {
    case exitStatus(Int32)

    var description: String {
        switch self {
        case .exitStatus(let status): "a11ylint exited with status \(status)"
        }
    }
}
