/// What the incremental cache saved in one run.
public struct CacheStatistics: Sendable, Equatable {
    /// Files whose pass 1 (read, lex, index, facts) came from the cache.
    public var restoredFiles = 0
    /// Files linted that no rule had to check: their findings came from the cache, or
    /// they have none to compute (skipped test files, unreadable files).
    public var reusedFindings = 0
    /// Files of the run that the cache holds after it.
    public var cachedFiles = 0
    /// Whether the pack file was written (something changed).
    public var isWritten = false

    public init() {}
}

extension LintResult {
    /// No files, no findings.
    static let empty = LintResult(findings: [], fileCount: 0, byteCount: 0, lineCount: 0, rules: [], timings: PhaseTimings())
}

extension Linter {
    /// What a cache entry must match besides the tool build: the rules and their
    /// severities, the options as written, the component roles and the other settings
    /// that change what a file yields.
    var configurationFingerprint: String {
        var lines = configuration.rules.map { "rule \($0.id) \($0.severity.rawValue)" }
        for (id, options) in configuration.optionValues.sorted(by: { $0.key < $1.key }) {
            for (name, value) in options.sorted(by: { $0.key < $1.key }) {
                lines.append("option \(id).\(name) \(String(reflecting: value))")
            }
        }
        let components = configuration.components
        lines.append("buttons \(String(reflecting: components.buttons.sorted()))")
        lines.append("images \(String(reflecting: components.images.sorted()))")
        lines.append("aliases \(String(reflecting: components.labelAliases.sorted()))")
        lines.append("previews-and-tests \(configuration.lintsPreviewsAndTests)")
        lines.append("superfluous-suppression \(configuration.superfluousSuppressionSeverity?.rawValue ?? "off")")
        lines.append("libclang \(String(reflecting: libclangPath ?? ""))")
        return lines.joined(separator: "\n")
    }
}

/// One lint run's use of the cache: the stored entries, and how files are restored,
/// re-checked and recorded.
///
/// Cross-file facts are re-merged from every file's cached facts, and a file's findings
/// are reused only when nothing they could depend on changed: the digest of all files'
/// shared facts (`FileFacts`, which feed the `ProjectModel`) and of what each collecting
/// rule that the file triggers collected from all files. So a label alias declared in
/// one file and used in another re-checks the other file when the alias changes.
struct CacheSession: Sendable {
    let cache: LintCache
    let namespace: ContentHash
    let entries: [String: CacheEntry]
    let collectors: [ConfiguredRule.Collector]
    /// The rule position of each collector.
    let collectorRules: [Int]
    let ruleCount: Int
    let startsEmpty: Bool

    /// `nil` when a collecting rule's info cannot be cached (then runs are not cached).
    init?(cache: LintCache, linter: Linter, startsEmpty: Bool = false) {
        guard linter.collectors.allSatisfy(\.collector.isCacheable) else { return nil }
        self.cache = cache
        self.namespace = ContentHash(cache.toolIdentity + "\n" + linter.configurationFingerprint)
        self.collectors = linter.collectors.map(\.collector)
        self.collectorRules = linter.collectors.map(\.rule)
        self.ruleCount = linter.configuration.rules.count
        self.startsEmpty = startsEmpty
        self.entries = startsEmpty ? [:] : cache.load(namespace: namespace)
    }

    /// Whether an input goes through the cache: a Swift or Interface Builder file read
    /// from disk (not given bytes, not Objective-C, which is parsed in batches up front).
    func accepts(_ input: SourceInput) -> Bool {
        input.bytes == nil && input.readError == nil && !ObjectiveCSource.isObjectiveC(input.path)
    }

    // MARK: - Pass 1

    /// The file restored from its entry when its stamp or content matches, else loaded
    /// by `load` (given the bytes read for hashing) and recorded.
    func load(_ input: SourceInput, _ load: (SourceInput) -> LoadedFile) -> LoadedFile {
        let start = monotonicSeconds()
        guard let stamp = FileStamp(path: input.path) else { return load(input) }
        let stored = entries[input.path]
        if let stored, let storedStamp = stored.stamp, storedStamp == stamp,
           var file = restored(stored, isContext: input.isContext) {
            file.timings.read = monotonicSeconds() - start
            return file
        }
        let bytes: [UInt8]
        switch FileIO.read(input.path) {
        case .success(let read): bytes = read
        case .failure(let error):
            var failing = input
            failing.readError = error.reason
            return load(failing)
        }
        let content = ContentHash(bytes)
        // A file changed moments ago may change again within the same clock tick:
        // its stamp is not trusted, and the next run hashes it again.
        let trusted = stamp.isRecent ? nil : stamp
        if var stored, stored.content == content {
            let isRestamped = stored.stamp != trusted
            stored.stamp = trusted
            if var file = restored(stored, isContext: input.isContext) {
                file.isCacheEntryChanged = isRestamped
                file.timings.read = monotonicSeconds() - start
                return file
            }
        }
        let readSeconds = monotonicSeconds() - start
        var given = input
        given.bytes = bytes
        given.isReadByLinter = true
        var file = load(given)
        file.timings.read += readSeconds
        if let entry = entry(for: file, content: content, stamp: trusted) {
            file.cacheEntry = entry
            file.isCacheEntryChanged = true
        }
        return file
    }

