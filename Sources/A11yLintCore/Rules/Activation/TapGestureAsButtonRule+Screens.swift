/// Taps that open or leave a whole screen. A tap on a view controller's root view is a
/// background tap, unless it opens another screen (presents or pushes: the whole view is then a
/// button, often the only way to the next screen). A tap that leaves the screen is an exit
/// convenience when the screen adds its own control that leaves it (a "Done" button).
extension SyntaxIndex {
    /// Calls that open another screen.
    static let presentingCalls: Set<String> = [
        "present", "presentViewController", "pushViewController", "show", "showDetailViewController", "performSegue",
        "performSegueWithIdentifier",
    ]

    /// Whether tokens `first...last` present or push another screen (`present(info, animated: true)`);
    /// presenting an alert (`present(alert, …)`, `present(UIAlertController(…), …)`) is feedback. A
    /// method named for it does too (`statusService.presentStatusViewController()`, `showSettingsScreen()`),
    /// and so does opening a URL through the app or an extension's context
    /// (`extensionContext?.open(url)`, `UIApplication.shared.open(url)`): another app or screen comes up.
    func opensScreen(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where tokens[probe].kind == .identifier {
            if SyntaxIndex.namesScreenOpening(text(probe)) || opensURL(callee: probe), call(named: probe) != nil { return true }
            guard SyntaxIndex.presentingCalls.contains(text(probe)), let call = call(named: probe) else { continue }
            if let argument = call.arguments.first, tokens[Int(argument.start)].kind == .identifier,
               text(Int(argument.start)).lowercased().contains("alert") { continue }
            return true
        }
        return false
    }

    /// Whether a method's name says it presents or pushes a screen: "present", "push" or "show", and
    /// a name ending in "Controller" or "Screen" (`presentStatusViewController`, `pushDetailScreen`, a
    /// gallery library's `presentMHGalleryController`), not an alert (`showAlertViewController`) or the
    /// edit menu (`showMenuController`).
    static func namesScreenOpening(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard lower.hasPrefix("present") || lower.hasPrefix("push") || lower.hasPrefix("show"),
              lower.hasSuffix("controller") || lower.hasSuffix("screen"), !lower.containsBytes(of: "alert"),
              !lower.containsBytes(of: "menucontroller") else {
            return false
        }
        return lower != "presentviewcontroller" && lower != "pushviewcontroller" && lower != "showviewcontroller"
    }

    /// Whether the call named at `callee` opens a URL through the application or an extension's
    /// context: `UIApplication.shared.open(url)`, `extensionContext?.open(url, completionHandler: nil)`,
    /// lowered Objective-C `openURL(…)`.
    func opensURL(callee: Int) -> Bool {
        guard isText(callee, "open") || isText(callee, "openURL"), kind(callee - 1) == .period else { return false }
        var end = callee - 2
        if isOperator(end, "?") || isOperator(end, "!") { end -= 1 }
        guard let receiver = pathNames(targetPath(endingAt: end)).last else { return false }
        return receiver == "shared" || receiver == "sharedApplication" || receiver == "extensionContext"
    }

    /// Whether a called name leaves the screen: a pop or a dismissal of the view controller.
    static func leavesScreen(_ name: String) -> Bool {
        name == "dismiss" || name.hasPrefix("dismissViewController") || name.hasPrefix("popViewController")
            || name.hasPrefix("popToRootViewController") || name.hasPrefix("popToViewController")
    }

    /// Whether tokens `first...last` pop or dismiss the screen.
    func leavesScreen(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where tokens[probe].kind == .identifier {
            if SyntaxIndex.leavesScreen(text(probe)), call(named: probe) != nil { return true }
        }
        return false
    }
}

extension TapGestureAsButtonRule {
    /// Whether the handler named at token `handler` leaves the screen: it is UIKit's own pop or
    /// dismissal (`action: @selector(popViewControllerAnimated:)`) or its body does it.
    func leavesScreen(handler: Int, index: SyntaxIndex) -> Bool {
        if SyntaxIndex.leavesScreen(index.text(handler)) { return true }
        return index.handlerBodies(named: handler).contains { index.leavesScreen(from: $0.lowerBound, through: $0.upperBound) }
    }

    /// Whether the type enclosing `site` adds a control whose action leaves the screen: a
    /// `button.addTarget(self, action: #selector(close), for: .touchUpInside)` or a
    /// `UIBarButtonItem(…, action: #selector(done))` whose handler pops or dismisses.
    func offersScreenExit(at site: Int, index: SyntaxIndex) -> Bool {
        guard let owner = index.enclosingType(of: site), index.declarations[owner].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[owner].body)]
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        guard first <= last else { return false }
        for probe in first...last where index.tokens[probe].kind == .identifier {
            let isTarget = index.isName(probe, "addTarget") && index.kind(probe - 1) == .period
            guard isTarget || index.isName(probe, "UIBarButtonItem"), let call = index.call(named: probe),
                  let action = index.argument(call, labeled: "action") else { continue }
            // A control's target (`for: .touchUpInside`), not a recognizer's (`tap.addTarget(self, action:)`).
            if isTarget, index.argument(call, labeled: "for") == nil, index.argument(call, labeled: "forControlEvents") == nil {
                continue
            }
            guard let handler = index.selectorName(from: Int(action.start), through: Int(action.end)) else { continue }
            if leavesScreen(handler: handler, index: index) { return true }
        }
        return false
    }
}
