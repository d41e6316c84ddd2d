import A11yLintCore
import Foundation

/// `a11ylint-bench objc DIR…`: Objective-C against Swift on the same folders. Every
/// `.m`/`.mm`/`.h` file under DIR… is linted in one run and every `.swift` file in another
/// (all default rules, test files included so every file counts, one job, no cache), and
/// each run's CPU seconds give MB per CPU second; the ratio is Swift's figure over
/// Objective-C's (issue 12 asks for at most 3). Then where Objective-C's time goes, on one
/// thread: the nesting check, libclang's unit setup, tokenizing, the lowering,
/// and the Swift pipeline (lex, index, facts, rules) on the lowered text.
enum ObjectiveCBench {
    static func run(paths: [String], rounds: Int) {
        let found = FileDiscovery.discover(paths).files
        let objectiveC = found.filter(ObjectiveCSource.isObjectiveC)
        let swift = found.filter { $0.hasSuffix(".swift") }
        guard !objectiveC.isEmpty, !swift.isEmpty else {
            print("objc: needs Objective-C and Swift files under \(paths.joined(separator: " ")) (found \(objectiveC.count) and \(swift.count))")
            return
        }
        guard case .success(let clang) = LibClang.load() else {
            print("objc: no libclang could be loaded; skipped")
            return
        }
        var configuration = Configuration.default
        configuration.lintsPreviewsAndTests = true
        let linter = Linter(configuration: configuration)

        func measure(_ files: [String]) -> (cpu: Double, megabytes: Double, findings: Int) {
            var times: [Double] = []
            var result: LintResult?
            for _ in 0..<rounds {
                let start = cpuSeconds()
                result = linter.lint(paths: files, jobs: 1)
                times.append(cpuSeconds() - start)
            }
            return (median(times), Double(result?.byteCount ?? 0) / 1e6, result?.findings.count ?? 0)
        }
        print("objc: all default rules, test files included, 1 job, no cache; CPU seconds, median of \(rounds)")
        let objc = measure(objectiveC)
        let sw = measure(swift)
        let objcRate = objc.megabytes / objc.cpu
        let swiftRate = sw.megabytes / sw.cpu
        print(String(format: "Objective-C %5d files %6.1f MB  CPU %6.3f s  %6.1f MB/s | %d findings",
                     objectiveC.count, objc.megabytes, objc.cpu, objcRate, objc.findings))
        print(String(format: "Swift       %5d files %6.1f MB  CPU %6.3f s  %6.1f MB/s | %d findings",
                     swift.count, sw.megabytes, sw.cpu, swiftRate, sw.findings))
        print(String(format: "Swift MB/s over Objective-C MB/s: %.2f× (issue 12: at most 3×)", swiftRate / objcRate))

        // Where the Objective-C time goes (wall seconds of each step on one thread; median of rounds).
        let sources = objectiveC.compactMap { path in
            FileManager.default.contents(atPath: path).map { (path: path, bytes: [UInt8]($0)) }
        }
        var runs: [ObjectiveCPhases] = []
        var pipeline: [Double] = []
        for _ in 0..<rounds {
            let phases = ObjectiveCSource.measurePhases(sources, clang: clang)
            let inputs = phases.lowered.enumerated().map { SourceInput(path: "Lowered\($0.offset).swift", bytes: $0.element) }
            let start = cpuSeconds()
            _ = linter.lint(inputs, jobs: 1)
            pipeline.append(cpuSeconds() - start)
            runs.append(phases)
        }
        let steps: [(String, [Double])] = [
            ("nesting check", runs.map(\.nesting)), ("libclang unit setup", runs.map(\.parse)),
("tokenize", runs.map(\.tokenize)),
            ("lowering", runs.map(\.lower)), ("Swift pipeline on lowered", pipeline),
        ]
        let total = steps.reduce(0) { $0 + median($1.1) }
        var line = "Objective-C steps (s):"
        for (name, values) in steps {
            line += " \(name) " + String(format: "%.3f (%.0f%%),", median(values), 100 * median(values) / total)
        }
        print(line + String(format: " sum %.3f", total))
    }
}
