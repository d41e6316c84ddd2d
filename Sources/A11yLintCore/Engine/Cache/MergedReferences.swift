import Foundation

/// The cross-file references a cached run keeps beside its pack: the project's merged
/// `ProjectReferences` (every file's uses merged, then judged to a fixpoint: `ReachableNames`)
/// and, for each file of the run, the digest of what its findings depend on of them
/// (`ProjectReferences.dependencyBytes(of:)`), keyed by everything the merge reads.
///
/// The merge is a pure function of the files' references (in run order), whether every file
/// could be read, whether the run is a published library, the deployment targets and the
/// compilation conditions; the key is the digest of all of them (each file's references by the
/// digest of their encoding), under the pack's namespace (tool build and configuration). A run
/// whose key matches takes the record and neither decodes any file's references nor merges
/// them; any other run (one file's references changed, a file added, another deployment
/// target) merges as without the cache and writes a new record. A record that does not verify
/// or decode is ignored and rewritten, never trusted.
struct MergedReferences: CacheCodable {
    var key: ContentHash
    var references: ProjectReferences
    /// Per file of the run, in order: the digest of `dependencyBytes(of:)` of its references
    /// (a Swift or Objective-C file), else `nil`.
    var dependencies: [ContentHash?]

    func encode(to writer: inout CacheWriter) {
        writer.write(key)
        writer.write(references)
        writer.write(dependencies)
    }

    init(key: ContentHash, references: ProjectReferences, dependencies: [ContentHash?]) {
        self.key = key
        self.references = references
        self.dependencies = dependencies
    }

    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        key = try reader.read()
        references = try reader.read()
        dependencies = try reader.readArray()
    }
}

extension LintCache {
    static let mergedMagic = Array("a11ylint-merged 1\n".utf8)
    /// The merged record's file: `<namespace><suffix>` beside the pack.
    static let mergedSuffix = ".a11ymerged"

    func mergedPath(_ namespace: ContentHash) -> String {
        (directory as NSString).appendingPathComponent(namespace.hex + LintCache.mergedSuffix)
    }

    /// The merged record for `namespace`, or `nil` when there is none or it does not verify or decode.
    func loadMerged(namespace: ContentHash) -> MergedReferences? {
        guard case .success(let bytes) = FileIO.read(mergedPath(namespace)) else { return nil }
        return LintCache.decodeMerged(bytes, namespace: namespace)
    }

    static func encodeMerged(_ record: MergedReferences, namespace: ContentHash) -> [UInt8] {
        var writer = CacheWriter()
        namespace.encode(to: &writer)
        writer.write(record)
        let body = mergedMagic + writer.bytes
        var checksum = CacheWriter()
        ContentHash(body).encode(to: &checksum)
        return body + checksum.bytes
    }

    static func decodeMerged(_ bytes: [UInt8], namespace: ContentHash) -> MergedReferences? {
        guard let body = verifiedBody(bytes, magic: mergedMagic) else { return nil }
        var reader = CacheReader(body, offset: mergedMagic.count)
        do {
            guard try reader.read(ContentHash.self) == namespace else { return nil }
            let record = try reader.read(MergedReferences.self)
            guard reader.isAtEnd else { return nil }
            return record
        } catch {
            return nil
        }
    }

    /// Writes the merged record (atomically: concurrent runs leave one whole record, each
    /// correct for its own key); a failure is a warning.
    func saveMerged(_ record: MergedReferences, namespace: ContentHash) {
        do {
            try LintCache.createFolder(directory)
            try FileIO.writeAtomically(LintCache.encodeMerged(record, namespace: namespace), to: mergedPath(namespace))
        } catch {
            warn("cannot write the cache in \(directory) (\(error.reason)); the next run starts cold")
        }
    }
}

extension LoadedFile {
    /// A restored file's references, still encoded in its cache entry (`references` is then
    /// `nil`): decoded only when the run must merge them again.
    var encodedReferences: [UInt8]? {
        guard references == nil, isCacheHit else { return nil }
        return cacheEntry?.references
    }
}

