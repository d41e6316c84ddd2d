/// How Objective-C names read in Swift, for the names the rules and the project model ask about.
///
/// This is a small, deliberate subset of the Swift importer's renaming: enough that an
/// Objective-C `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tap:)]`
/// lowers to the `UITapGestureRecognizer(target: self, action: #selector(tap(_:)))` the Swift
/// rules already understand. A selector outside the tables keeps its first piece as the
/// method's base name, which is what every rule that follows a `#selector` looks for.
enum ObjectiveCNames {
    /// Boolean properties whose Swift getter is `isX` (`hidden` → `isHidden`).
    static let booleanProperties: [String: String] = [
        "hidden": "isHidden", "enabled": "isEnabled", "selected": "isSelected", "highlighted": "isHighlighted",
        "userInteractionEnabled": "isUserInteractionEnabled", "opaque": "isOpaque", "editable": "isEditable",
        "on": "isOn", "multipleTouchEnabled": "isMultipleTouchEnabled",
    ]

    /// Enumeration constant prefixes whose cases read as `.caseName` in Swift.
    static let enumPrefixes = [
        "UIAccessibilityTrait", "UIControlStateNormal", "UIControlState", "UIControlEvent", "UIBarButtonItemStyle",
        "UIBarButtonSystemItem", "UIButtonType", "UIViewContentMode", "UITableViewCellAccessory",
        "UITableViewCellStyle", "UITableViewCellSelectionStyle", "UIFontWeight", "UIModalPresentationStyle",
        "UIKeyboardType", "UIReturnKeyType", "UITextContentType", "UIAccessibilityNavigationStyle",
    ]

    /// Whole selectors whose Swift name the generic rule would get wrong: first piece → (base name, first label).
    static let firstPieces: [String: (String, String)] = [
        "dismissViewControllerAnimated": ("dismiss", "animated"),
        "presentViewController": ("present", "_"),
        "popViewControllerAnimated": ("popViewController", "animated"),
        "popToRootViewControllerAnimated": ("popToRootViewController", "animated"),
        "systemFontOfSize": ("systemFont", "ofSize"),
        "boldSystemFontOfSize": ("boldSystemFont", "ofSize"),
        "italicSystemFontOfSize": ("italicSystemFont", "ofSize"),
        "monospacedDigitSystemFontOfSize": ("monospacedDigitSystemFont", "ofSize"),
        "monospacedSystemFontOfSize": ("monospacedSystemFont", "ofSize"),
        "preferredFontForTextStyle": ("preferredFont", "forTextStyle"),
        "scaledFontForFont": ("scaledFont", "for"),
        "fontWithSize": ("withSize", "_"),
        "setImage": ("setImage", "_"), "setTitle": ("setTitle", "_"), "setTitleColor": ("setTitleColor", "_"),
        "setAttributedTitle": ("setAttributedTitle", "_"), "setBackgroundImage": ("setBackgroundImage", "_"),
        "addTarget": ("addTarget", "_"), "removeTarget": ("removeTarget", "_"),
        "endEditing": ("endEditing", "_"),
        "valueForKey": ("value", "forKey"),
    ]

    /// Later selector pieces with a shorter Swift label.
    static let labels: [String: String] = ["forState": "for", "forControlEvents": "for", "withEvent": "with"]

    /// Objective-C type names as Swift spells them.
    static let types: [String: String] = [
        "BOOL": "Bool", "NSString": "String", "NSInteger": "Int", "NSUInteger": "UInt", "id": "Any",
        "instancetype": "Self", "NSArray": "Array", "NSDictionary": "Dictionary", "double": "Double",
        "float": "Float", "int": "Int32", "void": "Void",
    ]

    /// Scalar C types a cast may name without a `*` (`(CGFloat)x`).
    static let scalarTypes: Set<String> = [
        "CGFloat", "NSInteger", "NSUInteger", "BOOL", "int", "float", "double", "long", "unsigned", "id",
        "void", "CGRect", "CGSize", "CGPoint", "NSTimeInterval", "short", "char", "UIAccessibilityTraits",
    ]

