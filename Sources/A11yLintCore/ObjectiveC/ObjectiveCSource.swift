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
    /// not make a translation unit of it. Check `excessiveNesting(in:)` first.
    public static func lower(path: String, bytes: [UInt8], clang: LibClang) -> LoweredSource? {
        guard excessiveNesting(in: bytes) == nil else { return nil }
        let frontEnd = ObjectiveCFrontEnd(clang: clang)
        guard let unit = frontEnd.parse(path: path, bytes: bytes) else { return nil }
        return ObjectiveCLowering.lower(source: SourceFile(path: path, bytes: bytes), unit: unit)
    }
}

extension BuiltinDiagnostics {
    /// An Objective-C file libclang could not make a translation unit of.
    static func unparsableObjectiveCMessage() -> String {
        "libclang could not parse this Objective-C file; it was not linted."
    }

    /// An Objective-C file nested too deeply for libclang to parse safely.
    static func tooDeeplyNestedObjectiveCMessage() -> String {
        "Brackets nest deeper than \(ObjectiveCSource.maximumNesting) levels here, more than libclang parses safely; this Objective-C file was not linted."
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
