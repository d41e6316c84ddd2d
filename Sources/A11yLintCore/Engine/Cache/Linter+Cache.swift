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
    /// Whether the merged cross-file references came from the last run (`MergedReferences`):
    /// every file's references, and what the merge reads besides, were the same.
    public var isMergedReferencesReused = false
    /// Whether the project model came from the last run's merge (`LintCache.loadModel`): some
    /// file had to be checked, and no file's shared facts had changed.
    public var isModelReused = false

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
/// are reused only when nothing they could depend on changed: what each collecting rule
/// that the file triggers collected from all files, and what its rules looked up in the
/// project model (`FactReads`: when the digest of all files' shared facts changed, the
/// same lookups must find the same values). So a label alias declared in one file and
/// used in another re-checks the other file when the alias changes, and a type added in
/// one file re-checks only the files that looked that type's name up.
struct CacheSession: Sendable {
    let cache: LintCache
    let namespace: ContentHash
    let entries: [String: CacheEntry]
    /// The stored pack's shape (whether it verified, its size, the journal's paths).
    let pack: LoadedPack
    let collectors: [ConfiguredRule.Collector]
    /// The rule position of each collector.
    let collectorRules: [Int]
    let ruleCount: Int
    let startsEmpty: Bool
    /// The last run's merged references (`MergedReferences`), if they verified.
    let merged: MergedReferences?

    /// `nil` when a collecting rule's info cannot be cached (then runs are not cached).
    init?(cache: LintCache, linter: Linter, startsEmpty: Bool = false) {
        guard linter.collectors.allSatisfy(\.collector.isCacheable) else { return nil }
        self.cache = cache
        self.namespace = ContentHash(cache.toolIdentity + "\n" + linter.configurationFingerprint)
        self.collectors = linter.collectors.map(\.collector)
        self.collectorRules = linter.collectors.map(\.rule)
        self.ruleCount = linter.configuration.rules.count
        self.startsEmpty = startsEmpty
        self.pack = startsEmpty ? LoadedPack() : cache.loadPack(namespace: namespace)
        self.entries = pack.entries
        self.merged = startsEmpty ? nil : cache.loadMerged(namespace: namespace)
    }

