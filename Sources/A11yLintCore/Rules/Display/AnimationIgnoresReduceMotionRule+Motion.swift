/// What a repeating animation moves (see `animation-ignores-reduce-motion`).
extension AnimationIgnoresReduceMotionRule {
    /// SwiftUI modifiers that move a view, and what the message calls each.
    static let motionModifiers: [String: String] = [
        "offset": "an offset", "position": "a position", "scaleEffect": "a scale",
        "rotationEffect": "a large rotation", "rotation3DEffect": "a large rotation",
    ]

    /// Words in a type or property name that mark a loading indicator.
    static let loadingWords = ["Progress", "Loading", "Loader", "Spinner", "ActivityIndicator", "Shimmer",
                               "Skeleton", "progress", "loading", "loader", "spinner", "activityIndicator",
                               "shimmer", "skeleton"]

    /// The smallest frame side (pt) at which a spinning view counts as large motion.
    static let largeSide = 100.0

    /// Core Animation key paths that move or scale a layer (rotation is a spinner: not reported).
    static func isMotionKeyPath(_ keyPath: String) -> Bool {
        if keyPath.contains("rotation") { return false }
        return keyPath == "transform" || keyPath.hasPrefix("transform.scale") || keyPath.hasPrefix("transform.translation")
            || keyPath.hasPrefix("position")
    }

    // MARK: - SwiftUI

    /// What the `.repeatForever` at `token` moves (message text), or nil when it moves
    /// nothing we can see, is not SwiftUI's, or sits in a loading indicator.
    func swiftUIMotion(repeating token: Int, in file: SwiftFileContext) -> String? {
        let index = file.index
        guard index.kind(token - 1) == .period, let call = index.call(named: token), call.open >= 0 else { return nil }
        // SpriteKit/SceneKit `.repeatForever(action)` takes an unlabeled action; SwiftUI's takes `autoreverses:`.
        if call.arguments.contains(where: { $0.label < 0 }) { return nil }
        guard let before = index.kind(token - 2), before == .rightParen || before == .identifier || before == .keyword
        else { return nil }
        if isInLoadingIndicator(token, index) { return nil }
        // The call the animation is passed to: `withAnimation(…) { … }` or `.animation(…, value:)`.
        for enclosing in index.enclosingCalls(of: token).prefix(4) {
            guard enclosing.open >= 0, Int(enclosing.open) < token, token < Int(enclosing.close) else { continue }
            let name = Int(enclosing.name)
            if index.isName(name, "withAnimation") {
                let driven = drivenNames(enclosing, index)
                // `shimmerPhase = 140`, `loadingOffset = 1`: a state named for a loading indicator drives one.
                guard !driven.isEmpty,
                      !driven.allSatisfy({ name in Self.loadingWords.contains(where: { name.contains($0) }) }) else { return nil }
                return motion(drivenBy: driven, around: token, in: file)
            }
            if index.isName(name, "animation"), let chain = index.chain(containing: name) {
                for link in chain.links {
                    if Int(link.name) >= name { break }
                    if let found = motion(of: link, drivenBy: nil, index) { return found }
                }
                return nil
            }
        }
        return nil
    }

    /// Whether `token` lies in a type, property or function named like a loading indicator.
    func isInLoadingIndicator(_ token: Int, _ index: SyntaxIndex) -> Bool {
        var found = false
        index.forEachEnclosingScope(of: token) { scope in
            let declaration = Int(index.scopes[scope].declaration)
            if declaration >= 0 {
                let name = index.declarations[declaration].nameText
                if Self.loadingWords.contains(where: { name.contains($0) }) { found = true; return false }
            }
            return true
        }
        return found
    }

    /// Whether `token` lies in the content of a `.mask(…)` or `.mask { … }`: moving a mask sweeps a
    /// highlight across content that stays put (a shimmer), like animating a gradient.
    func isInMask(_ token: Int, _ index: SyntaxIndex) -> Bool {
        for call in index.enclosingCalls(of: token).prefix(8) {
            let name = Int(call.name)
            if index.isName(name, "mask"), index.kind(name - 1) == .period { return true }
        }
        return false
    }

