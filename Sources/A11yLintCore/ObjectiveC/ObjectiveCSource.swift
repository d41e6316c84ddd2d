/// The entry points for Objective-C files: which paths are Objective-C, and their lowering.
public enum ObjectiveCSource {
    /// `.m`, `.mm` and `.h` files.
    public static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// The Swift text standing for the Objective-C file `bytes`, or nil when libclang could
    /// not make a translation unit of it.
    public static func lower(path: String, bytes: [UInt8], clang: LibClang) -> LoweredSource? {
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
