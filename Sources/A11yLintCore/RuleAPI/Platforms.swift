/// Which platform a file's code runs on, as far as its imports and the project's
/// class hierarchy tell: display settings such as Dynamic Type exist on iOS,
/// iPadOS and watchOS, not on macOS (AppKit) or tvOS.
///
/// A rule that asks these questions must list `Platforms.lookups` among its
/// `lookups`, so the import names are in the file's name index.
public enum Platforms {
    /// The names `SwiftFileContext.isMacOnly` and `importsWidgetKit` look up.
    public static let lookups = ["import", "AppKit", "Cocoa", "UIKit", "WidgetKit"]

    /// Folder names that hold a project's Mac-only target.
    static let macFolders: Set<String> = ["Mac", "macOS", "MacOS", "OSX"]
    /// Classes and protocols only an AppKit app inherits from.
    static let appKitBases: Set<String> = ["NSApplicationDelegate", "NSViewRepresentable", "NSViewControllerRepresentable",
                                           "NSWindowController", "NSViewController", "NSView", "NSWindowDelegate"]
    /// Classes and protocols only a UIKit (iOS, iPadOS, tvOS, Catalyst) app inherits from.
    static let uiKitBases: Set<String> = ["UIApplicationDelegate", "UIViewRepresentable", "UIViewControllerRepresentable",
                                          "UIViewController", "UIView", "UIWindowSceneDelegate", "UIResponder",
                                          "UITableViewController", "UICollectionViewCell", "UITableViewCell"]
}

extension ProjectModel {
    /// Whether the project is an AppKit app only: some type inherits from an AppKit
    /// class or protocol and none from a UIKit one (a SwiftUI file of such a project
    /// runs on macOS). A project with both (NetNewsWire's Mac and iOS targets) is not.
    /// Decided once, when the model is merged.
    public var isAppKitOnly: Bool {
        reads?.note(.isAppKitOnly, "")
        return isAppKitOnlyValue
    }

    /// Walks the hierarchy (`isAppKitOnly`).
    static func isAppKitOnly(inheritance: [String: [String]]) -> Bool {
        var hasAppKit = false
        for bases in inheritance.values {
            for base in bases {
                if Platforms.uiKitBases.contains(base) { return false }
                if !hasAppKit, Platforms.appKitBases.contains(base) { hasAppKit = true }
            }
        }
        return hasAppKit
    }
}

extension SwiftFileContext {
    /// Whether the file imports one of `modules` (`import UIKit`, `import class UIKit.UIView`).
    private func file(importsAnyOf modules: [String]) -> Bool {
        for occurrence in occurrences(of: "import") {
            var probe = Int(occurrence) + 1
            // `import class UIKit.UIView`, `import struct …`
            if index.kind(probe) == .keyword { probe += 1 }
            if modules.contains(where: { index.isText(probe, equalTo: $0) }) { return true }
        }
        return false
    }

    /// Whether the file's code runs only on macOS: it imports AppKit or Cocoa and not
    /// UIKit, it lies in a Mac target's folder (`Mac/`, `macOS/`), or the whole project
    /// is an AppKit app (`ProjectModel.isAppKitOnly`).
    public var isMacOnly: Bool {
        if file(importsAnyOf: ["AppKit", "Cocoa"]) && !file(importsAnyOf: ["UIKit"]) { return true }
        // A Mac target's folder (`Mac/Preferences/…`, `macOS/…`) in a project with several targets.
        if index.source.path.split(separator: "/").dropLast().contains(where: { Platforms.macFolders.contains(String($0)) }) {
            return true
        }
        return project.isAppKitOnly
    }

    /// Whether the file imports WidgetKit (a widget or complication, whose space is fixed).
    public var importsWidgetKit: Bool { file(importsAnyOf: ["WidgetKit"]) }
}
