import A11yLintCore
import Foundation

extension CommandLineTool {
    /// Lints `targets` (as discovered with the root configuration), each file under the
    /// configuration nearest to it: a `Feature/.a11ylint.yml` below the root applies to the
    /// files of its folder, merged onto the root configuration as a `parent_config:` child
    /// would be (its `included:` is ignored; its `excluded:` is relative to its folder).
    ///
    /// Without nested configurations this is one lint run. With them, each group of files is
    /// linted by its own configuration, with every other file read as context, so facts from
    /// the whole project (traits set in another file, label aliases, outlets) still count.
    func lintApplyingNestedConfigurations(_ targets: [String], context: [String], configuration: Configuration,
                                          options: LintOptions, setup: LinterSetup, jobs: Int) throws -> LintResult {
        var linter = setup.linter(configuration)
        let discovery = FileDiscovery.discover(targets, isExcluded: configuration.isExcluded)
        let deploymentTargets = DeploymentTargets.read(discovery)
        linter.deploymentTargets = deploymentTargets
        let compilationConditions = CompilationConditions.read(discovery)
        linter.compilationConditions = compilationConditions
        let projectMembership = ProjectMembership.read(discovery)
        linter.projectMembership = projectMembership
        linter.hasLibraryManifest = !discovery.libraryManifests.isEmpty
        let folderFindings = Linter.folderFindings(discovery)
        let missing = discovery.missing.map { SourceInput(path: $0, bytes: nil, readError: "no such file or directory") }
        let contextInputs = linter.contextInputs(context, excluding: Set(discovery.files))
        let root = ReportPaths.normalized(configuration.root ?? workingDirectory)
        let groups = nestedConfigurationGroups(discovery.files, root: root)
        guard groups.count > 1 || groups.first?.configuration != nil else {
            let inputs = discovery.files.map { SourceInput(path: $0, bytes: nil) } + missing + contextInputs
            var result = linter.lint(inputs, jobs: jobs, readFromDisk: true)
            result.findings = (result.findings + folderFindings).sorted(by: Finding.precedes)
            return result
        }
        let (rootFiles, rootFile) = try configurationFiles(options)
        var combined: LintResult?
        for group in groups where !group.files.isEmpty || (group.configuration == nil && !missing.isEmpty) {
            var groupConfiguration = configuration
            if let nested = group.configuration {
                let chain = try ConfigurationFile.loadChain(path: nested, workingDirectory: workingDirectory)
                for file in chain { _ = try Configuration.resolve(file, workingDirectory: workingDirectory) }
                var merged = try ConfigurationFile.merge(rootFile == nil ? chain : rootFiles + chain, rootFile: nested,
                                                         workingDirectory: workingDirectory)
                merged.included = []
                merged.includedFile = nil
                groupConfiguration = try Configuration.resolve(merged, workingDirectory: workingDirectory)
                try applyCommandLine(options, to: &groupConfiguration)
                groupConfiguration.root = configuration.root
            }
            let linted = group.files.filter { !groupConfiguration.isExcluded($0) }
            let lintedSet = Set(linted)
            let others = discovery.files.filter { !lintedSet.contains($0) }.map { SourceInput(path: $0, bytes: nil, isContext: true) }
            var inputs = linted.map { SourceInput(path: $0, bytes: nil) } + others + contextInputs
            if group.configuration == nil { inputs += missing }
            var groupLinter = setup.linter(groupConfiguration)
            groupLinter.deploymentTargets = deploymentTargets
            groupLinter.compilationConditions = compilationConditions
            groupLinter.projectMembership = projectMembership
            groupLinter.hasLibraryManifest = linter.hasLibraryManifest
            let result = groupLinter.lint(inputs, jobs: jobs, readFromDisk: true)
            guard var total = combined else {
                combined = result
                continue
            }
            total.findings += result.findings
            total.fileCount += result.fileCount
            total.skippedTestFileCount += result.skippedTestFileCount
            total.skippedObjectiveCFiles += result.skippedObjectiveCFiles
            total.objectiveCSkipReason = total.objectiveCSkipReason ?? result.objectiveCSkipReason
            total.byteCount += result.byteCount
            total.lineCount += result.lineCount
            total.paths += result.paths
            let known = Set(total.rules.map(\.id))
            total.rules += result.rules.filter { !known.contains($0.id) }
            combined = total
        }
        guard var result = combined else { return linter.lint([], jobs: jobs) }
        result.findings = (result.findings + folderFindings).sorted(by: Finding.precedes)
        return result
    }

    /// The folder part of a path: up to its last `/` (`/` for a file at the root, `""` for a
    /// bare name or for `/` itself, which has no parent to look in).
    static func parentFolder(of path: String) -> String {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == bytes.startIndex { return path.utf8.count == 1 ? "" : "/" }
        return String(path[..<slash])
    }

    /// The files grouped by the configuration file nearest to them below `root` (`nil`: the
    /// root configuration governs them), the root group first, then by configuration path.
    func nestedConfigurationGroups(_ files: [String], root: String) -> [(configuration: String?, files: [String])] {
        var nearest: [String: String?] = [:]   // folder → the configuration governing it
        var groups: [String: [String]] = [:]
        var rootGroup: [String] = []
        let rootPrefix = root == "/" ? "/" : root + "/"
        func governing(_ folder: String) -> String? {
            if let known = nearest[folder] { return known }
            guard folder.hasPrefix(rootPrefix) else { return nil }
            let found = Configuration.defaultFile(in: folder) ?? governing(Self.parentFolder(of: folder))
            nearest[folder] = .some(found)
            return found
        }
        // Files of one folder share its governing configuration: the folder is resolved once
        // (standardizing a URL per file cost a tenth of a cached run).
        var byFolder: [String: String?] = [:]
        for file in files {
            let folder = Self.parentFolder(of: file)
            let found: String?
            if let known = byFolder[folder] {
                found = known
            } else {
                let written = self.absolute(file)
                // Only a path with `.`/`..` components or doubled slashes needs standardizing
                // (a URL per folder cost a fortieth of a cached run).
                let absolute = written.contains("/.") || written.contains("//")
                    ? URL(fileURLWithPath: written).standardizedFileURL.path : written
                found = governing(Self.parentFolder(of: absolute))
                byFolder[folder] = .some(found)
            }
            if let configuration = found {
                groups[configuration, default: []].append(file)
            } else {
                rootGroup.append(file)
            }
        }
        let nested = groups.keys.sorted().map { path -> (configuration: String?, files: [String]) in
            // Named relative to the working directory when it lies inside it.
            let prefix = ReportPaths.normalized(workingDirectory) + "/"
            let shown = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            return (shown, groups[path] ?? [])
        }
        return [(nil, rootGroup)] + nested
    }
}
