#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The incremental cache (DESIGN.md §8): per file, its facts, what each collecting
/// rule collected and its findings, keyed by the file's path and content hash, in one
/// pack file per tool build and configuration (`<directory>/<namespace>.a11ycache`).
///
/// Nothing in it is trusted blindly: a pack whose checksum, magic or namespace does
/// not match is ignored (and rewritten by the run); an entry whose content hash
/// differs from the file's is replaced; findings are reused only when the digest of
/// every file's cross-file facts they were computed with is unchanged. The pack is
/// written to a temporary file and renamed, so concurrent runs never leave a torn
/// file: the last one wins. An unwritable directory becomes a warning.
public final class LintCache: @unchecked Sendable {
    /// The folder holding the pack files (`.a11ylint-cache` by default).
    public let directory: String
    /// The tool build the entries belong to: its version and the executable's identity.
    public let toolIdentity: String
    private let lock = NSLock()
    private var warningList: [String] = []

    public init(directory: String, toolIdentity: String = LintCache.currentToolIdentity) {
        self.directory = directory
        self.toolIdentity = toolIdentity
    }

    /// Why the cache could not be read or written this run (said once each, never fatal).
    public var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return warningList
    }

    func warn(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if !warningList.contains(message) { warningList.append(message) }
    }

    /// The default folder name, under the configuration's folder.
    public static let defaultFolderName = ".a11ylint-cache"

    /// The version plus the running executable's size and modification time, so that a
    /// rebuilt binary (a development build keeps its version number) starts afresh.
    public static let currentToolIdentity: String = {
        var identity = "\(A11yLintVersion.name) \(A11yLintVersion.version)"
        if let executable = Bundle.main.executablePath, let stamp = FileStamp(path: executable) {
            identity += " \(executable) \(stamp.size) \(stamp.modificationSeconds).\(stamp.modificationNanoseconds)"
        }
        return identity
    }()

    static let magic = Array("a11ylint-cache 2\n".utf8)

    func packPath(_ namespace: ContentHash) -> String {
        (directory as NSString).appendingPathComponent(namespace.hex + ".a11ycache")
    }

    func journalPath(_ namespace: ContentHash) -> String {
        (directory as NSString).appendingPathComponent(namespace.hex + ".a11yjournal")
    }

    /// The entries of the pack for `namespace`, by path; empty when there is none or it
    /// does not verify.
    func load(namespace: ContentHash) -> [String: CacheEntry] { loadPack(namespace: namespace).entries }

    /// The pack for `namespace` and its journal: the pack's entries with the journal's
    /// over them (each part ignored when it does not verify), and the findings the
    /// journal says still held with the shared facts of its run.
    func loadPack(namespace: ContentHash) -> LoadedPack {
        var pack = LoadedPack()
        if case .success(let bytes) = FileIO.read(packPath(namespace)),
           let entries = LintCache.decodePack(bytes, namespace: namespace) {
            pack.isBaseValid = true
            pack.baseCount = entries.count
            pack.entries.reserveCapacity(entries.count)
            for entry in entries { pack.entries[entry.path] = entry }
        }
        guard pack.isBaseValid, case .success(let bytes) = FileIO.read(journalPath(namespace)),
              let journal = LintCache.decodeJournal(bytes, namespace: namespace) else { return pack }
        for entry in journal.entries {
            pack.entries[entry.path] = entry
            pack.journalPaths.insert(entry.path)
        }
        if let model = journal.validatedModel {
            let validated = Set(journal.validated)
            for (path, entry) in pack.entries where entry.findingsModel != model && validated.contains(entry.identity) {
                pack.entries[path]?.validatedModel = model
            }
        }
        return pack
    }

    /// A pack's entries, or `nil` when its magic, namespace or checksum is wrong or it does not decode.
    static func decodePack(_ bytes: [UInt8], namespace: ContentHash) -> [CacheEntry]? {
        guard let body = verifiedBody(bytes, magic: magic) else { return nil }
        var reader = CacheReader(body, offset: magic.count)
        do {
            guard try reader.read(ContentHash.self) == namespace else { return nil }
            let entries = try reader.readArray(of: CacheEntry.self)
            guard reader.isAtEnd else { return nil }
            return entries
        } catch {
            return nil
        }
    }

    /// The bytes before the checksum, when they start with `magic` and the checksum matches.
    static func verifiedBody(_ bytes: [UInt8], magic: [UInt8]) -> [UInt8]? {
        guard bytes.count > magic.count + 16, bytes.starts(with: magic) else { return nil }
        let body = Array(bytes[..<(bytes.count - 16)])
        var tail = CacheReader(bytes, offset: bytes.count - 16)
        guard let checksum = try? ContentHash(from: &tail), checksum == ContentHash(body) else { return nil }
        return body
    }

    static func encodePack(_ entries: [CacheEntry], namespace: ContentHash) -> [UInt8] {
        var writer = CacheWriter()
        var body = magic
        namespace.encode(to: &writer)
        writer.write(entries)
        body += writer.bytes
        var checksum = CacheWriter()
        ContentHash(body).encode(to: &checksum)
        return body + checksum.bytes
    }

    static let journalMagic = Array("a11ylint-journal 2\n".utf8)

    /// What a journal holds: entries changed since the pack was written, and the
    /// identities of entries whose findings held with the shared facts `validatedModel`.
    struct Journal {
        var entries: [CacheEntry] = []
        var validatedModel: ContentHash?
        var validated: [ContentHash] = []
    }

    static func encodeJournal(_ journal: Journal, namespace: ContentHash) -> [UInt8] {
        var writer = CacheWriter()
        namespace.encode(to: &writer)
        writer.write(journal.validatedModel)
        writer.write(journal.validated)
        writer.write(journal.entries)
        let body = journalMagic + writer.bytes
        var checksum = CacheWriter()
        ContentHash(body).encode(to: &checksum)
        return body + checksum.bytes
    }

    static func decodeJournal(_ bytes: [UInt8], namespace: ContentHash) -> Journal? {
        guard let body = verifiedBody(bytes, magic: journalMagic) else { return nil }
        var reader = CacheReader(body, offset: journalMagic.count)
        do {
            guard try reader.read(ContentHash.self) == namespace else { return nil }
            var journal = Journal()
            journal.validatedModel = try reader.readOptional()
            journal.validated = try reader.readArray()
            journal.entries = try reader.readArray()
            guard reader.isAtEnd else { return nil }
            return journal
        } catch {
            return nil
        }
    }

    /// Writes the pack for `namespace` (and removes its journal, now folded in, and the
    /// packs of tool builds or configurations no run used lately); a failure is a warning.
    func save(_ entries: [CacheEntry], namespace: ContentHash) {
        do {
            try LintCache.createFolder(directory)
            try FileIO.writeAtomically(LintCache.encodePack(entries, namespace: namespace), to: packPath(namespace))
            unlink(journalPath(namespace))
            removeStalePacks(keeping: namespace)
        } catch {
            warn("cannot write the cache in \(directory) (\(error.reason)); the next run starts cold")
        }
    }

    /// Writes the journal for `namespace` beside its pack (a run that changed a few
    /// entries writes those, not the whole pack); a failure is a warning.
    func saveJournal(_ journal: Journal, namespace: ContentHash) {
        do {
            try LintCache.createFolder(directory)
            try FileIO.writeAtomically(LintCache.encodeJournal(journal, namespace: namespace), to: journalPath(namespace))
        } catch {
            warn("cannot write the cache in \(directory) (\(error.reason)); the next run starts cold")
        }
    }

    /// How many other namespaces' packs are kept (another configuration used in turn,
    /// such as a pre-commit hook's): the most recently written ones. The rest belong to
    /// tool builds or configurations no longer used, and are removed.
    static let keptOtherNamespaces = 3

    func removeStalePacks(keeping namespace: ContentHash) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var others: [(stem: String, seconds: Int, nanoseconds: Int)] = []
        for name in names where name.hasSuffix(".a11ycache") {
            let stem = String(name.dropLast(".a11ycache".count))
            guard stem != namespace.hex, stem.count == 32, stem.allSatisfy(\.isHexDigit) else { continue }
            let stamp = FileStamp(path: (directory as NSString).appendingPathComponent(name))
            others.append((stem, stamp?.modificationSeconds ?? 0, stamp?.modificationNanoseconds ?? 0))
        }
        others.sort { ($0.seconds, $0.nanoseconds, $1.stem) > ($1.seconds, $1.nanoseconds, $0.stem) }
        for stale in others.dropFirst(LintCache.keptOtherNamespaces) {
            unlink((directory as NSString).appendingPathComponent(stale.stem + ".a11ycache"))
            unlink((directory as NSString).appendingPathComponent(stale.stem + ".a11yjournal"))
            unlink((directory as NSString).appendingPathComponent(stale.stem + LintCache.mergedSuffix))
            unlink((directory as NSString).appendingPathComponent(stale.stem + LintCache.modelSuffix))
        }
    }

    /// Creates the cache folder with a `.gitignore` (so it is never committed) and a
    /// `CACHEDIR.TAG` (so backup tools skip it).
    static func createFolder(_ directory: String) throws(FileIOError) {
        var status = stat()
        if stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw FileIOError(code: ENOTDIR) }
            return
        }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != directory, stat(parent, &status) != 0 { try createFolder(parent) }
        guard mkdir(directory, 0o755) == 0 || errno == EEXIST else { throw FileIOError(code: errno) }
        try FileIO.writeAtomically(Array("# Created by a11ylint: its incremental cache.\n*\n".utf8),
                                   to: (directory as NSString).appendingPathComponent(".gitignore"))
        try FileIO.writeAtomically(Array("Signature: 8a477f597d28d172789f06886806bc55\n# a11ylint cache\n".utf8),
                                   to: (directory as NSString).appendingPathComponent("CACHEDIR.TAG"))
    }
}

