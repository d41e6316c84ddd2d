/// Which platform a file's code runs on, as far as its imports and the project's
/// class hierarchy tell: display settings such as Dynamic Type exist on iOS,
/// iPadOS and watchOS, not on macOS (AppKit) or tvOS.
///
/// A rule that asks these questions must list `Platforms.lookups` among its
/// `lookups`, so the import names are in the file's name index.
public enum Platforms {
    /// The names `SwiftFileContext.isMacOnly` and `importsWidgetKit` look up.
    public static let lookups = ["import", "AppKit", "Cocoa", "UIKit", "WidgetKit"]

    /// Words of a folder name that hold a project's Mac-only target, lowercased: `Mac/`, `macOS/`,
    /// `FluentUI_macOS/`, `Core macOS/`, `App-OSX/`.
    static let macWords: Set<String> = ["mac", "macos", "osx"]
    /// Words of a folder name that say its code runs on another platform as well (`iOS-macOS/`,
    /// `Mac Catalyst/`, which runs iPad code with Dynamic Type).
    static let otherPlatformWords: Set<String> = ["ios", "ipados", "iphone", "ipad", "catalyst", "tvos", "watchos",
                                                  "visionos", "xros", "shared", "common"]

    /// Whether a folder's name marks a Mac-only target: one of its words (split at anything that is
    /// not a letter or digit) is `Mac`, `macOS` or `OSX` and none names another platform or shared
    /// code. Camel-case words are not split (`MacroView`, `Machine`).
    static func namesMacTarget(_ folder: Substring) -> Bool {
        var hasMac = false
        for word in folder.utf8.split(whereSeparator: { !(($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) && !($0 >= 0x30 && $0 <= 0x39) }) {
            let lowered = String(decoding: word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            if otherPlatformWords.contains(lowered) { return false }
            if macWords.contains(lowered) { hasMac = true }
        }
        return hasMac
    }
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
    /// UIKit, it lies in a Mac target's folder (`Mac/`, `macOS/`, `App_macOS/`), or the whole project
    /// is an AppKit app (`ProjectModel.isAppKitOnly`).
    public var isMacOnly: Bool {
        if file(importsAnyOf: ["AppKit", "Cocoa"]) && !file(importsAnyOf: ["UIKit"]) { return true }
        // A Mac target's folder (`Mac/Preferences/…`, `macOS/…`, `Sources/FluentUI_macOS/…`) in a project
        // with several targets.
        if index.source.path.split(separator: "/").dropLast().contains(where: Platforms.namesMacTarget) {
            return true
        }
        return project.isAppKitOnly
    }

    /// Whether the file imports WidgetKit (a widget or complication, whose space is fixed).
    public var importsWidgetKit: Bool { file(importsAnyOf: ["WidgetKit"]) }
}
