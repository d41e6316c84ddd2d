import A11yLintCore
import Foundation

extension CommandLineTool {
    /// `a11ylint [lint]`: configure, lint, filter, report, and decide the exit status.
    func lint(_ options: LintOptions) -> Int32 {
        var configuration: Configuration
        do {
            configuration = try loadConfiguration(options)
        } catch let error as UsageError {
            terminal.err(error.description + "\n")
            return ExitStatus.failure.rawValue
        } catch {
            terminal.err("\(error)\n")
            return ExitStatus.failure.rawValue
        }
        let reporterName = options.reporter ?? configuration.reporter ?? (terminal.isInteractive ? "human" : "xcode")
        guard let reporter = ReporterRegistry.reporter(named: reporterName) else {
            terminal.err(UsageError(message: "unknown reporter '\(reporterName)'"
                                    + Suggestion.hint(for: reporterName, among: ReporterRegistry.names)).description + "\n")
            return ExitStatus.failure.rawValue
        }

        let linter = Linter(configuration: configuration)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var result: LintResult
        for path in options.context where !FileManager.default.fileExists(atPath: absolute(path)) {
            terminal.err(UsageError(message: "--context \(path): no such file or directory").description + "\n")
            return ExitStatus.failure.rawValue
        }
        let context = options.context.map(absoluteIfNeeded)
        if let stdinPath = options.stdinFilename {
            let input = SourceInput(path: stdinPath, bytes: terminal.standardInput())
            let others = linter.contextInputs(context, excluding: [FileDiscovery.normalize(absoluteIfNeeded(stdinPath))])
            result = linter.lint([input] + others, jobs: jobs)
        } else {
            let paths = !options.paths.isEmpty ? options.paths
                : (!configuration.included.isEmpty ? configuration.included : ["."])
            result = linter.lint(paths: paths.map(absoluteIfNeeded), context: context, jobs: jobs)
            // Report paths as the user wrote them, relative to where they stand.
            if let prefix = resolvedPathPrefix() {
                result.findings = result.findings.map { finding in
                    guard finding.path.hasPrefix(prefix) else { return finding }
                    var finding = finding
                    finding.path = String(finding.path.dropFirst(prefix.count))
                    return finding
                }
            }
        }

        // Baselines: hide recorded findings, or record the current ones.
        if let path = options.baseline {
            let data: Data
            switch FileIO.read(absolute(path)) {
            case .success(let bytes): data = Data(bytes)
            case .failure(let error):
                terminal.err("\(path): error: cannot read the baseline file (\(error.reason))\n")
                return ExitStatus.failure.rawValue
            }
            do {
                result.findings = try Baseline.parse(data, path: path).filter(result.findings)
            } catch {
                terminal.err(error.description + "\n")
                return ExitStatus.failure.rawValue
            }
        }
        if let path = options.writeBaseline {
            do {
                try FileIO.writeAtomically(Array(Baseline(findings: result.findings).rendered().utf8), to: absolute(path),
                                           writer: terminal.fileWriter)
            } catch {
                terminal.err("error: cannot write baseline \(path): \(error.reason); it was left unchanged\n")
                return ExitStatus.failure.rawValue
            }
        }

        let useColor = !options.noColor && terminal.environment["NO_COLOR"] == nil && terminal.isInteractive
        let report = Report(findings: result.findings, rules: result.rules, fileCount: result.fileCount,
                            workingDirectory: workingDirectory)
        let rendered = reporter.render(report, options: ReporterOptions(useColor: useColor))
        if let output = options.output {
            do {
                try FileIO.writeAtomically(Array(rendered.utf8), to: absolute(output), writer: terminal.fileWriter)
            } catch {
                terminal.err("error: cannot write \(output): \(error.reason); it was left unchanged\n")
                return ExitStatus.failure.rawValue
            }
        } else {
            terminal.out(rendered)
        }
        if !options.quiet {
            terminal.err(HumanReporter().renderSummary(report, options: ReporterOptions(useColor: useColor)))
        }
        if options.statistics {
            for entry in report.countsByRule { terminal.err("\(entry.count)\t\(entry.ruleID)\n") }
        }
        if reporterName == GitHubReporter.name, let summaryPath = terminal.environment["GITHUB_STEP_SUMMARY"],
           !summaryPath.isEmpty {
            appendStepSummary(GitHubReporter.stepSummaryMarkdown(report), to: summaryPath)
        }
        return exitStatus(for: report, options: options).rawValue
    }