/// A pack and its journal as loaded (`LintCache.loadPack`).
struct LoadedPack {
    var entries: [String: CacheEntry] = [:]
    /// Whether the pack itself verified (else the next write rewrites it whole).
    var isBaseValid = false
    var baseCount = 0
    /// The paths whose entries came from the journal.
    var journalPaths: Set<String> = []
}

/// What `stat` says of a file: enough to notice any ordinary change without reading it.
struct FileStamp: Hashable, Sendable, CacheCodable {
    var size: Int
    var modificationSeconds: Int
    var modificationNanoseconds: Int
    var changeSeconds: Int
    var changeNanoseconds: Int
    var inode: Int

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        size = Int(status.st_size)
        inode = Int(truncatingIfNeeded: status.st_ino)
        #if canImport(Darwin)
        modificationSeconds = Int(status.st_mtimespec.tv_sec)
        modificationNanoseconds = Int(status.st_mtimespec.tv_nsec)
        changeSeconds = Int(status.st_ctimespec.tv_sec)
        changeNanoseconds = Int(status.st_ctimespec.tv_nsec)
        #else
        modificationSeconds = Int(status.st_mtim.tv_sec)
        modificationNanoseconds = Int(status.st_mtim.tv_nsec)
        changeSeconds = Int(status.st_ctim.tv_sec)
        changeNanoseconds = Int(status.st_ctim.tv_nsec)
        #endif
    }

    /// Whether the file changed within the last two seconds: a later write in the same
    /// clock tick could then keep this stamp, so the content must be hashed next time.
    var isRecent: Bool {
        let now = Int(Date().timeIntervalSince1970)
        return max(modificationSeconds, changeSeconds) >= now - 2
    }

    func encode(to writer: inout CacheWriter) {
        for value in [size, modificationSeconds, modificationNanoseconds, changeSeconds, changeNanoseconds, inode] {
            writer.write(value)
        }
    }

    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        size = try reader.readInt()
        modificationSeconds = try reader.readInt()
        modificationNanoseconds = try reader.readInt()
        changeSeconds = try reader.readInt()
        changeNanoseconds = try reader.readInt()
        inode = try reader.readInt()
    }
}

