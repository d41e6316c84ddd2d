import A11yLintCore
import Foundation

/// What every linter of one command-line run shares besides its configuration: the
/// libclang to load, the incremental cache and the progress bar.
struct LinterSetup {
    var libclang: String?
    var cache: LintCache?
    var progress: ProgressBar?

    /// A linter for `configuration` (the root one, or a nested folder's).
    func linter(_ configuration: Configuration) -> Linter {
        var linter = Linter(configuration: configuration)
        linter.libclangPath = libclang
        linter.cache = cache
        if let progress { linter.progress = { progress.update(finished: $0, total: $1) } }
        return linter
    }
}

extension CommandLineTool {
    /// The cache (`--cache`, `--cache-path`; in `.a11ylint-cache/` in the configuration's
    /// folder, else the current one) and the progress bar (`--progress`, on a terminal only).
    func linterSetup(_ options: LintOptions, configuration: Configuration) -> LinterSetup {
        var cache: LintCache?
        if options.usesCache {
            let folder = options.cachePath.map(absolute)
                ?? ((configuration.root ?? workingDirectory) as NSString).appendingPathComponent(LintCache.defaultFolderName)
            cache = LintCache(directory: folder)
        }
        let terminal = self.terminal
        let progress = options.progress && terminal.isErrorInteractive ? ProgressBar { terminal.err($0) } : nil
        return LinterSetup(libclang: options.libclang, cache: cache, progress: progress)
    }

    /// Erases the progress bar and says once why the cache could not be used, if it could not.
    func finish(_ setup: LinterSetup) {
        setup.progress?.finish()
        for warning in setup.cache?.warnings ?? [] { terminal.err("warning: \(warning)\n") }
    }
}
