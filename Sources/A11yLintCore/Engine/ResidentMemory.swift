#if canImport(Glibc)
import Glibc
#endif

/// Freed heap memory given back to the system at a lint run's phase boundaries.
///
/// Pass 1 frees each file's bytes, tokens and index as it goes, and the model build frees
/// the files' facts; glibc keeps those pages resident for reuse, scattered between what
/// stays alive, so the resident set after a phase is well above what is alive. `malloc_trim`
/// hands the free pages back (they fault in again, zeroed, when reused), so what pass 2
/// adds starts from the live set. A few milliseconds per call; Linux (glibc) only, found
/// at run time as musl has no such function. Elsewhere a no-op.
enum ResidentMemory {
    /// Returns the free pages of every heap arena to the system.
    static func releaseFreedPages() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
