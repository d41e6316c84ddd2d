/// A JSON document built in code and rendered by hand, so that key order,
/// number format and string escaping are byte-identical on every platform.
///
/// `JSONSerialization` and `JSONEncoder` differ between Darwin and
/// swift-corelibs-foundation (key order, `\/` escaping, spacing); reports must
/// be byte-stable, so every JSON output (`json`, `sarif`, `gitlab`) goes
/// through this type. Objects keep their members in the order written.
/// Grammar and escapes follow RFC 8259 §7.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// An object whose members render in this order.
    case members([JSONMember])

    /// An object written as an ordered literal: `.object(["a": 1, "b": "x"])`.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .members(pairs.map { JSONMember($0.key, $0.value) })
    }

    /// A string, or `null` when `value` is `nil`.
    public static func string(orNull value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    // MARK: - Rendering

    /// The pretty-printed document: two-space indentation, `": "` between key
    /// and value, `[]`/`{}` for empty containers, and a trailing newline.
    public func rendered() -> String {
        var output = ""
        write(into: &output, indentation: 0)
        output.append("\n")
        return output
    }

    /// Appends this value at the given nesting depth (the first line is not indented).
    private func write(into output: inout String, indentation: Int) {
        switch self {
        case .null:
            output.append("null")
        case .bool(let value):
            output.append(value ? "true" : "false")
        case .int(let value):
            output.append(String(value))
        case .string(let value):
            JSONValue.appendQuoted(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output.append("[]"); return }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                JSONValue.appendIndentation(indentation + 1, to: &output)
                element.write(into: &output, indentation: indentation + 1)
                output.append(index + 1 < elements.count ? ",\n" : "\n")
            }
            JSONValue.appendIndentation(indentation, to: &output)
            output.append("]")
        case .members(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                JSONValue.appendIndentation(indentation + 1, to: &output)
                JSONValue.appendQuoted(member.key, to: &output)
                output.append(": ")
                member.value.write(into: &output, indentation: indentation + 1)
                output.append(index + 1 < members.count ? ",\n" : "\n")
            }
            JSONValue.appendIndentation(indentation, to: &output)
            output.append("}")
        }
    }

    /// Two spaces per level.
    private static func appendIndentation(_ depth: Int, to output: inout String) {
        output.append(String(repeating: "  ", count: depth))
    }

    // MARK: - String escaping (RFC 8259 §7)

    /// Appends `value` as a quoted JSON string.
    ///
    /// `"` and `\` get their two-character escapes, as do LF, CR and tab; every
    /// other control character (U+0000–U+001F and DEL) becomes `\u00xx`, and
    /// U+2028/U+2029 are escaped too so the output is also valid JavaScript.
    /// `/` is never escaped. Works on Unicode scalars, never on `Character`s,
    /// because `"\r\n"` is a single `Character`.
    static func appendQuoted(_ value: String, to output: inout String) {
        output.append("\"")
        if !needsEscaping(value) {
            output.append(value)
        } else {
            // The runs between escapes are copied whole (messages carry `—` and `…`, whose lead
            // byte 0xE2 sends them here: appending scalar by scalar was most of the report's cost).
            let utf8 = value.utf8
            var runStart = utf8.startIndex
            var position = utf8.startIndex
            while position != utf8.endIndex {
                let byte = utf8[position]
                let next = utf8.index(after: position)
                var escape: String?
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case _ where byte < 0x20 || byte == 0x7F:
                    escape = "\\u00" + hexDigit(UInt32(byte) >> 4) + hexDigit(UInt32(byte) & 0xF)
                case 0xE2:
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    let second = utf8.index(after: position)
                    if second != utf8.endIndex, utf8[second] == 0x80 {
                        let third = utf8.index(after: second)
                        if third != utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                            output.append(contentsOf: Substring(utf8[runStart..<position]))
                            output.append(utf8[third] == 0xA8 ? "\\u2028" : "\\u2029")
                            position = utf8.index(after: third)
                            runStart = position
                            continue
                        }
                    }
                default:
                    break
                }
                if let escape {
                    output.append(contentsOf: Substring(utf8[runStart..<position]))
                    output.append(escape)
                    runStart = next
                }
                position = next
            }
            output.append(contentsOf: Substring(utf8[runStart..<utf8.endIndex]))
        }
        output.append("\"")
    }

    /// The scalar-by-scalar form of `appendQuoted`'s escaping, kept as the reference the
    /// fast path is tested against.
    static func appendQuotedByScalar(_ value: String, to output: inout String) {
        output.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output.append("\\u00")
                output.append(hexDigit(scalar.value >> 4))
                output.append(hexDigit(scalar.value & 0xF))
            case "\u{2028}": output.append("\\u2028")
            case "\u{2029}": output.append("\\u2029")
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }

    /// The quoted JSON form of `value`, for tests and one-off fragments.
    static func quoted(_ value: String) -> String {
        var output = ""
        appendQuoted(value, to: &output)
        return output
    }

    /// Whether any byte needs an escape; the common case copies the string whole.
    /// `0xE2` is the lead byte of U+2028/U+2029 (and of other scalars: the slow path sorts them out).
    private static func needsEscaping(_ value: String) -> Bool {
        value.utf8.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xE2
        }
    }

    /// A lowercase hexadecimal digit for `value` (0–15).
    private static func hexDigit(_ value: UInt32) -> String {
        String(value, radix: 16)
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    /// A member with its key and value.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Literals for brevity when building documents: `["accessibility"]`, `"2.1.0"`, `1`, `true`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A string literal is a JSON string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal is a JSON number.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A Boolean literal is `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
