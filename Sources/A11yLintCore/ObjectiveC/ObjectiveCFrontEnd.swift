import CLibClang
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libclang token of an Objective-C file: its kind and its byte range in the file.
struct ObjCToken: Sendable {
    enum Kind: Int32, Sendable { case punctuation = 0, keyword, identifier, literal, comment }
    var kind: Kind
    var range: ByteRange
}

/// An Objective-C file as libclang reads it: its tokens.
struct ObjCUnit: Sendable {
    var tokens: [ObjCToken]
}

/// Reads `.m`, `.mm` and `.h` files with libclang's lexer, each on its own.
///
/// No compile database and no SDK are needed, and nothing is parsed: `clang_tokenize` is
/// clang's raw lexer over a file of a translation unit, and it needs no more of the unit
/// than the file's bytes in its source manager. So the unit's whole text sits inside
/// `#if 0 … #endif`, which clang's preprocessor skips without parsing (it was two thirds of
/// the time libclang took), and every fact the lowering needs (containers, superclasses,
/// properties, outlets, methods) is read from the tokens. What that costs: no macro is
/// expanded and no `#import` followed, so a class whose superclass is spelled by a macro
/// keeps the macro's name.
struct ObjectiveCFrontEnd: Sendable {
    let clang: LibClang
    /// Token offsets are read from the tokens themselves once checked (see `tokenize`);
    /// false reads every token through libclang's API (the tests compare the two).
    var readsTokenLayout = true

    // libclang's CXTranslationUnit_Flags values (stable C API).
    private static let parseOptions: UInt32 = 0x40 /* SkipFunctionBodies */ | 0x200 /* KeepGoing */ | 0x400 /* SingleFileParse */

    /// The tokens of one file, read as the file at `path` (its ending picks the language).
    func parse(path: String, bytes: [UInt8]) -> ObjCUnit? {
        parse(batch: [bytes], language: ObjectiveCFrontEnd.language(of: path)).first ?? nil
    }

    /// `objective-c++` for `.mm`, else `objective-c`.
    static func language(of path: String) -> String {
        path.hasSuffix(".mm") ? "objective-c++" : "objective-c"
    }

    /// Before the files of a batch: the unit is never parsed (see the type's note).
    static let prefix = Array("#if 0\n".utf8)
    /// Between two files of a batch, and after the last: the end of a block comment, a body
    /// and a container left open by a broken file, should the preprocessor have left the
    /// skipped block early (a stray `#endif` in a file); then only time is lost, as the
    /// tokens never depend on the preprocessor.
    static let separator = Array("\n*/}\n@end\n".utf8)
    static let suffix = Array("#endif\n".utf8)

