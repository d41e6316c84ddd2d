import Foundation

/// One file to lint: its path as given and its bytes (or why they are missing).
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]?
    /// Why the file could not be read, when `bytes` is `nil`.
    public var readError: String?
    /// A context file: its facts join the project model (a view's traits set in an
    /// extension, a label alias, an outlet), but it is not linted or counted.
    public var isContext: Bool
    /// The bytes were read by the linter (the incremental cache), not given: pass 1 may
    /// let them go as it does for files it reads itself.
    var isReadByLinter = false

    public init(path: String, bytes: [UInt8]?, readError: String? = nil, isContext: Bool = false) {
        self.path = path
        self.bytes = bytes
        self.readError = readError
        self.isContext = isContext
    }
}

/// The outcome of a lint run.
public struct LintResult: Sendable {
    /// Findings sorted by path, line, column, rule.
    public var findings: [Finding]
    /// Files linted (test files skipped by default are not counted).
    public var fileCount: Int
    /// Test files found and not linted (`Tests/`, `*Tests.swift`; see `Configuration.lintsPreviewsAndTests`).
    public var skippedTestFileCount: Int = 0
    /// The path of every file given to lint (linted, skipped or unreadable), in input order.
    public var paths: [String] = []
    public var byteCount: Int
    public var lineCount: Int
    /// Metadata of the rules that ran, then the built-in diagnostics.
    public var rules: [RuleMetadata]
    public var timings: PhaseTimings
    /// Objective-C files that were not linted because no libclang could be loaded, and why.
    public var skippedObjectiveCFiles = 0
    public var objectiveCSkipReason: String?
    /// What the incremental cache saved (all zero without `Linter.cache`).
    public var cacheStatistics = CacheStatistics()
}

