/// Placement facts rules read: a view placed only in bars (`BarPlacement`, recorded per use in
/// `ViewUse.isInBar`), and a widget's content.
extension SwiftFileContext {
    /// Whether token `token` lies in a view type (or an extension of it) that the project places only in
    /// toolbars and navigation bars, in any file (`ToolbarItem { RefreshButton() }` in another screen).
    func isInViewPlacedOnlyInBars(_ token: Int) -> Bool {
        guard let type = index.enclosingType(of: token) else { return false }
        let name = index.declarations[type].nameText
        // A type the project declares: uses of a framework class (`UIButton()` made for one bar item) are
        // not all recorded, so an extension of it says nothing about where it is placed.
        guard project.typeKinds[name]?.contains(where: { $0 != .extension }) == true else { return false }
        return project.isPlacedOnlyInBars(name)
    }
}

/// A widget's content: a file of a widget extension, whose views the system draws in a space it fixes.
enum WidgetPlacement {
    /// Names only widget-extension code uses (a widget, its timeline, its configuration and family).
    static let widgetNames = ["Widget", "WidgetBundle", "TimelineProvider", "TimelineEntry", "AppIntentTimelineProvider",
                              "IntentTimelineProvider", "StaticConfiguration", "IntentConfiguration", "AppIntentConfiguration",
                              "ActivityConfiguration", "WidgetFamily", "widgetFamily", "containerBackground", "widgetURL"]
    /// The names `isWidgetContent` looks up.
    static let lookups = widgetNames + ["WidgetCenter"]
}

extension SwiftFileContext {
    /// Whether the file is a widget's content: it imports WidgetKit, unless it only does so to reload the
    /// app's widgets (`WidgetCenter.shared.reloadAllTimelines()` in a settings screen of the app) and names
    /// nothing of a widget.
    var isWidgetContent: Bool {
        guard importsWidgetKit else { return false }
        guard !occurrences(of: "WidgetCenter").isEmpty else { return true }
        return WidgetPlacement.widgetNames.contains { !occurrences(of: $0).isEmpty }
    }
}