    /// Whether an input goes through the cache: a Swift, Interface Builder or localization
    /// table file read from disk (not given bytes, not Objective-C, which is parsed in
    /// batches up front).
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
        } else if !entry.infos.isEmpty {
            guard entry.infos.count == collectors.count else { return nil }
        }
        var file = LoadedFile(kind: summary.isSwift ? .swift : summary.isTable ? .table : .interfaceBuilder)
        file.path = entry.path
        file.isContext = isContext
        file.triggered = summary.triggered
        file.previews = summary.previews
        file.needsRules = summary.needsRules
        file.isSkipped = summary.isSkipped
        file.byteCount = summary.byteCount
        file.lineCount = summary.lineCount
        // The references stay encoded (`LoadedFile.encodedReferences`): a run whose files'
        // references are all unchanged takes the last merge (`MergedReferences`) and never decodes them.
        file.cacheEntry = entry
        file.isCacheHit = true
        // Pass 2 reads a file it checks again, expecting the content the entry records.
        if !ObjectiveCSource.isObjectiveC(entry.path) { file.rereadDigest = entry.content }
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
            entry.findingsModel = stored.findingsModel
            entry.findingsReads = stored.findingsReads
            entry.findingsReadsDigest = stored.findingsReadsDigest
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
        } else if file.kind == .interfaceBuilder, !file.ruleInfos.isEmpty {
            // A document's infos (pass 1 read it): what the rules that read documents gathered.
            guard file.ruleInfos.count == collectors.count else { return nil }
            infos = zip(collectors, file.ruleInfos).map { collector, info in
                CacheSession.documentInfoBytes(collector.readsInterfaceBuilder ? collector.encode(info) : nil)
            }
        } else if file.kind == .table, !file.isSkipped {
            // A table's infos: what the rules that read tables gathered (`TableInfoAbsent` encodes to none).
            guard file.ruleInfos.count == collectors.count else { return nil }
            infos = zip(collectors, file.ruleInfos).map { collector, info in
                CacheSession.documentInfoBytes(info is TableInfoAbsent ? nil : collector.encode(info))
            }
        }
        let summary = CachedFileSummary(isSwift: file.kind == .swift, isTable: file.kind == .table,
                                        triggered: file.triggered, previews: file.previews,
                                        needsRules: file.needsRules, isSkipped: file.isSkipped,
                                        byteCount: file.byteCount, lineCount: file.lineCount)
        guard let references = file.references else { return nil }
        return CacheEntry(path: file.path, stamp: stamp, content: content, summary: summary, facts: facts, infos: infos,
                          references: references.cacheBytes)
    }

    // MARK: - Between the passes

    /// What each file's findings depend on besides its content: for each file, the
    /// digest of what every collecting rule it triggers collected from all files and of
    /// whether each name it declares is used in the project (`referenceDependencies`, by file:
    /// dead code, `MergedReferences.dependencies`) (`nil` for a file that is not cached), and the
    /// digest of all files' shared facts (which feed the project model: while it is unchanged,
    /// so is every lookup in the model).
    func dependencies(of files: [LoadedFile], referenceDependencies: [ContentHash?]) -> (collected: [ContentHash?], model: ContentHash) {
        var factsDigests: [ContentHash] = []
        var infoDigests = [[ContentHash]](repeating: [], count: collectors.count)
        for file in files {
            if file.kind == .interfaceBuilder {
                // A document: what the rules that read documents gathered of it, if it sets accessibility.
                if let entry = file.cacheEntry {
                    guard entry.infos.count == collectors.count else { continue }
                    for slot in collectors.indices { infoDigests[slot].append(entry.infoDigests[slot]) }
                } else if file.ruleInfos.count == collectors.count {
                    for (slot, info) in file.ruleInfos.enumerated() where collectors[slot].readsInterfaceBuilder {
                        if let encoded = collectors[slot].encode(info) { infoDigests[slot].append(ContentHash(encoded)) }
                    }
                }
            } else if file.kind == .table, let entry = file.cacheEntry {
                // A table through the cache: its entry holds the digests of what the rules gathered.
                guard entry.infos.count == collectors.count else { continue }
                for slot in collectors.indices { infoDigests[slot].append(entry.infoDigests[slot]) }
            } else if file.kind == .table {
                // A table outside the cache: what the collecting rules that read tables gathered of it.
                for (slot, info) in file.ruleInfos.enumerated() where slot < collectors.count {
                    if let encoded = collectors[slot].encode(info) { infoDigests[slot].append(ContentHash(encoded)) }
                }
            } else if let entry = file.cacheEntry {
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
        let perFile = files.indices.map { position -> ContentHash? in
            let file = files[position]
            // A table's findings are its `io-error`s alone: they depend on nothing else.
            guard file.cacheEntry != nil, file.kind != .table else { return nil }
            var parts: [ContentHash] = []
            for (slot, rule) in collectorRules.enumerated() where file.kind == .interfaceBuilder || file.triggered[rule] {
                parts.append(collected[slot])
            }
            if file.kind == .swift, let own = referenceDependencies[position] { parts.append(own) }
            return ContentHash(combining: parts)
        }
        return (perFile, model)
    }

    /// For each file, its cached findings when they still hold (and decode), else `nil`:
    /// computed with the same collected facts, and either with the same shared facts of
    /// every file or, given the new `model`, with the same values found by every lookup
    /// they made in it (then the entry is stamped with the new facts' digest, so the next
    /// run takes the first way). Without a model, only the first way is tried. A file
    /// that no rule can check (skipped, or unreadable) needs no cross-file facts: its
    /// findings are its `io-error`s. `reused` holds the previous answers (`nil` to decide).
    func reusableFindings(_ files: inout [LoadedFile], dependencies: (collected: [ContentHash?], model: ContentHash),
                          model: ProjectModel?, reused: [[Finding]?]? = nil) -> [[Finding]?] {
        // The value digests of the lookups met so far (files share most of theirs).
        var memo: [ArraySlice<UInt8>: ContentHash] = [:]
        return files.indices.map { position in
            if let known = reused?[position] { return known }
            let file = files[position]
            // A table has no findings but its `io-error`s (and one with an error has no entry).
            if !file.isContext, file.kind == .table { return file.ioFindings }
            if !file.isContext, file.isSkipped || file.cacheEntry == nil && file.facts == nil
                && (file.kind == .swift || file.source == nil && file.rereadDigest == nil) {
                return file.ioFindings
            }
            guard !file.isContext, var entry = file.cacheEntry, let dependency = dependencies.collected[position],
                  entry.findingsDependency == dependency, let findings = entry.findings else { return nil }
            if !entry.findingsHold(with: dependencies.model) {
                guard let model, let encoded = entry.findingsReads, let digest = entry.findingsReadsDigest,
                      model.digest(ofEncoded: encoded, memo: &memo) == digest else { return nil }
                entry.validatedModel = dependencies.model
                files[position].cacheEntry = entry
                files[position].isFindingsRevalidated = true
            }
            return try? [Finding](cacheBytes: findings)
        }
    }

    /// Decodes the facts of the restored files; `false` when one does not decode.
    func restoreFacts(_ files: inout [LoadedFile]) -> Bool {
        for position in files.indices where files[position].isCacheHit && files[position].kind == .swift {
            guard let entry = files[position].cacheEntry,
                  let facts = try? FileFacts(cacheBytes: entry.facts) else { return false }
            files[position].facts = facts
        }
        return true
    }

    /// Decodes what the collecting rules of `slots` collected in the restored files (the
    /// others' infos stay encoded: no file to check reads them); `false` when one does not decode.
    func restoreInfos(_ files: inout [LoadedFile], slots: [Bool]) -> Bool {
        for position in files.indices where files[position].isCacheHit && files[position].kind == .swift {
            guard let entry = files[position].cacheEntry, entry.infos.count == collectors.count else { return false }
            var infos = [any Sendable](repeating: (), count: collectors.count)
            for (slot, encoded) in entry.infos.enumerated() where slots[slot] {
                guard let info = collectors[slot].decode(encoded) else { return false }
                infos[slot] = info
            }
            files[position].ruleInfos = infos
        }
        for position in files.indices where files[position].isCacheHit
            && (files[position].kind == .interfaceBuilder || files[position].kind == .table) {
            guard let entry = files[position].cacheEntry, !entry.infos.isEmpty else { continue }
            guard entry.infos.count == collectors.count else { return false }
            var infos = [any Sendable](repeating: TableInfoAbsent(), count: collectors.count)
            for (slot, encoded) in entry.infos.enumerated() where slots[slot] {
                guard let bytes = CacheSession.documentInfo(encoded) else { return false }
                guard let stored = bytes else { continue }
                guard let info = collectors[slot].decode(stored) else { return false }
                infos[slot] = info
            }
            files[position].ruleInfos = infos
        }
        return true
    }

    /// A document's info as its entry stores it: `[0]` for a rule that reads no documents (or
    /// whose info does not encode), `[1] + bytes` for the rule's encoded info.
    static func documentInfoBytes(_ encoded: [UInt8]?) -> [UInt8] {
        guard let encoded else { return [0] }
        return [1] + encoded
    }

    /// The encoded info of `documentInfoBytes` (`.some(nil)` for none), or `nil` when the bytes are no such record.
    static func documentInfo(_ stored: [UInt8]) -> [UInt8]?? {
        guard let marker = stored.first else { return nil }
        if marker == 0, stored.count == 1 { return .some(nil) }
        if marker == 1 { return .some(Array(stored.dropFirst())) }
        return nil
    }

    // MARK: - Pass 2

    /// Checks a file whose findings cannot be reused (a restored one is read again in
    /// `check`, as pass 1 kept no source), and returns its entry with the new findings;
    /// no entry when the file changed on disk since pass 1 read it.
    /// The model's lookups are noted while the rules run, and the entry keeps them with
    /// the digest of the values found (`ProjectModel.digest(of:)`).
    func check(_ file: LoadedFile, dependency: ContentHash?, model: ProjectModel, modelDigest: ContentHash,
               _ check: (LoadedFile, ProjectModel) -> (findings: [Finding], timings: PhaseTimings, isAsRead: Bool))
        -> ([Finding], PhaseTimings, CacheEntry?) {
        let recorder = FactReads()
        let (findings, timings, isAsRead) = check(file, model.recording(into: recorder))
        guard isAsRead, var entry = file.cacheEntry, let dependency, !file.isContext else { return (findings, timings, nil) }
        let reads = recorder.reads
        var writer = CacheWriter()
        writer.write(reads)
        entry.findings = findings.cacheBytes
        entry.findingsDependency = dependency
        entry.findingsModel = modelDigest
        entry.findingsReads = writer.bytes
        entry.findingsReadsDigest = model.digest(of: reads)
        return (findings, timings, entry)
    }

    // MARK: - After the run

    /// Writes what changed: the entries of this run that changed (new content, new
    /// findings, a new stamp) go to the journal beside the pack, with the identities of
    /// the entries whose findings were found to hold with this run's shared facts
    /// (`modelDigest`), so a run that changed one file writes a little, not the whole
    /// pack. The pack itself is written (the journal folded in, entries of files outside
    /// this run kept up to a bound) when there is none, it did not verify, or the
    /// journal grew past an eighth of it.
    func finish(_ files: [LoadedFile], updated: [CacheEntry], reusedFindings: Int, modelDigest: ContentHash) -> CacheStatistics {
        var statistics = CacheStatistics()
        statistics.restoredFiles = files.count { $0.isCacheHit }
        statistics.reusedFindings = reusedFindings
        var byPath: [String: CacheEntry] = [:]
        var changed: Set<String> = []
        var isRevalidated = false
        for file in files {
            guard let entry = file.cacheEntry else { continue }
            byPath[entry.path] = entry
            if file.isCacheEntryChanged { changed.insert(entry.path) }
            if file.isFindingsRevalidated { isRevalidated = true }
        }
        for entry in updated {
            byPath[entry.path] = entry
            changed.insert(entry.path)
        }
        statistics.cachedFiles = byPath.count
        guard startsEmpty || !changed.isEmpty || isRevalidated else { return statistics }
        // Other runs' files (another folder of the project): kept, up to a bound.
        let limit = max(2 * files.count, 20_000)
        for (path, entry) in entries where byPath.count < limit && byPath[path] == nil {
            byPath[path] = entry
        }
        let journaled = pack.journalPaths.union(changed).filter { byPath[$0] != nil }
        if startsEmpty || !pack.isBaseValid || journaled.count > max(64, pack.baseCount / 8) {
            var all = Array(byPath.values)
            for position in all.indices where all[position].validatedModel == modelDigest
                && all[position].findingsModel != modelDigest {
                all[position].findingsModel = modelDigest
            }
            cache.save(all.sorted { $0.path < $1.path }, namespace: namespace)
        } else {
            var journal = LintCache.Journal()
            journal.entries = journaled.sorted().compactMap { byPath[$0] }
            journal.validatedModel = modelDigest
            journal.validated = byPath.values.filter { $0.findingsModel != modelDigest && $0.validatedModel == modelDigest }
                .map(\.identity).sorted { ($0.high, $0.low) < ($1.high, $1.low) }
            cache.saveJournal(journal, namespace: namespace)
        }
        statistics.isWritten = true
        return statistics
    }
}
