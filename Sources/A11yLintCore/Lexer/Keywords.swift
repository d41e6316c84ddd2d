/// Recognition of the keywords the Swift lexer itself reserves.
///
/// Contextual keywords (`some`, `get`, `async`, `await`, `actor`, ...) are not
/// here: the toolchain's lexer makes them identifiers and so do we. The class
/// of a keyword matters for the regex-literal heuristic.
enum KeywordClass: UInt8 {
    /// `true`, `false`, `nil`, `self`, `Self`, `super`, `Any`: expressions themselves.
    case expressionLike
    /// `func`, `operator`: a `/` after them is an operator name, never a regex.
    case declaresOperator
    /// `try`: a `?`/`!` after it makes a following `/` start a regex.
    case `try`
    /// Every other reserved keyword.
    case other
}

enum Keywords {
    /// Classifies the identifier text `base[start..<end]` as a reserved keyword, or `nil`.
    /// Switches on length, then compares bytes; no `String` is built.
    static func classify(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> KeywordClass? {
        let length = end - start
        guard length >= 2, length <= 15 else { return nil }
        let p = base + start
        @inline(__always) func eq(_ literal: StaticString) -> Bool {
            literal.withUTF8Buffer { buffer in
                for i in 0..<length where buffer[i] != p[i] { return false }
                return true
            }
        }
        switch length {
        case 2:
            if eq("as") || eq("do") || eq("if") || eq("in") || eq("is") { return .other }
        case 3:
            if eq("Any") || eq("nil") { return .expressionLike }
            if eq("try") { return .try }
            if eq("for") || eq("let") || eq("var") { return .other }
        case 4:
            if eq("true") || eq("self") || eq("Self") { return .expressionLike }
            if eq("func") { return .declaresOperator }
            if eq("case") || eq("else") || eq("enum") || eq("init") { return .other }
        case 5:
            if eq("false") || eq("super") { return .expressionLike }
            if eq("break") || eq("catch") || eq("class") || eq("defer") || eq("guard") || eq("inout")
                || eq("throw") || eq("where") || eq("while") { return .other }
        case 6:
            if eq("deinit") || eq("import") || eq("public") || eq("repeat") || eq("return")
                || eq("static") || eq("struct") || eq("switch") || eq("throws") { return .other }
        case 7:
            if eq("default") || eq("private") { return .other }
        case 8:
            if eq("operator") { return .declaresOperator }
            if eq("continue") || eq("internal") || eq("protocol") || eq("rethrows") { return .other }
        case 9:
            if eq("extension") || eq("subscript") || eq("typealias") { return .other }
        case 11:
            if eq("fallthrough") || eq("fileprivate") { return .other }
        case 14:
            if eq("associatedtype") { return .other }
        case 15:
            if eq("precedencegroup") { return .other }
        default:
            break
        }
        return nil
    }

    /// The directive keywords the lexer reads after `#` (ASCII letters and `_` only).
    enum PoundKeyword {
        case directive
        case other
    }

    /// Classifies `#`-words the toolchain lexes as single tokens: the four
    /// conditional-compilation directives, `#available`, `#unavailable` and
    /// `#sourceLocation`. Other `#` words are `#` plus an identifier.
    static func poundKeyword(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> PoundKeyword? {
        let length = end - start
        let p = base + start
        @inline(__always) func eq(_ literal: StaticString) -> Bool {
            literal.utf8CodeUnitCount == length && literal.withUTF8Buffer { buffer in
                for i in 0..<length where buffer[i] != p[i] { return false }
                return true
            }
        }
        if eq("if") || eq("else") || eq("elseif") || eq("endif") { return .directive }
        if eq("available") || eq("unavailable") || eq("sourceLocation") { return .other }
        return nil
    }
}
