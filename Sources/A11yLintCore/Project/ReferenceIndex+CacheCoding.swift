/// The cache encoding of a file's references (conventions: Engine/Cache/CacheCoding+Facts.swift).
extension FileReferences: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 16

    public func encode(to writer: inout CacheWriter) {
        for hashes in [used, declared, protected, publicTypes, protocolMembers] {
            writer.writeUInt64List(hashes)
        }
        writer.write(hasEntryPoint)
        writer.writeVarint(UInt64(candidates.count))
        for candidate in candidates {
            writer.write(candidate.name)
            writer.writeVarint(UInt64(candidate.role.rawValue))
            writer.write(candidate.isPrivate)
            writer.write(candidate.owner)
            writer.writeUInt64List(candidate.uses)
        }
        writer.writeVarint(UInt64(types.count))
        for link in types {
            writer.write(link.name)
            writer.writeVarint(UInt64(link.kind.rawValue))
            writer.writeUInt64List(link.inherits)
        }
        writer.writeVarint(UInt64(enums.count))
        for item in enums {
            writer.write(item.name)
            writer.write(item.isEligible)
            writer.writeUInt64List(item.cases)
        }
        for hashes in [constructed, patternNames, assigned, neverSetCandidates, publicNeverSetCandidates, guarded] {
            writer.writeUInt64List(hashes)
        }
        writer.write(writesEveryWord)
    }

    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        func hashes(_ reader: inout CacheReader) throws(CacheDecodingError) -> [UInt64] {
            try reader.readUInt64List()
        }
        self.init()
        used = try hashes(&reader)
        declared = try hashes(&reader)
        protected = try hashes(&reader)
        publicTypes = try hashes(&reader)
        protocolMembers = try hashes(&reader)
        hasEntryPoint = try reader.readBool()
        let candidateCount = try reader.readCount()
        candidates.reserveCapacity(candidateCount)
        for _ in 0..<candidateCount {
            let name = try reader.readUInt64()
            guard let role = DeadCandidate.Role(rawValue: try reader.readByte()) else { throw reader.failure() }
            let isPrivate = try reader.readBool()
            let owner = try reader.readUInt64()
            candidates.append(DeadCandidate(name: name, role: role, isPrivate: isPrivate, owner: owner, uses: try hashes(&reader)))
        }
        let typeCount = try reader.readCount()
        types.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            let name = try reader.readUInt64()
            guard let kind = TypeLink.Kind(rawValue: try reader.readByte()) else { throw reader.failure() }
            types.append(TypeLink(name: name, kind: kind, inherits: try hashes(&reader)))
        }
        let enumCount = try reader.readCount()
        enums.reserveCapacity(enumCount)
        for _ in 0..<enumCount {
            let name = try reader.readUInt64()
            let isEligible = try reader.readBool()
            enums.append(EnumCases(name: name, cases: try hashes(&reader), isEligible: isEligible))
        }
        constructed = try hashes(&reader)
        patternNames = try hashes(&reader)
        assigned = try hashes(&reader)
        neverSetCandidates = try hashes(&reader)
        publicNeverSetCandidates = try hashes(&reader)
        guarded = try hashes(&reader)
        writesEveryWord = try reader.readBool()
    }
}

/// The cache encoding of the merged references (`MergedReferences`, the cross-file state a run
/// keeps so that the next one with the same files skips the merge and the fixpoint). The name
/// sets are written as their tables, so reading them back is a copy, not an insert per name.
/// The deployment targets and compilation conditions are not written: the run that reads the
/// record sets its own (they are part of the record's key).
extension ProjectReferences: CacheCodable {
    /// The stored properties; a test compares it with the type's, so a new one is not forgotten here.
    static let cacheFieldCount = 11

    public func encode(to writer: inout CacheWriter) {
        for set in [used, protected, protocolMembers, deadCases, deadCaseNames, neverSet] {
            writer.writeUInt64List(set.storedSlots)
        }
        writer.write(hasEntryPoint)
        writer.write(judgesPublic)
        writer.write(deadCasesDigest)
    }

    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        func set(_ reader: inout CacheReader) throws(CacheDecodingError) -> NameSet {
            guard let set = NameSet(storedSlots: try reader.readUInt64List()) else { throw reader.failure() }
            return set
        }
        self.init()
        used = try set(&reader)
        protected = try set(&reader)
        protocolMembers = try set(&reader)
        deadCases = try set(&reader)
        deadCaseNames = try set(&reader)
        neverSet = try set(&reader)
        hasEntryPoint = try reader.readBool()
        judgesPublic = try reader.readBool()
        deadCasesDigest = try reader.readUInt64()
    }
}

extension FileReferences {
    /// `hasEntryPoint` of encoded references, read without decoding the rest (the name lists
    /// before it are stepped over); `nil` when the bytes are no such encoding.
    static func hasEntryPoint(inCacheBytes bytes: [UInt8]) -> Bool? {
        var reader = CacheReader(bytes)
        do {
            for _ in 0..<5 { try reader.skipUInt64List() }
            return try reader.readBool()
        } catch {
            return nil
        }
    }
}
