#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import A11yLintCore

/// The libFuzzer entry point of `make fuzz`. `Fuzz/fuzz.sh` compiles the core
/// with `-enable-testing` and these files against it, so the targets reach
/// internal types such as `Suppressions` without widening the core's API; the
/// package build never sees them.
///
/// One binary holds every target; `A11YLINT_FUZZ_TARGET` picks the one to run.
enum FuzzTarget: String, CaseIterable, Sendable {
    case lexer
    case pipeline
    case configuration
    case interfaceBuilder = "interface-builder"
    case suppressions
    case objc

    /// The target named by `A11YLINT_FUZZ_TARGET`, read once.
    static let selected: FuzzTarget? = ProcessInfo.processInfo.environment["A11YLINT_FUZZ_TARGET"]
        .flatMap(FuzzTarget.init(rawValue:))

    /// Runs the target on one input; a broken invariant aborts, which libFuzzer records as a crash.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .lexer: LexerFuzzing.run(bytes)
        case .pipeline: PipelineFuzzing.run(bytes)
        case .configuration: ConfigurationFuzzing.run(bytes)
        case .interfaceBuilder: InterfaceBuilderFuzzing.run(bytes)
        case .suppressions: SuppressionFuzzing.run(bytes)
        case .objc: ObjectiveCFuzzing.run(bytes)
        }
    }
}

/// Stops the run with `message` when an invariant does not hold.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data(("a11ylint fuzz invariant broken: " + message() + "\n").utf8))
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = FuzzTarget.selected else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set A11YLINT_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    let bytes = start.map { [UInt8](UnsafeBufferPointer(start: $0, count: count)) } ?? []
    target.run(bytes)
    return 0
}

// MARK: - Shared checks

/// Checks that every finding (and note) of `findings` lies inside `file`: ranges
/// ordered and within the bytes, lines within the file, columns from 1.
func checkFindings(_ findings: [Finding], in file: SourceFile, allowedPaths: Set<String>) {
    let count = UInt32(file.bytes.count)
    for finding in findings {
        let what = "\(finding.ruleID) at \(finding.range.start)..<\(finding.range.end) of \(count) bytes"
        fuzzCheck(allowedPaths.contains(finding.path), "finding in an unknown file \(finding.path): \(what)")
        guard finding.path == file.path else { continue }
        fuzzCheck(finding.range.start <= finding.range.end, "reversed range: " + what)
        fuzzCheck(finding.range.end <= count, "range past the end: " + what)
        fuzzCheck(finding.start.line >= 1 && finding.start.line <= file.lineCount, "start line \(finding.start.line): " + what)
        fuzzCheck(finding.end.line >= finding.start.line && finding.end.line <= file.lineCount, "end line: " + what)
        fuzzCheck(finding.start.utf8Column >= 1 && finding.start.utf16Column >= 1, "column below 1: " + what)
        fuzzCheck(finding.start.utf16Column <= finding.start.utf8Column, "UTF-16 column past UTF-8 column: " + what)
        fuzzCheck(!finding.message.isEmpty, "empty message: " + what)
        for note in finding.notes where note.path == file.path {
            fuzzCheck(note.range.start <= note.range.end && note.range.end <= count, "note range: " + what)
            fuzzCheck(note.start.line >= 1 && note.start.line <= file.lineCount, "note line: " + what)
        }
    }
}

/// Renders `findings` with the reporters that escape what the input controls
/// (messages quote source text), so their escaping meets the same inputs. SARIF's
/// rule catalogue is the same on every run and would only slow the fuzzer down.
func renderReports(_ findings: [Finding], rules: [RuleMetadata]) {
    guard !findings.isEmpty else { return }
    let report = Report(findings: findings, rules: rules, fileCount: 1, workingDirectory: "/fuzz")
    let reporters: [any Reporter] = [XcodeReporter(), JSONReporter(), GitHubReporter(), CheckstyleReporter()]
    for reporter in reporters {
        let output = reporter.render(report, options: ReporterOptions())
        fuzzCheck(!output.isEmpty, "\(type(of: reporter).name) rendered nothing for \(findings.count) findings")
    }
}

/// Every rule, opt-in ones included, with default options.
let everyRule = Configuration(rules: RuleRegistry.rules.map { $0.configure(nil) })