/// Lints files in two parallel passes around the project model.
///
/// Pass 1 reads, lexes and indexes every file, extracts its shared facts and what
/// each `CollectingRule` collects, and notes which rules it triggers; the facts
/// merge into the `ProjectModel` and each collecting rule merges its own; pass 2
/// runs the rules whose trigger names occur in each triggered file, then applies
/// suppressions. Keeping every pass-1 index for pass 2 was measured: a quarter less
/// one-job time on the bench project, and twice the peak memory, growing with the
/// project instead of its largest file (DESIGN.md §8); so a triggered file keeps its
/// index only within a fixed budget (`IndexRetention`, `indexRetentionBudget`), and
/// pass 2 reads, lexes and indexes the others again. Output order never depends on the
/// number of jobs, nor on which files kept their index.
public struct Linter: Sendable {
    public let configuration: Configuration
    let names: NameTable
    /// For each rule, the name-table ids of its triggers.
    let triggerIDs: [[Int]]
    /// Which rules a file triggers (`triggerIDs`, and the rules that run on every file).
    let triggers: Triggers
    /// The configured rules that collect facts in pass 1 (`CollectingRule`), by rule position.
    let collectors: [(rule: Int, collector: ConfiguredRule.Collector)]
    let knownIDs: Set<String>
    /// The ids of the configured rules (suppressions of other rules are not reported as useless).
    let enabledIDs: Set<String>
    let aliases: [String: String]
    /// Where to load libclang from (`--libclang`); nil searches the usual places.
    public var libclangPath: String?
    /// The incremental cache (`nil`: every run is cold). Used for files read from disk only.
    public var cache: LintCache?
    /// The project's deployment targets (`DeploymentTargets`), for `#available` branches that never
    /// run; `lint(paths:)` reads them from the build settings and packages it discovers.
    public var deploymentTargets = DeploymentTargets.unknown
    /// The custom compilation conditions release builds never (or always) set
    /// (`CompilationConditions`); `lint(paths:)` reads them from the build settings it discovers.
    public var compilationConditions = CompilationConditions.unknown
    /// Which storyboards, xibs and source files the project's Xcode projects and packages build
    /// (`ProjectMembership`): what no build compiles is not reported; `lint(paths:)` reads it from
    /// the projects and packages it discovers.
    public var projectMembership = ProjectMembership.unknown
    /// The run holds a library's manifest (a `.podspec`, `FileDiscovery.Result.libraryManifests`):
    /// code outside the run may import its public declarations (`ProjectReferences.judgesPublic`).
    public var hasLibraryManifest = false
    /// Called from the workers as files finish each pass, with (finished, total) steps:
    /// every file counts once per pass. For a progress bar; must be thread-safe.
    public var progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)?
    /// Called on the calling thread as the run passes each phase boundary (for the bench's
    /// memory figures: what is alive after pass 1, after the model, after pass 2).
    public var phaseObserver: (@Sendable (LintPhase) -> Void)?
    /// How many bytes of pass 1's syntax indexes the run keeps for pass 2 (`IndexRetention`);
    /// 0 indexes every checked file again in pass 2. The findings are the same either way.
    public var indexRetentionBudget = IndexRetention.defaultBudget

    public init(configuration: Configuration) {
        self.configuration = configuration
        let components = configuration.components
        // A rule's triggers, plus the configured names of the component roles it subscribes to.
        let ruleTriggers = configuration.rules.map { $0.triggers + components.names(for: $0.componentTriggers) }
        let collectors = configuration.rules.enumerated().compactMap { position, rule in
            rule.collector.map { (rule: position, collector: $0) }
        }
        let triggers = zip(configuration.rules, ruleTriggers).flatMap { $1 + $0.lookups } + FileFacts.names
            + collectors.flatMap(\.collector.names)
        let table = NameTable(names: triggers)
        self.names = table
        self.collectors = collectors
        self.triggerIDs = ruleTriggers.map { names in names.compactMap { table.id(of: $0) } }
        self.triggers = Triggers(ids: triggerIDs, isAlways: configuration.rules.map(\.triggers.isEmpty))
        var known = Set(RuleRegistry.rules.map(\.id))
        var aliases: [String: String] = [:]
        for descriptor in RuleRegistry.rules {
            for former in descriptor.metadata.formerIDs { aliases[former] = descriptor.id }
        }
        known.formUnion(BuiltinDiagnostics.metadata.map(\.id))
        self.knownIDs = known
        self.enabledIDs = Set(configuration.rules.map(\.id))
        self.aliases = aliases
    }

    /// The `io-error` findings for the folders discovery could not list.
    public static func folderFindings(_ discovery: FileDiscovery.Result) -> [Finding] {
        discovery.unreadableFolders.map { folder in
            BuiltinDiagnostics.ioErrorFinding(in: SourceFile(path: folder.path, bytes: []), at: 0,
                                              message: BuiltinDiagnostics.unreadableFolderMessage(folder.reason))
        }
    }

    /// Discovers and reads the files under `paths`, then lints them. Files under
    /// `context` (and not under `paths`) only inform the project model: a pre-commit
    /// hook lints the staged files with the whole app as context.
    public func lint(paths: [String], context: [String] = [], jobs: Int) -> LintResult {
        let discoverStart = monotonicSeconds()
        let discovery = FileDiscovery.discover(paths, isExcluded: configuration.isExcluded)
        var inputs = discovery.files.map { SourceInput(path: $0, bytes: nil) }
        for path in discovery.missing {
            inputs.append(SourceInput(path: path, bytes: nil, readError: "no such file or directory"))
        }
        inputs += contextInputs(context, excluding: Set(discovery.files))
        var linter = self
        linter.deploymentTargets = DeploymentTargets.read(discovery)
        linter.compilationConditions = CompilationConditions.read(discovery)
        linter.projectMembership = ProjectMembership.read(discovery)
        linter.hasLibraryManifest = !discovery.libraryManifests.isEmpty
        let discoverSeconds = monotonicSeconds() - discoverStart
        var result = linter.lint(inputs, jobs: jobs, readFromDisk: true)
        result.timings.discover = discoverSeconds
        if !discovery.unreadableFolders.isEmpty {
            result.findings += Linter.folderFindings(discovery)
            result.findings.sort(by: Finding.precedes)
        }
        return result
    }

    /// The context files under `paths`, minus the ones linted (`excluding`, as discovered).
    public func contextInputs(_ paths: [String], excluding linted: Set<String>) -> [SourceInput] {
        guard !paths.isEmpty else { return [] }
        return FileDiscovery.discover(paths, isExcluded: configuration.isExcluded).files
            .filter { !linted.contains($0) }
            .map { SourceInput(path: $0, bytes: nil, isContext: true) }
    }

    /// Lints in-memory files (`bytes` given) or, with `readFromDisk`, reads the ones without bytes.
    public func lint(_ inputs: [SourceInput], jobs: Int, readFromDisk: Bool = false) -> LintResult {
        if let cache, readFromDisk, let session = CacheSession(cache: cache, linter: self) {
            if let result = lint(inputs, jobs: jobs, readFromDisk: readFromDisk, session: session) { return result }
            // A cached entry that verified but did not decode: never trusted, the run starts cold.
            cache.warn("the cache in \(cache.directory) did not decode; it was rebuilt")
            return lint(inputs, jobs: jobs, readFromDisk: readFromDisk, session: CacheSession(cache: cache, linter: self, startsEmpty: true))
                ?? lint(inputs, jobs: jobs, readFromDisk: readFromDisk, session: nil) ?? LintResult.empty
        }
        return lint(inputs, jobs: jobs, readFromDisk: readFromDisk, session: nil) ?? LintResult.empty
    }

    /// The lint run, with the incremental cache when `session` is given; `nil` when a
    /// cached entry does not decode (the caller then runs without it).
    func lint(_ inputs: [SourceInput], jobs: Int, readFromDisk: Bool, session: CacheSession?) -> LintResult? {
        let count = inputs.count
        let jobs = max(1, jobs)
        // Pass 1: read, lex, index, extract facts.
        let loaded = ResultSlots<LoadedFile>(count: count)
        let names = self.names
        let lintsHidden = configuration.lintsPreviewsAndTests
        let triggers = self.triggers
        let collectors = self.collectors.map(\.collector)
        // libclang is opened once, and only when there is Objective-C to read. The files are
        // read up front and parsed in batches (ObjectiveCSource.parse); each batch's files are
        // lowered and loaded on the worker that parsed it, so only a few batches' libclang
        // units are alive at a time (not every file's), then pass 1 loads the rest.
        var inputs = inputs
        let objectiveC = inputs.indices.filter { ObjectiveCSource.isObjectiveC(inputs[$0].path) }
        let clang = objectiveC.isEmpty ? nil : LibClang.load(explicitPath: libclangPath)
        let isClangLoaded = (try? clang?.get()) != nil
        let units = ResultSlots<ObjectiveCParse>(count: count)
        // With the cache, an Objective-C file whose content is unchanged is restored without
        // libclang; it is parsed after pass 1 only if its findings cannot be reused.
        // (By position; a dictionary, as they are few and a slot per file costs a LoadedFile each.)
        var preRestored: [Int: LoadedFile] = [:]
        // The Objective-C files loaded with their batch (pass 1 skips them).
        let loadedWithBatch = ResultSlots<Bool>(count: count)
        let progress = self.progress
        let steps = AtomicCounter()
        let lintedCount = inputs.count { !$0.isContext }
        let totalSteps = count + lintedCount
        let retention = IndexRetention(budget: indexRetentionBudget)
        let load: @Sendable (SourceInput, ObjectiveCParse) -> LoadedFile = { input, unit in
            LoadedFile.load(input, readFromDisk: readFromDisk, names: names, lintsHidden: lintsHidden, triggers: triggers,
                            collectors: collectors, objectiveC: isClangLoaded ? unit : .noLibclang, retention: retention)
        }
        if case .success(let library)? = clang {
            var parsable: [(path: String, bytes: [UInt8])] = []
            var positions: [Int] = []
            for position in objectiveC {
                if inputs[position].bytes == nil, inputs[position].readError == nil, readFromDisk || inputs[position].isContext {
                    // FileIO gives the system's reason and never waits on a FIFO.
                    switch FileIO.read(inputs[position].path) {
                    case .success(let bytes):
                        inputs[position].bytes = bytes
                        // Read here, not given: pass 1 lets them go when pass 2 needs none.
                        inputs[position].isReadByLinter = true
                    case .failure(let error): inputs[position].readError = error.reason
                    }
                }
                guard let bytes = inputs[position].bytes else { continue }
                if let session, readFromDisk, let restored = session.restoreObjectiveC(inputs[position], bytes: bytes) {
                    preRestored[position] = restored
                    continue
                }
                if let offset = ObjectiveCSource.excessiveNesting(in: bytes) {
                    units.set(position, .tooDeeplyNested(offset))
                    continue
                }
                units.set(position, .unparsable)
                parsable.append((inputs[position].path, bytes))
                positions.append(position)
            }
            let parsedInputs = inputs
            let parsedPositions = positions
            ObjectiveCSource.parse(parsable, clang: library, jobs: jobs) { member, unit in
                // Without a unit the file stays `.unparsable` for pass 1 (an `io-error`).
                guard let unit else { return }
                let position = parsedPositions[member]
                let input = parsedInputs[position]
                var file = load(input, .parsed(unit))
                if let session, readFromDisk, let bytes = input.bytes { file = session.record(file, bytes: bytes) }
                loaded.set(position, file)
                loadedWithBatch.set(position, true)
                if let progress { progress(steps.next() + 1, totalSteps) }
            }
            // Every Objective-C file is tokenized: libclang's pages leave the peak (mem5). When the
            // cache restored them all, nothing was parsed (and reading the page map is a thirtieth
            // of an unchanged re-lint).
            if !parsable.isEmpty { library.releaseResidentPages() }
            // The loaded files hold what pass 2 needs of their bytes; the inputs let theirs go.
            let isLoaded = loadedWithBatch.values(count: count)
            for position in positions where inputs[position].isReadByLinter && isLoaded[position] == true {
                inputs[position].bytes = nil
            }
        }
        let parseResults = units.values(count: count)
        let isLoadedWithBatch = loadedWithBatch.values(count: count)
        let restoredUnparsed = preRestored
        let given = inputs
        parallelForEach(count: count, jobs: jobs) { position in
            let input = given[position]
            if isLoadedWithBatch[position] == true { return }
            if let restored = restoredUnparsed[position] {
                loaded.set(position, restored)
            } else if let session, session.accepts(input) {
                loaded.set(position, session.load(input) { load($0, parseResults[position] ?? .unparsable) })
            } else if let session, let bytes = input.bytes, readFromDisk, ObjectiveCSource.isObjectiveC(input.path) {
                loaded.set(position, session.record(load(input, parseResults[position] ?? .unparsable), bytes: bytes))
            } else {
                loaded.set(position, load(input, parseResults[position] ?? .unparsable))
            }
            if let progress { progress(steps.next() + 1, totalSteps) }
        }
        var all = loaded.take(count: count)
        ResidentMemory.releaseFreedPages()  // mem5: pass 1's freed tokens and indexes
        phaseObserver?(.firstPass)
        var timings = PhaseTimings()
        for file in all { timings.add(file.timings) }

        // With the cache: what each linted file's findings depend on, and those that can be reused.
        let modelStart = monotonicSeconds()
        var dependencies: (collected: [ContentHash?], model: ContentHash) = ([], ContentHash(high: 0, low: 0))
        var reused: [[Finding]?] = []
        // Which declared names the project uses (dead code): from every file, cached or not
        // (with the cache, the last run's merge when every file's references are the same).
        guard var mergedState = mergedReferences(all, session: session) else { return nil }
        var references = mergedState.references
        var referenceDependencies = mergedState.dependencies
        // The merged set answers every use: the files' own references (their uses, dead-code
        // candidates and type links) go before the model is built (mem5). With the cache they stay,
        // as re-parsed Objective-C files merge them again and each file's dependencies read them.
        if session == nil { for position in all.indices { all[position].references = nil } }
        // The project model (not needed when every file's findings are reused).
        var project = ProjectModel(facts: [], configuredLabelAliases: [], configuredButtons: [])
        var collected = [(any Sendable)?](repeating: nil, count: configuration.rules.count)
        var isModelBuilt = false
        var isModelReused = false
        func buildModel() -> Bool {
            if let session {
                // No file's shared facts changed since the last merge: its model, not every file's facts.
                if let stored = session.cache.loadModel(namespace: session.namespace, key: dependencies.model) {
                    for position in all.indices { all[position].facts = nil }
                    project = stored
                    project.references = references
                    isModelBuilt = true
                    isModelReused = true
                    return true
                }
                guard session.restoreFacts(&all) else { return false }
            }
            // The facts move into the model: each file's go as they are merged, so the
            // two are not both alive whole (pass 2 reads only the model).
            var facts: [FileFacts] = []
            facts.reserveCapacity(all.count)
            for position in all.indices {
                if let fileFacts = all[position].facts { facts.append(fileFacts) }
                all[position].facts = nil
            }
            project = ProjectModel(merging: &facts, configuredLabelAliases: configuration.components.labelAliases,
                                   configuredButtons: configuration.components.buttons)
            project.references = references
            isModelBuilt = true
            if let session { session.cache.saveModel(project, namespace: session.namespace, key: dependencies.model) }
            return true
        }
        func needsCheck() -> Bool { zip(all, reused).contains { !$0.0.isContext && $0.1 == nil } }
        if let session {
            dependencies = session.dependencies(of: all, referenceDependencies: referenceDependencies)
            reused = session.reusableFindings(&all, dependencies: dependencies, model: nil)
            // Findings computed before other files' facts changed hold if what they looked up did not.
            if needsCheck() {
                guard buildModel() else { return nil }
                reused = session.reusableFindings(&all, dependencies: dependencies, model: project, reused: reused)
            }
            // Restored Objective-C files whose findings must be computed again are parsed now.
            let stale = all.indices.filter { position in
                restoredUnparsed[position] != nil && !all[position].isContext && reused[position] == nil
            }
            if !stale.isEmpty, case .success(let library)? = clang {
                let sources = stale.map { (path: given[$0].path, bytes: given[$0].bytes ?? []) }
                for (position, unit) in zip(stale, ObjectiveCSource.parse(sources, clang: library, jobs: jobs)) {
                    let file = LoadedFile.load(given[position], readFromDisk: readFromDisk, names: names,
                                               lintsHidden: lintsHidden, triggers: triggers, collectors: collectors,
                                               objectiveC: unit.map { .parsed($0) } ?? .unparsable)
                    timings.add(file.timings)
                    all[position] = session.record(file, bytes: given[position].bytes ?? [])
                }
                library.releaseResidentPages()
                guard let remerged = mergedReferences(all, session: session) else { return nil }
                mergedState = remerged
                references = remerged.references
                referenceDependencies = remerged.dependencies
                if isModelBuilt { project.references = references }
                dependencies = session.dependencies(of: all, referenceDependencies: referenceDependencies)
                reused = session.reusableFindings(&all, dependencies: dependencies, model: isModelBuilt ? project : nil)
            }
        }
        // The linted files, as positions in `all` (not a copy of their LoadedFiles).
        let linted = all.indices.filter { !all[$0].isContext }
        let linkedDependencies = session == nil ? [] : zip(all, dependencies.collected).filter { !$0.0.isContext }.map(\.1)
        let linkedReused = session == nil ? [] : zip(all, reused).filter { !$0.0.isContext }.map(\.1)
        let reusesAll = session != nil && linkedReused.allSatisfy { $0 != nil }
        if !reusesAll && !isModelBuilt {
            guard buildModel() else { return nil }
        }
        // What each collecting rule gathered, merged, by rule position: only for the rules
        // that some file to check triggers (a re-lint of one file merges what it needs).
        if !reusesAll {
            var needed = [Bool](repeating: false, count: self.collectors.count)
            for (position, file) in all.enumerated() where !file.isContext && (session == nil || reused[position] == nil) {
                for (slot, entry) in self.collectors.enumerated() where !needed[slot] {
                    if file.kind == .interfaceBuilder || file.triggered.indices.contains(entry.rule) && file.triggered[entry.rule] {
                        needed[slot] = true
                    }
                }
            }
            if let session {
                guard session.restoreInfos(&all, slots: needed) else { return nil }
            }
            // The rules' merges depend neither on each other nor on the order of the files'
            // infos: they run in parallel, a rule per worker at a time (the model phase is
            // otherwise serial, and these are most of it on a large project).
            let slots = self.collectors.indices.filter { needed[$0] }
            let infos = all.map(\.ruleInfos)
            let entries = self.collectors
            let merged = ResultSlots<any Sendable>(count: slots.count)
            parallelForEach(count: slots.count, jobs: jobs) { position in
                let slot = slots[position]
                merged.set(position, entries[slot].collector.merge(infos.compactMap { $0.isEmpty ? nil : $0[slot] }))
            }
            for (position, value) in merged.values(count: slots.count).enumerated() {
                collected[entries[slots[position]].rule] = value
            }
        }
        timings.model += monotonicSeconds() - modelStart
        ResidentMemory.releaseFreedPages()  // mem5: the facts merged into the model
        phaseObserver?(.model)

        // Pass 2: rules (or the cached findings).
        let checked = ResultSlots<([Finding], PhaseTimings, CacheEntry?)>(count: linted.count)
        // The merged infos hold what pass 2 reads of them: the files' own go.
        for position in all.indices { all[position].ruleInfos = [] }
        let loadedFiles = all
        let model = project
        let merged = collected
        let modelDigest = dependencies.model
        parallelForEach(count: linted.count, jobs: jobs) { position in
            let file = loadedFiles[linted[position]]
            if let session {
                if let findings = linkedReused[position] {
                    checked.set(position, (findings, PhaseTimings(), nil))
                } else {
                    checked.set(position, session.check(file, dependency: linkedDependencies[position], model: model,
                                                        modelDigest: modelDigest) {
                        self.checkAsRead($0, project: $1, collected: merged)
                    })
                }
            } else {
                let (findings, fileTimings) = self.check(file, project: model, collected: merged)
                checked.set(position, (findings, fileTimings, nil))
            }
            if let progress { progress(steps.next() + 1, totalSteps) }
        }
        var findings: [Finding] = []
        var updatedEntries: [CacheEntry] = []
        for case let (fileFindings, fileTimings, entry)? in checked.values(count: linted.count) {
            findings.append(contentsOf: fileFindings)
            timings.add(fileTimings)
            if let entry { updatedEntries.append(entry) }
        }
        phaseObserver?(.secondPass)
        var cacheStatistics = session?.finish(all, updated: updatedEntries, reusedFindings: linkedReused.count { $0 != nil },
                                              modelDigest: dependencies.model)
            ?? CacheStatistics()
        cacheStatistics.isMergedReferencesReused = mergedState.isReused
        cacheStatistics.isModelReused = isModelReused
        if !projectMembership.isUnknown {
            // A file no build compiles (a storyboard no project names, a Swift file outside every
            // target) never reaches a user: only its io-errors stay. Judged once per path.
            var unbuilt: [String: Bool] = [:]
            findings.removeAll { finding in
                guard finding.ruleID != BuiltinDiagnostics.ioErrorID else { return false }
                if let known = unbuilt[finding.path] { return known }
                let isUnbuilt = projectMembership.isUnbuilt(finding.path)
                unbuilt[finding.path] = isUnbuilt
                return isUnbuilt
            }
        }
        findings.sort(by: Finding.precedes)
        // Test files skipped by default are counted apart; Objective-C files without libclang too.
        let objectiveCSkipped = linted.count { all[$0].isObjectiveCWithoutClang }
        let skipped = linted.count { all[$0].isSkipped } - objectiveCSkipped
        var result = LintResult(findings: findings, fileCount: linted.count - skipped - objectiveCSkipped,
                                byteCount: linted.reduce(0) { $0 + all[$1].byteCount },
                                lineCount: linted.reduce(0) { $0 + all[$1].lineCount },
                                rules: configuration.rules.map(\.metadata) + BuiltinDiagnostics.metadata,
                                timings: timings)
        result.skippedTestFileCount = skipped
        result.cacheStatistics = cacheStatistics
        result.paths = inputs.filter { !$0.isContext }.map(\.path)
        if case .failure(let error)? = clang {
            result.skippedObjectiveCFiles = objectiveCSkipped
            result.objectiveCSkipReason = error.description
        }
        return result
    }

    /// Runs the rules on one loaded file (`collected`: what each rule collected in pass 1, by rule position).
    func check(_ file: LoadedFile, project: ProjectModel, collected: [(any Sendable)?]) -> ([Finding], PhaseTimings) {
        let (findings, timings, _) = checkAsRead(file, project: project, collected: collected)
        return (findings, timings)
    }

    /// `check`, reading the file again when pass 1 let its bytes go; `isAsRead` is false
    /// when the file changed on disk since pass 1 (its findings are then of what is there
    /// now, and the cache must not record them under the content pass 1 read).
    func checkAsRead(_ loaded: LoadedFile, project: ProjectModel, collected: [(any Sendable)?])
        -> (findings: [Finding], timings: PhaseTimings, isAsRead: Bool) {
        if loaded.isSkipped || loaded.kind == .swift && !loaded.needsRules { return (loaded.ioFindings, PhaseTimings(), true) }
        guard loaded.source == nil, loaded.rereadDigest != nil else {
            let (findings, timings) = checkLoaded(loaded, project: project, collected: collected)
            return (findings, timings, true)
        }
        let (file, isAsRead) = loaded.reread(names: names, lintsHidden: configuration.lintsPreviewsAndTests,
                                             triggers: triggers, collectors: collectors.map(\.collector))
        var (findings, timings) = checkLoaded(file, project: project, collected: collected)
        // The second read (or, for a file that changed, its whole load) counts in its phases.
        timings.add(file.timings)
        return (findings, timings, isAsRead)
    }

    /// Whether the run may be a library others import (`ProjectReferences.judgesPublic`): it
    /// holds a library manifest, or every file that starts an app lies in an example's folder
    /// (`Example/`, `Demo/`, `Sample/`, `Playground/`: a library's demo app, which uses only
    /// part of what the library publishes).
    func isPublishedLibrary(_ files: [LoadedFile]) -> Bool {
        if hasLibraryManifest { return true }
        var entryPoints = 0
        for file in files {
            // A restored file's references stay encoded (`MergedReferences`): its flag is read from them.
            let hasEntryPoint = file.references?.hasEntryPoint
                ?? file.encodedReferences.flatMap(FileReferences.hasEntryPoint(inCacheBytes:)) ?? false
            guard hasEntryPoint else { continue }
            entryPoints += 1
            if !Linter.isInExampleFolder(file.path) { return false }
        }
        return entryPoints > 0
    }

    /// Whether a folder of the path is named like a library's example (`Example`, `Examples`,
    /// `MyLibDemo`, `Samples`, `Playground`), in any case.
    static func isInExampleFolder(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        return folders.contains { folder in
            let name = folder.lowercased()
            return name.contains("example") || name.contains("demo") || name.contains("sample") || name.contains("playground")
        }
    }

    /// Runs the rules on one loaded file whose source is at hand.
    func checkLoaded(_ file: LoadedFile, project: ProjectModel, collected: [(any Sendable)?]) -> ([Finding], PhaseTimings) {
        var timings = PhaseTimings()
        var findings = file.ioFindings
        if file.isSkipped || file.kind == .table || file.kind == .swift && !file.needsRules { return (findings, timings) }
        guard let source = file.source else { return (findings, timings) }
        var hiddenRanges: [ByteRange] = []
        var deadRanges: [ByteRange] = []
        var comments: [Comment] = []
        if file.kind == .swift {
            let index: SyntaxIndex
            if let kept = file.index {
                index = kept  // pass 1's (`IndexRetention`)
            } else {
                let lexStart = monotonicSeconds()
                let stream = Lexer.lex(source.bytes)
                let indexStart = monotonicSeconds()
                index = SyntaxIndex(source: source, stream: stream, names: names)
                let indexEnd = monotonicSeconds()
                timings.lex += indexStart - lexStart
                timings.index += indexEnd - indexStart
                timings.secondPassLex += indexStart - lexStart
                timings.secondPassIndex += indexEnd - indexStart
            }
            let rulesStart = monotonicSeconds()
            comments = index.comments
            if !configuration.lintsPreviewsAndTests { hiddenRanges = file.previews ?? index.previewRanges() }
            // Objective-C declarations are never judged dead (the runtime reaches them by name).
            if file.lowering == nil { deadRanges = index.deadRanges(project.references, project: project) }
            let context = SwiftFileContext(index: index, project: project, components: configuration.components,
                                           names: names)
            var raws: [(rule: ConfiguredRule, finding: RuleFinding)] = []
            for (position, rule) in configuration.rules.enumerated() where file.triggered[position] {
                for raw in rule.check(context, collected: collected[position]) { raws.append((rule, raw)) }
            }
            for (rule, raw) in Linter.foldingContentIntoControls(raws) {
                findings.append(resolve(raw, rule: rule, source: source))
            }
            timings.rules += monotonicSeconds() - rulesStart
        } else {
            let parseStart = monotonicSeconds()
            let document: IBDocument
            switch LoadedFile.document(source) {
            case .success(let parsed): document = parsed
            case .failure(let failure):
                timings.index += monotonicSeconds() - parseStart
                return (findings + [failure.finding], timings)
            }
            let rulesStart = monotonicSeconds()
            timings.index += rulesStart - parseStart
            let context = InterfaceBuilderContext(document: document, source: source, project: project,
                                                  components: configuration.components)
            for (position, rule) in configuration.rules.enumerated() where rule.coversInterfaceBuilder {
                for raw in rule.check(interfaceBuilder: context, collected: collected[position]) {
                    findings.append(resolve(raw, rule: rule, source: source))
                }
            }
            timings.rules += monotonicSeconds() - rulesStart
        }
        if !hiddenRanges.isEmpty {
            findings.removeAll { finding in
                finding.ruleID != BuiltinDiagnostics.ioErrorID && hiddenRanges.contains { $0.contains(finding.range.start) }
            }
        }
        if !comments.isEmpty {
            let suppressions = Suppressions(comments: comments, source: source)
            findings = suppressions.apply(to: findings, file: source, knownIDs: knownIDs,
                                          enabledIDs: enabledIDs, aliases: aliases,
                                          severity: configuration.superfluousSuppressionSeverity)
        }
        // Code that never runs (`DeadCode.swift`): after suppressions, so a suppression of a
        // finding there is not reported as superfluous.
        if !deadRanges.isEmpty {
            findings.removeAll { finding in
                finding.ruleID != BuiltinDiagnostics.ioErrorID && finding.ruleID != BuiltinDiagnostics.superfluousSuppressionID
                    && deadRanges.contains { $0.contains(finding.range.start) }
            }
        }
        if let lowering = file.lowering, !findings.isEmpty {
            // The original text is read again (mem5: pass 1 let it go), checked against its digest.
            switch file.originalForFindings() {
            case .success(let original): findings = findings.map { $0.mapped(through: lowering, to: original) }
            case .failure(let failure): findings = [failure.finding]
            }
        }
        return (findings, timings)
    }

    /// One problem, one finding: a content finding (`contentNote` set, such as an unlabeled
    /// image that is a button's only content) inside a control finding of another rule
    /// (`controlExtent`) becomes a note of the control's finding, when that finding is at
    /// least as severe. The rest pass through in order.
    static func foldingContentIntoControls(_ raws: [(rule: ConfiguredRule, finding: RuleFinding)])
        -> [(rule: ConfiguredRule, finding: RuleFinding)] {
        guard raws.contains(where: { $0.finding.contentNote != nil }),
              raws.contains(where: { $0.finding.controlExtent != nil }) else { return raws }
        func severity(_ raw: (rule: ConfiguredRule, finding: RuleFinding)) -> Severity {
            raw.finding.severity.map { min($0, raw.rule.severity) } ?? raw.rule.severity
        }
        var result = raws
        var folded = [Bool](repeating: false, count: raws.count)
        // Controls by where they start. Extents nest like the syntax, so walking back from the
        // last control that starts before the content, the first that contains it is the
        // innermost; the walk is bounded, so a file of thousands of buttons stays linear.
        let controls = raws.indices.filter { raws[$0].finding.controlExtent != nil }
            .sorted { (raws[$0].finding.controlExtent?.start ?? 0) < (raws[$1].finding.controlExtent?.start ?? 0) }
        let starts = controls.map { raws[$0].finding.controlExtent?.start ?? 0 }
        for (position, content) in raws.enumerated() {
            guard let note = content.finding.contentNote else { continue }
            let start = content.finding.range.start
            // The number of controls that start at or before the content (binary search).
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= start { low = middle + 1 } else { high = middle }
            }
            var candidate = low - 1
            var steps = 0
            while candidate >= 0, steps < 64 {
                let target = controls[candidate]
                let control = raws[target]
                if let extent = control.finding.controlExtent, content.finding.range.end <= extent.end,
                   control.rule.id != content.rule.id, severity(control) >= severity(content) {
                    result[target].finding.notes.append((range: content.finding.range, message: note))
                    folded[position] = true
                    break
                }
                candidate -= 1
                steps += 1
            }
        }
        return result.enumerated().filter { !folded[$0.offset] }.map(\.element)
    }

    /// Turns a rule's raw finding into a resolved one.
    func resolve(_ raw: RuleFinding, rule: ConfiguredRule, source: SourceFile) -> Finding {
        let notes = raw.notes.map { note in
            FindingNote(path: source.path, range: note.range, start: source.location(of: note.range.start),
                        message: note.message)
        } + raw.resolvedNotes
        return Finding(ruleID: rule.id, severity: raw.severity.map { min($0, rule.severity) } ?? rule.severity,
                       file: source, range: raw.range, message: raw.message, fix: raw.fix ?? rule.metadata.fix,
                       notes: notes)
    }
}

