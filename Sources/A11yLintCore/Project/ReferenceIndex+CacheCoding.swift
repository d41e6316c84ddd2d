/// The cache encoding of a file's references (conventions: Engine/Cache/CacheCoding+Facts.swift).
extension FileReferences: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 16

    public func encode(to writer: inout CacheWriter) {
        for hashes in [used, declared, protected, publicTypes, protocolMembers] {
            writer.writeVarint(UInt64(hashes.count))
            for hash in hashes { writer.write(hash) }
        }
        writer.write(hasEntryPoint)
        writer.writeVarint(UInt64(candidates.count))
        for candidate in candidates {
            writer.write(candidate.name)
            writer.writeVarint(UInt64(candidate.role.rawValue))
            writer.write(candidate.isPrivate)
            writer.write(candidate.owner)
            writer.writeVarint(UInt64(candidate.uses.count))
            for hash in candidate.uses { writer.write(hash) }
        }
        writer.writeVarint(UInt64(types.count))
        for link in types {
            writer.write(link.name)
            writer.writeVarint(UInt64(link.kind.rawValue))
            writer.writeVarint(UInt64(link.inherits.count))
            for hash in link.inherits { writer.write(hash) }
        }
        writer.writeVarint(UInt64(enums.count))
        for item in enums {
            writer.write(item.name)
            writer.write(item.isEligible)
            writer.writeVarint(UInt64(item.cases.count))
            for hash in item.cases { writer.write(hash) }
        }
        for hashes in [constructed, patternNames, assigned, neverSetCandidates, publicNeverSetCandidates, guarded] {
            writer.writeVarint(UInt64(hashes.count))
            for hash in hashes { writer.write(hash) }
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
