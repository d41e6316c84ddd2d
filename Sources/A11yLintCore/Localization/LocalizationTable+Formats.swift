import Foundation

/// The `.stringsdict` (XML property list) and `.xcstrings` (JSON string catalog) readers,
/// on Foundation's own parsers; their errors are located in the file as well as the
/// parsers say (a character offset, or a line).
extension LocalizationTable {
    /// Keys of a `.stringsdict` that are format metadata, not text shown.
    static let stringsdictMetadataKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

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

    /// A catalog's source language and, for each key, its strings in that language: the
    /// `stringUnit` value and every variation's (plural, device, substitutions). A key without
    /// a localization in the source language shows the key itself, as Xcode builds it.
    static func catalogEntries(_ bytes: [UInt8], source: SourceFile) throws(LocalizationTableError)
        -> (language: String, entries: [(key: String, values: [String])]) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            throw located(error, in: bytes, what: "JSON")
        }
        guard let catalog = root as? [String: Any] else {
            throw LocalizationTableError(offset: 0, message: "the string catalog's root is not a JSON object")
        }
        guard let language = catalog["sourceLanguage"] as? String else {
            throw LocalizationTableError(offset: 0, message: "the string catalog names no `sourceLanguage`")
        }
        guard let strings = (catalog["strings"] ?? [String: Any]()) as? [String: Any] else {
            throw LocalizationTableError(offset: offset(ofKey: "strings", in: bytes),
                                         message: "the string catalog's `strings` is not a JSON object")
        }
        var entries: [(key: String, values: [String])] = []
        for key in strings.keys.sorted() {
            let entry = strings[key] as? [String: Any]
            let localizations = entry?["localizations"] as? [String: Any]
            guard let localization = localizations?[language] else {
                entries.append((key, [key]))
                continue
            }
            var values: [String] = []
            collectCatalogValues(localization, into: &values)
            entries.append((key, values.isEmpty ? [key] : values))
        }
        return (language, entries)
    }

    /// The `value` of every `stringUnit` under a catalog localization.
    static func collectCatalogValues(_ node: Any?, into values: inout [String]) {
        guard let dictionary = node as? [String: Any] else {
            if let array = node as? [Any] { for element in array { collectCatalogValues(element, into: &values) } }
            return
        }
        if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            values.append(value)
        }
        for key in dictionary.keys.sorted() where key != "stringUnit" {
            collectCatalogValues(dictionary[key], into: &values)
        }
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

    /// The offset of `"name"` in the bytes, or 0.
    static func offset(ofKey name: String, in bytes: [UInt8]) -> Int {
        let needle = Array("\"\(name)\"".utf8)
        guard bytes.count >= needle.count else { return 0 }
        for start in 0...(bytes.count - needle.count) where MarkdownLink.hasPrefix(needle, in: bytes, at: start) {
            return start
        }
        return 0
    }
}
