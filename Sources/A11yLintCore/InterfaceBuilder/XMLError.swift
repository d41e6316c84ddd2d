/// A well-formedness error found by `XMLScanner`, with the byte offset it points at.
///
/// Offsets are UTF-8 byte offsets into the scanned buffer; `rendered(in:)`
/// turns them into `path:line:col: error: …` through `SourceFile`, the only
/// place where lines and columns are computed. Cases that concern an element
/// opened earlier (a mismatched or missing end tag, a duplicate attribute)
/// also carry that earlier offset, so the message can say where it was opened.
public enum XMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file holds no element at all (empty, or only comments and whitespace).
    case missingRootElement(offset: UInt32)
    /// Non-whitespace text or CDATA before the root element or after it.
    case textOutsideRootElement(offset: UInt32)
    /// A second top-level element after the root element was closed.
    case multipleRootElements(name: String, offset: UInt32)
    /// A `<!DOCTYPE` after the root element started.
    case misplacedDoctype(offset: UInt32)
    /// A construct (tag, comment, CDATA section, processing instruction,
    /// DOCTYPE or quoted attribute value) that the file ends inside of.
    case unterminated(XMLConstruct, offset: UInt32)
    /// The file ends while `name`, opened at `openOffset`, is still open.
    case missingEndTag(name: String, openOffset: UInt32, offset: UInt32)
    /// `</found>` closes an element opened as `<expected>` at `openOffset`.
    case mismatchedEndTag(found: String, expected: String, openOffset: UInt32, offset: UInt32)
    /// `</name>` with no element open.
    case unexpectedEndTag(name: String, offset: UInt32)
    /// An element or attribute name is missing or starts with a byte no XML name starts with.
    case invalidName(offset: UInt32)
    /// An `&…;` reference that is not one of the five predefined entities or a valid character reference.
    case invalidEntity(text: String, offset: UInt32)
    /// An attribute that appears twice in one start tag.
    case duplicateAttribute(name: String, firstOffset: UInt32, offset: UInt32)
    /// A byte the grammar does not allow here; `expected` says what would have been valid.
    case unexpectedCharacter(expected: String, offset: UInt32)

    /// The byte offset the error points at.
    public var offset: UInt32 {
        switch self {
        case .missingRootElement(let offset), .textOutsideRootElement(let offset),
             .multipleRootElements(_, let offset), .misplacedDoctype(let offset),
             .unterminated(_, let offset), .missingEndTag(_, _, let offset),
             .mismatchedEndTag(_, _, _, let offset), .unexpectedEndTag(_, let offset),
             .invalidName(let offset), .invalidEntity(_, let offset),
             .duplicateAttribute(_, _, let offset), .unexpectedCharacter(_, let offset):
            return offset
        }
    }

    /// The offset of the related earlier construct (the unclosed start tag,
    /// the first occurrence of a duplicate attribute), if there is one.
    public var relatedOffset: UInt32? {
        switch self {
        case .missingEndTag(_, let open, _), .mismatchedEndTag(_, _, let open, _):
            return open
        case .duplicateAttribute(_, let first, _):
            return first
        default:
            return nil
        }
    }

    /// The message without a location (no file needed).
    public var message: String { message(relatedLocation: nil) }

    /// `offset N: message`, for logs and test failures; use `rendered(in:)` for users.
    public var description: String { "offset \(offset): \(message)" }

    /// The error as a compiler-style line, `path:line:col: error: message`,
    /// with the related construct's `line:col` in the message when there is one.
    public func rendered(in file: SourceFile) -> String {
        file.errorLine(at: offset, message(relatedLocation: relatedOffset.map { file.location(of: $0) }))
    }

    /// The message, naming `relatedLocation` (1-based line and UTF-8 column) when given.
    private func message(relatedLocation: SourceLocation?) -> String {
        let opened = relatedLocation.map { " opened at \($0.line):\($0.utf8Column)" } ?? ""
        switch self {
        case .missingRootElement:
            return "the document has no root element"
        case .textOutsideRootElement:
            return "text is not allowed outside the root element"
        case .multipleRootElements(let name, _):
            return "second root element <\(name)>; a document has exactly one"
        case .misplacedDoctype:
            return "<!DOCTYPE> must come before the root element"
        case .unterminated(let construct, _):
            return "unterminated \(construct.rawValue): expected \(construct.terminator) before the end of the file"
        case .missingEndTag(let name, _, _):
            return "end of file inside <\(name)>\(opened); expected </\(name)>"
        case .mismatchedEndTag(let found, let expected, _, _):
            return "end tag </\(found)> does not match <\(expected)>\(opened)"
        case .unexpectedEndTag(let name, _):
            return "end tag </\(name)> has no matching start tag"
        case .invalidName:
            return "expected a name (a letter, '_' or ':' first)"
        case .invalidEntity(let text, _):
            return "invalid entity reference '\(text)'; use &lt; &gt; &amp; &quot; &apos; or &#NN; / &#xHH;"
        case .duplicateAttribute(let name, _, _):
            let first = relatedLocation.map { " (first at \($0.line):\($0.utf8Column))" } ?? ""
            return "duplicate attribute '\(name)'\(first)"
        case .unexpectedCharacter(let expected, _):
            return "unexpected character; expected \(expected)"
        }
    }
}

/// The multi-byte XML constructs a file can end inside of, named as messages print them.
public enum XMLConstruct: String, Sendable, Hashable {
    case tag = "tag"
    case comment = "comment"
    case cdata = "CDATA section"
    case processingInstruction = "processing instruction"
    case doctype = "DOCTYPE"
    case attributeValue = "attribute value"

    /// What would have ended the construct, as messages print it (`'-->'` for a comment).
    public var terminator: String {
        switch self {
        case .tag: return "'>'"
        case .comment: return "'-->'"
        case .cdata: return "']]>'"
        case .processingInstruction: return "'?>'"
        case .doctype: return "'>'"
        case .attributeValue: return "the closing quote"
        }
    }
}
