import Foundation

/// `--progress`: a one-line bar on stderr, redrawn in place, for runs that take over a
/// second (a quick run shows nothing). Workers report from any thread; drawing is
/// serialized and throttled to ten frames a second. The bar is erased when the run ends,
/// so the report and summary that follow are unchanged.
final class ProgressBar: @unchecked Sendable {
    private let write: (String) -> Void
    private let clock: () -> Double
    private let lock = NSLock()
    private let start: Double
    private var lastDraw = -Double.infinity
    private var isDrawn = false
    /// Seconds before the first frame, and between frames.
    static let delay = 1.0
    static let interval = 0.1
    static let width = 30

    /// `write` receives the bar's text (stderr); `clock` is monotonic seconds.
    init(write: @escaping (String) -> Void, clock: @escaping () -> Double = ProgressBar.monotonicSeconds) {
        self.write = write
        self.clock = clock
        self.start = clock()
    }

    static func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Records that `finished` of `total` steps are done (each file once per pass).
    func update(finished: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        guard now - start >= ProgressBar.delay, now - lastDraw >= ProgressBar.interval || finished == total else { return }
        lastDraw = now
        isDrawn = true
        write("\r" + ProgressBar.frame(finished: finished, total: total))
    }

    /// Erases the bar, if it was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if isDrawn { write("\r\u{1B}[K") }
        isDrawn = false
    }

    /// One frame: `[########--------]  52% 1234/2372`.
    static func frame(finished: Int, total: Int) -> String {
        let total = max(total, 1)
        let done = min(max(finished, 0), total)
        let filled = done * width / total
        let percent = done * 100 / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let percentText = String(repeating: " ", count: 3 - String(percent).count) + String(percent)
        return "[\(bar)] \(percentText)% \(done)/\(total)"
    }
}
