import Foundation

/// The `.stringsdict` (XML property list, on Foundation's parser: its errors are located as
/// well as it says, a character offset or a line), compiled `.strings` (a binary or XML property
/// list, as in a built bundle) and `.xcstrings` (`CatalogReader`) readers.
extension LocalizationTable {
    /// Keys of a `.stringsdict` that are format metadata, not text shown.
    static let stringsdictMetadataKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// Whether a `.strings` file is a binary property list (`bplist` magic).
    static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    /// Whether a `.strings` file is a property list rather than the text format: binary, or XML
    /// (`<?xml` or `<plist` first, after any UTF-8 byte-order mark and white space).
    static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        if isBinaryPropertyList(bytes) { return true }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        return rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<plist".utf8))
    }

    /// The entries of a `.strings` table compiled into a property list: a dictionary of
    /// string keys to string values (`keepsLinkedEntriesOnly`: only those whose value holds a link).
    static func propertyListStringsEntries(_ bytes: [UInt8], keepsLinkedEntriesOnly: Bool)
        throws(LocalizationTableError) -> [(key: String, values: [String])] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw isBinaryPropertyList(bytes)
                ? LocalizationTableError(offset: 0, message: "this binary property list is damaged")
                : located(error, in: bytes, what: "property list")
        }
        guard let dictionary = root as? [String: Any] else {
            throw LocalizationTableError(offset: 0, message: "the property list's root is not a dictionary of keys")
        }
        var entries: [(key: String, values: [String])] = []
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] as? String else {
                throw LocalizationTableError(offset: 0, message: "the value of \"\(key)\" is not a string")
            }
            if keepsLinkedEntriesOnly, !MarkdownLink.isContained(in: value) { continue }
            entries.append((key, [value]))
        }
        return entries
    }

    /// Each key's strings: its `NSStringLocalizedFormatKey` and every plural (or device,
    /// width) variant, found at any depth of the key's dictionary.
    static func stringsdictEntries(_ bytes: [UInt8]) throws(LocalizationTableError) -> [(key: String, values: [String])] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw located(error, in: bytes, what: "property list")
        }
        guard let dictionary = root as? [String: Any] else {
            throw LocalizationTableError(offset: 0, message: "the property list's root is not a dictionary of keys")
        }
        var entries: [(key: String, values: [String])] = []
        for key in dictionary.keys.sorted() {
            var values: [String] = []
            collectStrings(dictionary[key], skipping: stringsdictMetadataKeys, into: &values)
            entries.append((key, values))
        }
        return entries
    }

    /// Every string value under `value` (dictionaries and arrays walked), except under the keys `skipping`.
    static func collectStrings(_ value: Any?, skipping: Set<String>, into values: inout [String]) {
        if let string = value as? String {
            values.append(string)
        } else if let dictionary = value as? [String: Any] {
            for key in dictionary.keys.sorted() where !skipping.contains(key) {
                collectStrings(dictionary[key], skipping: skipping, into: &values)
            }
        } else if let array = value as? [Any] {
            for element in array { collectStrings(element, skipping: skipping, into: &values) }
        }
    }

    /// A catalog's source language and, for each key, its strings in that language (`CatalogReader`).
    static func catalogEntries(_ bytes: [UInt8], source: SourceFile) throws(LocalizationTableError)
        -> (language: String, entries: [(key: String, values: [String])]) {
        var text = bytes
        if text.count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF {
            text.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20])  // a byte-order mark: offsets stay
        }
        var reader = CatalogReader(bytes: text)
        return try reader.read()
    }

    /// A parser's error with the place it names: `around character N` (a byte offset),
    /// `around line L, column C`, or `on line L`; the start of the file when it names none.
    static func located(_ error: Error, in bytes: [UInt8], what: String) -> LocalizationTableError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        let words = detail.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).map(String.init)
        func number(after word: String) -> Int? {
            guard let position = words.firstIndex(of: word), position + 1 < words.count else { return nil }
            return Int(words[position + 1])
        }
        var offset = 0
        if let character = number(after: "character") {
            offset = min(max(character, 0), bytes.count)
        } else if let line = number(after: "line") {
            let source = SourceFile(path: "", bytes: bytes)
            let lineIndex = min(max(line - 1, 0), source.lineStarts.count - 1)
            offset = Int(source.lineStarts[lineIndex]) + max((number(after: "column") ?? 1) - 1, 0)
            offset = min(offset, bytes.count)
        }
        return LocalizationTableError(offset: offset, message: "not a valid \(what): \(detail)")
    }
}