/// What pass 1 learned of a file that pass 2 needs besides the facts.
struct CachedFileSummary: Sendable, CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 8
    var isSwift: Bool
    /// A localization table (what its collecting rules gathered is in the entry's infos).
    var isTable: Bool
    var triggered: [Bool]
    var previews: [ByteRange]?
    var needsRules: Bool
    var isSkipped: Bool
    var byteCount: Int
    var lineCount: Int

    func encode(to writer: inout CacheWriter) {
        writer.write(isSwift)
        writer.write(triggered)
        writer.write(previews)
        writer.write(needsRules)
        writer.write(isSkipped)
        writer.write(byteCount)
        writer.write(lineCount)
        writer.write(isTable)
    }

    init(isSwift: Bool, isTable: Bool = false, triggered: [Bool], previews: [ByteRange]?, needsRules: Bool, isSkipped: Bool,
         byteCount: Int, lineCount: Int) {
        self.isSwift = isSwift
        self.isTable = isTable
        self.triggered = triggered
        self.previews = previews
        self.needsRules = needsRules
        self.isSkipped = isSkipped
        self.byteCount = byteCount
        self.lineCount = lineCount
    }

    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(isSwift: try reader.readBool(), triggered: try reader.readArray(), previews: try reader.readOptional(),
                  needsRules: try reader.readBool(), isSkipped: try reader.readBool(), byteCount: try reader.readInt(),
                  lineCount: try reader.readInt())
        isTable = try reader.readBool()
    }
}

/// A cache entry behind a reference (`LoadedFile.cacheEntry`), so a file without one
/// carries a pointer, not the entry's inline size. Immutable: setting an entry boxes anew.
final class CacheEntryBox: Sendable {
    let entry: CacheEntry

    init(_ entry: CacheEntry) {
        self.entry = entry
    }
}