    /// A file as pass 1 left it, from its entry (facts still encoded), or `nil` when the
    /// entry does not fit this run's rules.
    func restored(_ entry: CacheEntry, isContext: Bool) -> LoadedFile? {
        let summary = entry.summary
        if summary.isSwift {
            guard summary.triggered.count == ruleCount, entry.infos.count == collectors.count else { return nil }
        }
        var file = LoadedFile(kind: summary.isSwift ? .swift : .interfaceBuilder)
        file.path = entry.path
        file.isContext = isContext
        file.triggered = summary.triggered
        file.previews = summary.previews
        file.needsRules = summary.needsRules
        file.isSkipped = summary.isSkipped
        file.byteCount = summary.byteCount
        file.lineCount = summary.lineCount
        guard let references = try? FileReferences(cacheBytes: entry.references) else { return nil }
        file.references = references
        file.cacheEntry = entry
        file.isCacheHit = true
        return file
    }

    /// An Objective-C file restored from its entry when its content (read before libclang
    /// would parse it) is unchanged; `nil` otherwise.
    func restoreObjectiveC(_ input: SourceInput, bytes: [UInt8]) -> LoadedFile? {
        guard let stored = entries[input.path], stored.summary.isSwift, stored.content == ContentHash(bytes) else { return nil }
        return restored(stored, isContext: input.isContext)
    }

    /// An Objective-C file, loaded and parsed as without the cache (it changed, or its
    /// findings must be computed again): recorded with the findings stored for the same content, which pass 2 reuses when
    /// the cross-file facts they depend on are unchanged.
    func record(_ loaded: LoadedFile, bytes: [UInt8]) -> LoadedFile {
        var file = loaded
        let content = ContentHash(bytes)
        guard var entry = entry(for: file, content: content, stamp: nil) else { return file }
        if let stored = entries[file.path], stored.content == content {
            entry.findings = stored.findings
            entry.findingsDependency = stored.findingsDependency
            file.isCacheEntryChanged = entry.factsDigest != stored.factsDigest || entry.infoDigests != stored.infoDigests
        } else {
            file.isCacheEntryChanged = true
        }
        file.cacheEntry = entry
        return file
    }

    /// The entry recording a freshly loaded file, or `nil` when it is not cached (an
    /// `io-error`, an Objective-C file without libclang).
    func entry(for file: LoadedFile, content: ContentHash, stamp: FileStamp?) -> CacheEntry? {
        guard file.ioFindings.isEmpty, !file.isObjectiveCWithoutClang else { return nil }
        var facts: [UInt8] = []
        var infos: [[UInt8]] = []
        if file.kind == .swift {
            guard let fileFacts = file.facts, file.ruleInfos.count == collectors.count else { return nil }
            facts = fileFacts.cacheBytes
            for (collector, info) in zip(collectors, file.ruleInfos) {
                guard let encoded = collector.encode(info) else { return nil }
                infos.append(encoded)
            }
        }
        let summary = CachedFileSummary(isSwift: file.kind == .swift, triggered: file.triggered, previews: file.previews,
                                        needsRules: file.needsRules, isSkipped: file.isSkipped,
                                        byteCount: file.byteCount, lineCount: file.lineCount)
        guard let references = file.references else { return nil }
        return CacheEntry(path: file.path, stamp: stamp, content: content, summary: summary, facts: facts, infos: infos,
                          references: references.cacheBytes)
    }

    // MARK: - Between the passes

    /// For each file, the digest of the cross-file facts its findings depend on (`nil`
    /// for a file that is not cached): the shared facts, what its rules collected, and
    /// whether each name it declares is used in the project (`references`: dead code).
    func dependencies(of files: [LoadedFile], references: ProjectReferences) -> [ContentHash?] {
        var factsDigests: [ContentHash] = []
        var infoDigests = [[ContentHash]](repeating: [], count: collectors.count)
        for file in files where file.kind == .swift {
            if let entry = file.cacheEntry {
                factsDigests.append(entry.factsDigest)
                for slot in collectors.indices { infoDigests[slot].append(entry.infoDigests[slot]) }
            } else if let facts = file.facts, file.ruleInfos.count == collectors.count {
                factsDigests.append(ContentHash(facts.cacheBytes))
                for (slot, info) in file.ruleInfos.enumerated() {
                    infoDigests[slot].append(ContentHash(collectors[slot].encode(info) ?? []))
                }
            }
        }
        let model = ContentHash(combining: factsDigests)
        let collected = infoDigests.map { ContentHash(combining: $0) }
        return files.map { file in
            guard file.cacheEntry != nil else { return nil }
            var parts = [model]
            for (slot, rule) in collectorRules.enumerated() where file.kind == .interfaceBuilder || file.triggered[rule] {
                parts.append(collected[slot])
            }
            if file.kind == .swift, let own = file.references { parts.append(ContentHash(references.dependencyBytes(of: own))) }
            return ContentHash(combining: parts)
        }
    }

