/// Escaping for the XML reporters (Checkstyle, JUnit), per XML 1.0 (Fifth Edition).
///
/// Works on Unicode scalars, never on `Character`s: `"\r\n"` is one
/// `Character` but two scalars that each need their own reference.
enum XMLEscaping {
    /// The XML declaration every XML report starts with (XML 1.0 §2.8).
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// `value` ready to sit between double quotes in an attribute.
    ///
    /// `&`, `<`, `>` and `"` become entity references. Tab, LF and CR become
    /// character references because attribute-value normalization (XML 1.0
    /// §3.3.3) would otherwise turn them into spaces. Characters outside the
    /// `Char` production (§2.2) cannot be written at all, not even as
    /// references, so they become U+FFFD.
    static func attribute(_ value: String) -> String {
        escape(value, isAttribute: true)
    }

    /// `value` ready to be element content.
    ///
    /// `&`, `<` and `>` (the last so `]]>` can never appear) become entity
    /// references; CR becomes `&#13;` because end-of-line handling (§2.11)
    /// would otherwise drop it; tab and LF stay literal. Characters outside
    /// `Char` become U+FFFD.
    static func text(_ value: String) -> String {
        escape(value, isAttribute: false)
    }

    /// `attribute` when `isAttribute`, else `text`: an attribute also escapes `"`, tab and LF.
    static func escape(_ value: String, isAttribute: Bool) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"" where isAttribute: output.append("&quot;")
            case "\t" where isAttribute: output.append("&#9;")
            case "\n" where isAttribute: output.append("&#10;")
            case "\r": output.append("&#13;")
            default: output.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return output
    }

    /// U+FFFD REPLACEMENT CHARACTER, written where XML cannot carry a character.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// The `Char` production of XML 1.0 §2.2:
    /// `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`.
    /// Surrogates cannot occur in a Swift `Unicode.Scalar`.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