    /// The names a `withAnimation { … }` body changes (`pulsing = true`, `self.angle += 1`, `flag.toggle()`).
    func drivenNames(_ call: CallSite, _ index: SyntaxIndex) -> Set<String> {
        guard let body = call.trailingClosures.first ?? call.arguments.dropFirst().last.flatMap({ argument in
            index.kind(Int(argument.start)) == .leftBrace
                ? TrailingClosure(label: argument.label, open: argument.start, close: argument.end) : nil
        }) else { return [] }
        var names: Set<String> = []
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        guard first <= last else { return [] }
        for probe in first...last where index.kind(probe) == .identifier {
            if let next = index.kind(probe + 1), next == .operator,
               index.isText(probe + 1, "=") || index.isText(probe + 1, "+=") || index.isText(probe + 1, "-=")
                || index.isText(probe + 1, "*=") {
                names.insert(index.text(probe))
            } else if index.kind(probe + 1) == .period, index.isText(probe + 2, "toggle") {
                names.insert(index.text(probe))
            }
        }
        return names
    }

    /// The first motion modifier in the type around `token` whose arguments mention a driven name.
    func motion(drivenBy driven: Set<String>, around token: Int, in file: SwiftFileContext) -> String? {
        let index = file.index
        var ranges: [(Int, Int)] = []
        if let type = index.enclosingType(of: token) {
            let name = index.declarations[type].nameText
            for declaration in index.types(named: name) where index.declarations[declaration].body >= 0 {
                let body = index.scopes[Int(index.declarations[declaration].body)]
                ranges.append((Int(body.open), Int(body.close)))
            }
        } else {
            ranges.append((0, index.count - 1))
        }
        for (first, last) in ranges {
            for modifier in Self.motionModifiers.keys.sorted() {
                for occurrence in file.occurrences(of: modifier, from: first, through: last) {
                    let name = Int(occurrence)
                    guard index.kind(name - 1) == .period, let call = index.call(named: name),
                          !isInMask(name, index) else { continue }
                    let link = ChainLink(period: Int32(name - 1), name: Int32(name), call: call, end: call.end)
                    if let found = motion(of: link, drivenBy: driven, index) { return found }
                }
            }
        }
        return nil
    }

    /// What a chain link moves: a motion modifier whose arguments vary (mention a driven
    /// name, or any property when `driven` is nil); rotations only on large views.
    func motion(of link: ChainLink, drivenBy driven: Set<String>?, _ index: SyntaxIndex) -> String? {
        let name = Int(link.name)
        guard let call = link.call, call.open >= 0, Int(call.close) > Int(call.open) + 1 else { return nil }
        guard let kind = Self.motionModifiers.first(where: { index.isText(name, equalTo: $0.key) }) else { return nil }
        var varies = false
        var probe = Int(call.open) + 1
        while probe < Int(call.close), !varies {
            defer { probe += 1 }
            // Path roots only: not a label (`x:`), not a member (`.degrees`, `Constants.size`).
            guard index.kind(probe) == .identifier || index.isName(probe, "self"), index.kind(probe - 1) != .period,
                  index.kind(probe + 1) != .colon else { continue }
            var end = probe
            while index.kind(end + 1) == .period, index.kind(end + 2) == .identifier { end += 2 }
            if let driven {
                varies = stride(from: probe, through: end, by: 2).contains { driven.contains(index.text($0)) }
            } else {
                varies = !index.startsWithUppercase(probe)
            }
            probe = end
        }
        guard varies else { return nil }
        if kind.key == "rotationEffect" || kind.key == "rotation3DEffect" {
            guard let chain = index.chain(containing: name), hasLargeFrame(chain, index) else { return nil }
        }
        return kind.value
    }

    /// Whether a chain has a `.frame(width:/height:)` side of at least `largeSide`
    /// (a literal, or a constant declared in the file with a literal value).
    func hasLargeFrame(_ chain: ModifierChain, _ index: SyntaxIndex) -> Bool {
        for link in index.links(of: chain, named: "frame") {
            guard let call = link.call else { continue }
            for argument in call.arguments where argument.label >= 0 {
                let label = Int(argument.label)
                guard index.isText(label, "width") || index.isText(label, "height") || index.isText(label, "minWidth")
                    || index.isText(label, "minHeight") else { continue }
                if let value = numericValue(from: Int(argument.start), through: Int(argument.end), index),
                   value >= Self.largeSide {
                    return true
                }
            }
        }
        return false
    }

    /// The value of a literal or of a path naming a constant with a literal initializer.
    func numericValue(from first: Int, through last: Int, _ index: SyntaxIndex) -> Double? {
        if first == last, let kind = index.kind(first), kind == .integer || kind == .float {
            return Double(index.text(first).replacingOccurrences(of: "_", with: ""))
        }
        guard index.kind(last) == .identifier else { return nil }
        for declaration in index.declarations(named: index.text(last), kind: .variable) {
            let value = index.declarations[declaration]
            guard value.initializerStart >= 0, value.initializerStart == value.initializerEnd,
                  let kind = index.kind(Int(value.initializerStart)), kind == .integer || kind == .float else { continue }
            return Double(index.text(Int(value.initializerStart)).replacingOccurrences(of: "_", with: ""))
        }
        return nil
    }

