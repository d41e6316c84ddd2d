/// Swift text that stands for an Objective-C file, with a map back to the original bytes.
///
/// Every piece of output records the original offset it came from, and the output keeps the
/// original line numbers (a construct spread over lines may end on one line, and blank lines
/// catch up after it), so line-based suppressions and baselines read the same in both.
public struct LoweredSource: Sendable {
    /// The Swift text.
    public var bytes: [UInt8]
    /// Where each piece of output starts (sorted) and where it came from in the original.
    var syntheticStarts: [UInt32]
    var originalStarts: [UInt32]

    /// The original offset of the output byte at `offset`: the start of the original token
    /// its piece was lowered from.
    public func originalOffset(of offset: UInt32) -> UInt32 {
        var low = 0
        var high = syntheticStarts.count
        while low < high {
            let middle = (low + high) / 2
            if syntheticStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : originalStarts[low - 1]
    }
}

/// Lowers an Objective-C file (libclang's tokens) into Swift text that the
/// Swift lexer, index, project model and rules read like any Swift file.
///
/// What it lowers, from the shapes UIKit code is written in:
/// - `@interface Foo : UIView` → `class Foo: UIView {`; categories, class extensions and
///   `@implementation` → `extension Foo {`; `@end` → `}`; protocols are dropped.
/// - `@property (…) IBOutlet UIButton *closeButton;` → `@IBOutlet var closeButton: UIButton`.
/// - methods → `func`, with the importer's labels for the common selectors; accessibility
///   getters (`- (NSString *)accessibilityLabel`) → `override var accessibilityLabel: String {`;
///   a one-argument setter (`- (void)setAccLabelText:`) → `var accLabelText: T { set { … } }`,
///   so a category that forwards to `accessibilityLabel` is a label alias, as in Swift.
/// - message sends → calls (`[[UIBarButtonItem alloc] initWithImage:…]` →
///   `UIBarButtonItem(image: …)`, `[view addGestureRecognizer:tap]` →
///   `view.addGestureRecognizer(tap)`, `[b setHidden:YES]` → `b.isHidden = true`,
///   `[UIColor clearColor]` → `UIColor.clear`), blocks → closures, `@selector(x:)` →
///   `#selector(x)`, `YES`/`NO` → `true`/`false`, `UIAccessibilityTraitButton` → `.button`,
///   `traits |= X` → `traits.insert(X)`, local declarations → `let name: Type = …`.
/// Anything else passes through token by token; the output need not compile, only read the
/// way the rules expect. Nesting deeper than `maximumDepth` passes through unlowered, so no
/// input can exhaust the stack.
struct ObjectiveCLowering {
    let source: SourceFile
    let tokens: [ObjCToken]
    /// For each opening `(`, `[`, `{` token, its closing token (and back), or nil.
    var partner: [Int?]
    /// The 0-based line of each token, from one walk over the line starts.
    let tokenLines: [Int32]
    var output: [UInt8] = []
    var syntheticStarts: [UInt32] = []
    var originalStarts: [UInt32] = []
    /// The 0-based line the output is on.
    var outputLine = 0
    var depth = 0
    /// The token right after the last skipped preprocessor directive: a statement starts there.
    var afterDirective = -1
    /// Underscore names declared as locals or parameters: those are not instance variables.
    var underscoreLocals: Set<String> = []
    /// `_name` for each `@property` this file declares: the storage synthesized for it.
    var synthesizedStorage: Set<String> = []
    /// The chain of each conditional directive (`#if`…`#endif`) and each chain's size.
    var conditionalChainOf: [Int: Int] = [:]
    var conditionalChainSizes: [Int] = []
    /// The conditional directives lowered so far.
    var loweredDirectives: [LoweredDirective] = []
    static let maximumDepth = 200