    /// For each file, its cached findings when they were computed with the same
    /// cross-file facts (and decode), else `nil`. A file that no rule can check (skipped,
    /// or unreadable) needs no cross-file facts: its findings are its `io-error`s.
    func reusableFindings(_ files: [LoadedFile], dependencies: [ContentHash?]) -> [[Finding]?] {
        zip(files, dependencies).map { file, dependency in
            if !file.isContext, file.isSkipped || file.cacheEntry == nil && file.facts == nil && (file.kind == .swift || file.source == nil) {
                return file.ioFindings
            }
            guard !file.isContext, let entry = file.cacheEntry, let dependency,
                  entry.findingsDependency == dependency, let findings = entry.findings else { return nil }
            return try? [Finding](cacheBytes: findings)
        }
    }

    /// Decodes the facts and rule infos of the restored files; `false` when one does not decode.
    func restoreFacts(_ files: inout [LoadedFile]) -> Bool {
        for position in files.indices where files[position].isCacheHit && files[position].kind == .swift {
            guard let entry = files[position].cacheEntry,
                  let facts = try? FileFacts(cacheBytes: entry.facts) else { return false }
            var infos: [any Sendable] = []
            for (collector, encoded) in zip(collectors, entry.infos) {
                guard let info = collector.decode(encoded) else { return false }
                infos.append(info)
            }
            files[position].facts = facts
            files[position].ruleInfos = infos
        }
        return true
    }

    // MARK: - Pass 2

    /// Checks a file whose findings cannot be reused (reloading a restored one, which has
    /// no source), and returns its entry with the new findings.
    func check(_ file: LoadedFile, dependency: ContentHash?, load: (SourceInput) -> LoadedFile,
               _ check: (LoadedFile) -> ([Finding], PhaseTimings)) -> ([Finding], PhaseTimings, CacheEntry?) {
        var target = file
        var extra = PhaseTimings()
        let hasWork = !(file.isSkipped || file.kind == .swift && !file.needsRules)
        if file.isCacheHit, hasWork, file.source == nil {
            target = load(SourceInput(path: file.path, bytes: nil))
            target.triggered = file.triggered.count == target.triggered.count ? target.triggered : file.triggered
            extra = target.timings
            // Changed since pass 1 read it: lint what is there now, but record nothing.
            guard let source = target.source, ContentHash(source.bytes) == file.cacheEntry?.content else {
                let (findings, timings) = check(target)
                var total = timings
                total.add(extra)
                return (findings, total, nil)
            }
        }
        let (findings, timings) = check(target)
        var total = timings
        total.add(extra)
        guard var entry = file.cacheEntry, let dependency, !file.isContext else { return (findings, total, nil) }
        entry.findings = findings.cacheBytes
        entry.findingsDependency = dependency
        return (findings, total, entry)
    }

    // MARK: - After the run

    /// Writes the pack when anything changed: the run's entries (with their new
    /// findings), then entries of files outside this run, up to a bound.
    func finish(_ files: [LoadedFile], updated: [CacheEntry], reusedFindings: Int) -> CacheStatistics {
        var statistics = CacheStatistics()
        statistics.restoredFiles = files.count { $0.isCacheHit }
        statistics.reusedFindings = reusedFindings
        var byPath: [String: CacheEntry] = [:]
        var isChanged = startsEmpty
        for file in files {
            guard let entry = file.cacheEntry else { continue }
            byPath[entry.path] = entry
            if file.isCacheEntryChanged { isChanged = true }
        }
        for entry in updated {
            byPath[entry.path] = entry
            isChanged = true
        }
        statistics.cachedFiles = byPath.count
        guard isChanged else { return statistics }
        // Other runs' files (another folder of the project): kept, up to a bound.
        let limit = max(2 * files.count, 20_000)
        for (path, entry) in entries where byPath.count < limit && byPath[path] == nil {
            byPath[path] = entry
        }
        cache.save(byPath.values.sorted { $0.path < $1.path }, namespace: namespace)
        statistics.isWritten = true
        return statistics
    }
}
