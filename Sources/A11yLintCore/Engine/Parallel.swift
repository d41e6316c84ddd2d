import Foundation

/// Runs `body` for every index in `0..<count` on up to `jobs` threads, handing
/// out indices one at a time so that uneven files balance across workers.
func parallelForEach(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    if jobs <= 1 || count <= 1 {
        for index in 0..<count { body(index) }
        return
    }
    let counter = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
        while true {
            let index = counter.next()
            if index >= count { return }
            body(index)
        }
    }
}

/// A lock-protected counter (portable: no `Synchronization` availability limits).
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Returns the current value and increments it.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}

/// A fixed-size array whose slots are each written by exactly one worker.
final class ResultSlots<Element>: @unchecked Sendable {
    private var storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = UnsafeMutableBufferPointer<Element?>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Stores the result of index `index` (each index is written once, by one worker).
    func set(_ index: Int, _ value: Element) { storage[index] = value }

    /// The stored results, in index order.
    func values(count: Int) -> [Element?] { Array(storage.prefix(count)) }

    /// The stored results of the first `count` slots, in index order (empty slots left out),
    /// moved out: the slots' memory is freed at once rather than with the object (a slot of
    /// a large struct for every file is megabytes). No slot may be used after.
    func take(count: Int) -> [Element] {
        var values: [Element] = []
        values.reserveCapacity(min(count, storage.count))
        if let base = storage.baseAddress {
            for index in 0..<storage.count {
                if let value = (base + index).move(), index < count { values.append(value) }
            }
        }
        storage.deallocate()
        storage = UnsafeMutableBufferPointer(start: nil, count: 0)
        return values
    }
}

/// Seconds spent per phase, summed over workers (CPU time, not wall time).
public struct PhaseTimings: Sendable {
    /// Wall time spent finding files (sequential).
    public var discover = 0.0
    public var read = 0.0
    public var lex = 0.0
    public var index = 0.0
    public var model = 0.0
    public var rules = 0.0
    public var report = 0.0
    /// The part of `lex` and `index` spent in pass 2 (re-lexing the files a rule checks).
    public var secondPassLex = 0.0
    public var secondPassIndex = 0.0

    public init() {}

    mutating func add(_ other: PhaseTimings) {
        discover += other.discover; read += other.read; lex += other.lex; index += other.index
        model += other.model; rules += other.rules; report += other.report
        secondPassLex += other.secondPassLex; secondPassIndex += other.secondPassIndex
    }
}

/// A monotonic clock in seconds.
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// How much of pass 1's syntax indexes a run may keep for pass 2 (issue 17): a file that a
/// rule checks keeps its index while the indexes kept so far, by `SyntaxIndex.retainedBytes`,
/// stay within `budget`; the others are read, lexed and indexed again in pass 2 as before.
/// The budget is fixed, not a share of the project, so peak memory still grows with the
/// largest file and not with the project (DESIGN.md §8) past it. Which files keep theirs
/// depends on the order the workers take them; the findings never do (the index pass 2
/// would build is the one pass 1 built, of the same bytes and the same name table).
final class IndexRetention: @unchecked Sendable {
    /// The default budget: 48 MB of indexes (about 8 MB of Swift).
    static let defaultBudget = 48 << 20
    private let lock = NSLock()
    private var remaining: Int

    init(budget: Int) { remaining = budget }

    /// Reserves `bytes` of the budget; false (nothing reserved) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= remaining else { return false }
        remaining -= bytes
        return true
    }
}
