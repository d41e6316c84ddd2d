import A11yLintCore
import Foundation

/// The one folder every report path and baseline entry is relative to: the
/// configuration's folder, else the working directory.
///
/// Paths reach the reporters in whatever form they were given (`.`, `$PWD`,
/// `included:` resolved to an absolute folder, the build plugin's absolute
/// files); mapping them all here makes `a11ylint .` and `a11ylint $PWD` print
/// and record the same paths, and a baseline written in one clone match in another.
/// A path outside the root is relative to the working directory when it lies
/// inside that, else absolute.
struct ReportRoot {
    /// The root, absolute and normalized.
    let root: String
    let workingDirectory: String
    private let prefix: String
    /// The root with symbolic links resolved (`/tmp` → `/private/tmp` on macOS), for
    /// paths given through a link to the same folder.
    private let resolvedPrefix: String
    private let workingPrefix: String

    init(root: String, workingDirectory: String) {
        let absoluteRoot = root.hasPrefix("/") ? root : workingDirectory + "/" + root
        self.root = ReportPaths.normalized(absoluteRoot)
        self.workingDirectory = workingDirectory
        prefix = self.root == "/" ? "/" : self.root + "/"
        let resolved = URL(fileURLWithPath: self.root).resolvingSymlinksInPath().path
        resolvedPrefix = resolved == "/" ? "/" : resolved + "/"
        let working = ReportPaths.normalized(workingDirectory)
        workingPrefix = working == "/" ? "/" : working + "/"
    }

    /// `path` (relative to the working directory, or absolute) relative to the root when it lies inside it.
    func relative(_ path: String) -> String {
        guard !path.hasPrefix("<") else { return path }   // `<stdin>`
        let absolute = ReportPaths.normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        if absolute == root { return "." }
        let resolved = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        if resolved.hasPrefix(resolvedPrefix) { return String(resolved.dropFirst(resolvedPrefix.count)) }
        if absolute.hasPrefix(workingPrefix) { return String(absolute.dropFirst(workingPrefix.count)) }
        return absolute
    }

    /// `path` (relative to the working directory, or absolute) as a normalized absolute path (`--absolute-paths`).
    func absolute(_ path: String) -> String {
        guard !path.hasPrefix("<") else { return path }
        return ReportPaths.normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// The finding and its notes with root-relative paths.
    func relative(_ finding: Finding) -> Finding { mapped(finding, relative) }

    /// The finding and its notes with absolute paths.
    func absolute(_ finding: Finding) -> Finding { mapped(finding, absolute) }

    private func mapped(_ finding: Finding, _ transform: (String) -> String) -> Finding {
        var finding = finding
        finding.path = transform(finding.path)
        finding.notes = finding.notes.map { note in
            var note = note
            note.path = transform(note.path)
            return note
        }
        return finding
    }
}
