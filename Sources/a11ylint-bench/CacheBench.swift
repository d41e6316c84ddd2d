import A11yLintCore
import Foundation

/// `a11ylint-bench cache DIR`: the incremental cache's cost against a cold run, on a
/// copy of DIR's lintable files (so files can be edited): CPU seconds of a cold run, of
/// the first cached run (which writes the cache), of an unchanged re-lint, and of a
/// re-lint after one file changed (a comment added; then a type added, which changes
/// the cross-file facts, so every file's recorded lookups are compared with the new
/// model and only the files that looked the name up are checked again). Each cached
/// run's findings are compared with a cold run's on the same tree.
enum CacheBench {
    static func run(directory: String, rounds: Int, jobs: Int) {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11ylint-bench-cache-\(getpid())")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let copied = copy(directory, to: root)
        let cacheFolder = (root as NSString).appendingPathComponent(".cache")
        // Stamps of files changed within two seconds are not trusted (LintCache): let the copy settle.
        Thread.sleep(forTimeInterval: 2.5)
        print("cache: \(copied.count) files copied from \(directory) to \(root); \(jobs) job(s), median of \(rounds)")

        func lint(cached: Bool) -> (cpu: Double, wall: Double, result: LintResult) {
            var linter = Linter(configuration: .default)
            if cached { linter.cache = LintCache(directory: cacheFolder) }
            let cpuStart = cpuSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            let result = linter.lint(paths: [root], jobs: jobs)
            return (cpuSeconds() - cpuStart, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result)
        }
        func row(_ name: String, _ runs: [(cpu: Double, wall: Double, result: LintResult)], cold: Double) {
            let cpu = median(runs.map(\.cpu))
            let wall = median(runs.map(\.wall))
            let last = runs[runs.count - 1].result.cacheStatistics
            let padded = name.padding(toLength: 36, withPad: " ", startingAt: 0)
            print(padded + String(format: " CPU %7.3f s  wall %7.3f s  %6.1f%% of cold CPU | restored %d, no check needed %d",
                                  cpu, wall, 100 * cpu / cold, last.restoredFiles, last.reusedFindings))
        }
        var failures = 0
        func check(_ cached: LintResult, _ what: String) {
            let cold = lint(cached: false).result
            if cached.findings != cold.findings {
                failures += 1
                print("  MISMATCH after \(what): \(cached.findings.count) cached findings, \(cold.findings.count) cold")
            }
        }

        let colds = (0..<rounds).map { _ in lint(cached: false) }
        let cold = median(colds.map(\.cpu))
        row("cold (no cache)", colds, cold: cold)
        let first = lint(cached: true)
        row("first cached run (writes the cache)", [first], cold: cold)
        check(first.result, "the first cached run")
        let unchanged = (0..<rounds).map { _ in lint(cached: true) }
        row("unchanged re-lint", unchanged, cold: cold)
        check(unchanged[unchanged.count - 1].result, "an unchanged re-lint")

        let swift = copied.filter { $0.hasSuffix(".swift") }
        guard !swift.isEmpty else { return }
        var edited: [(cpu: Double, wall: Double, result: LintResult)] = []
        for round in 0..<rounds {
            append("\n// a11ylint-bench edit \(round)\n", to: swift[(round * 7919) % swift.count])
            edited.append(lint(cached: true))
        }
        row("one file changed (a comment)", edited, cold: cold)
        check(edited[edited.count - 1].result, "a comment added")
        var typed: [(cpu: Double, wall: Double, result: LintResult)] = []
        for round in 0..<rounds {
            append("\nextension A11yLintBenchEdit\(round) {}\n", to: swift[(round * 104_729 + 1) % swift.count])
            typed.append(lint(cached: true))
        }
        row("one file changed (a type added)", typed, cold: cold)
        check(typed[typed.count - 1].result, "a type added")
        print(failures == 0 ? "findings: every cached run equals a cold run" : "findings: \(failures) MISMATCH(ES)")
        if failures > 0 { exit(1) }
    }

    /// Copies the files discovery finds under `directory` into `root`, keeping their
    /// relative paths; returns the copies' paths.
    static func copy(_ directory: String, to root: String) -> [String] {
        let base = FileDiscovery.normalize(directory)
        var copies: [String] = []
        for file in FileDiscovery.discover([directory]).files {
            let normalized = FileDiscovery.normalize(file)
            let relative = normalized.hasPrefix(base + "/") ? String(normalized.dropFirst(base.count + 1)) : normalized
            let target = (root as NSString).appendingPathComponent(relative)
            try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            guard let data = FileManager.default.contents(atPath: file),
                  FileManager.default.createFile(atPath: target, contents: data) else { continue }
            copies.append(target)
        }
        return copies
    }

    static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try? handle.close()
    }
}

/// `a11ylint-bench parse DIR`: the Swift compiler's parser alone (`swiftc -frontend
/// -parse`, in batches of 100 files, `jobs` at a time) against a11ylint with every
/// default rule on one job, on the same list of Swift files, in CPU seconds.
enum ParseBench {
    static func run(directory: String, jobs: Int) {
        let files = FileDiscovery.discover([directory]).files.filter { $0.hasSuffix(".swift") }
        let bytes = files.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
        let megabytes = Double(bytes) / 1e6
        let lintStart = cpuSeconds()
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let result = Linter(configuration: .default).lint(paths: files, jobs: 1)
        let lintCPU = cpuSeconds() - lintStart
        let lintWall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
        print(String(format: "a11ylint (all default rules, 1 job): %d Swift files, %.1f MB: CPU %.2f s (%.0f MB/s), wall %.2f s, %d findings",
                     files.count, megabytes, lintCPU, megabytes / lintCPU, lintWall, result.findings.count))

        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
        let batches = stride(from: 0, to: files.count, by: 100).map { Array(files[$0..<min($0 + 100, files.count)]) }
        let childStart = cpuSeconds(children: true)
        let parseStart = DispatchTime.now().uptimeNanoseconds
        var failed = 0
        var next = 0
        while next < batches.count {
            var running: [Process] = []
            for batch in batches[next..<min(next + max(jobs, 1), batches.count)] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [swiftc, "-frontend", "-parse"] + batch
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                do { try process.run() } catch { failed += 1; continue }
                running.append(process)
            }
            for process in running {
                process.waitUntilExit()
                if process.terminationStatus != 0 { failed += 1 }
            }
            next += max(jobs, 1)
        }
        let parseCPU = cpuSeconds(children: true) - childStart
        let parseWall = Double(DispatchTime.now().uptimeNanoseconds - parseStart) / 1e9
        print(String(format: "swiftc -frontend -parse (%d batches of ≤ 100 files, %d at a time): CPU %.2f s (%.0f MB/s), wall %.2f s%@",
                     batches.count, jobs, parseCPU, megabytes / parseCPU, parseWall,
                     (failed > 0 ? ", \(failed) batch(es) reported errors" : "") as NSString))
        print(String(format: "ratio: a11ylint is %.1f× faster than swiftc's parser alone (CPU time, same files)", parseCPU / lintCPU))
    }
}
