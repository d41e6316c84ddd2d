import Foundation
@testable import A11yLintCore

/// Target `suppressions`: any bytes as a Swift file full of `a11ylint:` comments,
/// with a finding of several rules on every line, through `Suppressions`; and the
/// same bytes as a baseline file. Suppression never invents a finding outside the
/// file, never keeps one it was asked to drop twice, and a baseline that parses
/// renders and parses back to itself.
enum SuppressionFuzzing {
    static let ruleIDs = RuleRegistry.rules.prefix(3).map(\.id) + ["io-error"]
    static let knownIDs = Set(RuleRegistry.rules.map(\.id) + BuiltinDiagnostics.metadata.map(\.id))
    static let path = "Fuzz.swift"

    static func run(_ bytes: [UInt8]) {
        let valid = Array(String(decoding: bytes, as: UTF8.self).utf8)
        let file = SourceFile(path: path, bytes: valid)
        let stream = Lexer.lex(valid)
        // A finding of each rule at the start of every line (at most 24 lines).
        var findings: [Finding] = []
        for line in 0..<min(file.lineCount, 24) {
            let start = file.lineStarts[line]
            for id in ruleIDs {
                findings.append(Finding(ruleID: id, severity: .warning, file: file, range: ByteRange(start: start, end: start),
                                        message: "A finding.", fix: nil))
            }
        }
        let suppressions = Suppressions(comments: stream.comments, source: file)
        let kept = suppressions.apply(to: findings, file: file, knownIDs: knownIDs, enabledIDs: Set(ruleIDs), aliases: [:])
        checkFindings(kept, in: file, allowedPaths: [path])
        let original = kept.filter { $0.message == "A finding." }
        fuzzCheck(original.count <= findings.count, "suppression added findings")
        fuzzCheck(Set(original).isSubset(of: Set(findings)), "suppression changed a finding")

        // The same bytes as a baseline.
        if let baseline = try? Baseline.parse(Data(bytes), path: "baseline.json") {
            roundTrip(baseline)
            _ = baseline.filter(findings)
        }
        let recorded = Baseline(findings: findings)
        roundTrip(recorded)
        fuzzCheck(recorded.filter(findings).allSatisfy { $0.ruleID == "io-error" }, "a recorded finding was not hidden by its baseline")
    }

    /// A baseline renders to JSON that parses back to the same entries.
    static func roundTrip(_ baseline: Baseline) {
        let text = baseline.rendered()
        do {
            let parsed = try Baseline.parse(Data(text.utf8), path: "baseline.json")
            fuzzCheck(parsed == baseline, "baseline changed on a round trip through its file")
        } catch {
            fuzzCheck(false, "a rendered baseline does not parse: \(error)")
        }
    }
}
