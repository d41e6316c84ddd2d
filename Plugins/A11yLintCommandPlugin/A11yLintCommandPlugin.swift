import Foundation
import PackagePlugin

/// `swift package a11ylint [--target NAME]… [--path PATH]… [a11ylint options]`: lints
/// the named targets' folders and the paths (relative to the package), by default every
/// source target of the package, from the package directory (so its `.a11ylint.yml`
/// applies). Standard output carries only a11ylint's report, standard error its errors and
/// summary. The plugin exits with a11ylint's status (SwiftPM says "Plugin ended with exit
/// code N" once, and itself exits 1 whenever a plugin fails).
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
        // a11ylint has already said why: end with its status (1 findings, 2 usage or
        // configuration error), adding no message of our own.
        if status != 0 { exit(status) }
    }

    /// A target's Swift, storyboard and xib files.
    static func lintedFiles(of target: Target) -> [String] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return module.sourceFiles.map(\.url).filter { ["swift", "storyboard", "xib"].contains($0.pathExtension) }.map(\.path)
    }

    /// Runs a11ylint and relays its output. SwiftPM copies whatever a command plugin writes
    /// to standard error onto its own standard output, so only the report (a11ylint's standard
    /// output) is written there, byte for byte: `swift package a11ylint --reporter sarif >
    /// out.sarif` writes only the SARIF. a11ylint's standard error (its errors, the summary)
    /// becomes one plugin diagnostic, which SwiftPM prints on standard error: an error when
    /// a11ylint failed (the usage error, or the summary of the findings that failed the run),
    /// a warning with the summary when only findings below the failure level were found.
    static func run(tool: URL, arguments: [String], directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Collect stderr while stdout is read, so neither pipe fills up and blocks a11ylint.
        let collected = CollectedBytes()
        errors.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        let report = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        collected.append(errors.fileHandleForReading.readDataToEndOfFile())
        FileHandle.standardOutput.write(report)
        let status = process.terminationStatus
        let lines = String(decoding: collected.bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let text = lines.map { $0.hasPrefix("error: ") ? String($0.dropFirst(7)) : $0 }.joined(separator: "\n")
        if text.isEmpty {
            return status
        } else if status != 0 {
            // Why the run failed, once: the usage error (2), or the summary of the findings (1).
            Diagnostics.error(text)
        } else if text.hasPrefix("No accessibility findings") {
            Diagnostics.remark(text)
        } else {
            Diagnostics.warning(text)   // findings below the failure level: the summary stays visible
        }
        return status
    }
}

/// Bytes appended from the pipe's reading thread, read once the process is done.
final class CollectedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var bytes: Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
