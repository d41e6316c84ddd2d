/// Statements of a tap handler that perform no action: logging, and a hint animation that
/// nudges the view's own parts and puts them back (`UIView.animate` moving a thumb and, in its
/// completion, moving it home: "slide, don't tap"). Nothing a user needs is lost when such a
/// tap is not a button.
extension SyntaxIndex {
    /// Calls that only write to the log.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log",
                                            // Logging macros and CocoaLumberjack's functions.
                                            "DLog", "DLOG", "ILOG", "VLOG", "WLOG", "ELOG", "DDLogDebug", "DDLogInfo",
                                            "DDLogVerbose", "DDLogWarn", "DDLogError"]

    /// Properties an animation may move without changing what the view shows for good.
    static let hintProperties: Set<String> = ["constant", "alpha", "transform", "center", "frame"]

    /// Calls allowed inside a hint animation: layout passes and the values it moves to.
    static let hintCalls: Set<String> = [
        "animate", "animateKeyframes", "addKeyframe", "layoutIfNeeded", "setNeedsLayout", "CGAffineTransform",
        "CGPoint", "CGRect", "CGSize", "scaledBy", "translatedBy", "rotated", "concatenating",
        // Objective-C's selectors, lowered (`[UIView animateWithDuration:… animations:^{ … }]`).
        "animateWithDuration", "animateKeyframesWithDuration", "addKeyframeWithRelativeStartTime",
    ]

    /// Whether the call named at `callee` (`UIView.animate(withDuration:animations:completion:)`)
    /// is a hint animation: every statement in it moves a layout constant, alpha, transform,
    /// centre or frame (or runs layout or a nested animation), and every property it moves is
    /// moved again (put back, in the completion or a nested animation) or the animation
    /// autoreverses. An animation that moves something once (reveals a panel) is an action.
    func isHintAnimation(callee: Int) -> Bool {
        guard isText(callee, "animate") || isText(callee, "animateKeyframes") || isText(callee, "animateWithDuration")
                || isText(callee, "animateKeyframesWithDuration"), let animation = call(named: callee),
              animation.open >= 0 else { return false }
        let first = Int(animation.open) + 1
        let last = Int(animation.end)
        guard first <= last else { return false }
        // Values computed inside the animation (`var frame = toolbar.frame; frame.origin.y += 30`) are
        // scratch: only what is written back to a view counts as moved.
        var locals: Set<String> = []
        for probe in first...last where isName(probe, "let") || isName(probe, "var") {
            if kind(probe + 1) == .identifier { locals.insert(text(probe + 1)) }
        }
        var moved: [String: Int] = [:]
        var autoreverses = false
        for probe in first...last {
            switch tokens[probe].kind {
            case .identifier:
                if kind(probe - 1) == .period, isText(probe, "autoreverse") { autoreverses = true }
                guard call(named: probe) != nil else { continue }
                if !SyntaxIndex.hintCalls.contains(text(probe)) { return false }
            case .operator where isOperator(probe, "=") || isOperator(probe, "+=") || isOperator(probe, "-="):
                var path = pathNames(targetPath(endingAt: probe - 1))
                // `let frame: CGRect = …` (a typed local): the name before the type annotation.
                if kind(probe - 2) == .colon, isName(probe - 4, "let") || isName(probe - 4, "var") { path = [text(probe - 3)] }
                if let root = path.first, locals.contains(root) { continue }
                guard let property = path.last, SyntaxIndex.hintProperties.contains(property) else { return false }
                moved[path.joined(separator: "."), default: 0] += 1
            default:
                continue
            }
        }
        guard !moved.isEmpty else { return false }
        return autoreverses || moved.values.allSatisfy { $0 >= 2 }
    }
}
