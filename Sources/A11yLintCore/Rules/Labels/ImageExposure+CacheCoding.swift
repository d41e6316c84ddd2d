/// The cache encoding of an image's exposure, kept in image-missing-label's collected facts: each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
extension ImageExposure: CacheCodable {
    public func encode(to writer: inout CacheWriter) {
        switch self {
        case .covered: writer.writeVarint(0)
        case .value: writer.writeVarint(1)
        case .exposed: writer.writeVarint(2)
        case .onlyContent(let control):
            writer.writeVarint(3)
            writer.write(control)
        case .body(let view, let accompanied):
            writer.writeVarint(4)
            writer.write(view)
            writer.write(accompanied)
        case .slot(let key, let then):
            writer.writeVarint(5)
            writer.write(key)
            then.encode(to: &writer)
        }
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self = try ImageExposure.decode(from: &reader, depth: 0)
    }

    /// Decodes one context; nested slots deeper than 64 are malformed.
    static func decode(from reader: inout CacheReader, depth: Int) throws(CacheDecodingError) -> ImageExposure {
        switch try reader.readVarint() {
        case 0: return .covered
        case 1: return .value
        case 2: return .exposed
        case 3: return .onlyContent(try reader.readString())
        case 4: return .body(try reader.readString(), accompanied: try reader.readBool())
        case 5:
            guard depth < 64 else { throw reader.failure() }
            let key = try reader.readString()
            return .slot(key, then: try decode(from: &reader, depth: depth + 1))
        default: throw reader.failure()
        }
    }
}