extension Linter {
    /// The project's merged references and, with the cache, each file's dependency on them
    /// (`MergedReferences.dependencies`; empty without the cache). With the cache, the stored
    /// record is taken when its key matches (`isReused`), else the files' references are
    /// decoded, merged and the new record written. `nil` when a restored file's references do
    /// not decode (the caller then starts cold).
    func mergedReferences(_ files: [LoadedFile], session: CacheSession?)
        -> (references: ProjectReferences, dependencies: [ContentHash?], isReused: Bool)? {
        let isComplete = files.allSatisfy { $0.references != nil || $0.encodedReferences != nil }
        let isPublished = isPublishedLibrary(files)
        func merge(_ references: [FileReferences]) -> ProjectReferences {
            ProjectReferences(merging: references, isComplete: isComplete, deploymentTargets: deploymentTargets,
                              compilationConditions: compilationConditions, isPublishedLibrary: isPublished,
                              transitive: ReachableNames.isTransitive)
        }
        guard let session else { return (merge(files.compactMap(\.references)), [], false) }
        // The key: the settings the merge reads, each file's shape (which files get a
        // dependency), then each file's references by the digest of their encoding.
        var settings = CacheWriter()
        settings.write(isComplete)
        settings.write(isPublished)
        settings.write(ReachableNames.isTransitive)
        settings.write(bytes: deploymentTargets.dependencyBytes)
        settings.write(bytes: compilationConditions.dependencyBytes)
        var shapes: [UInt8] = []
        shapes.reserveCapacity(files.count)
        var parts: [ContentHash] = []
        parts.reserveCapacity(files.count + 1)
        for file in files {
            let hasReferences = file.references != nil || file.encodedReferences != nil
            shapes.append((file.kind == .swift ? 1 : 0) | (hasReferences ? 2 : 0))
            if let encoded = file.encodedReferences {
                parts.append(ContentHash(encoded))
            } else if let references = file.references {
                parts.append(ContentHash(file.cacheEntry?.references ?? references.cacheBytes))
            }
        }
        settings.write(bytes: shapes)
        parts.insert(ContentHash(settings.bytes), at: 0)
        let key = ContentHash(combining: parts)
        if let stored = session.merged, stored.key == key, stored.dependencies.count == files.count {
            var references = stored.references
            references.deploymentTargets = deploymentTargets
            references.compilationConditions = compilationConditions
            return (references, stored.dependencies, true)
        }
        // Decoded here for the merge only: the files keep their references encoded.
        var decoded: [FileReferences?] = []
        decoded.reserveCapacity(files.count)
        for file in files {
            if let encoded = file.encodedReferences {
                guard let references = try? FileReferences(cacheBytes: encoded) else { return nil }
                decoded.append(references)
            } else {
                decoded.append(file.references)
            }
        }
        let references = merge(decoded.compactMap { $0 })
        let dependencies = zip(files, decoded).map { file, own -> ContentHash? in
            guard file.kind == .swift, let own else { return nil }
            return ContentHash(references.dependencyBytes(of: own))
        }
        session.cache.saveMerged(MergedReferences(key: key, references: references, dependencies: dependencies),
                                 namespace: session.namespace)
        return (references, dependencies, false)
    }
}

// MARK: - The merged model

/// The last run's merged `ProjectModel`, beside the pack (`<namespace>.a11ymodel`), keyed by
/// the digest of every file's shared facts (`CacheSession.dependencies`' `model`): a run that
/// must check some files while no file's facts changed (a comment edited, a view restyled)
/// reads the model back instead of decoding every file's facts and merging them. The model's
/// merge reads nothing else that the namespace (tool build, configured buttons and label
/// aliases) does not hold; its references are the run's own. Ignored unless it verifies,
/// decodes and has the key; rewritten by the next run that merges.
extension LintCache {
    static let modelMagic = Array("a11ylint-model 1\n".utf8)
    static let modelSuffix = ".a11ymodel"

    func modelPath(_ namespace: ContentHash) -> String {
        (directory as NSString).appendingPathComponent(namespace.hex + LintCache.modelSuffix)
    }

    /// The stored model merged from the facts whose digest is `key`, if there is one that verifies and decodes.
    func loadModel(namespace: ContentHash, key: ContentHash) -> ProjectModel? {
        guard case .success(let bytes) = FileIO.read(modelPath(namespace)) else { return nil }
        return LintCache.decodeModel(bytes, namespace: namespace, key: key)
    }

    static func encodeModel(_ model: ProjectModel, namespace: ContentHash, key: ContentHash) -> [UInt8] {
        var writer = CacheWriter()
        namespace.encode(to: &writer)
        key.encode(to: &writer)
        writer.write(model)
        let body = modelMagic + writer.bytes
        var checksum = CacheWriter()
        ContentHash(body).encode(to: &checksum)
        return body + checksum.bytes
    }

    static func decodeModel(_ bytes: [UInt8], namespace: ContentHash, key: ContentHash) -> ProjectModel? {
        guard let body = verifiedBody(bytes, magic: modelMagic) else { return nil }
        var reader = CacheReader(body, offset: modelMagic.count)
        do {
            guard try reader.read(ContentHash.self) == namespace, try reader.read(ContentHash.self) == key else { return nil }
            let model = try reader.read(ProjectModel.self)
            guard reader.isAtEnd else { return nil }
            return model
        } catch {
            return nil
        }
    }

    /// Writes the merged model (atomically); a failure is a warning.
    func saveModel(_ model: ProjectModel, namespace: ContentHash, key: ContentHash) {
        do {
            try LintCache.createFolder(directory)
            try FileIO.writeAtomically(LintCache.encodeModel(model, namespace: namespace, key: key), to: modelPath(namespace))
        } catch {
            warn("cannot write the cache in \(directory) (\(error.reason)); the next run starts cold")
        }
    }
}
