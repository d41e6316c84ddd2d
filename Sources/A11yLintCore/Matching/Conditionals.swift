/// A three-valued truth: conditions like `DEBUG` are unknown statically.
public enum Truth: UInt8, Sendable {
    case no, yes, unknown

    static func and(_ a: Truth, _ b: Truth) -> Truth {
        if a == .no || b == .no { return .no }
        if a == .yes && b == .yes { return .yes }
        return .unknown
    }

    static func or(_ a: Truth, _ b: Truth) -> Truth {
        if a == .yes || b == .yes { return .yes }
        if a == .no && b == .no { return .no }
        return .unknown
    }

    var negated: Truth {
        switch self {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
    }
}

/// One branch of an `#if` / `#elseif` / `#else` chain.
public struct ConditionalBranch: Sendable {
    /// Token index of the directive opening the branch.
    public var directive: Int32
    /// First token after the directive's condition (the branch body).
    public var bodyStart: Int32
    /// Token index of the directive ending the branch (`#elseif`, `#else`, `#endif`), or the token count.
    public var bodyEnd: Int32
    /// Whether the branch is compiled when building for iOS (or iPadOS).
    public var onIOS: Truth
    /// Index of the enclosing branch, or -1.
    public var parent: Int32
}

extension SyntaxIndex {
    /// Builds `branches` from the directive tokens, evaluating each condition for iOS.
    mutating func buildConditionals() {
        // For each open `#if`: indices of its branches so far, and whether an earlier branch may be taken.
        var open: [(branches: [Int], anyTaken: Truth)] = []
        var index = 0
        while index < count {
            guard tokens[index].kind == .directive else { index += 1; continue }
            let length = tokens[index].range.length
            let conditionEnd = directiveLineEnd(index)
            let parent = open.last?.branches.last.map(Int32.init) ?? -1
            if length == 3 {                                            // #if
                let value = evaluateCondition(from: index + 1, through: conditionEnd)
                branches.append(ConditionalBranch(directive: Int32(index), bodyStart: Int32(conditionEnd + 1),
                                                  bodyEnd: Int32(count), onIOS: value, parent: parent))
                open.append(([branches.count - 1], value))
            } else if length == 7 || length == 5, var top = open.popLast() {   // #elseif, #else
                if let previous = top.branches.last { branches[previous].bodyEnd = Int32(index) }
                let condition: Truth = length == 7 ? evaluateCondition(from: index + 1, through: conditionEnd) : .yes
                let value = Truth.and(top.anyTaken.negated, condition)
                let enclosing = open.last?.branches.last.map(Int32.init) ?? -1
                branches.append(ConditionalBranch(directive: Int32(index), bodyStart: Int32(conditionEnd + 1),
                                                  bodyEnd: Int32(count), onIOS: value, parent: enclosing))
                top.branches.append(branches.count - 1)
                top.anyTaken = Truth.or(top.anyTaken, condition)
                open.append(top)
            } else if length == 6, let top = open.popLast() {               // #endif
                if let previous = top.branches.last { branches[previous].bodyEnd = Int32(index) }
            }
            index = conditionEnd + 1
        }
    }

    /// The last token of a directive's line (its condition).
    func directiveLineEnd(_ index: Int) -> Int {
        var probe = index + 1
        while probe < count, !tokens[probe].flags.contains(.isAtStartOfLine) { probe += 1 }
        return probe - 1
    }

    /// The innermost `#if` branch containing token `index`.
    public func innermostBranch(containing index: Int) -> Int? {
        // The last branch starting at or before `index`, then out through its parents.
        var branch = branches.partitioningIndex { Int($0.bodyStart) > index } - 1
        while branch >= 0 {
            if index < Int(branches[branch].bodyEnd) { return branch }
            branch = Int(branches[branch].parent)
        }
        return nil
    }

    /// Whether token `index` is only compiled for platforms other than iOS
    /// (`#if os(macOS)`, `#if !os(iOS)`, `#if canImport(AppKit)`, the `#else` of `#if os(iOS)`).
    public func isExcludedFromIOS(_ index: Int) -> Bool {
        var branch = innermostBranch(containing: index) ?? -1
        while branch >= 0 {
            if branches[branch].onIOS == .no { return true }
            branch = Int(branches[branch].parent)
        }
        return false
    }

    /// Evaluates a compilation condition for an iOS build.
    ///
    /// `os(iOS)` and `canImport(UIKit)` are true; other `os(…)`, `canImport(AppKit)`
    /// and `targetEnvironment(macCatalyst)` false... except that Mac Catalyst is
    /// an iOS build too, so `targetEnvironment(macCatalyst)` is unknown; compiler
    /// and Swift version checks are true; custom flags (`DEBUG`) unknown.
    func evaluateCondition(from first: Int, through last: Int) -> Truth {
        var position = first
        return parseOr(&position, last, depth: 0)
    }

    private func parseOr(_ position: inout Int, _ last: Int, depth: Int) -> Truth {
        var value = parseAnd(&position, last, depth: depth)
        while position <= last, isOperator(position, "||") {
            position += 1
            value = Truth.or(value, parseAnd(&position, last, depth: depth))
        }
        return value
    }

    private func parseAnd(_ position: inout Int, _ last: Int, depth: Int) -> Truth {
        var value = parseUnary(&position, last, depth: depth)
        while position <= last, isOperator(position, "&&") {
            position += 1
            value = Truth.and(value, parseUnary(&position, last, depth: depth))
        }
        return value
    }

    private func parseUnary(_ position: inout Int, _ last: Int, depth: Int) -> Truth {
        guard position <= last, depth < 64 else { position = last + 1; return .unknown }
        if isOperator(position, "!") {
            position += 1
            return parseUnary(&position, last, depth: depth + 1).negated
        }
        if kind(position) == .leftParen, let close = partner(of: position), close <= last {
            var inner = position + 1
            let value = parseOr(&inner, close - 1, depth: depth + 1)
            position = close + 1
            return value
        }
        if isName(position, "true") { position += 1; return .yes }
        if isName(position, "false") { position += 1; return .no }
        guard kind(position) == .identifier else { position += 1; return .unknown }
        let name = position
        position += 1
        guard kind(position) == .leftParen, let close = partner(of: position), close <= last else {
            return .unknown                                  // a custom flag such as DEBUG
        }
        let argument = position + 1
        position = close + 1
        if isText(name, "os") {
            if isText(argument, "iOS") { return .yes }
            return .no
        }
        if isText(name, "canImport") {
            if isText(argument, "UIKit") || isText(argument, "SwiftUI") || isText(argument, "Foundation") { return .yes }
            if isText(argument, "AppKit") || isText(argument, "WatchKit") || isText(argument, "Cocoa") { return .no }
            return .unknown
        }
        if isText(name, "swift") || isText(name, "compiler") { return .yes }
        return .unknown
    }
}
