import Foundation

/// A recorded set of accepted findings, so a legacy project can adopt a11ylint
/// and see only new problems.
///
/// Entries hold the rule, the path, the finding's source line with whitespace
/// normalized, and its occurrence among identical (rule, path, text) findings —
/// no line numbers, so lines inserted or deleted above a finding do not
/// resurface it. The file is pretty-printed JSON, sorted, stable across runs.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        /// The finding's line, trimmed and with whitespace runs collapsed.
        public var text: String
        /// 0 for the first of identical (rule, path, text) findings, 1 for the next...
        public var occurrence: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.text, lhs.occurrence) < (rhs.path, rhs.rule, rhs.text, rhs.occurrence)
        }
    }

    public private(set) var entries: [Entry]

    /// Errors reading a baseline file.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: cannot use baseline: \(reason)" }
    }

    public init(entries: [Entry]) {
        self.entries = entries.map { entry in
            var normalized = entry
            normalized.path = FileDiscovery.normalize(entry.path)
            return normalized
        }.sorted()
    }

    /// Records findings (io-error findings are never baselined).
    public init(findings: [Finding]) {
        self.init(entries: Baseline.entries(for: findings.filter { $0.ruleID != BuiltinDiagnostics.ioErrorID }))
    }

    /// The entry key of each finding, in the order given: its fingerprint key,
    /// with the path only normalized (`FileDiscovery.normalize`), not made relative.
    static func entries(for findings: [Finding]) -> [Entry] {
        Fingerprint.keys(for: findings, path: FileDiscovery.normalize).map { key in
            Entry(rule: key.ruleID, path: key.path, text: key.normalizedLine, occurrence: key.occurrence)
        }
    }

    /// The findings not recorded in the baseline (new ones), in the order given.
    public func filter(_ findings: [Finding]) -> [Finding] {
        let recorded = Set(entries)
        let keys = Baseline.entries(for: findings)
        return zip(findings, keys).filter { !recorded.contains($0.1) }.map(\.0)
    }

    /// The baseline as pretty JSON (sorted entries, trailing newline).
    public func rendered() -> String {
        let values: [JSONValue] = entries.map { entry in
            .object(["rule": .string(entry.rule), "path": .string(entry.path), "line": .string(entry.text),
                     "occurrence": .int(entry.occurrence)])
        }
        return JSONValue.object(["version": .int(1), "findings": .array(values)]).rendered() + "\n"
    }

    /// Parses a baseline file's contents.
    public static func parse(_ data: Data, path: String) throws(ReadError) -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(path: path, reason: "not a JSON object (write one with --write-baseline)")
        }
        guard (object["version"] as? Int) == 1, let findings = object["findings"] as? [[String: Any]] else {
            throw ReadError(path: path, reason: "expected {\"version\": 1, \"findings\": [...]}")
        }
        var entries: [Entry] = []
        for (position, finding) in findings.enumerated() {
            guard let rule = finding["rule"] as? String, let file = finding["path"] as? String,
                  let text = finding["line"] as? String, let occurrence = finding["occurrence"] as? Int else {
                throw ReadError(path: path, reason: "entry \(position + 1) needs rule, path, line and occurrence")
            }
            entries.append(Entry(rule: rule, path: FileDiscovery.normalize(file), text: text, occurrence: occurrence))
        }
        return Baseline(entries: entries)
    }
}