    /// Zero-argument methods that override an accessibility property: `- (NSString *)accessibilityLabel`.
    static let accessibilityProperties: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
        "isAccessibilityElement", "accessibilityElements", "accessibilityCustomActions", "accessibilityFrame",
        "accessibilityElementsHidden", "accessibilityViewIsModal", "accessibilityIdentifier",
        "accessibilityAttributedLabel", "accessibilityUserInputLabels",
    ]

    /// Whether `expressionName` may change a name with these bytes: `YES`, `true`, `TRUE`,
    /// `NO`, `false`, `FALSE`, `nil`, `Nil`, `NULL` by their first byte and length, `UI…` and
    /// `NS…` by their first two bytes; any other name is its own Swift spelling.
    static func mayRenameName(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        let second = bytes.count > 1 ? bytes[bytes.startIndex + 1] : 0
        switch first {
        case UInt8(ascii: "t"), UInt8(ascii: "T"): return bytes.count == 4
        case UInt8(ascii: "f"), UInt8(ascii: "F"): return bytes.count == 5
        case UInt8(ascii: "n"), UInt8(ascii: "Y"): return bytes.count == 3
        case UInt8(ascii: "N"): return bytes.count <= 4 || second == UInt8(ascii: "S")
        case UInt8(ascii: "U"): return second == UInt8(ascii: "I")
        default: return false
        }
    }

    /// The first bytes of the names `propertyName` may change after a `.`.
    static let mayRenameMember: [Bool] = firstBytes(of: Array(booleanProperties.keys))

    static func firstBytes(of words: [String]) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for word in words { if let first = word.utf8.first { table[Int(first)] = true } }
        return table
    }

    /// The Swift spelling of an Objective-C identifier in an expression (`YES` → `true`).
    static func expressionName(_ name: String) -> String {
        switch name {
        case "YES", "true", "TRUE": return "true"
        case "NO", "false", "FALSE": return "false"
        case "nil", "Nil", "NULL": return "nil"
        default: break
        }
        if name == "UIAccessibilityTraitNone" { return "[]" }
        // Attributed-string keys: NSUnderlineStyleAttributeName → .underlineStyle.
        // Lengths in bytes: a name longer than its ASCII prefix has more characters too, and
        // counting characters (grapheme breaking) for every UI/NS name was a tenth of the lowering.
        if name.hasPrefix("NS"), name.hasSuffix("AttributeName"), name.utf8.count > 15 {
            return "." + lowerFirst(String(name.dropFirst(2).dropLast(13)))
        }
        if name.hasPrefix("UI") || name.hasPrefix("NS") {
            for prefix in enumPrefixes where name.hasPrefix(prefix) && name.utf8.count > prefix.utf8.count {
                if prefix == "UIControlStateNormal" { return ".normal" }
                return "." + lowerFirst(String(name.dropFirst(prefix.count)))
            }
        }
        return name
    }

    /// The Swift name of a property after a `.` (`userInteractionEnabled` → `isUserInteractionEnabled`).
    static func propertyName(_ name: String) -> String {
        booleanProperties[name] ?? name
    }

    /// The Swift base name and argument labels of a method with these selector pieces.
    /// `isInitializer` pieces (`initWithFrame:`) give `init` and `frame`.
    static func method(pieces: [String], argumentCount: Int) -> (name: String, labels: [String]) {
        guard let first = pieces.first else { return ("", []) }
        if argumentCount == 0 { return (first, []) }
        var labels: [String] = []
        let name: String
        if first == "init" {
            name = "init"
            labels.append("_")
        } else if first.hasPrefix("initWith"), first.count > 8 {
            name = "init"
            labels.append(lowerFirst(String(first.dropFirst(8))))
        } else if let known = firstPieces[first] {
            name = known.0
            labels.append(known.1)
        } else {
            name = first
            labels.append("_")
        }
        for piece in pieces.dropFirst() {
            labels.append(ObjectiveCNames.labels[piece] ?? (piece.isEmpty ? "_" : piece))
        }
        return (name, labels)
    }

    /// A class factory's initializer label: `[UIImage imageNamed:]` → `named`, `[UIButton
    /// buttonWithType:]` → `type`, `[UIColor colorWithWhite:alpha:]` → `white`; nil when the
    /// selector does not start with the class's own noun.
    static func factoryLabel(className: String, firstPiece: String) -> String? {
        // SF Symbols: +[UIImage systemImageNamed:] is UIImage(systemName:).
        if className == "UIImage", firstPiece == "systemImageNamed" { return "systemName" }
        // The class's last word, lowercased: UIImage → image, UIBarButtonItem → item. Most
        // sends name no factory: in ASCII, their selector is ruled out on bytes.
        let classBytes = className.utf8, pieceBytes = firstPiece.utf8
        if classBytes.allSatisfy({ $0 < 0x80 }), pieceBytes.allSatisfy({ $0 < 0x80 }) {
            guard let start = classBytes.lastIndex(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return nil }
            let noun = classBytes[start...]
            guard pieceBytes.count > noun.count,
                  zip(noun, pieceBytes).allSatisfy({ ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0) == $1 }) else { return nil }
        }
        guard let wordStart = className.lastIndex(where: { $0.isUppercase }) else { return nil }
        let noun = String(className[wordStart...]).lowercased()
        guard firstPiece.hasPrefix(noun), firstPiece.count > noun.count else { return nil }
        var rest = String(firstPiece.dropFirst(noun.count))
        if rest.hasPrefix("With") { rest = String(rest.dropFirst(4)) }
        guard let initial = rest.first, initial.isUppercase else { return nil }
        return lowerFirst(rest)
    }

    /// `UIColor clearColor` → `clear`: a colour class's zero-argument colour.
    static func colorName(className: String, selector: String) -> String? {
        guard className == "UIColor" || className == "NSColor", selector.hasSuffix("Color"), selector.count > 5 else { return nil }
        return String(selector.dropLast(5))
    }

    /// The property an instance variable backs by the synthesis convention (`_closeButton` →
    /// `closeButton`), or nil for names that do not follow it (`__block`, `_Bool`, `_`).
    static func backedProperty(ofInstanceVariable name: String) -> String? {
        guard name.hasPrefix("_"), name.count > 1 else { return nil }
        let rest = name.dropFirst()
        guard let initial = rest.first, initial.isLowercase, initial.isASCII,
              rest.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return String(rest)
    }

    /// A setter selector's property (`setHidden` → `isHidden`), or nil.
    static func setterProperty(_ piece: String) -> String? {
        guard piece.hasPrefix("set"), piece.count > 3, let initial = piece.dropFirst(3).first, initial.isUppercase else { return nil }
        let property = lowerFirst(String(piece.dropFirst(3)))
        if property == "isAccessibilityElement" { return property }
        return propertyName(property)
    }

    static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        // An acronym stays (URLString → urlString is the importer's rule; we keep it simple: lowercase one letter).
        return first.lowercased() + text.dropFirst()
    }

    /// The Swift spelling of a type name.
    static func typeName(_ name: String) -> String { types[name] ?? name }
}
