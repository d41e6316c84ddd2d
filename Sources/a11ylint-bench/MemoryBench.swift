import A11yLintCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `a11ylint-bench memory DIR…`: one cold run per job count (1, then N), all default rules,
/// findings counted but not printed: the resident memory at each phase boundary of the run
/// (`Linter.phaseObserver`) and the run's peak. On Linux the peak is reset before each run
/// (`/proc/self/clear_refs`), so the second run's peak is its own; elsewhere only the
/// process's peak is known.
enum MemoryBench {
    static func run(paths: [String], jobs: Int) {
        print("memory: all default rules, one cold run of \(jobs) job(s); resident MB at each phase boundary")
        for jobCount in [jobs] {
            resetPeak()
            let samples = PhaseSamples()
            var linter = Linter(configuration: .default)
            if let budget = retentionBudget() { linter.indexRetentionBudget = budget }
            linter.phaseObserver = { phase in
                samples.add(phase.rawValue, residentMB())
                if ProcessInfo.processInfo.environment["A11YLINT_BENCH_MALLOC_STATS"] != nil { printMallocStatistics(phase.rawValue) }
            }
            let before = residentMB()
            let start = DispatchTime.now().uptimeNanoseconds
            let result = linter.lint(paths: paths, jobs: jobCount)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let phases = samples.all.map { "\($0.name) \(format($0.megabytes, 0))" }.joined(separator: ", ")
            print(String(format: "%d job(s): %d files, %.1f MB, wall %.2f s, %d findings | start %.0f, %@ | peak %.0f MB",
                         jobCount, result.fileCount, Double(result.byteCount) / 1e6, wall, result.findings.count,
                         before, phases as NSString, peakResidentMB()))
        }
    }

    /// `A11YLINT_BENCH_RETENTION_MB`: the index retention budget to run with, in MB (to weigh
    /// peak memory against pass 2's second lexing), or nil for the default.
    static func retentionBudget() -> Int? {
        ProcessInfo.processInfo.environment["A11YLINT_BENCH_RETENTION_MB"].flatMap { Int($0) }.map { $0 << 20 }
    }

    /// The phase samples of one run (the observer is called on the calling thread).
    final class PhaseSamples: @unchecked Sendable {
        private let lock = NSLock()
        private var samples: [(name: String, megabytes: Double)] = []
        func add(_ name: String, _ megabytes: Double) {
            lock.lock()
            samples.append((name, megabytes))
            lock.unlock()
        }
        var all: [(name: String, megabytes: Double)] {
            lock.lock()
            defer { lock.unlock() }
            return samples
        }
    }

    /// A field of `/proc/self/status` in MB (`VmRSS`, `VmHWM`), or nil when there is none.
    static func status(_ field: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Double(String(digits)).map { $0 / 1024 }
        }
        return nil
    }

    static func residentMB() -> Double { status("VmRSS") ?? peakMemoryMB() }
    static func peakResidentMB() -> Double { status("VmHWM") ?? peakMemoryMB() }

    /// glibc's `malloc_stats()` (heap in use, to stderr), when the C library has it.
    static func printMallocStatistics(_ label: String) {
        #if canImport(Glibc)
        FileHandle.standardError.write(Data("malloc after \(label):\n".utf8))
        guard let symbol = dlsym(nil, "malloc_stats") else { return }
        typealias Function = @convention(c) () -> Void
        unsafeBitCast(symbol, to: Function.self)()
        #endif
    }

    /// Resets the kernel's peak resident figure for this process (Linux; a no-op elsewhere).
    static func resetPeak() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }
}
