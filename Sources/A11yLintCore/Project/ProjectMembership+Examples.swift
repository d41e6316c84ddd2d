/// Files that belong to a library's example app, not to the app: no user of the app meets what they show.
///
/// Two shapes, both of a dependency kept inside the repository:
/// - a file whose nearest Xcode project is an example's (`Example.xcodeproj`, `RingDemo.xcodeproj`, or a project
///   in an `Example/`, `Demos/`, `Samples/` folder) while a project that is no example's holds that folder too
///   (`Dependencies/RingView/Example/RingExample.xcodeproj` inside the app's `App.xcodeproj` folder): the example
///   builds against the library, the app never builds the example;
/// - a file under a vendored dependency's folder (`Dependencies/`, `Vendor/`, `ThirdParty/`, `External/`,
///   `Submodules/`, `Pods/`, `Carthage/`) and, below it, an example's folder (`Dependencies/Charts/ChartsDemo/…`).
///
/// A repository whose only projects are examples (a library with its demo app, the demo being the app linted) keeps
/// every file: the nested shape needs a project that is no example's above it.
extension ProjectMembership {
    /// Folder names (lowercased) that hold vendored dependencies.
    static let vendoredFolders: Set<String> = [
        "dependencies", "vendor", "vendors", "vendored", "thirdparty", "third_party", "third-party", "3rdparty",
        "external", "externals", "submodules", "pods", "carthage",
    ]

    /// Whether a path component names an example (`Example`, `Examples`, `RingDemo`, `Samples`, in any case).
    static func namesExample(_ component: Substring) -> Bool {
        let name = component.lowercased()
        return name.contains("example") || name.contains("demo") || name.contains("sample")
    }

    /// Whether a project (its `project.pbxproj` path) is a library's example: its `.xcodeproj` or the folder holding
    /// it has an example word.
    static func isExampleProject(_ projectFile: String) -> Bool {
        let parts = projectFile.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        // `…/Example/RingExample.xcodeproj/project.pbxproj`: the bundle and its folder.
        return parts.suffix(2).contains(where: namesExample)
    }

    /// Whether the file belongs to a library's example app (see the type's comment).
    func isInDependencyExample(_ path: String) -> Bool {
        let folders = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        if let vendored = folders.firstIndex(where: { Self.vendoredFolders.contains($0.lowercased()) }),
           folders[folders.index(after: vendored)...].contains(where: Self.namesExample) {
            return true
        }
        let covering = projects.filter { path.hasPrefix($0.root) }
        guard let nearest = covering.max(by: { $0.root.count < $1.root.count }), nearest.isExample else { return false }
        return covering.contains { !$0.isExample && $0.root.count < nearest.root.count }
    }
}
