import Foundation
import PackagePlugin

/// `swift package a11ylint [--target NAME]… [--path PATH]… [a11ylint options]`: lints
/// the named targets' folders and the paths (relative to the package), by default every
/// source target of the package, from the package directory (so its `.a11ylint.yml`
/// applies). Standard output carries only a11ylint's report, standard error its errors and
/// summary, and the exit status is a11ylint's own (0, 1 or 2).
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
        // a11ylint has already said why (its own errors and summary, on stderr): pass its
        // status through unchanged (1 findings, 2 usage or configuration error), adding nothing.
        if status != 0 { exit(status) }
    }

    /// A target's Swift, storyboard and xib files.
    static func lintedFiles(of target: Target) -> [String] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return module.sourceFiles.map(\.url).filter { ["swift", "storyboard", "xib"].contains($0.pathExtension) }.map(\.path)
    }

    /// Runs a11ylint and relays its output: its standard output (the report) to the
    /// plugin's standard output, byte for byte, and its standard error (errors, the
    /// summary) to the plugin's standard error, so `swift package a11ylint --reporter sarif
    /// > out.sarif` writes only the report.
    static func run(tool: URL, arguments: [String], directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let report = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardOutput.write(report)
        return process.terminationStatus
    }
}