    /// Appends the Markdown step summary to `$GITHUB_STEP_SUMMARY`.
    func appendStepSummary(_ markdown: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            _ = FileManager.default.createFile(atPath: path, contents: Data(markdown.utf8))
            return
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(markdown.utf8))
    }

    /// A path resolved against the working directory (for files the process opens).
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
    }

    /// Relative paths stay relative, but must be resolved against the working
    /// directory when the process's own current directory differs (tests).
    func absoluteIfNeeded(_ path: String) -> String {
        workingDirectory == FileManager.default.currentDirectoryPath ? path : absolute(path)
    }

    /// For the inverse of `absoluteIfNeeded` on output, decided once per run: the
    /// prefix to strip from paths that `absoluteIfNeeded` resolved, or `nil` when
    /// paths were not resolved and are shown as they are.
    func resolvedPathPrefix() -> String? {
        guard workingDirectory != FileManager.default.currentDirectoryPath else { return nil }
        return workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    }

    /// 0 when nothing reaches the failure level, 1 otherwise (DESIGN.md §2).
    func exitStatus(for report: Report, options: LintOptions) -> ExitStatus {
        if options.exitZero { return .clean }
        let level = options.failOn ?? (options.strict ? .warning : .error)
        if report.findings.contains(where: { $0.severity >= level }) { return .findings }
        if let maximum = options.maxWarnings, report.countsBySeverity[.warning, default: 0] > maximum {
            return .findings
        }
        return .clean
    }

    /// The configuration: the configuration file (`--config`, else `.a11ylint.yml`
    /// here), then `--select`/`--ignore`.
    func loadConfiguration(_ options: LintOptions) throws -> Configuration {
        var configuration = Configuration.default
        // `--config FOLDER` looks for the configuration there, as a run without it does here
        // (the build plugin passes the package folder, whichever file it holds at build time).
        var path = options.config.map(absoluteIfNeeded)
        var isDirectory: ObjCBool = false
        if let folder = path, FileManager.default.fileExists(atPath: absolute(folder), isDirectory: &isDirectory),
           isDirectory.boolValue {
            path = Configuration.defaultFile(in: folder)
        } else if path == nil {
            path = Configuration.defaultFile(in: workingDirectory)
        }
        if let path {
            let file = try ConfigurationFile.load(path: path)
            configuration = try Configuration.resolve(file, workingDirectory: workingDirectory)
        }
        let known = RuleRegistry.rules.map(\.id)
        func validate(_ ids: [String], option: String) throws {
            for id in ids where id != "all" && RuleRegistry.rule(id: id) == nil {
                throw UsageError(message: "unknown rule id '\(id)' in \(option)" + Suggestion.hint(Suggestion.closestRuleID(to: id)))
            }
        }
        if let select = options.select {
            try validate(select, option: "--select")
            let ids = select.contains("all") ? known : select.compactMap { RuleRegistry.rule(id: $0)?.id }
            configuration.rules = RuleRegistry.rules.filter { ids.contains($0.id) }.map { descriptor in
                configuration.rules.first { $0.id == descriptor.id } ?? descriptor.configure(nil)
            }
        }
        try validate(options.ignore, option: "--ignore")
        if options.ignore.contains("all") {
            configuration.rules = []
        } else {
            let ignored = Set(options.ignore.compactMap { RuleRegistry.rule(id: $0)?.id })
            configuration.rules.removeAll { ignored.contains($0.id) }
        }
        return configuration
    }
}