/// A boundary between the phases of a lint run (`Linter.phaseObserver`).
public enum LintPhase: String, Sendable, CaseIterable {
    /// Every file read, lexed, indexed and its facts extracted.
    case firstPass = "pass 1"
    /// The project model and the collecting rules' infos merged.
    case model
    /// Every rule run (findings not yet sorted).
    case secondPass = "pass 2"
}

/// Which rules a file triggers: for each rule, the name-table ids of its triggers,
/// and whether it runs on every file (it declares no triggers).
struct Triggers: Sendable {
    var ids: [[Int]]
    var isAlways: [Bool]

    /// For each rule, whether it runs on the indexed file.
    func triggered(in index: SyntaxIndex) -> [Bool] {
        zip(ids, isAlways).map { ids, isAlways in isAlways || ids.contains { !index.occurrences(of: $0).isEmpty } }
    }
}

/// A file after pass 1.
struct LoadedFile: Sendable {
    /// A localization table yields only what the collecting rules gather of it (`loadTable`).
    enum Kind: Sendable { case swift, interfaceBuilder, table }
    var kind: Kind
    /// The path as given.
    var path = ""
    var source: SourceFile?
    var facts: FileFacts?
    /// The names the file uses and declares, for the project's dead declarations (`nil`: unread).
    var references: FileReferences?
    /// What each collecting rule collected (in the order of `Linter.collectors`); empty when not Swift.
    var ruleInfos: [any Sendable] = []
    /// For each rule, whether its triggers occur (decided once, in pass 1).
    var triggered: [Bool] = []
    /// The preview ranges, when pass 1 computed them (pass 2 then does not).
    var previews: [ByteRange]?
    /// Pass 1's index of `source`, kept for pass 2 within the run's `IndexRetention` budget
    /// (pass 2 then neither reads, lexes nor indexes the file again).
    var index: SyntaxIndex?
    /// The digest of the bytes pass 1 read and let go (`source` is then `nil`): pass 2
    /// reads the file again and checks it against this (`reread`).
    var rereadDigest: ContentHash?
    var ioFindings: [Finding] = []
    /// Test files and previews are not linted by default.
    var isSkipped = false
    /// Read for the project model only (`SourceInput.isContext`).
    var isContext = false
    var byteCount = 0
    var lineCount = 0
    /// Whether pass 2 has work: a rule trigger occurs, or a suppression comment must be checked.
    var needsRules = true
    var timings = PhaseTimings()
    /// An Objective-C file: the Swift it lowers to, and the original text findings point into.
    var lowering: LoweredSource?
    var original: SourceFile?
    /// The digest of the original text pass 1 let go (`letOriginalGo`), for pass 2's second read.
    var originalDigest: ContentHash?
    /// An Objective-C file left unlinted because no libclang could be loaded.
    var isObjectiveCWithoutClang = false
    /// The incremental cache's entry for the file, restored (`isCacheHit`) or new; `nil`
    /// when the file is not cached (given bytes, Objective-C, unreadable).
    var cacheEntry: CacheEntry? {
        get { cacheEntryBox?.entry }
        set { cacheEntryBox = newValue.map(CacheEntryBox.init) }
    }
    /// `cacheEntry`, boxed (mem5): an entry is half a LoadedFile's size inline, and a run
    /// without the cache holds a LoadedFile for every file.
    var cacheEntryBox: CacheEntryBox?
    var isCacheHit = false
    /// Whether `cacheEntry` differs from the stored one (new, or stamped anew).
    var isCacheEntryChanged = false
    /// Whether the entry's findings were found to hold with this run's shared facts by
    /// their lookups (`CacheEntry.validatedModel`), other files' facts having changed.
    var isFindingsRevalidated = false

