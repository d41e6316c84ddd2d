/// The cache encoding of a file's references (conventions: Engine/Cache/CacheCoding+Facts.swift).
extension FileReferences: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 5

    public func encode(to writer: inout CacheWriter) {
        for hashes in [used, declared, protected, protocolMembers] {
            writer.writeVarint(UInt64(hashes.count))
            for hash in hashes { writer.write(hash) }
        }
        writer.write(hasEntryPoint)
    }

    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        func hashes(_ reader: inout CacheReader) throws(CacheDecodingError) -> [UInt64] {
            let count = try reader.readCount()
            var result: [UInt64] = []
            result.reserveCapacity(count)
            for _ in 0..<count { result.append(try reader.readUInt64()) }
            return result
        }
        self.init()
        used = try hashes(&reader)
        declared = try hashes(&reader)
        protected = try hashes(&reader)
        protocolMembers = try hashes(&reader)
        hasEntryPoint = try reader.readBool()
    }
}
