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

/// A declaration libclang found: a class interface, category, implementation, protocol,
/// property or method, with its name and extent.
struct ObjCDeclaration: Sendable {
    enum Kind: Sendable { case interface, category, `protocol`, implementation, categoryImplementation, property, instanceMethod, classMethod }
    var kind: Kind
    var name: String
    var range: ByteRange
    /// The superclass of an `@interface`, or the class a category extends.
    var relatedClass: String?
    /// A property marked `IBOutlet`.
    var isOutlet = false
}

/// An Objective-C file as libclang reads it: the tokens and the declarations.
struct ObjCUnit: Sendable {
    var tokens: [ObjCToken]
    var declarations: [ObjCDeclaration]
}

/// Parses `.m`, `.mm` and `.h` files with libclang, each on its own.
///
/// No compile database and no SDK are needed: every file is parsed as a single file
/// (`#import`s are not followed), with the few UIKit macros that change the grammar
/// (`IBOutlet`, `IBAction`, `IBInspectable`, nullability regions) defined on the command line.
/// What that costs: a type declared only in a header is unknown to the parser, so a
/// property of that type may lose its cursor; the lowering then reads the tokens instead.
struct ObjectiveCFrontEnd: Sendable {
    let clang: LibClang
    /// Token offsets are read from the tokens themselves once checked (see `tokenize`);
    /// false reads every token through libclang's API (the tests compare the two).
    var readsTokenLayout = true

    // libclang's CXTranslationUnit_Flags values (stable C API); the cursor kinds are in `visit`.
    private static let parseOptions: UInt32 = 0x40 /* SkipFunctionBodies */ | 0x200 /* KeepGoing */ | 0x400 /* SingleFileParse */

    /// Tokens and declarations of one file, read as the file at `path` (its ending picks the language).
    func parse(path: String, bytes: [UInt8]) -> ObjCUnit? {
        parse(batch: [bytes], language: ObjectiveCFrontEnd.language(of: path)).first ?? nil
    }

    /// `objective-c++` for `.mm`, else `objective-c`.
    static func language(of path: String) -> String {
        path.hasSuffix(".mm") ? "objective-c++" : "objective-c"
    }

    /// Between two files of a batch: the end of a block comment, a body and a container left
    /// open by a broken file (outside them, a stray `*/`, `}` or `@end` is an error clang
    /// recovers from).
    static let separator = Array("\n*/}\n@end\n".utf8)