    /// Reads (if needed), validates, lexes, indexes and extracts facts.
    static func load(_ input: SourceInput, readFromDisk: Bool, names: NameTable, lintsHidden: Bool,
                     triggers: Triggers, collectors: [ConfiguredRule.Collector],
                     objectiveC: ObjectiveCParse = .noLibclang, retention: IndexRetention? = nil) -> LoadedFile {
        if LocalizationTable.isTable(input.path) {
            return loadTable(input, readFromDisk: readFromDisk, lintsHidden: lintsHidden, collectors: collectors)
        }
        let isSwift = !(input.path.hasSuffix(".storyboard") || input.path.hasSuffix(".xib"))
        var file = LoadedFile(kind: isSwift ? .swift : .interfaceBuilder)
        file.path = input.path
        file.isContext = input.isContext
        let readStart = monotonicSeconds()
        let loaded = LoadedFile.source(path: input.path, bytes: input.bytes, readError: input.readError,
                                       readFromDisk: readFromDisk || input.isContext)
        file.timings.read = monotonicSeconds() - readStart
        var source: SourceFile
        switch loaded {
        case .success(let readable): source = readable
        case .failure(let failure):
            file.ioFindings = [failure.finding]
            // A file that is not UTF-8 (a Latin-1 C header) is not linted, but its words are still
            // uses, so the run stays whole for dead code (the bytes of every name are ASCII).
            if let bytes = failure.undecodedBytes { file.references = FileReferences.scanning(bytes) }
            return file
        }
        file.byteCount = source.bytes.count
        file.lineCount = source.lineCount
        // Objective-C and Interface Builder: every word counts as a use (before lowering, so
        // an Objective-C file libclang cannot read still counts).
        if !isSwift || ObjectiveCSource.isObjectiveC(input.path) { file.references = FileReferences.scanning(source.bytes) }
        if !lintsHidden && LoadedFile.isTestPath(input.path) {
            file.isSkipped = true
        }
        if ObjectiveCSource.isObjectiveC(input.path) {
            let lowerStart = monotonicSeconds()
            let unit: ObjCUnit
            switch objectiveC {
            case .parsed(let parsed): unit = parsed
            case .noLibclang:
                file.isObjectiveCWithoutClang = true
                file.isSkipped = true
                return file
            case .tooDeeplyNested(let offset):
                file.ioFindings = [BuiltinDiagnostics.ioErrorFinding(in: source, at: offset,
                                                                     message: BuiltinDiagnostics.tooDeeplyNestedObjectiveCMessage())]
                return file
            case .unparsable:
                file.ioFindings = [BuiltinDiagnostics.ioErrorFinding(in: source, at: 0,
                                                                     message: BuiltinDiagnostics.unparsableObjectiveCMessage())]
                return file
            }
            let lowered = ObjectiveCSource.lower(source: source, unit: unit)
            file.timings.lex += monotonicSeconds() - lowerStart
            file.original = source
            file.lowering = lowered
            source = SourceFile(path: input.path, bytes: lowered.bytes)
        }
        let bytes = source.bytes
        file.source = source
        if isSwift {
            let lexStart = monotonicSeconds()
            let stream = Lexer.lex(bytes)
            let indexStart = monotonicSeconds()
            let index = SyntaxIndex(source: source, stream: stream, names: names)
            let factsStart = monotonicSeconds()
            file.triggered = triggers.triggered(in: index)
            file.needsRules = file.triggered.contains(true)
                || index.comments.contains { comment in Suppressions.mentionsDirective(comment.range, in: bytes) }
            // Previews are computed once, for the facts, the collectors and pass 2's filter.
            let needsPreviews = !lintsHidden && file.needsRules
            let collection = CollectionContext(index: index, names: names, needsPreviews: needsPreviews)
            if needsPreviews { file.previews = collection.previews }
            file.facts = FileFacts.extract(from: collection)
            if file.lowering == nil {
                let previews = lintsHidden ? [] : collection.previews.isEmpty ? index.previewRanges() : collection.previews
                file.references = FileReferences.extract(from: index, previews: previews, path: input.path,
                                                         transitive: ReachableNames.isTransitive)
            }
            file.ruleInfos = collectors.map { $0.collect(collection) }
            file.timings.lex += indexStart - lexStart  // added to an Objective-C file's lowering time
            file.timings.index = factsStart - indexStart
            file.timings.model = monotonicSeconds() - factsStart
            // A file pass 2 checks keeps its index (and its source) while the budget allows.
            let keepsIndex = file.needsRules && !file.isSkipped && !file.isContext
                && retention?.reserve(index.retainedBytes) == true
            if keepsIndex { file.index = index }
            // Pass 2 needs the bytes only of files where a rule's trigger or a directive
            // occurs: the others let theirs go. Those it checks, it reads again (checked
            // against their digest) unless they kept their index, so past the fixed budget
            // pass 1 holds no file's bytes past its own work and memory follows the largest
            // file, not the project. Given bytes (stdin, tests)
            // stay, and so does an Objective-C file's lowering (libclang would parse it again).
            if input.bytes == nil || input.isReadByLinter {
                if !file.needsRules || file.isSkipped || file.isContext {
                    file.source = nil
                    file.lowering = nil
                    file.original = nil
                } else if keepsIndex {
                    if file.lowering != nil { file.letOriginalGo() }
                } else if file.lowering == nil {
                    file.rereadDigest = ContentHash(bytes)
                    file.source = nil
                } else {
                    file.letOriginalGo()
                }
            }
        } else if file.isSkipped {
            // Interface Builder: the document is read where the rules read it, in pass 2, so
            // pass 1 holds a storyboard's bytes, not its tree (several times larger). A test
            // file is not checked; it is parsed here for its `io-error` only. A context file
            // yields nothing (its facts come from the Swift beside it).
            let parseStart = monotonicSeconds()
            if case .failure(let finding) = LoadedFile.document(source) { file.ioFindings = [finding.finding] }
            file.timings.index = monotonicSeconds() - parseStart
        }
        if !isSwift, !file.isSkipped, collectors.contains(where: \.readsInterfaceBuilder) {
            // Pass 1 of a storyboard or xib: what the collecting rules that read documents
            // gather of it (the tree goes right after; pass 2 parses it again where a rule
            // checks it). One that does not parse yields nothing: pass 2 reports it.
            let parseStart = monotonicSeconds()
            if case .success(let document) = LoadedFile.document(source) {
                file.ruleInfos = collectors.map { $0.readsInterfaceBuilder ? $0.collectInterfaceBuilder(document) : TableInfoAbsent() }
            }
            file.timings.index += monotonicSeconds() - parseStart
        }
        if !isSwift, input.bytes == nil || input.isReadByLinter {
            if !file.isSkipped && !file.isContext { file.rereadDigest = ContentHash(bytes) }
            file.source = nil
        }
        return file
    }