/// One file in the cache. The facts and rule infos stay encoded until a run needs
/// them (one whose findings cannot all be reused), with their digests beside them.
struct CacheEntry: Sendable, CacheCodable {
    var path: String { didSet { encoded = nil } }
    /// `nil` when the file was too recently changed to trust its stamp.
    var stamp: FileStamp? { didSet { encoded = nil } }
    var content: ContentHash { didSet { encoded = nil } }
    var summary: CachedFileSummary { didSet { encoded = nil } }
    /// `FileFacts`, encoded (empty for Interface Builder files).
    var facts: [UInt8] { didSet { encoded = nil } }
    var factsDigest: ContentHash { didSet { encoded = nil } }
    /// Each collecting rule's `FileInfo`, encoded, in `Linter.collectors` order.
    var infos: [[UInt8]] { didSet { encoded = nil } }
    var infoDigests: [ContentHash] { didSet { encoded = nil } }
    /// `FileReferences`, encoded: outside `facts`, so a new name used in one file re-checks only
    /// the files declaring that name (`CacheSession.dependencies`), not every file.
    var references: [UInt8] { didSet { encoded = nil } }
    /// The file's findings (after suppressions), and the digest of what each collecting
    /// rule the file triggers collected from every file when they were computed; `nil`
    /// when the file was only context or not yet checked.
    var findings: [UInt8]? { didSet { encoded = nil } }
    var findingsDependency: ContentHash? { didSet { encoded = nil } }
    /// The digest of every file's shared facts the findings were last known valid with:
    /// while it is unchanged, nothing they read of the project model can have changed.
    var findingsModel: ContentHash? { didSet { encoded = nil } }
    /// What the findings read of the project model (`FactRead`s, encoded, sorted) and the
    /// digest of the values found: when other files' facts changed, the findings are
    /// reused if the same lookups find the same values.
    var findingsReads: [UInt8]? { didSet { encoded = nil } }
    var findingsReadsDigest: ContentHash? { didSet { encoded = nil } }
    /// The entry's encoding as the pack held it, while no field changed: written back as
    /// is, so saving a pack after a small change does not encode every entry again.
    var encoded: ArraySlice<UInt8>?
    /// Shared facts other than `findingsModel` that the findings are known to hold with
    /// (a journal's record, not encoded in the entry).
    var validatedModel: ContentHash?

    /// Whether the findings are known to hold with the shared facts whose digest is `model`.
    func findingsHold(with model: ContentHash) -> Bool { findingsModel == model || validatedModel == model }

    /// The entry's identity for a journal's record of validated findings: its path,
    /// content and what its findings were computed with.
    var identity: ContentHash {
        var writer = CacheWriter()
        writer.write(path)
        writer.write(content)
        writer.write(findingsDependency)
        writer.write(findingsModel)
        writer.write(findingsReadsDigest)
        return ContentHash(writer.bytes)
    }

    init(path: String, stamp: FileStamp?, content: ContentHash, summary: CachedFileSummary, facts: [UInt8],
         infos: [[UInt8]], references: [UInt8] = []) {
        self.references = references
        self.path = path
        self.stamp = stamp
        self.content = content
        self.summary = summary
        self.facts = facts
        self.factsDigest = ContentHash(facts)
        self.infos = infos
        self.infoDigests = infos.map { ContentHash($0) }
    }

    func encode(to writer: inout CacheWriter) {
        if let encoded {
            writer.append(encoded: encoded)
            return
        }
        writer.write(path)
        writer.write(stamp)
        writer.write(content)
        writer.write(summary)
        writer.write(bytes: facts)
        writer.write(factsDigest)
        writer.writeVarint(UInt64(infos.count))
        for info in infos { writer.write(bytes: info) }
        writer.write(infoDigests)
        writer.write(bytes: references)
        writer.write(findings != nil)
        if let findings { writer.write(bytes: findings) }
        writer.write(findingsDependency)
        writer.write(findingsModel)
        writer.write(findingsReads != nil)
        if let findingsReads { writer.write(bytes: findingsReads) }
        writer.write(findingsReadsDigest)
    }

    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let start = reader.offset
        path = try reader.readString()
        stamp = try reader.readOptional()
        content = try reader.read()
        summary = try reader.read()
        facts = try reader.readBytes()
        factsDigest = try reader.read()
        infos = []
        for _ in 0..<(try reader.readCount()) { infos.append(try reader.readBytes()) }
        infoDigests = try reader.readArray()
        references = try reader.readBytes()
        findings = try reader.readBool() ? try reader.readBytes() : nil
        findingsDependency = try reader.readOptional()
        findingsModel = try reader.readOptional()
        findingsReads = try reader.readBool() ? try reader.readBytes() : nil
        findingsReadsDigest = try reader.readOptional()
        guard infos.count == infoDigests.count else { throw reader.failure() }
        encoded = reader.slice(from: start, to: reader.offset)
    }
}
