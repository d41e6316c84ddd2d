import Foundation

/// One localization table file of the project (`.strings`, `.stringsdict` or `.xcstrings`):
/// its table name, the language whose values it holds, and those values by key.
///
/// Only what the rules read is kept: the values of the development (base) language. An
/// `.xcstrings` catalog holds every language and names its `sourceLanguage`; a `.strings` or
/// `.stringsdict` file holds one language, named by its `xx.lproj` folder (`Base.lproj`,
/// `en.lproj`; none for a file outside any `.lproj`). A `.stringsdict` key's value is every
/// string of its plural (or device) variants, so a link in any variant counts.
public struct LocalizationTable: Sendable {
    /// The three table formats Xcode builds.
    public enum Format: String, Sendable, CaseIterable {
        case strings, stringsdict, xcstrings
    }

    public var path: String
    /// The table name: the file name without its extension (`Localizable`, `InfoPlist`).
    public var name: String
    public var format: Format
    /// `Base`, `en`, `de`… from the `.lproj` folder, the `sourceLanguage` of a catalog, or ""
    /// for a file in no `.lproj` folder.
    public var language: String
    /// For each key, its value's strings in `language` (one for `.strings`, one per variant otherwise).
    public var entries: [(key: String, values: [String])] = []

    /// The format a path names, or `nil` when it is no localization table.
    public static func format(of path: String) -> Format? {
        if path.hasSuffix(".strings") { return .strings }
        if path.hasSuffix(".stringsdict") { return .stringsdict }
        if path.hasSuffix(".xcstrings") { return .xcstrings }
        return nil
    }

    /// Whether a path names a localization table.
    public static func isTable(_ path: String) -> Bool { format(of: path) != nil }

    /// The table name and `.lproj` language of a path (`App/Base.lproj/Localizable.strings` →
    /// `Localizable`, `Base`).
    /// Read on the path's UTF-8 bytes from the end: a `String` split by `Character` cost more
    /// than parsing a small table (perf, lead 7).
    static func nameAndLanguage(of path: String) -> (name: String, language: String) {
        let slash = UInt8(ascii: "/")
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }        // empty components are ignored
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        let file = bytes[start..<end]
        let name = file.lastIndex(of: UInt8(ascii: ".")).map { String(decoding: file[..<$0], as: UTF8.self) }
            ?? String(decoding: file, as: UTF8.self)
        var folderEnd = start
        while folderEnd > 0, bytes[folderEnd - 1] == slash { folderEnd -= 1 }
        var folderStart = folderEnd
        while folderStart > 0, bytes[folderStart - 1] != slash { folderStart -= 1 }
        let folder = bytes[folderStart..<folderEnd]
        let suffix = Array(".lproj".utf8)
        var language = ""
        if folder.count >= suffix.count, folder.suffix(suffix.count).elementsEqual(suffix) {
            language = String(decoding: folder.dropLast(suffix.count), as: UTF8.self)
        }
        return (name, language)
    }

    /// Parses a table file. The result's `source` is the file as UTF-8 (a UTF-16 `.strings`
    /// file is converted), which an error's offset points into.
    /// With `keepsLinkedEntriesOnly` (the linter's pass 1), a `.strings` table keeps only the
    /// entries whose value holds a link (the file is validated all the same).
    public static func parse(path: String, bytes: [UInt8], keepsLinkedEntriesOnly: Bool = false)
        -> (source: SourceFile, result: Result<LocalizationTable, LocalizationTableError>) {
        let (name, folderLanguage) = nameAndLanguage(of: path)
        let format = format(of: path) ?? .strings
        var table = LocalizationTable(path: path, name: name, format: format, language: folderLanguage)
        switch format {
        case .strings:
            // A compiled table (what Xcode copies into a built bundle, a vendored framework's
            // `.lproj`): a binary or XML property list, which the system reads as well as text.
            if LocalizationTable.isPropertyList(bytes) {
                let source = SourceFile(path: path, bytes: LocalizationTable.isBinaryPropertyList(bytes) ? [] : bytes)
                do {
                    table.entries = try LocalizationTable.propertyListStringsEntries(bytes, keepsLinkedEntriesOnly: keepsLinkedEntriesOnly)
                } catch {
                    return (source, .failure(error))
                }
                return (source, .success(table))
            }
            let decoded: [UInt8]
            switch StringsFileParser.utf8Text(of: bytes) {
            case .success(let text): decoded = text
            case .failure(let error): return (SourceFile(path: path, bytes: bytes), .failure(error))
            }
            let source = SourceFile(path: path, bytes: decoded)
            var parser = StringsFileParser(bytes: decoded, keepsLinkedPairsOnly: keepsLinkedEntriesOnly)
            do {
                table.entries = try parser.parse().map { ($0.key, [$0.value]) }
            } catch {
                return (source, .failure(error))
            }
            return (source, .success(table))
        case .stringsdict:
            let source = SourceFile(path: path, bytes: bytes)
            do {
                table.entries = try LocalizationTable.stringsdictEntries(bytes)
            } catch {
                return (source, .failure(error))
            }
            return (source, .success(table))
        case .xcstrings:
            let source = SourceFile(path: path, bytes: bytes)
            do {
                let (language, entries) = try LocalizationTable.catalogEntries(bytes, source: source)
                table.language = language
                table.entries = entries
            } catch {
                return (source, .failure(error))
            }
            return (source, .success(table))
        }
    }

    /// The keys whose value (in any variant) shows a Markdown link when SwiftUI renders it.
    public var linkedKeys: [String] {
        entries.compactMap { entry in entry.values.contains(where: MarkdownLink.isContained) ? entry.key : nil }
    }
}