    /// The file as pass 2 checks it: with its source read again when pass 1 let it go
    /// (`rereadDigest`). When the bytes on disk are no longer those pass 1 read, the file
    /// is loaded afresh (its triggers, previews and suppressions are those of what is
    /// there now) and `isAsRead` is false; when it cannot be read, it carries the `io-error`.
    func reread(names: NameTable, lintsHidden: Bool, triggers: Triggers,
                collectors: [ConfiguredRule.Collector]) -> (file: LoadedFile, isAsRead: Bool) {
        guard source == nil, let digest = rereadDigest else { return (self, true) }
        let start = monotonicSeconds()
        var file = self
        file.rereadDigest = nil
        switch FileIO.read(path) {
        case .failure(let error):
            file.ioFindings.append(BuiltinDiagnostics.ioErrorFinding(
                in: SourceFile(path: path, bytes: []), at: 0, message: BuiltinDiagnostics.unreadableMessage(error.reason)))
            file.timings = PhaseTimings()
            file.timings.read = monotonicSeconds() - start
            return (file, false)
        case .success(let bytes):
            if ContentHash(bytes) == digest {
                file.source = SourceFile(path: path, bytes: bytes)
                file.timings = PhaseTimings()
                file.timings.read = monotonicSeconds() - start
                return (file, true)
            }
            var input = SourceInput(path: path, bytes: bytes, isContext: isContext)
            input.isReadByLinter = false
            var changed = LoadedFile.load(input, readFromDisk: false, names: names, lintsHidden: lintsHidden,
                                          triggers: triggers, collectors: collectors)
            changed.timings.read += monotonicSeconds() - start
            return (changed, false)
        }
    }

