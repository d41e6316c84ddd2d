#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What pass 1 is given for an Objective-C file.
enum ObjectiveCParse: Sendable {
    /// No libclang could be loaded: the file is counted and skipped.
    case noLibclang
    /// Brackets nest deeper than the front end follows (the lowering stops at 200), from this offset on.
    case tooDeeplyNested(UInt32)
    /// libclang made no translation unit of it.
    case unparsable
    case parsed(ObjCUnit)
}

/// The entry points for Objective-C files: which paths are Objective-C, and their lowering.
public enum ObjectiveCSource {
    /// `.m`, `.mm` and `.h` files.
    public static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// How deep brackets may nest before a file is refused: clang's own default
    /// `-fbracket-depth`. libclang's parser recurses on nesting and overflows its stack well
    /// before our lowering would, so deeper files are reported instead of parsed.
    public static let maximumNesting = 256

    /// The offset of the first bracket nested deeper than `maximumNesting`, skipping strings,
    /// character literals and comments; nil when the file stays within it.
    public static func excessiveNesting(in bytes: [UInt8]) -> UInt32? {
        bytes.withUnsafeBufferPointer { excessiveNesting(inBuffer: $0) }
    }

    private static func excessiveNesting(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var depth = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting { return UInt32(index) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The Swift text standing for the Objective-C file `bytes`, or nil when libclang could
    /// not make a translation unit of it (or it nests too deeply to try).
    public static func lower(path: String, bytes: [UInt8], clang: LibClang) -> LoweredSource? {
        guard excessiveNesting(in: bytes) == nil else { return nil }
        let frontEnd = ObjectiveCFrontEnd(clang: clang)
        guard let unit = frontEnd.parse(path: path, bytes: bytes) else { return nil }
        return ObjectiveCLowering.lower(source: SourceFile(path: path, bytes: bytes), unit: unit)
    }

    /// The lowering of a file libclang has already read.
    static func lower(source: SourceFile, unit: ObjCUnit) -> LoweredSource {
        ObjectiveCLowering.lower(source: source, unit: unit)
    }

    /// Files per translation unit, and bytes: large enough that clang's per-unit setup is
    /// paid rarely, small enough that a batch's tokens are a few megabytes.
    static let batchFiles = 128
    static let batchBytes = 2 << 20

    /// Parses the given files (already checked for nesting) with libclang in batches, in
    /// parallel. Batches are made from the files sorted by path, so they never depend on
    /// the number of jobs or the order the files were named in.
    static func parse(_ files: [(path: String, bytes: [UInt8])], clang: LibClang, jobs: Int,
                      clock: ObjectiveCPhaseClock? = nil) -> [ObjCUnit?] {
        let units = ResultSlots<ObjCUnit>(count: files.count)
        parse(files, clang: clang, jobs: jobs, clock: clock) { member, unit in
            if let unit { units.set(member, unit) }
        }
        return units.values(count: files.count)
    }

    /// Parses as `parse(_:clang:jobs:)` does, the same batches, but hands each file's unit
    /// (by its position in `files`) to `each` on the worker right after its batch is
    /// parsed, so a caller that lowers it there holds a few batches' units at a time, not
    /// every file's.
    static func parse(_ files: [(path: String, bytes: [UInt8])], clang: LibClang, jobs: Int,
                      clock: ObjectiveCPhaseClock? = nil, each: @Sendable (Int, ObjCUnit?) -> Void) {
        let order = files.indices.sorted { files[$0].path < files[$1].path }
        var batches: [(language: String, members: [Int])] = []
        var open: [String: Int] = [:]  // language → index of its batch being filled
        for position in order {
            let language = ObjectiveCFrontEnd.language(of: files[position].path)
            if let current = open[language] {
                let members = batches[current].members
                let size = members.reduce(0) { $0 + files[$1].bytes.count }
                if members.count < batchFiles, size + files[position].bytes.count <= batchBytes {
                    batches[current].members.append(position)
                    continue
                }
            }
            open[language] = batches.count
            batches.append((language, [position]))
        }
        let frontEnd = ObjectiveCFrontEnd(clang: clang)
        let work = batches
        parallelForEach(count: work.count, jobs: jobs) { index in
            let batch = work[index]
            let parsed = frontEnd.parse(batch: batch.members.map { files[$0].bytes }, language: batch.language, clock: clock)
            for (offset, member) in batch.members.enumerated() {
                each(member, offset < parsed.count ? parsed[offset] : nil)
            }
        }
    }
}

/// CPU seconds spent in each step of reading Objective-C files (one thread), for `a11ylint-bench objc`.
public struct ObjectiveCPhases: Sendable {
    /// The bracket-depth check before libclang sees a file.
    public var nesting = 0.0
    /// `clang_parseTranslationUnit` (the unit's setup and the skipping of its text), per batch.
    public var parse = 0.0
    /// `clang_tokenize` and the conversion of its tokens.
    public var tokenize = 0.0
    /// The lowering into Swift text.
    public var lower = 0.0
    public var files = 0
    public var bytes = 0
    /// The lowered Swift text of every file, for timing the Swift pipeline on it.
    public var lowered: [[UInt8]] = []
}

/// Collects `ObjectiveCPhases` when given to the front end (one job only), in CPU seconds
/// of the process (libclang tokenizes on a thread of its own), so that other processes on the
/// machine do not count.
final class ObjectiveCPhaseClock: @unchecked Sendable {
    var phases = ObjectiveCPhases()

    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension ObjectiveCSource {
    /// Reads `files` as the linter does (nesting check, batched parse, lowering) on one
    /// thread, timing each step.
    public static func measurePhases(_ files: [(path: String, bytes: [UInt8])], clang: LibClang) -> ObjectiveCPhases {
        let clock = ObjectiveCPhaseClock()
        let nestingStart = clock.now()
        let parsable = files.filter { excessiveNesting(in: $0.bytes) == nil }
        clock.phases.nesting = clock.now() - nestingStart
        let units = parse(parsable, clang: clang, jobs: 1, clock: clock)
        let lowerStart = clock.now()
        for (file, unit) in zip(parsable, units) {
            guard let unit else { continue }
            clock.phases.lowered.append(lower(source: SourceFile(path: file.path, bytes: file.bytes), unit: unit).bytes)
        }
        clock.phases.lower = clock.now() - lowerStart
        clock.phases.files = files.count
        clock.phases.bytes = files.reduce(0) { $0 + $1.bytes.count }
        return clock.phases
    }
}

extension Finding {
    /// The finding moved from an Objective-C file's lowered Swift to the original file:
    /// the same rule and message, at the original token each position was lowered from.
    func mapped(through lowering: LoweredSource, to original: SourceFile) -> Finding {
        let start = lowering.originalOffset(of: range.start)
        // The end: the original start of the last lowered byte, at least the start.
        let lastByte = range.end > range.start ? range.end - 1 : range.start
        let end = max(start, lowering.originalOffset(of: lastByte))
        let notes = notes.map { note in
            let offset = lowering.originalOffset(of: note.range.start)
            return FindingNote(path: note.path, range: ByteRange(start: offset, end: offset),
                               start: original.location(of: offset), message: note.message)
        }
        return Finding(ruleID: ruleID, severity: severity, file: original, range: ByteRange(start: start, end: end),
                       message: message, fix: fix, notes: notes)
    }
}