    init(source: SourceFile, unit: ObjCUnit) {
        self.source = source
        self.tokens = unit.tokens
        self.partner = ObjectiveCLowering.pairBrackets(unit.tokens, in: source.bytes)
        var lines: [Int32] = []
        lines.reserveCapacity(unit.tokens.count)
        var line = 0
        let starts = source.lineStarts
        for token in unit.tokens {
            while line + 1 < starts.count, starts[line + 1] <= token.range.start { line += 1 }
            lines.append(Int32(line))
        }
        self.tokenLines = lines
        output.reserveCapacity(source.bytes.count + source.bytes.count / 4)
        syntheticStarts.reserveCapacity(unit.tokens.count)
        originalStarts.reserveCapacity(unit.tokens.count)
        self.synthesizedStorage = synthesizedStorageNames()
        (self.conditionalChainOf, self.conditionalChainSizes) = ObjectiveCLowering.conditionalChains(self)
    }

    /// The `_name` storage of the properties declared in this file (`@property … *name;`).
    /// An instance variable with no property of its name (`UIButton *_playButton;` in braces)
    /// keeps its own name: it is not another class's `playButton`.
    func synthesizedStorageNames() -> Set<String> {
        var storage: Set<String> = []
        var index = 0
        while index + 1 < tokens.count {
            guard firstByte(index) == UInt8(ascii: "@"), isText(index, "@"), isText(index + 1, "property") else { index += 1; continue }
            let end = skipPast(";", from: index + 2) - 1
            // The last name before `;`, outside parentheses (attributes, macros, block types).
            var current = index + 2
            var last: String?
            while current < end {
                if isText(current, "("), let close = partner[current], close > current {
                    // `void (^onTap)(void)`: the block's name is inside its first parentheses.
                    if isText(current + 1, "^"), isName(current + 2) { last = text(current + 2) }
                    current = close + 1
                    continue
                }
                if isIdentifier(current), !ObjectiveCLowering.ignoredWords.contains(text(current)),
                   !text(current).hasPrefix("API_"), !text(current).hasPrefix("NS_") { last = text(current) }
                current += 1
            }
            if let last { storage.insert("_" + last) }
            index = end + 1
        }
        return storage
    }

    /// Lowers the whole file.
    static func lower(source: SourceFile, unit: ObjCUnit) -> LoweredSource {
        var lowering = ObjectiveCLowering(source: source, unit: unit)
        lowering.lowerFile()
        lowering.balanceConditionals()
        // Copied to their exact size: a file's lowering lives until pass 2, and the buffers
        // were reserved (and grew) for the worst case, a quarter or more above what they hold.
        return LoweredSource(bytes: exactCopy(lowering.output), syntheticStarts: exactCopy(lowering.syntheticStarts),
                             originalStarts: exactCopy(lowering.originalStarts))
    }

