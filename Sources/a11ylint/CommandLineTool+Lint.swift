import A11yLintCore
import Foundation

extension CommandLineTool {
    /// `a11ylint [lint]`: configure, lint, filter, report, and decide the exit status.
    func lint(_ options: LintOptions) -> Int32 {
        var configuration: Configuration
        do {
            configuration = try loadConfiguration(options)
        } catch {
            terminal.err(CommandLineTool.errorText(error))
            return ExitStatus.failure.rawValue
        }
        let reporterName = options.reporter ?? configuration.reporter ?? (terminal.isInteractive ? "human" : "xcode")
        guard let reporter = ReporterRegistry.reporter(named: reporterName) else {
            return usageError("unknown reporter '\(reporterName)'" + Suggestion.hint(for: reporterName, among: ReporterRegistry.names)
                              + " (reporters: \(ReporterRegistry.names.joined(separator: ", ")))")
        }
        guard !configuration.rules.isEmpty else {
            let source = configuration.file.map { " by \($0)" } ?? ""
            return usageError("no rule is enabled (after the configuration\(source), --select and --ignore): nothing to check")
        }

        // Paths: `-` is standard input; a path that does not exist is a usage error, and a
        // first word that is no path and no command is a mistyped command.
        // A configuration file named as a path stands for its folder: a pre-commit run whose
        // commit changes only `.a11ylint.yml` lints the project that configuration governs.
        var paths = options.paths.map { path in
            Configuration.defaultFileNames.contains((path as NSString).lastPathComponent)
                ? ((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
                : path
        }
        let readsStandardInput = options.stdinFilename != nil || paths.contains("-")
        paths.removeAll { $0 == "-" }
        if readsStandardInput, !paths.isEmpty {
            return usageError("standard input ('-' or --stdin-filename) cannot be combined with paths")
        }
        for (position, path) in paths.enumerated() where !FileManager.default.fileExists(atPath: absolute(path)) {
            if position == 0, !options.isExplicitLint, Arguments.looksLikeCommand(path) {
                return usageError("unknown command '\(path)'" + Suggestion.hint(for: path, among: Arguments.commands)
                                  + " (and no file or folder of that name exists)")
            }
            return usageError("\(path): no such file or directory")
        }
        for path in options.context where !FileManager.default.fileExists(atPath: absolute(path)) {
            return usageError("--context \(path): no such file or directory")
        }

        let setup = linterSetup(options, configuration: configuration)
        let linter = setup.linter(configuration)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var result: LintResult
        let context = options.context.map(absoluteIfNeeded)
        if readsStandardInput {
            let stdinPath = options.stdinFilename ?? "<stdin>"
            let linted = FileDiscovery.normalize(absoluteIfNeeded(stdinPath))
            if options.forceExclude, options.stdinFilename != nil, configuration.isExcluded(linted) {
                result = linter.lint([], jobs: jobs)
            } else {
                let input = SourceInput(path: stdinPath, bytes: terminal.standardInput())
                let others = linter.contextInputs(context, excluding: [linted])
                result = linter.lint([input] + others, jobs: jobs)
            }
        } else {
            let usesIncluded = paths.isEmpty && !configuration.included.isEmpty
            let targets = !paths.isEmpty ? paths : (usesIncluded ? configuration.included : ["."])
            do {
                result = try lintApplyingNestedConfigurations(targets.map(absoluteIfNeeded), context: context,
                                                              configuration: configuration, options: options,
                                                              setup: setup, jobs: jobs)
            } catch {
                finish(setup)
                terminal.err(CommandLineTool.errorText(error))
                return ExitStatus.failure.rawValue
            }
            if usesIncluded {
                let unmatched = configuration.unmatchedIncludedPatterns(in: result.paths)
                if !unmatched.isEmpty {
                    let file = configuration.includedFile ?? configuration.file ?? "configuration"
                    for pattern in unmatched {
                        terminal.err("\(file):\(pattern.mark): error: included: '\(pattern.value)' matches no file\n")
                    }
                    return ExitStatus.failure.rawValue
                }
            }
        }

        finish(setup)

        // Every reporter and the baseline see paths relative to one root: the
        // configuration's folder, else the current folder, however the paths were given.
        let root = ReportRoot(root: configuration.root ?? FileDiscovery.normalize(workingDirectory),
                               workingDirectory: workingDirectory)
        let given = result.findings
        result.findings = given.map(root.relative)

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
                let recorded = try Baseline.parse(data, path: path)
                // Baselines written by earlier versions hold absolute paths: read them relative to the root.
                let baseline = Baseline(entries: recorded.entries.map { entry in
                    var entry = entry
                    entry.path = root.relative(entry.path)
                    return entry
                })
                result.findings = baseline.filter(result.findings)
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
        if options.absolutePaths {
            // The baseline kept findings in order: pick the same ones, with absolute paths.
            var kept: [Finding] = []
            var next = result.findings.makeIterator()
            var wanted = next.next()
            for finding in given where wanted != nil && root.relative(finding) == wanted {
                kept.append(root.absolute(finding))
                wanted = next.next()
            }
            result.findings = kept
        }

        let useColor = !options.noColor && terminal.environment["NO_COLOR"] == nil && terminal.isInteractive
        let report = Report(findings: result.findings, rules: result.rules, fileCount: result.fileCount,
                            workingDirectory: root.root)
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
        if result.skippedObjectiveCFiles > 0 {
            // Said once, even under --quiet: these files were not checked at all.
            terminal.err("warning: \(result.skippedObjectiveCFiles) Objective-C file\(result.skippedObjectiveCFiles == 1 ? " was" : "s were") not linted: \(result.objectiveCSkipReason ?? "no libclang")\n")
        }
        let summaryOptions = ReporterOptions(useColor: useColor)
        if !options.quiet {
            terminal.err(HumanReporter().renderSummary(report, options: summaryOptions,
                                                       includesRuleCounts: !options.statistics))
            if result.skippedTestFileCount > 0 {
                terminal.err(CommandLineTool.skippedTestsNote(result.skippedTestFileCount))
            }
        }
        if options.statistics {
            for entry in report.countsByRule { terminal.err("\(entry.count)\t\(entry.ruleID)\n") }
        }
        if reporterName == GitHubReporter.name, let summaryPath = terminal.environment["GITHUB_STEP_SUMMARY"],
           !summaryPath.isEmpty {
            appendStepSummary(GitHubReporter.stepSummaryMarkdown(report), to: summaryPath)
        }
        let (status, reason) = exitStatus(for: report, options: options)
        if let reason { terminal.err(reason + "\n") }
        return status.rawValue
    }

    /// Prints a usage error and returns status 2.
    func usageError(_ message: String) -> Int32 {
        terminal.err(UsageError(message: message).description + "\n")
        return ExitStatus.failure.rawValue
    }

    /// What the summary adds when test files were found and not linted.
    static func skippedTestsNote(_ count: Int) -> String {
        "Skipped \(count == 1 ? "1 test file" : "\(count) test files") (in a Tests folder or named *Tests.swift); "
            + "lint them with --include-tests.\n"
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

    /// 0 when nothing reaches the failure level, 1 otherwise (DESIGN.md §2), and why the
    /// run failed when the findings alone do not say it (`--max-warnings`).
    func exitStatus(for report: Report, options: LintOptions) -> (ExitStatus, String?) {
        if options.exitZero { return (.clean, nil) }
        let level = options.failOn ?? (options.strict ? .warning : .error)
        if report.findings.contains(where: { $0.severity >= level }) { return (.findings, nil) }
        let warnings = report.countsBySeverity[.warning, default: 0]
        if let maximum = options.maxWarnings, warnings > maximum {
            return (.findings, "error: \(warnings) warning\(warnings == 1 ? "" : "s"), more than --max-warnings \(maximum) allows")
        }
        return (.clean, nil)
    }

    /// The configuration: the configuration files (`--config`, else `.a11ylint.yml` here,
    /// with their `parent_config:` chains, merged), then `--select`/`--ignore`.
    func loadConfiguration(_ options: LintOptions) throws -> Configuration {
        var configuration = Configuration.default
        let (files, rootFile) = try configurationFiles(options)
        if let rootFile {
            // Each file alone first, so an error names the file it is in.
            if files.count > 1 {
                for file in files { _ = try Configuration.resolve(file, workingDirectory: workingDirectory) }
            }
            let merged = try ConfigurationFile.merge(files, rootFile: rootFile, workingDirectory: workingDirectory)
            configuration = try Configuration.resolve(merged, workingDirectory: workingDirectory)
        }
        try applyCommandLine(options, to: &configuration)
        return configuration
    }

    /// Each `--config` (a file, or a folder to find one in, as the build plugin passes the
    /// package folder) with its `parent_config:` chain; without one, the file found here,
    /// named as the user sees it (`.a11ylint.yml`). Also the root file (the first one given
    /// or found), or `nil` when there is none.
    func configurationFiles(_ options: LintOptions) throws -> (files: [ConfigurationFile], rootFile: String?) {
        var files: [ConfigurationFile] = []
        var rootFile: String?
        if options.config.isEmpty, let found = Configuration.defaultFile(in: workingDirectory) {
            let name = (found as NSString).lastPathComponent
            files = try ConfigurationFile.loadChain(path: name, workingDirectory: workingDirectory)
            rootFile = name
        }
        for given in options.config {
            var path: String? = given
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolute(given), isDirectory: &isDirectory), isDirectory.boolValue {
                path = Configuration.defaultFile(in: absolute(given)).map { found in
                    (given as NSString).appendingPathComponent((found as NSString).lastPathComponent)
                }
            }
            guard let path else { continue }
            files += try ConfigurationFile.loadChain(path: path, workingDirectory: workingDirectory)
            if rootFile == nil { rootFile = path }
        }
        return (files, rootFile)
    }

    /// `--select`, `--ignore` and `--include-tests` on top of the configuration files.
    func applyCommandLine(_ options: LintOptions, to configuration: inout Configuration) throws {
        if options.includeTests { configuration.lintsPreviewsAndTests = true }
        let known = RuleRegistry.rules.map(\.id)
        func validate(_ ids: [String], option: String) throws {
            for id in ids where id != "all" && id != BuiltinDiagnostics.superfluousSuppressionID && RuleRegistry.rule(id: id) == nil {
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
        if options.ignore.contains(BuiltinDiagnostics.superfluousSuppressionID) {
            configuration.superfluousSuppressionSeverity = nil
        }
        if options.ignore.contains("all") {
            configuration.rules = []
        } else {
            let ignored = Set(options.ignore.compactMap { RuleRegistry.rule(id: $0)?.id })
            configuration.rules.removeAll { ignored.contains($0.id) }
        }
    }
}