    /// Parses several files through one translation unit: clang's setup of a unit (builtins,
    /// target, options) costs about a millisecond, forty times the parse of a typical file,
    /// so files are parsed in batches. Each file is still tokenized on its own byte range (a
    /// fresh raw lexer, so an unterminated comment cannot run into the next file), and only
    /// declarations lying wholly inside a file's range are its own. A file's declarations can
    /// still be lost to a parse error in an earlier file of its batch; the lowering reads the
    /// same facts from the tokens, so the findings do not depend on the batch.
    func parse(batch files: [[UInt8]], language: String, clock: ObjectiveCPhaseClock? = nil) -> [ObjCUnit?] {
        let parseStart = clock?.now() ?? 0
        let arguments = ["-x", language, "-target", "arm64-apple-ios14.0", "-fobjc-arc", "-fno-spell-checking", "-fblocks",
                         "-nostdinc", "-nostdinc++", "-ferror-limit=1", "-w",
                         "-DIBOutlet=__attribute__((iboutlet))", "-DIBAction=void", "-DIBInspectable=", "-DIB_DESIGNABLE=",
                         "-DNS_ASSUME_NONNULL_BEGIN=", "-DNS_ASSUME_NONNULL_END=", "-DNS_DESIGNATED_INITIALIZER=",
                         "-DUI_APPEARANCE_SELECTOR="]
        var contents: [UInt8] = []
        contents.reserveCapacity(files.reduce(0) { $0 + $1.count + ObjectiveCFrontEnd.separator.count } + 1)
        var ranges: [ByteRange] = []
        for file in files {
            let start = UInt32(contents.count)
            contents += file
            ranges.append(ByteRange(start: start, end: UInt32(contents.count)))
            contents += ObjectiveCFrontEnd.separator
        }
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
        let declarationsStart = clock?.now() ?? 0
        let declarations = collectDeclarations(unit)
        let tokenizeStart = clock?.now() ?? 0
        if let clock {
            clock.phases.parse += declarationsStart - parseStart
            clock.phases.declarations += tokenizeStart - declarationsStart
        }
        defer { if let clock { clock.phases.tokenize += clock.now() - tokenizeStart } }
        var units: [ObjCUnit?] = []
        var cursor = 0
        for range in ranges {
            let tokens = tokenize(unit, path: virtualPath, range: range)
            while cursor < declarations.count, declarations[cursor].range.start < range.start { cursor += 1 }
            var own: [ObjCDeclaration] = []
            var position = cursor
            while position < declarations.count, declarations[position].range.start < range.end {
                var declaration = declarations[position]
                if declaration.range.end <= range.end {
                    declaration.range = ByteRange(start: declaration.range.start - range.start, end: declaration.range.end - range.start)
                    own.append(declaration)
                }
                position += 1
            }
            units.append(ObjCUnit(tokens: tokens, declarations: own))
        }
        return units
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

    /// Collects the container, property and method declarations, walking only into containers.
    final class Collector {
        let clang: LibClang
        var declarations: [ObjCDeclaration] = []
        init(clang: LibClang) { self.clang = clang }
    }

    private func collectDeclarations(_ unit: CXTranslationUnit) -> [ObjCDeclaration] {
        let collector = Collector(clang: clang)
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = clang.visitChildren(clang.translationUnitCursor(unit), { cursor, _, data in
            guard let data else { return 0 /* Break */ }
            let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
            return collector.visit(cursor)
        }, context)
        return collector.declarations.sorted { $0.range.start < $1.range.start }
    }
}

extension ObjectiveCFrontEnd.Collector {
    /// Records one cursor; returns CXChildVisit_Continue (1) or, for containers, Recurse (2).
    /// Kinds (CXCursorKind): 11 @interface, 12 category, 13 @protocol, 14 @property,
    /// 16/17 instance/class method, 18 @implementation, 19 category @implementation.
    func visit(_ cursor: CXCursor) -> Int32 {
        let kind: ObjCDeclaration.Kind
        switch clang.cursorKind(cursor) {
        case 11: kind = .interface
        case 12: kind = .category
        case 13: kind = .protocol
        case 14: kind = .property
        case 16: kind = .instanceMethod
        case 17: kind = .classMethod
        case 18: kind = .implementation
        case 19: kind = .categoryImplementation
        default: return 1
        }
        let extent = clang.cursorExtent(cursor)
        let range = ByteRange(start: clang.offset(of: clang.rangeStart(extent)), end: clang.offset(of: clang.rangeEnd(extent)))
        var declaration = ObjCDeclaration(kind: kind, name: clang.string(clang.cursorSpelling(cursor)), range: range)
        // The children name the superclass (40), the extended class (42) and the IBOutlet attribute (402).
        let box = ChildScan()
        let context = Unmanaged.passUnretained(box).toOpaque()
        let clang = self.clang
        box.clang = clang
        _ = clang.visitChildren(cursor, { child, _, data in
            guard let data else { return 0 }
            let box = Unmanaged<ChildScan>.fromOpaque(data).takeUnretainedValue()
            guard let clang = box.clang else { return 0 }
            switch clang.cursorKind(child) {
            case 40, 42: if box.related == nil { box.related = clang.string(clang.cursorSpelling(child)) }
            case 402: box.isOutlet = true
            default: break
            }
            return 1
        }, context)
        declaration.relatedClass = box.related
        declaration.isOutlet = box.isOutlet
        declarations.append(declaration)
        switch kind {
        case .interface, .category, .implementation, .categoryImplementation, .protocol: return 2
        default: return 1
        }
    }
}

/// What a declaration's children say (superclass, extended class, outlet attribute).
private final class ChildScan {
    var clang: LibClang?
    var related: String?
    var isOutlet = false
}
