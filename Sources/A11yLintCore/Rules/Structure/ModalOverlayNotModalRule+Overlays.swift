/// Where overlays are added: UIKit `addSubview` of a full-screen overlay view, SwiftUI backdrops under `if`.
extension ModalOverlayNotModalRule {
    /// Name fragments (lowercased) of views that block the screen.
    static let overlayWords = ["overlay", "hud", "popup", "alert", "dialog", "dimview", "dimming", "curtain"]

    /// Receivers that hold a screen: a view controller's view or a window.
    static let screenReceivers: Set<String> = ["view", "window", "keyWindow"]

    // MARK: - UIKit

    func uiKitFindings(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "addSubview") {
            let token = Int(occurrence)
            // `view.window?.addSubview(…)`: the receiver path ends before the optional chaining.
            let receiverEnd = index.isOperator(token - 2, "?") || index.isOperator(token - 2, "!") ? token - 3 : token - 2
            guard index.kind(token - 1) == .period, let call = index.call(named: token), call.arguments.count == 1,
                  let argument = call.arguments.first, argument.label < 0,
                  index.kind(Int(argument.start)) == .identifier,
                  Int(argument.end) == Int(argument.start)
                    || (Int(argument.end) == Int(argument.start) + 1 && index.isOperator(Int(argument.end), "!")),
                  let receiver = index.pathNames(index.targetPath(endingAt: receiverEnd)).last,
                  ModalOverlayNotModalRule.screenReceivers.contains(receiver),
                  let function = index.enclosingFunction(of: token), index.declarations[function].body >= 0 else { continue }
            let body = index.scopes[Int(index.declarations[function].body)]
            let name = index.text(Int(argument.start))
            guard !file.containsName("accessibilityViewIsModal", from: Int(body.open), through: Int(body.close)),
                  let cover = coverage(of: name, at: Int(argument.start), body: (Int(body.open), Int(body.close)), index: index),
                  cover.coversScreen, !cover.passesTouches,
                  ModalOverlayNotModalRule.isOverlayName(name) || cover.type.map(ModalOverlayNotModalRule.isOverlayName) ?? false,
                  !(cover.type.map { typeIsModalOrPassesTouches($0, file: file) } ?? false) else { continue }
            findings.append(file.finding(from: token, through: token, message: ModalOverlayNotModalRule.message()))
        }
        return findings
    }

    /// Whether a name reads as a blocking overlay.
    static func isOverlayName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return overlayWords.contains { lowered.contains($0) }
    }

    /// How the view named `name` is set up in the function body: whether it is made over a full
    /// screen's bounds (`let hud = HUD(frame: view.bounds)`, `overlay = UIView(frame: UIScreen.main.bounds)`,
    /// `overlay.frame = bounds`), whether it lets touches through or is hidden, and its type if known.
    func coverage(of name: String, at use: Int, body: (open: Int, close: Int),
                  index: SyntaxIndex) -> (coversScreen: Bool, passesTouches: Bool, type: String?)? {
        var type: String?
        var covers = false
        var passesTouches = false
        if let local = index.localDeclaration(named: use) {
            let declaration = index.declarations[local]
            type = index.inferredTypeName(ofDeclaration: local)
            if declaration.initializerStart >= 0,
               index.contains("bounds", from: Int(declaration.initializerStart), through: Int(declaration.initializerEnd)) {
                covers = true
            }
        }
        for assignment in index.assignments() where Int(assignment.operation) > body.open && Int(assignment.operation) < body.close {
            let path = index.pathNames(assignment.target)
            guard path.first == name else { continue }
            let start = Int(assignment.valueStart)
            let end = Int(assignment.valueEnd)
            if path.count == 1 || (path.count == 2 && path[1] == "frame"), index.contains("bounds", from: start, through: end) {
                covers = true
                if path.count == 1, index.kind(start) == .identifier { type = type ?? index.text(start) }
            }
            guard path.count == 2, start == end else { continue }
            if path[1] == "isUserInteractionEnabled", index.isName(start, "false") { passesTouches = true }
            if path[1] == "isHidden", index.isName(start, "true") { passesTouches = true }
        }
        return (covers, passesTouches, type)
    }

    /// Whether the overlay's own class makes itself modal or lets touches through.
    func typeIsModalOrPassesTouches(_ type: String, file: SwiftFileContext) -> Bool {
        file.project.writes(in: type, receiver: "").contains { write in
            (write.member == "accessibilityViewIsModal" && (write.value.contains(.isTrue) || write.value.contains(.isOverride)))
                || (write.member == "isUserInteractionEnabled" && write.value.contains(.isFalse))
        }
    }

    // MARK: - SwiftUI

    func swiftUIFindings(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in ["ZStack", "overlay"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard let call = index.call(named: token) else { continue }
                let isOverlay = name == "overlay"
                if isOverlay != (index.kind(token - 1) == .period) { continue }
                // The closure that holds the layers.
                guard let content = call.trailingClosures.first else { continue }
                let open = Int(content.open)
                let close = Int(content.close)
                if file.containsName("accessibilityHidden", from: open, through: close)
                    || file.containsName("isModal", from: open, through: close) { continue }
                var probe = open + 1
                var sawContent = isOverlay
                while probe < close {
                    if index.isName(probe, "if"), index.enclosingOpener(of: probe) == open,
                       let brace = ifBody(after: probe, before: close, index: index), let end = index.partner(of: brace) {
                        if sawContent, let backdrop = dimmedBackdrop(from: brace + 1, through: end - 1, index: index) {
                            findings.append(file.finding(from: backdrop, through: backdrop, message: ModalOverlayNotModalRule.message()))
                        }
                        probe = end + 1
                        continue
                    }
                    if index.enclosingOpener(of: probe) == open, index.kind(probe) == .identifier { sawContent = true }
                    if let kind = index.kind(probe), kind == .leftBrace || kind == .leftParen || kind == .leftSquare,
                       let partner = index.partner(of: probe) {
                        probe = partner + 1
                        continue
                    }
                    probe += 1
                }
            }
        }
        return findings
    }

    /// The `{` of an `if`'s body (its condition may hold parentheses, never a `{` outside them).
    func ifBody(after ifToken: Int, before limit: Int, index: SyntaxIndex) -> Int? {
        var probe = ifToken + 1
        while probe < limit {
            switch index.kind(probe) {
            case .leftBrace:
                return probe
            case .leftParen, .leftSquare:
                probe = (index.partner(of: probe) ?? limit) + 1
            default:
                probe += 1
            }
        }
        return nil
    }

    /// The `Color` token of a backdrop that opens tokens `first...last` — a `Color` filling the screen
    /// (`.ignoresSafeArea`, `.edgesIgnoringSafeArea`) or dismissing on tap — when a dialog follows it.
    func dimmedBackdrop(from first: Int, through last: Int, index: SyntaxIndex) -> Int? {
        guard first < last, index.isName(first, "Color"), index.kind(first + 1) == .period else { return nil }
        let links = index.chainLinks(after: first)
        guard let end = links.last.map({ Int($0.end) }), end < last else { return nil }
        let names = links.map { index.text(Int($0.name)) }
        guard names.contains(where: { $0 == "ignoresSafeArea" || $0 == "edgesIgnoringSafeArea" || $0 == "onTapGesture" }),
              !names.contains("allowsHitTesting") else { return nil }
        // A dialog after the backdrop: another view in the same branch.
        for probe in (end + 1)...last where index.kind(probe) == .identifier && index.enclosingOpener(of: probe) == first - 1 {
            return first
        }
        return nil
    }
}
