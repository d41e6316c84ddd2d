import CLibClang
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libclang, opened at run time with `dlopen`, so that building a11ylint needs no system
/// package and a machine without libclang still lints Swift and Interface Builder files.
///
/// Where it is looked for, in order: the `--libclang PATH` option or `A11YLINT_LIBCLANG`;
/// the Swift toolchain's own `usr/lib/libclang.so` beside the `swift` on `PATH`; Xcode's
/// and the Command Line Tools' `libclang.dylib`; Debian's `libclang-N.so.1` and
/// `/usr/lib/llvm-N/lib/libclang.so`; and last the plain `libclang.so` of the loader's path.
public final class LibClang: @unchecked Sendable {
    // `@unchecked Sendable`: every member is an immutable C function pointer; libclang's
    // functions are safe to call from several threads as long as each thread works on its
    // own index and translation unit, which `ObjectiveCFrontEnd` guarantees.
    let createIndex: A11yCreateIndex
    let disposeIndex: A11yDisposeIndex
    let parseTranslationUnit: A11yParseTranslationUnit
    let disposeTranslationUnit: A11yDisposeTranslationUnit
    let rangeStart: A11yGetRangeStart
    let rangeEnd: A11yGetRangeStart
    let fileLocation: A11yGetFileLocation
    let cString: A11yGetCString
    let disposeString: A11yDisposeString
    let tokenize: A11yTokenize
    let tokenKind: A11yGetTokenKind
    let tokenExtent: A11yGetTokenExtent
    let disposeTokens: A11yDisposeTokens
    let file: A11yGetFile
    let locationForOffset: A11yGetLocationForOffset
    let range: A11yGetRange
    /// The file the library was opened from.
    public let path: String

