/// Suppression comments: `// a11ylint:disable RULE… | all [- reason]` …
/// `// a11ylint:enable RULE… | all`, and the one-line forms `disable:next`,
/// `disable:this`, `disable:previous`. Block comments work the same way.
/// A suppression that silences nothing, or that names an unknown rule, is
/// itself reported (`superfluous-suppression`, info by default; configurable like a
/// rule). A `disable` that names no rule (neither ids nor `all`) silences nothing and
/// is reported as an error.
public struct Suppressions: Sendable {
    /// One parsed directive.
    public struct Directive: Sendable, Equatable {
        public enum Command: Sendable, Equatable { case disable, enable }
        public enum Scope: Sendable, Equatable { case region, next, this, previous }
        public var command: Command
        public var scope: Scope
        /// Rule ids as written; empty means `all`.
        public var ids: [String]
        /// A `disable` written with no rule id and no `all`: it silences nothing and is
        /// reported, since a silent disable-all would hide every rule's findings.
        public var namesNoRule = false
        /// 1-based line of the comment.
        public var line: Int
        public var range: ByteRange
        public var reason: String?
    }

    public private(set) var directives: [Directive] = []

    /// The id of the diagnostic a useless suppression gets.
    public static var superfluousID: String { BuiltinDiagnostics.superfluousSuppressionID }

    /// Parses the suppression comments of a file.
    public init(comments: [Comment], source: SourceFile) {
        for comment in comments where comment.kind != .shebang {
            // Most comments hold no directive: look for the marker in the bytes before building a String.
            guard Suppressions.mentionsDirective(comment.range, in: source.bytes) else { continue }
            if let directive = Suppressions.parse(source.text(of: comment.range), range: comment.range, source: source) {
                directives.append(directive)
            }
        }
    }

    /// What every directive starts with, as UTF-8.
    static let marker = Array("a11ylint:".utf8)

