import A11yLintCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// a11ylint-bench: end-to-end and lexer-only throughput.
//
//   a11ylint-bench lint DIR… [--rounds N] [--jobs N]   full runs (all default rules), 1 job and N jobs
//   a11ylint-bench lex DIR… [--rounds N]               lexing only, single thread
//   a11ylint-bench generate DIR [--files N]            writes synthetic SwiftUI/UIKit sources
//   a11ylint-bench large [--megabytes N]               lints one generated N MB file (default 20) and checks it
//   a11ylint-bench cache DIR [--rounds N] [--jobs N]   cold vs cached re-lint (unchanged, one file changed) on a copy of DIR
//   a11ylint-bench parse DIR [--jobs N]                CPU time of `swiftc -frontend -parse` vs a11ylint on DIR's Swift files
//   a11ylint-bench memory DIR… [--jobs N]              resident memory after each phase of one cold run, and its peak (Linux)
//   a11ylint-bench objc DIR… [--rounds N]              Objective-C vs Swift CPU MB/s (1 job) on the same folders, and where ObjC's time goes
//
// Figures are medians over rounds; wall time is measured around `Linter.lint(paths:jobs:)`, which
// includes reading the files; the phase breakdown is CPU time summed over workers.

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]) else {
        return value
    }
    arguments.removeSubrange(index...(index + 1))
    return number
}
let rounds = max(1, option("--rounds", default: 5))
let jobs = max(1, option("--jobs", default: ProcessInfo.processInfo.activeProcessorCount))
let files = max(1, option("--files", default: 2000))
let megabytes = max(1, option("--megabytes", default: 20))
guard let command = arguments.first else {
    FileHandle.standardError.write(Data("usage: a11ylint-bench lint|lex|generate DIR…\n".utf8))
    exit(2)
}
let paths = Array(arguments.dropFirst())

/// Peak resident memory of this process so far, in MB.
func peakMemoryMB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
    #endif
}

/// CPU seconds (user + system) of this process so far, or of its waited-for children.
func cpuSeconds(children: Bool = false) -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #else
    getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The median of some measurements.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

switch command {
case "generate":
    guard let directory = paths.first else { exit(2) }
    let written = SyntheticProject.write(to: directory, files: files)
    print("wrote \(written.files) files, \(format(Double(written.bytes) / 1e6, 1)) MB, \(written.lines) lines to \(directory)")

case "lex":
    var sources: [[UInt8]] = []
    for file in FileDiscovery.discover(paths).files where file.hasSuffix(".swift") {
        if let data = FileManager.default.contents(atPath: file) { sources.append([UInt8](data)) }
    }
    let bytes = sources.reduce(0) { $0 + $1.count }
    let lines = sources.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    var times: [Double] = []
    var tokens = 0
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        tokens = 0
        for source in sources { tokens += Lexer.lex(source).tokens.count }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let seconds = median(times)
    print("lex: \(sources.count) files, \(format(Double(bytes) / 1e6, 1)) MB, \(lines) lines, \(tokens) tokens; "
          + "median of \(rounds): \(format(seconds, 3)) s = \(format(Double(bytes) / 1e6 / seconds, 0)) MB/s, "
          + "\(format(Double(lines) / seconds, 0)) lines/s (1 thread)")

case "lint":
    var linter = Linter(configuration: .default)
    if let budget = MemoryBench.retentionBudget() { linter.indexRetentionBudget = budget }
    let reporter = XcodeReporter()
    let workingDirectory = FileManager.default.currentDirectoryPath
    print("lint: all default rules (\(Configuration.default.rules.count)), xcode report; median of \(rounds) rounds")
    print("jobs   files      MB     lines   wall s  CPU s  MB/s   MB/s/CPU | find  read    lex (p2)   index (p2)   model  rules report (CPU s) | findings")
    var walls: [Int: Double] = [:]
    for jobCount in Array(Set([1, jobs])).sorted() {
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var result: LintResult?
        var reportSeconds: [Double] = []
        for _ in 0..<rounds {
            let cpuStart = cpuSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            let linted = linter.lint(paths: paths, jobs: jobCount)
            let reportStart = DispatchTime.now().uptimeNanoseconds
            let report = Report(findings: linted.findings, rules: linted.rules, fileCount: linted.fileCount,
                                workingDirectory: workingDirectory)
            let rendered = reporter.render(report, options: ReporterOptions())
            let end = DispatchTime.now().uptimeNanoseconds
            precondition(rendered.isEmpty == linted.findings.isEmpty)
            times.append(Double(end - start) / 1e9)
            cpuTimes.append(cpuSeconds() - cpuStart)
            reportSeconds.append(Double(end - reportStart) / 1e9)
            result = linted
        }
        guard let result else { continue }
        let wall = median(times)
        let cpu = median(cpuTimes)
        walls[jobCount] = wall
        let megabytes = Double(result.byteCount) / 1e6
        let phases = result.timings
        print(String(format: "%4d %7d %7.1f %9d %8.3f %6.2f %5.0f %10.0f | %4.2f %5.2f %5.2f (%4.2f) %5.2f (%4.2f) %6.2f %6.2f %6.3f         | %d",
                     jobCount, result.fileCount, megabytes, result.lineCount, wall, cpu, megabytes / wall, megabytes / cpu,
                     phases.discover, phases.read, phases.lex, phases.secondPassLex, phases.index, phases.secondPassIndex,
                     phases.model, phases.rules, median(reportSeconds), result.findings.count))
    }
    if let one = walls[1], let many = walls[jobs], jobs > 1 {
        print("speed-up from 1 to \(jobs) jobs: \(format(one / many))×")
    }
    print("peak memory: \(format(peakMemoryMB(), 1)) MB")

case "objc":
    ObjectiveCBench.run(paths: paths, rounds: rounds)

case "memory":
    MemoryBench.run(paths: paths, jobs: jobs)

case "large":
    // The large-file robustness case (`make test` runs it at 2 MB): the file must be linted
    // completely, two findings per generated view, in time linear in its size.
    let (text, units) = SyntheticProject.largeFile(bytes: megabytes * 1_000_000)
    let start = DispatchTime.now().uptimeNanoseconds
    let result = Linter(configuration: .default).lint([SourceInput(path: "Generated.swift", bytes: Array(text.utf8))], jobs: 1)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Each view holds one tap gesture and one unlabeled toolbar button: two rules, one finding each.
    let perRule = Dictionary(grouping: result.findings, by: \.ruleID).mapValues(\.count)
    print("large: one file of \(format(Double(text.utf8.count) / 1e6, 1)) MB, \(units) views: \(format(seconds, 2)) s, "
          + "\(result.findings.count) findings, peak memory \(format(peakMemoryMB(), 1)) MB")
    guard perRule.count == 2, perRule.values.allSatisfy({ $0 == units }) else {
        FileHandle.standardError.write(Data("large: expected \(units) findings of two rules, got \(perRule)\n".utf8))
        exit(1)
    }

case "cache":
    guard let directory = paths.first else { exit(2) }
    CacheBench.run(directory: directory, rounds: rounds, jobs: jobs)

case "parse":
    guard let directory = paths.first else { exit(2) }
    ParseBench.run(directory: directory, jobs: jobs)

default:
    FileHandle.standardError.write(Data("unknown command \(command)\n".utf8))
    exit(2)
}