    /// Why no libclang could be opened: the places tried, for the one-line message on stderr.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var tried: [String]
        public var description: String {
            "no libclang could be loaded (tried \(tried.joined(separator: ", "))); set A11YLINT_LIBCLANG or pass --libclang PATH"
        }
    }

    private init?(handle: UnsafeMutableRawPointer, path: String) {
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(handle, name) else { return nil }
            return unsafeBitCast(address, to: type)
        }
        guard let createIndex = symbol("clang_createIndex", as: A11yCreateIndex.self),
              let disposeIndex = symbol("clang_disposeIndex", as: A11yDisposeIndex.self),
              let parse = symbol("clang_parseTranslationUnit", as: A11yParseTranslationUnit.self),
              let disposeUnit = symbol("clang_disposeTranslationUnit", as: A11yDisposeTranslationUnit.self),
              let start = symbol("clang_getRangeStart", as: A11yGetRangeStart.self),
              let end = symbol("clang_getRangeEnd", as: A11yGetRangeStart.self),
              let location = symbol("clang_getFileLocation", as: A11yGetFileLocation.self),
              let cString = symbol("clang_getCString", as: A11yGetCString.self),
              let disposeString = symbol("clang_disposeString", as: A11yDisposeString.self),
              let tokenize = symbol("clang_tokenize", as: A11yTokenize.self),
              let tokenKind = symbol("clang_getTokenKind", as: A11yGetTokenKind.self),
              let tokenExtent = symbol("clang_getTokenExtent", as: A11yGetTokenExtent.self),
              let disposeTokens = symbol("clang_disposeTokens", as: A11yDisposeTokens.self),
              let file = symbol("clang_getFile", as: A11yGetFile.self),
              let offsetLocation = symbol("clang_getLocationForOffset", as: A11yGetLocationForOffset.self),
              let range = symbol("clang_getRange", as: A11yGetRange.self)
        else { return nil }
        self.createIndex = createIndex
        self.disposeIndex = disposeIndex
        self.parseTranslationUnit = parse
        self.disposeTranslationUnit = disposeUnit
        self.rangeStart = start
        self.rangeEnd = end
        self.fileLocation = location
        self.cString = cString
        self.disposeString = disposeString
        self.tokenize = tokenize
        self.tokenKind = tokenKind
        self.tokenExtent = tokenExtent
        self.disposeTokens = disposeTokens
        self.file = file
        self.locationForOffset = offsetLocation
        self.range = range
        self.path = path
    }

    /// Opens the first libclang that loads and exports every function a11ylint calls.
    /// `explicitPath` (the `--libclang` option) is the only place tried when given.
    public static func load(explicitPath: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<LibClang, LoadError> {
        let candidates = explicitPath.map { [$0] } ?? searchPaths(environment: environment)
        var tried: [String] = []
        for candidate in candidates {
            tried.append(candidate)
            guard let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let library = LibClang(handle: handle, path: candidate) { return .success(library) }
            dlclose(handle)
        }
        return .failure(LoadError(tried: tried))
    }

    /// The places `load` tries, most specific first.
    static func searchPaths(environment: [String: String]) -> [String] {
        var paths: [String] = []
        if let configured = environment["A11YLINT_LIBCLANG"], !configured.isEmpty { return [configured] }
        #if os(macOS)
        let library = "libclang.dylib"
        #else
        let library = "libclang.so"
        #endif
        // The toolchain's own copy, beside the `swift` driver on PATH (symlinks resolved).
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let driver = "\(folder)/swift"
            guard FileManager.default.isExecutableFile(atPath: driver) else { continue }
            let resolved = URL(fileURLWithPath: driver).resolvingSymlinksInPath().deletingLastPathComponent()
            paths.append(resolved.deletingLastPathComponent().appendingPathComponent("lib/\(library)").path)
            break
        }
        #if os(macOS)
        paths += ["/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
                  "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib"]
        #else
        for version in stride(from: 21, through: 11, by: -1) {
            paths.append("/usr/lib/llvm-\(version)/lib/libclang.so")
            paths.append("libclang-\(version).so.1")
        }
        #endif
        paths.append(library)
        return paths
    }

    // MARK: - Resident pages

    /// Drops libclang's clean, read-only pages (its code and constant data, about 40 MB once
    /// a batch has been parsed) from the process's resident memory, once every Objective-C
    /// file is tokenized. The library cannot be closed (it is linked `NODELETE`: `dlclose`
    /// leaves it mapped), so this is how its share of the peak goes. A later call into it
    /// (the cache's re-parse of a restored file) pages the code back in from the file.
    ///
    /// Only mappings of the library's file that are not writable and hold no private page
    /// (`Private_Dirty` and `Anonymous` both 0 in `/proc/self/smaps`) are dropped: such a
    /// page is exactly the file's bytes, so `MADV_DONTNEED` loses nothing (the relocated
    /// read-only data, written by the loader before it was protected, is private and kept).
    /// Linux only; elsewhere a no-op. Returns the bytes dropped.
    @discardableResult
    public func releaseResidentPages() -> Int {
        #if os(Linux)
        guard case .success(let bytes) = FileIO.read("/proc/self/smaps") else { return 0 }
        let mappings = LibClang.mappings(inSmaps: bytes)
        // The library's file: the one mapped where its code is.
        let code = Int(bitPattern: unsafeBitCast(createIndex, to: UnsafeRawPointer.self))
        guard let library = mappings.first(where: { $0.start <= code && code < $0.end })?.path, !library.isEmpty else { return 0 }
        var released = 0
        for mapping in mappings where mapping.path == library && mapping.isDroppable {
            guard let start = UnsafeMutableRawPointer(bitPattern: mapping.start) else { continue }
            if madvise(start, mapping.end - mapping.start, Int32(MADV_DONTNEED)) == 0 { released += mapping.resident }
        }
        return released
        #else
        return 0
        #endif
    }

    /// One mapping of `/proc/self/smaps`: its address range, the file mapped (empty for
    /// anonymous memory), whether it may be dropped (readable, not writable, private, no
    /// page of its own) and its resident bytes.
    struct Mapping: Equatable {
        var start: Int
        var end: Int
        var path: String
        var isReadOnly: Bool
        var privateBytes = 0
        var resident = 0
        var isDroppable: Bool { isReadOnly && privateBytes == 0 && end > start }
    }

    /// The mappings listed in the text of an smaps file.
    static func mappings(inSmaps text: String) -> [Mapping] { mappings(inSmaps: Array(text.utf8)) }

    /// The mappings listed in an smaps file's bytes. Read a line at a time on bytes: the file
    /// has some twenty lines per mapping and thousands of mappings once libclang and the
    /// allocator's arenas are in, and splitting it as `String`s cost more than a small app's
    /// lint (perf, lead 7). Only the header and the four counted fields are decoded.
    static func mappings(inSmaps bytes: [UInt8]) -> [Mapping] {
        var result: [Mapping] = []
        var current: Mapping?
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        let counted: [(name: [UInt8], isResident: Bool)] = [
            (Array("Rss:".utf8), true), (Array("Private_Dirty:".utf8), false),
            (Array("Anonymous:".utf8), false), (Array("Swap:".utf8), false),
        ]
        var lineStart = 0
        let count = bytes.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count, bytes[lineEnd] != newline { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            // The line's fields: runs of non-space bytes.
            var fields: [Range<Int>] = []
            var index = lineStart
            while index < lineEnd, fields.count < 6 {
                while index < lineEnd, bytes[index] == space { index += 1 }
                guard index < lineEnd else { break }
                let fieldStart = index
                while index < lineEnd, bytes[index] != space { index += 1 }
                fields.append(fieldStart..<index)
            }
            guard let first = fields.first else { continue }
            let firstBytes = bytes[first]
            if firstBytes.last != UInt8(ascii: ":"), let dash = firstBytes.firstIndex(of: UInt8(ascii: "-")), fields.count >= 5 {
                // A mapping's header: `start-end perms offset device inode [path]`.
                if let mapping = current { result.append(mapping) }
                current = nil
                let permissions = bytes[fields[1]]
                guard let start = hexValue(bytes[first.lowerBound..<dash]), let end = hexValue(bytes[(dash + 1)..<first.upperBound]),
                      permissions.count == 4 else { continue }
                let readable = permissions[permissions.startIndex] == UInt8(ascii: "r")
                    && permissions[permissions.startIndex + 1] == UInt8(ascii: "-")
                    && permissions[permissions.startIndex + 3] == UInt8(ascii: "p")
                var path = ""
                if fields.count > 5 {
                    // The rest of the line, its runs of spaces read as one (as the fields were).
                    var pathEnd = lineEnd
                    while pathEnd > fields[5].lowerBound, bytes[pathEnd - 1] == space { pathEnd -= 1 }
                    var collapsed: [UInt8] = []
                    collapsed.reserveCapacity(pathEnd - fields[5].lowerBound)
                    for byte in bytes[fields[5].lowerBound..<pathEnd] where !(byte == space && collapsed.last == space) {
                        collapsed.append(byte)
                    }
                    path = String(decoding: collapsed, as: UTF8.self)
                }
                current = Mapping(start: start, end: end, path: path, isReadOnly: readable)
                continue
            }
            guard current != nil, fields.count >= 2,
                  let field = counted.first(where: { firstBytes.elementsEqual($0.name) }),
                  let kilobytes = decimalValue(bytes[fields[1]]) else { continue }
            if field.isResident { current?.resident = kilobytes * 1024 } else { current?.privateBytes += kilobytes * 1024 }
        }
        if let mapping = current { result.append(mapping) }
        return result
    }

    private static func hexValue(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value = 0
        for byte in digits {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value &<< 4 | digit
        }
        return value
    }

    private static func decimalValue(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The Swift string of a `CXString`, which is then disposed.
    func string(_ value: CXString) -> String {
        defer { disposeString(value) }
        guard let pointer = cString(value) else { return "" }
        return String(cString: pointer)
    }

    /// The byte offset of a location in its file.
    func offset(of location: CXSourceLocation) -> UInt32 {
        var offset: UInt32 = 0
        fileLocation(location, nil, nil, nil, &offset)
        return offset
    }
}
