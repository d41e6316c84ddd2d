/// One use of a view type (`AvatarView(…)`) and what covers it there.
public struct ViewUse: Sendable {
    public var type: String
    /// Hidden, inside a control, or given button semantics: covered whatever the view does.
    public var isCovered: Bool
    /// Signatures of accessibility actions on the use or around it.
    public var actionSignatures: Set<String>
    /// Labeled or hidden at this use (`IconView(…).accessibilityLabel("Close")`).
    public var isLabeled = false
    /// In a `#Preview` block or `PreviewProvider`: a use users never see.
    public var isInPreview = false
    /// In a toolbar or navigation bar (`ToolbarItem { RefreshButton() }`, `.navigationBarItems(trailing:)`,
    /// a property named for a bar): the bar sizes and hit-tests it (`BarPlacement`).
    public var isInBar = false
}

extension SyntaxIndex {
    /// The semantics of the root views of a view's `body`: the chains of its
    /// top-level statements, looking through `if`/`switch` (not closures).
    func rootSemantics(ofBody scope: Int) -> AccessibilitySemantics {
        var result: AccessibilitySemantics = []
        let open = Int(scopes[scope].open)
        let close = Int(scopes[scope].close)
        var probe = open + 1
        while probe < close {
            guard tokens[probe].kind == .identifier, tokens[probe].flags.contains(.isAtStartOfLine) || probe == open + 1
                    || isName(probe - 1, "return"),
                  kind(probe - 1) != .period, let call = call(named: probe) else { probe += 1; continue }
            // Only statements directly in the body or in its control-flow blocks.
            var isRoot = true
            forEachEnclosingScope(of: probe) { inner in
                if inner == scope { return false }
                if scopes[inner].kind != .controlFlow { isRoot = false; return false }
                return true
            }
            if isRoot, let opener = enclosingOpener(of: probe), kind(opener) == .leftBrace {
                result.formUnion(semantics(of: chainLinks(after: Int(call.end))))
                probe = max(probe + 1, expressionEnd(from: probe) + 1)
                continue
            }
            probe += 1
        }
        return result
    }

    /// The calls that may be uses of custom views, in order: an uppercase name, not after
    /// a `.`, followed by `(` or `{`, not a common SwiftUI or Foundation type
    /// (`commonSwiftUINames`). Shared by `viewUses` and the image walker's use contexts.
    func customViewCalls() -> [CallSite] {
        var calls: [CallSite] = []
        for index in 0..<count where tokens[index].kind == .identifier && startsWithUppercase(index) {
            guard kind(index - 1) != .period, kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace,
                  !SyntaxIndex.commonSwiftUINames.contains(text(index)), let call = call(named: index) else { continue }
            calls.append(call)
        }
        return calls
    }

    /// Views used in this file (`calls`, from `customViewCalls()`), with what covers each use:
    /// hiding, an enclosing control or button trait, and the accessibility actions declared
    /// around it; uses inside `previews` (byte ranges) are marked, and so are uses in a bar: SwiftUI
    /// toolbars, and UIKit views the file installs in one (`barInstalls`).
    func viewUses(of calls: [CallSite], previews: [ByteRange], barInstalls: [BarInstall] = []) -> [ViewUse] {
        var uses: [ViewUse] = []
        /// Per call (by name token): covered outright, its chain's action signatures, and
        /// whether its chain labels or hides it.
        var own: [Int32: (covered: Bool, signatures: Set<String>, labeled: Bool)] = [:]
        func ownCoverage(_ call: CallSite) -> (covered: Bool, signatures: Set<String>, labeled: Bool) {
            if let cached = own[call.name] { return cached }
            let links = chainLinks(ofCall: call)
            let semantics = self.semantics(of: links)
            let covered = !semantics.isDisjoint(with: [.hidden, .buttonTrait, .linkTrait, .representation])
                || SyntaxIndex.swiftUIControls.contains(text(Int(call.name)))
            let result = (covered, semantics.contains(.action) ? accessibilityActionSignatures(of: links) : [],
                          !semantics.isDisjoint(with: [.label, .hidden]))
            own[call.name] = result
            return result
        }
        /// Coverage from the calls around an opener, cached per opener (iterative: depth is unbounded).
        var aroundOpener: [Int: (covered: Bool, signatures: Set<String>, inBar: Bool)] = [:]
        func coverage(around index: Int) -> (covered: Bool, signatures: Set<String>, inBar: Bool) {
            var visited: [(opener: Int, own: (covered: Bool, signatures: Set<String>, inBar: Bool))] = []
            var current = index
            var result: (covered: Bool, signatures: Set<String>, inBar: Bool) = (false, [], false)
            while let opener = enclosingOpener(of: current) {
                if let cached = aroundOpener[opener] { result = cached; break }
                var mine: (covered: Bool, signatures: Set<String>, inBar: Bool) = (false, [], false)
                if tokens[opener].kind != .stringStart, tokens[opener].kind != .interpolationStart,
                   let owner = owningCall(ofOpener: opener) {
                    let coverage = ownCoverage(owner)
                    mine = (coverage.covered, coverage.signatures, BarPlacement.barCalls.contains(text(Int(owner.name))))
                }
                visited.append((opener, mine))
                current = opener
            }
            // Fold from the outermost visited opener inwards.
            for (opener, mine) in visited.reversed() {
                result = (result.covered || mine.covered, result.signatures.union(mine.signatures), result.inBar || mine.inBar)
                aroundOpener[opener] = result
            }
            return aroundOpener[visited.first?.opener ?? -1] ?? result
        }
        for call in calls {
            let index = Int(call.name)
            let mine = ownCoverage(call)
            let around = coverage(around: index)
            let isDestination = isNavigationDestination(index)
            let start = tokens[index].start
            uses.append(ViewUse(type: text(index), isCovered: !isDestination && (mine.covered || around.covered),
                                actionSignatures: isDestination ? mine.signatures : mine.signatures.union(around.signatures),
                                isLabeled: mine.labeled, isInPreview: previews.contains { $0.contains(start) },
                                isInBar: !isDestination && (around.inBar || isInDeclarationNamedForBar(index)
                                    || !barInstalls.isEmpty && isInstalledInBar(call, installs: barInstalls))))
        }
        return uses
    }

    /// Built-in names that are never custom views (skipped when recording view uses).
    static let commonSwiftUINames: Set<String> = [
        "Text", "Image", "HStack", "VStack", "ZStack", "Spacer", "Divider", "Group", "ForEach", "List", "ScrollView",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Section", "Form", "NavigationStack",
        "NavigationView", "Label", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "GeometryReader",
        "AnyView", "EmptyView", "Font", "CGSize", "CGRect", "CGPoint", "UIColor", "URL", "Date", "Set", "Array",
        "Dictionary", "String", "Int", "Double", "CGFloat", "Binding", "Task", "Button", "Toggle", "Link", "Menu",
        "NavigationLink", "TextField", "Picker", "ProgressView", "Edge", "EdgeInsets", "UUID", "Data",
        "LocalizedStringKey", "AttributedString", "Animation", "DispatchQueue", "NSLocalizedString",
    ]
}
