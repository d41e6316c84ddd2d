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

/// The custom compilation conditions a release build of the project is known never, or always,
/// to set (`CompilationConditions` reads them from the build settings); any other flag is unknown.
public struct ReleaseFlags: Sendable, Equatable {
    /// Flags no release build sets: `#if FLAG` code is debug-only.
    public var neverSet: Set<String> = []
    /// Flags every release build sets: `#if !FLAG` code is debug-only.
    public var alwaysSet: Set<String> = []

    public init() {}

    public static let unknown = ReleaseFlags()

    public var isUnknown: Bool { neverSet.isEmpty && alwaysSet.isEmpty }
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
    /// Whether the branch is compiled in a release build: `DEBUG`, which Xcode's Debug
    /// configuration defines (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`) and Release does not, is false;
    /// the project's other flags are judged later (`debugOnlyBranches(_:)`).
    public var inRelease: Truth = .unknown
    /// Index of the enclosing branch, or -1.
    public var parent: Int32
}

extension SyntaxIndex {
    /// Builds `branches` from the directive tokens, evaluating each condition for iOS.
    mutating func buildConditionals() {
        branches = conditionalBranches(release: .unknown)
    }

    /// The branches of the file's `#if` chains, each condition evaluated for iOS and, with the
    /// custom flags `release` knows, for a release build.
    func conditionalBranches(release conditions: ReleaseFlags) -> [ConditionalBranch] {
        var branches: [ConditionalBranch] = []
        // For each open `#if`: indices of its branches so far, and whether an earlier branch may be taken.
        var open: [(branches: [Int], anyTaken: Truth, anyTakenInRelease: Truth)] = []
        var index = 0
        while index < count {
            guard tokens[index].kind == .directive else { index += 1; continue }
            let length = tokens[index].range.length
            let conditionEnd = directiveLineEnd(index)
            let parent = open.last?.branches.last.map(Int32.init) ?? -1
            if length == 3 {                                            // #if
                let value = evaluateCondition(from: index + 1, through: conditionEnd)
                let release = evaluateCondition(from: index + 1, through: conditionEnd, release: conditions)
                branches.append(ConditionalBranch(directive: Int32(index), bodyStart: Int32(conditionEnd + 1),
                                                  bodyEnd: Int32(count), onIOS: value, inRelease: release, parent: parent))
                open.append(([branches.count - 1], value, release))
            } else if length == 7 || length == 5, var top = open.popLast() {   // #elseif, #else
                if let previous = top.branches.last { branches[previous].bodyEnd = Int32(index) }
                let condition: Truth = length == 7 ? evaluateCondition(from: index + 1, through: conditionEnd) : .yes
                let releaseCondition: Truth = length == 7
                    ? evaluateCondition(from: index + 1, through: conditionEnd, release: conditions) : .yes
                let value = Truth.and(top.anyTaken.negated, condition)
                let release = Truth.and(top.anyTakenInRelease.negated, releaseCondition)
                let enclosing = open.last?.branches.last.map(Int32.init) ?? -1
                branches.append(ConditionalBranch(directive: Int32(index), bodyStart: Int32(conditionEnd + 1),
                                                  bodyEnd: Int32(count), onIOS: value, inRelease: release, parent: enclosing))
                top.branches.append(branches.count - 1)
                top.anyTaken = Truth.or(top.anyTaken, condition)
                top.anyTakenInRelease = Truth.or(top.anyTakenInRelease, releaseCondition)
                open.append(top)
            } else if length == 6, let top = open.popLast() {               // #endif
                if let previous = top.branches.last { branches[previous].bodyEnd = Int32(index) }
            }
            index = conditionEnd + 1
        }
        return branches
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

    /// The byte ranges of the branches compiled only in debug builds (`#if DEBUG`, the `#else` of
    /// `#if !DEBUG`), outermost first: no user of the shipped app meets what is inside them.
    /// With the project's `conditions`, also the branches of custom flags no release
    /// configuration sets (`#if MOCKS`) and the `#if !FLAG` of flags every one sets.
    public func debugOnlyBranches(_ conditions: ReleaseFlags = .unknown) -> [ByteRange] {
        var ranges: [ByteRange] = []
        var coveredThrough = -1
        let judged = conditions.isUnknown || branches.isEmpty ? branches : conditionalBranches(release: conditions)
        for branch in judged where branch.inRelease == .no {
            let first = Int(branch.bodyStart), end = Int(branch.bodyEnd)
            guard first < end, first > coveredThrough, first < count else { continue }
            ranges.append(range(from: first, through: end - 1))
            coveredThrough = end - 1
        }
        return ranges
    }

    /// Evaluates a compilation condition for an iOS build.
    ///
    /// `os(iOS)` and `canImport(UIKit)` are true; other `os(…)`, `canImport(AppKit)`
    /// and `targetEnvironment(macCatalyst)` false... except that Mac Catalyst is
    /// an iOS build too, so `targetEnvironment(macCatalyst)` is unknown; compiler
    /// and Swift version checks are true; custom flags (`DEBUG`) unknown.
    /// With `release`, for a release build of any platform: `DEBUG` is false, a flag no release
    /// configuration sets false and one every one sets true (`ReleaseFlags`), platform
    /// conditions (`os(…)`, `canImport(…)`, `targetEnvironment(…)`) and other custom flags unknown.
    func evaluateCondition(from first: Int, through last: Int, release: ReleaseFlags? = nil) -> Truth {
        var position = first
        return parseOr(&position, last, depth: 0, release: release)
    }

    private func parseOr(_ position: inout Int, _ last: Int, depth: Int, release: ReleaseFlags?) -> Truth {
        var value = parseAnd(&position, last, depth: depth, release: release)
        while position <= last, isOperator(position, "||") {
            position += 1
            value = Truth.or(value, parseAnd(&position, last, depth: depth, release: release))
        }
        return value
    }

    private func parseAnd(_ position: inout Int, _ last: Int, depth: Int, release: ReleaseFlags?) -> Truth {
        var value = parseUnary(&position, last, depth: depth, release: release)
        while position <= last, isOperator(position, "&&") {
            position += 1
            value = Truth.and(value, parseUnary(&position, last, depth: depth, release: release))
        }
        return value
    }

    private func parseUnary(_ position: inout Int, _ last: Int, depth: Int, release: ReleaseFlags?) -> Truth {
        guard position <= last, depth < 64 else { position = last + 1; return .unknown }
        if isOperator(position, "!") {
            position += 1
            return parseUnary(&position, last, depth: depth + 1, release: release).negated
        }
        if kind(position) == .leftParen, let close = partner(of: position), close <= last {
            var inner = position + 1
            let value = parseOr(&inner, close - 1, depth: depth + 1, release: release)
            position = close + 1
            return value
        }
        if isName(position, "true") { position += 1; return .yes }
        if isName(position, "false") { position += 1; return .no }
        guard kind(position) == .identifier else { position += 1; return .unknown }
        let name = position
        position += 1
        guard kind(position) == .leftParen, let close = partner(of: position), close <= last else {
            // A custom flag such as DEBUG.
            guard let release else { return .unknown }
            if isText(name, "DEBUG") { return .no }
            if release.isUnknown { return .unknown }
            let flag = text(name)
            if release.neverSet.contains(flag) { return .no }
            return release.alwaysSet.contains(flag) ? .yes : .unknown
        }
        let argument = position + 1
        position = close + 1
        // For a release build of any platform: the platform conditions are unknown.
        if release != nil, !isText(name, "swift"), !isText(name, "compiler") { return .unknown }
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