    /// Reads several files through one translation unit: clang's setup of a unit (builtins,
    /// target, options) costs about a millisecond, forty times the tokenizing of a typical
    /// file, so files are read in batches. Each file is still tokenized on its own byte range
    /// (a fresh raw lexer, so an unterminated comment cannot run into the next file).
    func parse(batch files: [[UInt8]], language: String, clock: ObjectiveCPhaseClock? = nil) -> [ObjCUnit?] {
        let parseStart = clock?.now() ?? 0
        // Nothing is parsed, so the target only decides what the unit's setup costs: WebAssembly
        // registers few builtins (an arm64 iOS unit took four times as long to set up). The
        // language options, which the keywords depend on, are an iOS app's.
        let arguments = ["-x", language, "-target", "wasm32-unknown-unknown", "-fobjc-runtime=ios-14.0", "-fobjc-arc", "-fblocks",
                         "-nostdinc", "-nostdinc++", "-w"]
        var contents = ObjectiveCFrontEnd.prefix
        contents.reserveCapacity(files.reduce(0) { $0 + $1.count + ObjectiveCFrontEnd.separator.count }
                                 + ObjectiveCFrontEnd.prefix.count + ObjectiveCFrontEnd.suffix.count + 1)
        var ranges: [ByteRange] = []
        for file in files {
            let start = UInt32(contents.count)
            contents += file
            ranges.append(ByteRange(start: start, end: UInt32(contents.count)))
            contents += ObjectiveCFrontEnd.separator
        }
        contents += ObjectiveCFrontEnd.suffix
        let length = contents.count
        contents.append(0)
        // A virtual file name: nothing beside it on disk is ever read.
        let virtualPath = language == "objective-c++" ? "/a11ylint-objc/batch.mm" : "/a11ylint-objc/batch.m"
        guard let index = clang.createIndex(0, 0) else { return files.map { _ in nil } }
        defer { clang.disposeIndex(index) }
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        let unit: CXTranslationUnit? = virtualPath.withCString { name in
            contents.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text in
                        var unsaved = CXUnsavedFile(Filename: name, Contents: text, Length: UInt(length))
                        return cArguments.withUnsafeMutableBufferPointer { args in
                            args.baseAddress.flatMap { argv in
                                argv.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: args.count) { pointers in
                                    clang.parseTranslationUnit(index, name, pointers, Int32(args.count), &unsaved, 1,
                                                               ObjectiveCFrontEnd.parseOptions)
                                }
                            }
                        }
                    }
                }
            }
        }
        guard let unit else { return files.map { _ in nil } }
        defer { clang.disposeTranslationUnit(unit) }
        let tokenizeStart = clock?.now() ?? 0
        if let clock { clock.phases.parse += tokenizeStart - parseStart }
        defer { if let clock { clock.phases.tokenize += clock.now() - tokenizeStart } }
        return ranges.map { ObjCUnit(tokens: tokenize(unit, path: virtualPath, range: $0)) }
    }

    /// The tokens of `range` of the batch, with offsets relative to the range's start.
    ///
    /// A `CXToken` carries its kind, the raw encoding of its start location and its length
    /// (`int_data[0...2]`, set by libclang's `getTokens` since the 3.x releases), and a file
    /// location's raw encoding is the file's base in the source manager plus the offset. So
    /// the offsets are read from the token itself, not by asking for its extent (which lexes
    /// the token again) and decoding both ends. Before trusting that layout for a file, the
    /// first and last tokens are checked against `clang_getTokenExtent`; if either differs
    /// (another libclang), every token is read through the API.
    private func tokenize(_ unit: CXTranslationUnit, path: String, range fileRange: ByteRange) -> [ObjCToken] {
        guard let file = path.withCString({ clang.file(unit, $0) }) else { return [] }
        let begin = clang.locationForOffset(unit, file, fileRange.start)
        let range = clang.range(begin, clang.locationForOffset(unit, file, fileRange.end))
        var pointer: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang.tokenize(unit, range, &pointer, &count)
        guard let pointer else { return [] }
        defer { clang.disposeTokens(unit, pointer, count) }
        let tokens = UnsafeBufferPointer(start: pointer, count: Int(count))
        // The raw encoding of the batch's offset 0.
        let base = begin.int_data &- fileRange.start
        let isLayoutKnown = readsTokenLayout && (tokens.isEmpty
            || (extent(of: tokens[0], unit) == ObjectiveCFrontEnd.extent(of: tokens[0], base: base)
                && extent(of: tokens[tokens.count - 1], unit) == ObjectiveCFrontEnd.extent(of: tokens[tokens.count - 1], base: base)))
        var converted: [ObjCToken] = []
        converted.reserveCapacity(tokens.count)
        for token in tokens {
            let (start, end) = isLayoutKnown ? ObjectiveCFrontEnd.extent(of: token, base: base) : extent(of: token, unit)
            let rawKind = isLayoutKnown ? Int32(bitPattern: token.int_data.0) : clang.tokenKind(token)
            guard end >= start, start >= fileRange.start, end <= fileRange.end,
                  let kind = ObjCToken.Kind(rawValue: rawKind) else { continue }
            let relative = ByteRange(start: start - fileRange.start, end: end - fileRange.start)
            // Tokens come in file order; one that would go backwards is dropped.
            if let last = converted.last, relative.start < last.range.end { continue }
            converted.append(ObjCToken(kind: kind, range: relative))
        }
        return converted
    }

    /// A token's start and end offsets in the batch, through libclang's API.
    private func extent(of token: CXToken, _ unit: CXTranslationUnit) -> (UInt32, UInt32) {
        let extent = clang.tokenExtent(unit, token)
        return (clang.offset(of: clang.rangeStart(extent)), clang.offset(of: clang.rangeEnd(extent)))
    }

    /// A token's start and end offsets in the batch, read from the token (see `tokenize`).
    /// A location that is not in the batch (a macro's, or below `base`) comes out past its
    /// end, and the caller drops the token.
    static func extent(of token: CXToken, base: UInt32) -> (UInt32, UInt32) {
        let start = token.int_data.1 &- base
        return (start, start &+ token.int_data.2)
    }
}
