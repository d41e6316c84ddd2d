/// Stable identities for findings, shared by SARIF `partialFingerprints`,
/// GitLab `fingerprint` and the baseline.
///
/// A fingerprint must survive unrelated edits: inserting lines above a finding
/// shifts its line number but must not make code scanning open a new alert.
/// So it is built from what the finding *is* — rule id, repository-relative
/// path, the normalized text of its line — plus the occurrence index that
/// tells apart identical lines in the same file (two `Image("paw")` lines).
/// Line and column numbers never enter it.
public enum Fingerprint {
    /// The identity of one finding, before hashing.
    public struct Key: Hashable, Sendable {
        public var ruleID: String
        /// Repository-relative where possible (see `ReportPaths.relative`), so
        /// `./App/A.swift`, `App/A.swift` and `/abs/root/App/A.swift` agree.
        public var path: String
        /// The finding's source line after `Fingerprint.normalize`.
        public var normalizedLine: String
        /// 0 for the first finding with this rule, path and line text, 1 for the next …
        public var occurrence: Int

        /// Creates a key from its parts.
        public init(ruleID: String, path: String, normalizedLine: String, occurrence: Int) {
            self.ruleID = ruleID
            self.path = path
            self.normalizedLine = normalizedLine
            self.occurrence = occurrence
        }
    }

    /// `line` trimmed, with every run of whitespace collapsed to one space, so
    /// re-indenting code or converting tabs to spaces keeps fingerprints.
    public static func normalize(_ line: String) -> String {
        var output = ""
        output.reserveCapacity(line.utf8.count)
        var pendingSpace = false
        for character in line {
            if character.isWhitespace {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(character)
            }
        }
        return output
    }

    /// One key per finding, in the same order, with paths relative to
    /// `workingDirectory` where possible (see `ReportPaths.relative`).
    ///
    /// Occurrence indexes count in the order of `findings`, which is the
    /// report order (path, line, column, rule), so they are deterministic.
    public static func keys(for findings: [Finding], workingDirectory: String) -> [Key] {
        keys(for: findings, path: ReportPaths.Root(workingDirectory).reportPath)
    }

    /// One key per finding, in the same order, with each finding's path
    /// spelled by `path` (the baseline normalizes paths its own way).
    public static func keys(for findings: [Finding], path: (String) -> String) -> [Key] {
        var seen: [Key: Int] = [:]
        return findings.map { finding in
            var key = Key(ruleID: finding.ruleID, path: path(finding.path), normalizedLine: normalize(finding.sourceLine),
                          occurrence: 0)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            key.occurrence = occurrence
            return key
        }
    }

    /// The SHA-256 of the key's parts joined by NUL, as 64 lowercase hex digits.
    ///
    /// The joining is unambiguous: rule ids and paths hold no NUL, and the
    /// occurrence (digits only) comes last, so only the line text can contain
    /// one and it is bounded on both sides. The `v1` prefix lets the scheme change later.
    public static func digest(of key: Key) -> String {
        let text = "a11ylint-fingerprint-v1\u{0}\(key.ruleID)\u{0}\(key.path)\u{0}\(key.normalizedLine)\u{0}\(key.occurrence)"
        return SHA256.hexDigest(of: text)
    }

    /// One digest per finding, in the same order.
    public static func digests(for findings: [Finding], workingDirectory: String) -> [String] {
        keys(for: findings, workingDirectory: workingDirectory).map(digest(of:))
    }
}