    // MARK: - UIKit

    /// The key path of the Core Animation animation whose `repeatCount` is set to infinity at
    /// `token`, when it moves or scales the layer.
    func layerMotion(repeatCount token: Int, in index: SyntaxIndex) -> String? {
        guard index.kind(token - 1) == .period, index.isOperator(token + 1, "="),
              index.kind(token - 2) == .identifier else { return nil }
        let valueEnd = index.expressionEnd(from: token + 2)
        guard valueEnd >= token + 2, isInfinite(from: token + 2, through: valueEnd, index) else { return nil }
        if isInLoadingIndicator(token, index) { return nil }
        let receiver = token - 2
        guard let declaration = index.localDeclaration(named: receiver)
                ?? index.declarations(named: index.text(receiver), kind: .variable).first,
              index.declarations[declaration].initializerStart >= 0 else { return nil }
        let start = Int(index.declarations[declaration].initializerStart)
        guard let creator = index.typeName(ofExpressionAt: start) else { return nil }
        switch creator {
        case "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation":
            guard let keyPath = keyPath(ofCreationAt: start, index), Self.isMotionKeyPath(keyPath) else { return nil }
            return keyPath
        case "CAAnimationGroup":
            // A group moves when its function also creates a moving animation.
            guard let function = index.enclosingFunction(of: token), index.declarations[function].body >= 0 else { return nil }
            let body = index.scopes[Int(index.declarations[function].body)]
            for probe in Int(body.open)..<Int(body.close) where index.isName(probe, "CABasicAnimation")
                || index.isName(probe, "CAKeyframeAnimation") || index.isName(probe, "CASpringAnimation") {
                if let keyPath = keyPath(ofCreationAt: probe, index), Self.isMotionKeyPath(keyPath) { return keyPath }
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether tokens `first...last` spell an infinite repeat count.
    func isInfinite(from first: Int, through last: Int, _ index: SyntaxIndex) -> Bool {
        for probe in first...last {
            if index.isName(probe, "infinity") || index.isName(probe, "greatestFiniteMagnitude")
                || index.isName(probe, "HUGE") || index.isName(probe, "MAXFLOAT") { return true }
        }
        return false
    }

    /// The string literal passed as `keyPath:` to the creation call starting at `start`.
    func keyPath(ofCreationAt start: Int, _ index: SyntaxIndex) -> String? {
        var name = start
        while index.kind(name + 1) == .period, index.kind(name + 2) == .identifier { name += 2 }
        guard let call = index.call(named: name), let argument = index.argument(call, labeled: "keyPath"),
              index.kind(Int(argument.start)) == .stringStart, index.kind(Int(argument.start) + 1) == .stringSegment,
              index.kind(Int(argument.start) + 2) == .stringEnd else { return nil }
        return index.text(Int(argument.start) + 1)
    }

    /// Whether the `.repeat` at `token` is an option of `UIView.animate(…)` whose animations
    /// change `transform`, `center` or `frame`.
    func viewAnimationRepeatsMotion(option token: Int, in index: SyntaxIndex) -> Bool {
        guard index.kind(token - 1) == .period else { return false }
        if isInLoadingIndicator(token, index) { return false }
        for call in index.enclosingCalls(of: token).prefix(3) {
            guard index.isName(Int(call.name), "animate") || index.isName(Int(call.name), "animateKeyframes"),
                  let options = index.argument(call, labeled: "options"),
                  Int(options.start) <= token, token <= Int(options.end) else { continue }
            var bodies: [(Int, Int)] = call.trailingClosures.map { (Int($0.open), Int($0.close)) }
            if let animations = index.argument(call, labeled: "animations"), index.kind(Int(animations.start)) == .leftBrace {
                bodies.append((Int(animations.start), Int(animations.end)))
            }
            for (open, close) in bodies {
                if index.containsMotionWrite(from: open, through: close) { return true }
            }
            return false
        }
        return false
    }
}

extension SyntaxIndex {
    /// Whether tokens `first...last` assign a view's `transform`, `center` or `frame`.
    fileprivate func containsMotionWrite(from first: Int, through last: Int) -> Bool {
        for write in writes where Int(write.operation) > first && Int(write.operation) < last {
            guard let name = write.target.last else { continue }
            if isText(Int(name), "transform") || isText(Int(name), "center") || isText(Int(name), "frame") { return true }
        }
        return false
    }
}