    /// Whether the bytes of a comment contain the marker `a11ylint:` (then it may hold a directive).
    static func mentionsDirective(_ range: ByteRange, in bytes: [UInt8]) -> Bool {
        let marker = Suppressions.marker
        return bytes.withUnsafeBufferPointer { bytes -> Bool in
            let end = Int(range.end) - marker.count
            var index = Int(range.start)
            while index <= end {
                if bytes[index] == marker[0] {
                    var offset = 1
                    while offset < marker.count, bytes[index + offset] == marker[offset] { offset += 1 }
                    if offset == marker.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Parses one comment's text, or `nil` when it holds no directive.
    /// The directive must open the comment (`// a11ylint:…`, `/* a11ylint:… */`), so prose
    /// that mentions the syntax (`/// Write \`// a11ylint:disable:next\` above…`) is not one.
    static func parse(_ text: String, range: ByteRange, source: SourceFile) -> Directive? {
        let opened = text.drop { $0 == "/" || $0 == "*" }.drop { $0 == " " || $0 == "\t" }
        guard opened.hasPrefix("a11ylint:") else { return nil }
        var body = String(opened.dropFirst("a11ylint:".count))
        if body.hasSuffix("*/") { body.removeLast(2) }
        var reason: String?
        if let dash = body.range(of: " - ") {
            reason = String(body[dash.upperBound...]).trimmingCharacters(in: .whitespaces)
            body = String(body[..<dash.lowerBound])
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let head = words.first else { return nil }
        let parts = head.split(separator: ":").map(String.init)
        let command: Directive.Command
        switch parts.first {
        case "disable": command = .disable
        case "enable": command = .enable
        default: return nil
        }
        var scope = Directive.Scope.region
        if parts.count > 1 {
            switch parts[1] {
            case "next": scope = .next
            case "this": scope = .this
            case "previous": scope = .previous
            default: return nil
            }
        }
        var ids = Array(words.dropFirst())
        let namesNoRule = ids.isEmpty && command == .disable
        if ids.contains("all") { ids = [] }
        let line = source.location(of: range.start).line
        var directive = Directive(command: command, scope: scope, ids: ids, line: line, range: range, reason: reason)
        directive.namesNoRule = namesNoRule
        return directive
    }

    /// Removes suppressed findings and appends diagnostics for useless or unknown suppressions.
    ///
    /// `aliases` maps former rule ids to current ones; `knownIDs` are all rule ids;
    /// `enabledIDs` those that ran (a suppression of a disabled rule is not reported).
    /// `severity` is the configured severity of `superfluous-suppression` (`nil`: not reported);
    /// a disable that names no rule is an `error` of that id, whatever the severity.
    public func apply(to findings: [Finding], file: SourceFile, knownIDs: Set<String>, enabledIDs: Set<String>,
                      aliases: [String: String], severity: Severity? = .info) -> [Finding] {
        guard !directives.isEmpty else { return findings }
        var used = [Bool](repeating: false, count: directives.count)
        // Each directive's rule ids with former ids resolved, once per file.
        let names = directives.map { directive in Set(directive.ids.map { aliases[$0] ?? $0 }) }
        func matches(_ position: Int, _ ruleID: String) -> Bool {
            directives[position].ids.isEmpty || names[position].contains(ruleID)
        }
        var kept: [Finding] = []
        for finding in findings {
            let line = finding.start.line
            var suppressedBy: Int?
            for (position, directive) in directives.enumerated() where directive.command == .disable {
                guard !directive.namesNoRule, matches(position, finding.ruleID) else { continue }
                switch directive.scope {
                case .next: if line == directive.line + 1 { suppressedBy = position }
                case .this: if line == directive.line { suppressedBy = position }
                case .previous: if line == directive.line - 1 { suppressedBy = position }
                case .region:
                    guard line >= directive.line else { continue }
                    // Re-enabled in between?
                    let reEnabled = directives.indices.contains { other in
                        directives[other].command == .enable && directives[other].scope == .region
                            && directives[other].line > directive.line && directives[other].line <= line
                            && matches(other, finding.ruleID)
                    }
                    if !reEnabled { suppressedBy = position }
                }
                if suppressedBy != nil { break }
            }
            if let position = suppressedBy {
                used[position] = true
            } else {
                kept.append(finding)
            }
        }
        guard let severity else { return kept }
        for (position, directive) in directives.enumerated() where directive.command == .disable {
            if directive.namesNoRule {
                kept.append(BuiltinDiagnostics.superfluousSuppressionFinding(
                    in: file, range: directive.range, message: Suppressions.namesNoRuleMessage(directive),
                    fix: "Name the rules to silence (`// a11ylint:disable:next image-missing-label`), or write `all`.",
                    severity: .error))
                continue
            }
            let unknown = directive.ids.filter { !knownIDs.contains($0) && aliases[$0] == nil }
            if !unknown.isEmpty {
                for id in unknown {
                    let suggestion = Suggestion.closest(to: id, among: knownIDs.sorted())
                    kept.append(BuiltinDiagnostics.superfluousSuppressionFinding(
                        in: file, range: directive.range, message: Suppressions.unknownRuleMessage(id, suggestion: suggestion),
                        fix: "Correct the rule id, or remove the comment.", severity: severity))
                }
                continue
            }
            guard !used[position] else { continue }
            let relevant = directive.ids.isEmpty ? !enabledIDs.isEmpty : names[position].contains { enabledIDs.contains($0) }
            guard relevant else { continue }
            kept.append(BuiltinDiagnostics.superfluousSuppressionFinding(
                in: file, range: directive.range, message: Suppressions.superfluousMessage(directive),
                fix: "Remove the suppression comment; the code it covered no longer needs it.", severity: severity))
        }
        return kept
    }

    /// The message for a `disable` that names no rule.
    static func namesNoRuleMessage(_ directive: Directive) -> String {
        "'a11ylint:\(form(of: directive))' names no rule and silences nothing; write the rule ids, or 'all'."
    }

    /// `disable`, `disable:next`, … as written.
    static func form(of directive: Directive) -> String {
        let command = directive.command == .disable ? "disable" : "enable"
        switch directive.scope {
        case .region: return command
        case .next: return command + ":next"
        case .this: return command + ":this"
        case .previous: return command + ":previous"
        }
    }

    /// The message for a suppression that silences nothing.
    static func superfluousMessage(_ directive: Directive) -> String {
        let what = directive.ids.isEmpty ? "all" : directive.ids.joined(separator: " ")
        let form: String
        switch directive.scope {
        case .region: form = "disable"
        case .next: form = "disable:next"
        case .this: form = "disable:this"
        case .previous: form = "disable:previous"
        }
        return "'a11ylint:\(form) \(what)' silences no finding."
    }

    /// The message for a suppression naming a rule that does not exist.
    static func unknownRuleMessage(_ id: String, suggestion: String?) -> String {
        let hint = Suggestion.hint(suggestion)
        return "Unknown rule id '\(id)' in suppression" + (hint.isEmpty ? "." : hint)
    }
}