    /// The array in a buffer of its own size (`Array(array[...])` would share the buffer).
    static func exactCopy<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count + array.count / 16 + 8 else { return array }
        return [Element](unsafeUninitializedCapacity: array.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: array)
        }
    }

    // MARK: - Tokens

    /// The first byte of token `index`, or 0 past the end.
    func firstByte(_ index: Int) -> UInt8 {
        guard index >= 0, index < tokens.count else { return 0 }
        let range = tokens[index].range
        return range.length > 0 ? source.bytes[Int(range.start)] : 0
    }

    /// Whether token `index` is spelled exactly `text`.
    func isText(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let range = tokens[index].range
        guard Int(range.length) == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var offset = Int(range.start)
            for byte in expected {
                if source.bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// The spelling of token `index`.
    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        let range = tokens[index].range
        return String(decoding: source.bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }

    /// The bytes of token `index` (empty past the end), with no String made of them.
    func bytes(_ index: Int) -> ArraySlice<UInt8> {
        guard index >= 0, index < tokens.count else { return [] }
        let range = tokens[index].range
        return source.bytes[Int(range.start)..<Int(range.end)]
    }

    /// Whether token `index` is one of `ignoredWords`, read from its bytes (most names are
    /// ruled out by their first byte and length).
    func isIgnoredWord(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let length = Int(tokens[index].range.length)
        return length < 32 && ObjectiveCLowering.ignoredShapes[Int(firstByte(index)) * 32 + length]
            && ObjectiveCLowering.ignoredWordBytes.contains(bytes(index))
    }

    /// Whether token `index` starts with an uppercase letter (as `Character.isUppercase` says).
    func startsUppercase(_ index: Int) -> Bool {
        let first = firstByte(index)
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return text(index).first?.isUppercase == true
    }

    func kind(_ index: Int) -> ObjCToken.Kind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

    /// Identifiers and the keywords that name things in expressions (`self`, `super`, `id`…).
    func isName(_ index: Int) -> Bool { kind(index) == .identifier || kind(index) == .keyword }

    func line(of index: Int) -> Int {
        Int(tokenLines[index])
    }

    /// Pairs brackets with a stack (iteratively); unmatched ones get nil.
    static func pairBrackets(_ tokens: [ObjCToken], in bytes: [UInt8]) -> [Int?] {
        var partner = [Int?](repeating: nil, count: tokens.count)
        var stack: [(Int, UInt8)] = []
        for index in tokens.indices {
            let token = tokens[index]
            guard token.range.length == 1, token.kind == .punctuation else { continue }
            let byte = bytes[Int(token.range.start)]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append((index, byte))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opening: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // Pop to the matching opener; stray closers are left unmatched.
                if let found = stack.lastIndex(where: { $0.1 == opening }) {
                    let open = stack[found].0
                    partner[open] = index
                    partner[index] = open
                    stack.removeSubrange(found...)
                }
            default: break
            }
        }
        return partner
    }

    // MARK: - Output

    enum Spacing { case none, before, both, after }

    /// Appends `text` for token `index`: the output first catches up with the token's line.
    mutating func emit(_ text: String, at index: Int, spacing: Spacing = .before) {
        emit(utf8: text.utf8, at: index, spacing: spacing)
    }

    /// `emit` of bytes (a slice of the source, with no String made of it).
    mutating func emit<Text: Collection<UInt8>>(utf8 text: Text, at index: Int, spacing: Spacing = .before) {
        if index >= 0, index < tokens.count {
            let target = line(of: index)
            while outputLine < target {
                output.append(UInt8(ascii: "\n"))
                outputLine += 1
            }
        }
        let last = output.last ?? UInt8(ascii: "\n")
        let afterSpace = last == UInt8(ascii: " ") || last == UInt8(ascii: "\n")
        if (spacing == .before || spacing == .both) && !afterSpace { output.append(UInt8(ascii: " ")) }
        if index >= 0, index < tokens.count {
            syntheticStarts.append(UInt32(output.count))
            originalStarts.append(tokens[index].range.start)
        }
        // One append for the whole text (not one uniqueness check per byte), then its lines.
        let textStart = output.count
        output.append(contentsOf: text)
        for position in textStart..<output.count where output[position] == UInt8(ascii: "\n") { outputLine += 1 }
        if spacing == .both || spacing == .after { output.append(UInt8(ascii: " ")) }
    }

    // MARK: - The file

    mutating func lowerFile() {
        var index = 0
        var containers: [Bool] = []  // true: emitted a `{` that `@end` closes
        while index < tokens.count {
            if isDirectiveStart(index) {
                lowerConditional(index)
                index = endOfDirective(index)
                afterDirective = index
                continue
            }
            if isText(index, "@"), isName(index + 1) {
                switch text(index + 1) {
                case "interface", "implementation":
                    index = lowerContainerHead(index)
                    containers.append(true)
                    continue
                case "protocol":
                    index = skipProtocol(index)
                    continue
                case "end":
                    if containers.popLast() == true { emit("}", at: index) }
                    index += 2
                    continue
                case "property":
                    index = lowerProperty(index)
                    continue
                case "class", "synthesize", "dynamic", "import", "compatibility_alias":
                    index = skipPast(";", from: index)
                    continue
                case "optional", "required", "public", "private", "protected", "package":
                    index += 2
                    continue
                default: break
                }
            }
            if !containers.isEmpty, isText(index, "-") || isText(index, "+"), isText(index + 1, "("), isMemberStart(index) {
                index = lowerMethod(index)
                continue
            }
            index = lowerStatementStart(index, limit: tokens.count)
        }
    }

    /// `#` at the start of a line: a preprocessor directive.
    func isDirectiveStart(_ index: Int) -> Bool {
        guard isText(index, "#") else { return false }
        return index == 0 || line(of: index - 1) < line(of: index)
    }

    /// The first token after the directive's line (and its `\` continuation lines).
    func endOfDirective(_ index: Int) -> Int {
        var current = index
        var lastLine = line(of: index)
        while current + 1 < tokens.count {
            let next = line(of: current + 1)
            if next == lastLine { current += 1; continue }
            // A backslash ending the line continues the directive.
            if continues(line: lastLine) && next == lastLine + 1 { lastLine = next; current += 1; continue }
            break
        }
        // Skip comments on the directive line too: they were tokens of it.
        return current + 1
    }

    func continues(line: Int) -> Bool {
        let starts = source.lineStarts
        guard line + 1 < starts.count else { return false }
        var end = Int(starts[line + 1]) - 1
        while end > Int(starts[line]), source.bytes[end] == UInt8(ascii: "\n") || source.bytes[end] == UInt8(ascii: "\r") { end -= 1 }
        return end >= Int(starts[line]) && source.bytes[end] == UInt8(ascii: "\\")
    }

    /// A `-`/`+` that begins a method declaration: first on its line inside a container.
    func isMemberStart(_ index: Int) -> Bool {
        index == 0 || line(of: index - 1) < line(of: index) || isText(index - 1, ";") || isText(index - 1, "}")
    }

    /// The index after the next `text` token at this nesting level.
    func skipPast(_ text: StaticString, from index: Int) -> Int {
        var current = index
        while current < tokens.count {
            if isText(current, text) { return current + 1 }
            if let close = partner[current], close > current { current = close + 1; continue }
            current += 1
        }
        return current
    }

    // MARK: - Declarations

    /// `@interface Name : Super <P>` / `@interface Name (Category)` / `@implementation Name`.
    mutating func lowerContainerHead(_ at: Int) -> Int {
        let isImplementation = text(at + 1) == "implementation"
        var index = at + 2
        guard isName(index) else { return index }
        let nameIndex = index
        let name = text(index)
        index += 1
        var superclass: String?
        var isCategory = false
        // A generic class's parameters (`@interface Box<ObjectType> : NSObject`) before its superclass.
        if !isImplementation, isText(index, "<") {
            var close = index
            while close < tokens.count, !isText(close, ">") { close += 1 }
            if isText(close + 1, ":"), isName(close + 2) { index = close + 1 }
        }
        if isText(index, ":"), isName(index + 1) {
            superclass = text(index + 1)
            index += 2
        } else if isText(index, "("), let close = partner[index] {
            isCategory = true
            index = close + 1
        }
        if isText(index, "<") {
            while index < tokens.count, !isText(index, ">") { index += 1 }
            index += 1
        }
        if isImplementation || isCategory {
            emit("extension", at: at)
            emit(name, at: nameIndex)
        } else {
            emit("class", at: at)
            emit(name, at: nameIndex)
            if let superclass { emit(":", at: nameIndex, spacing: .none); emit(superclass, at: nameIndex) }
        }
        emit("{", at: nameIndex)
        // Instance variables in braces right after the head: stored properties of the class.
        if isText(index, "{"), let close = partner[index], close > index {
            lowerInstanceVariables(from: index + 1, to: close)
            index = close + 1
        }
        return index
    }

    /// The instance variables between a container head's braces (`__weak IBOutlet UIButton *_altButton;`,
    /// `UIView *_a, *_b;`) → `[@IBOutlet] var _altButton: UIButton`, each under its own name: the type
    /// and outlets the Swift rules read of a member (`_altButton.addGestureRecognizer(…)` on a control).
    /// One a property of this file also declares (`_name` of `@property … name`) is that property's
    /// storage, already declared; visibility directives (`@private`) and nested `struct`/`union`
    /// declarations are skipped.
    mutating func lowerInstanceVariables(from start: Int, to end: Int) {
        var index = start
        while index < end {
            if isText(index, "@"), isName(index + 1) { index += 2; continue }
            var stop = index
            var hasBraces = false
            while stop < end, !isText(stop, ";") {
                if isText(stop, "{") { hasBraces = true }
                if let close = partner[stop], close > stop { stop = close + 1; continue }
                stop += 1
            }
            if !hasBraces { lowerInstanceVariable(from: index, to: min(stop, end)) }
            index = stop + 1
        }
    }

    /// One instance variable declaration, tokens `start..<end` (without its `;`).
    mutating func lowerInstanceVariable(from start: Int, to end: Int) {
        var isOutlet = false
        var typeName: String?
        var names: [(String, Int)] = []
        var current = start
        while current < end {
            let word = isName(current) ? text(current) : ""
            if word == "IBOutlet" {
                isOutlet = true
            } else if word == "IBOutletCollection" {
                isOutlet = true
                if isText(current + 1, "("), let close = partner[current + 1], close < end { current = close }
            } else if isText(current, "<"), typeName != nil, names.isEmpty {
                while current < end, !isText(current, ">") { current += 1 }
            } else if isText(current, "("), let close = partner[current], close < end {
                // A block (`void (^_onTap)(void)`): its name is inside its first parentheses.
                if isText(current + 1, "^"), isName(current + 2) { names.append((text(current + 2), current + 2)); typeName = "Any" }
                current = close
            } else if !word.isEmpty, !ObjectiveCLowering.ignoredWords.contains(word), !word.hasPrefix("API_"), !word.hasPrefix("NS_") {
                if typeName == nil {
                    typeName = word
                } else if isText(current - 1, "*") || isText(current - 1, ",") || names.isEmpty {
                    names.append((word, current))
                } else if isName(current - 1) {
                    // `unsigned int count`: the word before was part of the type.
                    names[names.count - 1] = (word, current)
                }
            }
            current += 1
        }
        guard let typeName else { return }
        var emitted = false
        for (name, nameIndex) in names where !synthesizedStorage.contains(name) {
            // `UIView *_a, *_b;` on one line: two declarations.
            if emitted { emit(";", at: nameIndex, spacing: .none) }
            emitted = true
            if isOutlet { emit("@IBOutlet", at: nameIndex) }
            emit("var", at: nameIndex)
            emit(name, at: nameIndex)
            emit(":", at: nameIndex, spacing: .none)
            emit(ObjectiveCNames.typeName(typeName), at: nameIndex)
        }
    }

    /// Protocols declare no behaviour a rule judges: skipped to their `@end` (or `;`).
    func skipProtocol(_ at: Int) -> Int {
        var index = at + 2
        if isName(index), isText(index + 1, ";") || isText(index + 1, ",") { return skipPast(";", from: index) }
        if isText(index, "(") { return index }  // `@protocol(Name)` expression: handled as a literal
        while index < tokens.count {
            if isText(index, "@"), isText(index + 1, "end") { return index + 2 }
            index += 1
        }
        return index
    }

    /// Qualifiers and macros that say nothing the rules read.
    static let ignoredWords: Set<String> = [
        "nonatomic", "atomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite",
        "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "null_unspecified",
        "__kindof", "const", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing",
        "static", "extern", "inline", "__unused", "unsafe_unretained", "volatile", "register",
        "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END", "IB_DESIGNABLE", "NS_DESIGNATED_INITIALIZER",
        "UI_APPEARANCE_SELECTOR", "NS_UNAVAILABLE", "NS_REQUIRES_SUPER", "__attribute__", "API_AVAILABLE",
        "API_UNAVAILABLE", "NS_SWIFT_NAME", "NS_AVAILABLE_IOS", "NS_DEPRECATED_IOS", "API_DEPRECATED",
        "NS_EXTENSION_UNAVAILABLE_IOS", "UIKIT_EXTERN", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN",
    ]

    /// `ignoredWords` as bytes, and for each first byte and length (under 32) whether one has them.
    static let ignoredWordBytes: Set<ArraySlice<UInt8>> = Set(ignoredWords.map { Array($0.utf8)[...] })
    static let ignoredShapes: [Bool] = {
        var table = [Bool](repeating: false, count: 256 * 32)
        // Every ignored word is shorter than 32 bytes (the longest has 28).
        for word in ignoredWords where word.utf8.count < 32 {
            guard let first = word.utf8.first else { continue }
            table[Int(first) * 32 + word.utf8.count] = true
        }
        return table
    }()

    /// `@property (attributes) [IBOutlet|IBInspectable] Type *name;` → `[@IBOutlet] var name: Type`.
    mutating func lowerProperty(_ at: Int) -> Int {
        var index = at + 2
        if isText(index, "("), let close = partner[index] { index = close + 1 }
        let end = skipPast(";", from: index) - 1
        var isOutlet = false
        var isInspectable = false
        var typeName: String?
        var name: (String, Int)?
        var current = index
        while current < end {
            let word = isName(current) ? text(current) : ""
            if word == "IBOutlet" { isOutlet = true }
            else if word == "IBOutletCollection" {
                isOutlet = true
                if isText(current + 1, "("), let close = partner[current + 1] { current = close }
            } else if word == "IBInspectable" { isInspectable = true }
            else if isText(current, "^"), isName(current + 1) { name = (text(current + 1), current + 1); typeName = "Any" }
            else if isText(current, "<"), typeName != nil {
                while current < end, !isText(current, ">") { current += 1 }
            } else if isText(current, "("), let close = partner[current], close < end {
                // A macro's arguments (API_AVAILABLE(ios(13))) or a block's parameter list.
                if name == nil, isText(current + 1, "^"), isName(current + 2) { name = (text(current + 2), current + 2); typeName = "Any" }
                current = close
            } else if !word.isEmpty, !ObjectiveCLowering.ignoredWords.contains(word), !word.hasPrefix("API_"), !word.hasPrefix("NS_") {
                if typeName == nil { typeName = word } else if name == nil || name?.1 != current { name = (word, current) }
            }
            current += 1
        }
        if let (propertyName, nameIndex) = name, let typeName {
            if isOutlet { emit("@IBOutlet", at: at) } else if isInspectable { emit("@IBInspectable", at: at) }
            emit("var", at: at)
            emit(propertyName, at: nameIndex)
            emit(":", at: nameIndex, spacing: .none)
            emit(ObjectiveCNames.typeName(typeName), at: nameIndex)
        }
        return end + 1
    }

    /// One parsed method: its selector pieces with their parameters, and its body.
    struct Method {
        var isClassMethod: Bool
        var returnType: String
        var isAction: Bool
        var pieces: [(name: String, token: Int)] = []
        var parameters: [(type: String, name: String, token: Int)] = []
        var bodyOpen: Int?
        var end: Int
    }

    /// Reads `- (ret)piece:(T)name more:(U)other { … }` (or `;`).
    func parseMethod(_ at: Int) -> Method {
        var method = Method(isClassMethod: isText(at, "+"), returnType: "Void", isAction: false, end: at + 1)
        var index = at + 1
        if isText(index, "("), let close = partner[index] {
            method.returnType = typeText(from: index + 1, to: close)
            method.isAction = (index + 1..<close).contains { text($0) == "IBAction" }
            index = close + 1
        }
        while index < tokens.count {
            if isText(index, "{") || isText(index, ";") { break }
            if isName(index), isText(index + 1, ":") {
                method.pieces.append((text(index), index))
                index += 2
            } else if isText(index, ":") {
                method.pieces.append(("", index))
                index += 1
            } else if isName(index), method.pieces.isEmpty {
                method.pieces.append((text(index), index))
                index += 1
                continue
            } else if isText(index, "("), let close = partner[index], isIgnoredWord(index - 1) || text(index - 1).hasPrefix("API_") || text(index - 1).hasPrefix("NS_") {
                index = close + 1
                continue
            } else {
                index += 1
                continue
            }
            // A parameter: `(Type *)name`.
            var type = "Any"
            if isText(index, "("), let close = partner[index] {
                type = typeText(from: index + 1, to: close)
                index = close + 1
            }
            if isName(index) {
                method.parameters.append((type, text(index), index))
                index += 1
            }
        }
        if isText(index, "{"), let close = partner[index] {
            method.bodyOpen = index
            method.end = close + 1
        } else {
            method.end = index + 1
        }
        return method
    }

    /// The Swift type for the tokens of an Objective-C type (`NSString *`, `id<Foo>`, `void (^)(void)`).
    func typeText(from start: Int, to end: Int) -> String {
        var index = start
        while index < end {
            if isName(index) {
                let word = text(index)
                if !ObjectiveCLowering.ignoredWords.contains(word), word != "IBAction", word != "IBOutlet" {
                    if isText(index + 1, "(") && isText(index + 2, "^") { return "() -> Void" }
                    return word == "IBAction" ? "Void" : ObjectiveCNames.typeName(word)
                }
            }
            index += 1
        }
        return "Void"
    }

    /// Emits a method as a Swift function, property override or setter.
    mutating func lowerMethod(_ at: Int) -> Int {
        let method = parseMethod(at)
        guard let bodyOpen = method.bodyOpen, let first = method.pieces.first, let bodyClose = partner[bodyOpen] else {
            return method.end  // a prototype: the implementation carries the behaviour
        }
        for parameter in method.parameters where parameter.name.hasPrefix("_") { underscoreLocals.insert(parameter.name) }
        let pieces = method.pieces.map(\.name)
        if method.parameters.isEmpty, ObjectiveCNames.accessibilityProperties.contains(first.name) {
            emit("override var", at: at)
            emit(first.name, at: first.token)
            emit(":", at: first.token, spacing: .none)
            emit(method.returnType, at: first.token)
        } else if method.parameters.isEmpty, first.name == "accessibilityActivate" {
            emit("override func", at: at)
            emit("accessibilityActivate", at: first.token)
            emit("() -> Bool", at: first.token, spacing: .none)
        } else if method.parameters.count == 1, pieces.count == 1, let property = ObjectiveCNames.setterProperty(first.name),
                  let parameter = method.parameters.first {
            emit("var", at: at)
            emit(property, at: first.token)
            emit(":", at: first.token, spacing: .none)
            emit(parameter.type, at: first.token)
            emit("{ set", at: bodyOpen)
            emit("{", at: bodyOpen)
            emit("let", at: parameter.token)
            emit(parameter.name, at: parameter.token)
            emit("= newValue;", at: parameter.token)
            lowerRange(from: bodyOpen + 1, to: bodyClose)
            emit("}", at: bodyClose)
            emit("}", at: bodyClose)
            return method.end
        } else {
            let (name, labels) = ObjectiveCNames.method(pieces: pieces, argumentCount: method.parameters.count)
            if method.isAction { emit("@IBAction", at: at) }
            if name != "init" { emit(method.isClassMethod ? "class func" : "func", at: at) }
            emit(name, at: first.token)
            emit("(", at: first.token, spacing: .none)
            for (position, parameter) in method.parameters.enumerated() {
                if position > 0 { emit(",", at: parameter.token, spacing: .after) }
                let label = position < labels.count ? labels[position] : "_"
                if label != parameter.name { emit(label + " ", at: parameter.token, spacing: .none) }
                emit(parameter.name, at: parameter.token, spacing: .none)
                emit(":", at: parameter.token, spacing: .none)
                emit(parameter.type, at: parameter.token)
            }
            emit(")", at: first.token, spacing: .none)
            if method.returnType != "Void", name != "init" {
                emit("->", at: first.token, spacing: .both)
                emit(method.returnType, at: first.token, spacing: .none)
            }
        }
        emit("{", at: bodyOpen)
        lowerRange(from: bodyOpen + 1, to: bodyClose)
        emit("}", at: bodyClose)
        return method.end
    }
}
