/// Preprocessor conditionals (`#if TARGET_OS_TV … #else … #endif`) lowered into Swift's
/// `#if os(tvOS) … #else … #endif`, so that the rules' "is this compiled for iOS?" question
/// (`SyntaxIndex.isExcludedFromIOS`) reads Objective-C code as it reads Swift.
///
/// A chain is kept only when every one of its directives was lowered at a statement
/// boundary; a directive swallowed inside a message send or a declaration would leave an
/// unbalanced `#if` that hides the rest of the file, so the chain's lowered directives are
/// blanked out again (same length, so offsets and lines are untouched).
extension ObjectiveCLowering {
    /// A lowered conditional directive: where its text sits in the output, and its chain.
    struct LoweredDirective {
        var chain: Int
        var outputStart: Int
        var outputEnd: Int
    }

    /// The directive's word (`if`, `ifdef`, `elif`, `endif`, `pragma`, …) after `#`.
    func directiveWord(_ index: Int) -> String? {
        guard isDirectiveStart(index), index + 1 < tokens.count, line(of: index + 1) == line(of: index) else { return nil }
        return text(index + 1)
    }

    static let conditionalWords: Set<String> = ["if", "ifdef", "ifndef", "elif", "else", "endif"]

    /// For each conditional directive token, its chain number and the chain's size; found with
    /// one walk and a stack (unbalanced directives get no chain).
    static func conditionalChains(_ lowering: ObjectiveCLowering) -> (chainOf: [Int: Int], sizes: [Int]) {
        var chainOf: [Int: Int] = [:]
        var sizes: [Int] = []
        var open: [Int] = []
        var members: [[Int]] = []
        for index in lowering.tokens.indices where lowering.firstByte(index) == UInt8(ascii: "#") {
            guard let word = lowering.directiveWord(index), conditionalWords.contains(word) else { continue }
            switch word {
            case "if", "ifdef", "ifndef":
                open.append(members.count)
                members.append([index])
            case "elif", "else":
                if let top = open.last { members[top].append(index) }
            default:
                if let top = open.popLast() {
                    members[top].append(index)
                    let chain = sizes.count
                    sizes.append(members[top].count)
                    for member in members[top] { chainOf[member] = chain }
                }
            }
        }
        return (chainOf, sizes)
    }

    /// Lowers the directive at `index` when it is a conditional of a balanced chain (the
    /// caller skips the directive's tokens either way).
    mutating func lowerConditional(_ index: Int) {
        guard let chain = conditionalChainOf[index], let word = directiveWord(index) else { return }
        let end = endOfDirective(index)
        let swift: String
        switch word {
        case "if": swift = "#if " + swiftCondition(from: index + 2, to: end)
        case "ifdef": swift = "#if " + definedCondition(index + 2)
        case "ifndef": swift = "#if !(" + definedCondition(index + 2) + ")"
        case "elif": swift = "#elseif " + swiftCondition(from: index + 2, to: end)
        case "else": swift = "#else"
        default: swift = "#endif"
        }
        emit(swift, at: index)
        let start = output.count - swift.utf8.count
        loweredDirectives.append(LoweredDirective(chain: chain, outputStart: start, outputEnd: output.count))
        // The directive ends its line: nothing lowered later (a synthetic `}`) may join its condition.
        output.append(UInt8(ascii: "\n"))
        outputLine += 1
    }

    /// An Objective-C preprocessor condition as a Swift compilation condition: the target
    /// macros become `os(…)` (`TARGET_OS_TV` → `os(tvOS)`, `TARGET_OS_IPHONE` and
    /// `TARGET_OS_MAC`, true on iOS, → `true`), `0`/`1` → `false`/`true`, `defined(X)` → `X`
    /// (`true` for a target macro);
    /// any other name stays a custom flag (unknown), and anything Swift cannot say (a version
    /// comparison) makes the whole condition one unknown flag.
    func swiftCondition(from start: Int, to end: Int) -> String {
        var parts: [String] = []
        var index = start
        while index < end {
            if kind(index) == .comment { index += 1; continue }
            let spelling = text(index)
            switch spelling {
            case "defined":
                // `defined(X)` / `defined X`: one name, in parentheses or not.
                let name = isText(index + 1, "(") ? index + 2 : index + 1
                parts.append(definedCondition(name))
                index = isText(index + 1, "(") && isText(name + 1, ")") ? name + 2 : name + 1
                continue
            case "!", "&&", "||", "(", ")":
                parts.append(spelling)
            case "0": parts.append("false")
            case "1": parts.append("true")
            default:
                guard isName(index) else { return "OBJC_CONDITION" }
                parts.append(ObjectiveCLowering.targetConditions[spelling] ?? spelling)
            }
            index += 1
        }
        return parts.isEmpty ? "OBJC_CONDITION" : parts.joined(separator: " ")
    }

    /// Whether the macro named at `index` is defined: the target macros always are (0 or 1:
    /// `#ifdef TARGET_OS_TV` is true on iOS too); another name (`DEBUG`) is a custom flag.
    func definedCondition(_ index: Int) -> String {
        guard index < tokens.count, isName(index) else { return "OBJC_CONDITION" }
        let name = text(index)
        return ObjectiveCLowering.targetConditions[name] == nil ? name : "true"
    }

    /// The target macros of `TargetConditionals.h`, as Swift spells them for an iOS build.
    static let targetConditions: [String: String] = [
        "TARGET_OS_TV": "os(tvOS)", "TARGET_OS_WATCH": "os(watchOS)", "TARGET_OS_VISION": "os(visionOS)",
        "TARGET_OS_IOS": "os(iOS)", "TARGET_OS_OSX": "os(macOS)", "TARGET_OS_IPHONE": "true", "TARGET_OS_MAC": "true",
        "TARGET_OS_MACCATALYST": "targetEnvironment(macCatalyst)", "TARGET_OS_UIKITFORMAC": "targetEnvironment(macCatalyst)",
        "TARGET_OS_SIMULATOR": "targetEnvironment(simulator)", "TARGET_IPHONE_SIMULATOR": "targetEnvironment(simulator)",
    ]

    /// Blanks the lowered directives of chains that were not lowered whole.
    mutating func balanceConditionals() {
        var lowered = [Int](repeating: 0, count: conditionalChainSizes.count)
        for directive in loweredDirectives { lowered[directive.chain] += 1 }
        for directive in loweredDirectives where lowered[directive.chain] != conditionalChainSizes[directive.chain] {
            for offset in directive.outputStart..<directive.outputEnd { output[offset] = UInt8(ascii: " ") }
        }
    }
}