    /// An Interface Builder file's document, or the `io-error` saying where it is malformed.
    static func document(_ source: SourceFile) -> Result<IBDocument, IOFailure> {
        do {
            return .success(try IBDocument.parse(source))
        } catch {
            return .failure(IOFailure(finding: BuiltinDiagnostics.ioErrorFinding(
                in: source, at: error.offset, message: BuiltinDiagnostics.malformedMessage(error.message))))
        }
    }

    /// Why a file has no source to lint: an `io-error` finding.
    struct IOFailure: Error {
        var finding: Finding
        /// The bytes read, when they are no valid UTF-8.
        var undecodedBytes: [UInt8]? = nil
    }

    /// The file's bytes (given, or read when `readFromDisk`) as a source, if they are valid UTF-8.
    static func source(path: String, bytes given: [UInt8]?, readError: String?, readFromDisk: Bool) -> Result<SourceFile, IOFailure> {
        var bytes = given
        var reason = readError
        if bytes == nil, reason == nil, readFromDisk {
            // One read, after discovery: a file deleted, replaced by a folder or made
            // unreadable in between is reported with the system's reason.
            switch FileIO.read(path) {
            case .success(let read): bytes = read
            case .failure(let error): reason = error.reason
            }
        }
        guard let bytes else {
            return .failure(IOFailure(finding: BuiltinDiagnostics.ioErrorFinding(
                in: SourceFile(path: path, bytes: []), at: 0, message: BuiltinDiagnostics.unreadableMessage(reason ?? "no data"))))
        }
        let source = SourceFile(path: path, bytes: bytes)
        // The line scan already knows whether every byte is ASCII, which is valid UTF-8.
        if !source.isASCII, let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .failure(IOFailure(finding: BuiltinDiagnostics.ioErrorFinding(
                in: source, at: offset, message: BuiltinDiagnostics.invalidUTF8Message()), undecodedBytes: bytes))
        }
        return .success(source)
    }

    /// Whether a path lies in a test target (`Tests/`, `FooTests/`, `FooUITests/`, `*Tests.swift`).
    static func isTestPath(_ path: String) -> Bool {
        // A component ending in "Tests" (folder) or a file name ending in "Tests.swift", over UTF-8 bytes.
        let bytes = Array(path.utf8)
        let tests = Array("Tests".utf8)
        var componentEnd = bytes.count
        var index = bytes.count - 1
        while index >= -1 {
            if index == -1 || bytes[index] == UInt8(ascii: "/") {
                let start = index + 1
                var end = componentEnd
                if componentEnd == bytes.count, end - start > 6, bytes[(end - 6)..<end].elementsEqual(".swift".utf8) {
                    end -= 6
                }
                if end - start >= tests.count, bytes[(end - tests.count)..<end].elementsEqual(tests) { return true }
                componentEnd = index
            }
            index -= 1
        }
        return false
    }
}