/// Why a table file could not be read: the byte offset (into its UTF-8 text) and what is wrong.
public struct LocalizationTableError: Error, Sendable, CustomStringConvertible {
    public var offset: Int
    public var message: String
    public var description: String { message }
}

/// What SwiftUI renders as a link in a `LocalizedStringKey` or `AttributedString(markdown:)`:
/// an inline link `[text](destination)` or an autolink `<https://…>` (CommonMark §6.5, which
/// Foundation's Markdown parser follows). A bare URL is plain text.
public enum MarkdownLink {
    /// Whether `text` holds a Markdown link.
    public static func isContained(in text: String) -> Bool {
        isContained(in: Array(text.utf8)[...])
    }

    /// Whether the UTF-8 bytes hold a Markdown link: `[`, then `](` after it, then `)` after that,
    /// with no line break between (an inline link stays on one line here), or `<http://`,
    /// `<https://`, `<mailto:`.
    public static func isContained(in bytes: ArraySlice<UInt8>) -> Bool {
        var bracket = -1
        var middle = -1
        var index = bytes.startIndex
        let count = bytes.endIndex
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                index += 2                                         // an escaped `\[` opens no link
                continue
            case UInt8(ascii: "["):
                if middle < 0 { bracket = index }
            case UInt8(ascii: "]"):
                if bracket >= 0, middle < 0, index + 1 < count, bytes[index + 1] == UInt8(ascii: "(") {
                    middle = index + 1
                    index += 2
                    continue
                }
            case UInt8(ascii: ")"):
                if middle >= 0 { return true }
            case UInt8(ascii: "\n"):
                bracket = -1
                middle = -1
            case UInt8(ascii: "<"):
                for scheme in autolinkSchemes where hasPrefix(scheme, in: bytes, at: index + 1) { return true }
            default: break
            }
            index += 1
        }
        return false
    }

    static let autolinkSchemes: [[UInt8]] = [Array("https://".utf8), Array("http://".utf8), Array("mailto:".utf8)]

    static func hasPrefix(_ prefix: [UInt8], in bytes: ArraySlice<UInt8>, at start: Int) -> Bool {
        guard start + prefix.count <= bytes.endIndex else { return false }
        for offset in prefix.indices where bytes[start + offset] != prefix[offset] { return false }
        return true
    }
}
