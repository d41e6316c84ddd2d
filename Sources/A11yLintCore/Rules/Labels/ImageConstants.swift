/// Image constants a project declares for itself: `extension UIImage { static let trash =
/// UIImage(systemName: "trash") }`, a helper in between (`UIImage.create(systemName:
/// Icon.trash.systemName)`), a value type whose static instances carry the symbol name
/// (`static let trash = Self("trash")`) or an enum whose case maps to one (`case close = "xmark"`).
/// A control whose image is such a member (`UIBarButtonItem(image: .trash, …)`) shows that
/// symbol (or asset): the rules judge it by that name, as if it were written in place.
///
/// Collected per file as `Type.member` → what the initializer says, resolved across files
/// when a control is judged.
enum ImageConstants {
    /// What one constant's initializer says: `symbol:NAME` (an SF Symbol: a literal after
    /// `systemName:`/`systemSymbol:`), `asset:NAME` (`UIImage(named:)`, `Image("…")`), `text:NAME`
    /// (a plain string value: a case's raw value, `Self("trash")`), or `ref:A.b` (the symbol is
    /// whatever constant `A.b` holds: `systemName: Icon.trash.systemName`).
    typealias Table = [String: String]

    /// The image-like static constants and string enum cases of one file.
    static func collect(from index: SyntaxIndex) -> Table {
        var table: Table = [:]
        let helpers = imageHelpers(in: index)
        for position in index.declarations.indices
        where index.declarations[position].kind == .variable && index.declarations[position].modifiers.contains(.isStatic) {
            let declaration = index.declarations[position]
            guard index.isMember(position), declaration.parent >= 0 else { continue }
            let first: Int, last: Int
            if declaration.initializerStart >= 0 {
                first = Int(declaration.initializerStart); last = Int(declaration.initializerEnd)
            } else if declaration.body >= 0 {
                let body = index.scopes[Int(declaration.body)]
                first = Int(body.open) + 1; last = Int(body.close) - 1
            } else {
                continue
            }
            guard first <= last, last - first < 64 else { continue }
            // `{ return systemImage(named: "trash") }`.
            let start = index.isName(first, "return") ? first + 1 : first
            let owner = index.declarations[Int(declaration.parent)].nameText
            if start <= last, let value = meaning(from: start, through: last, owner: owner, index: index, helpers: helpers) {
                table[owner + "." + declaration.nameText] = value
            }
        }
        // `enum Icon: String { case close = "xmark" }`.
        for position in index.declarations.indices
        where index.declarations[position].kind == .enum && index.declarations[position].body >= 0 && index.declarations[position].inheritance.contains("String") {
            let declaration = index.declarations[position]
            let body = index.scopes[Int(declaration.body)]
            for token in Int(body.open) + 1..<Int(body.close) where index.isName(token, "case") {
                guard index.kind(token + 1) == .identifier, index.isOperator(token + 2, "="),
                      index.kind(token + 3) == .stringStart, index.kind(token + 4) == .stringSegment,
                      index.kind(token + 5) == .stringEnd,
                      index.enclosingType(of: token) == position else { continue }
                table[declaration.nameText + "." + index.text(token + 1)] = "text:" + index.text(token + 4)
            }
        }
        return table
    }

    /// The file's functions that make an image from their string parameter, by name: `symbol` when the
    /// parameter is passed as `systemName:` (`static func systemImage(named name: String) -> UIImage {
    /// UIImage(systemName: name)! }`), `asset` when passed to `UIImage(named:)` or `Image(_:)`.
    static func imageHelpers(in index: SyntaxIndex) -> [String: String] {
        var helpers: [String: String] = [:]
        for position in index.declarations.indices
        where index.declarations[position].kind == .function && index.declarations[position].body >= 0 && index.declarations[position].parameters >= 0 {
            let declaration = index.declarations[position]
            // A one-line helper: its body is short (checked first, before its parameters are read).
            let body = index.scopes[Int(declaration.body)]
            guard Int(body.close) - Int(body.open) < 48 else { continue }
            let parameters = Set(index.parameters(ofDeclaration: position).map { index.text($0.name) })
            guard !parameters.isEmpty else { continue }
            for token in Int(body.open) + 1..<Int(body.close) where index.kind(token) == .identifier && index.kind(token + 1) == .colon {
                guard index.kind(token + 2) == .identifier, parameters.contains(index.text(token + 2)),
                      index.kind(token + 3) == .rightParen || index.kind(token + 3) == .comma else { continue }
                if index.isText(token, "systemName") || index.isText(token, "systemSymbol") {
                    helpers[declaration.nameText] = "symbol"
                } else if index.isText(token, "named"), let opener = index.enclosingOpener(of: token),
                          index.isName(opener - 1, "UIImage") || index.isName(opener - 1, "NSImage") {
                    helpers[declaration.nameText] = "asset"
                }
            }
        }
        return helpers
    }

    /// What the initializer in tokens `first...last` of a constant of `owner` says, or `nil`; `helpers`
    /// are the file's image-making functions (`imageHelpers`).
    static func meaning(from first: Int, through last: Int, owner: String, index: SyntaxIndex,
                        helpers: [String: String] = [:]) -> String? {
        for token in first...last where index.kind(token) == .identifier
            && (index.isText(token, "systemName") || index.isText(token, "systemSymbol")) && index.kind(token + 1) == .colon {
            let value = token + 2
            if index.kind(value) == .stringStart, index.kind(value + 1) == .stringSegment, index.kind(value + 2) == .stringEnd {
                return "symbol:" + index.text(value + 1)
            }
            // `systemName: Icon.trash.systemName`, `systemName: Symbol.close.rawValue`.
            var names: [String] = []
            var probe = value
            while probe <= last, index.kind(probe) == .identifier {
                names.append(index.text(probe))
                guard index.kind(probe + 1) == .period else { break }
                probe += 2
            }
            guard names.count >= 2, index.kind(probe + 1) != .leftParen else { return nil }
            return "ref:" + names.joined(separator: ".")
        }
        // `UIImage(named: "filter")`, `Image("icon_close", bundle: .module)`.
        if let call = index.call(named: first), Int(call.end) == last, let argument = call.arguments.first {
            let start = Int(argument.start)
            let isLiteral = Int(argument.end) == start + 2 && index.kind(start) == .stringStart
                && index.kind(start + 1) == .stringSegment
            let name = index.text(first)
            if isLiteral, argument.label >= 0, index.isText(Int(argument.label), "named"),
               name == "UIImage" || name == "NSImage" {
                return "asset:" + index.text(start + 1)
            }
            if isLiteral, argument.label < 0, name == "Image" { return "asset:" + index.text(start + 1) }
            // `systemImage(named: "square.and.arrow.up")`: a helper of this file that makes a symbol or asset image.
            if isLiteral, call.arguments.count == 1, let kind = helpers[name] { return kind + ":" + index.text(start + 1) }
            // `Self("trash")`, `AppSymbol("trash")`: a value of the constant's own type named by a string.
            if isLiteral, argument.label < 0, call.arguments.count == 1, name == "Self" || name == owner {
                return "text:" + index.text(start + 1)
            }
        }
        return nil
    }

    /// What a constant shows, following `ref:` links (at most four): `.symbol(name)` or `.asset(name)`.
    enum Shown: Equatable {
        case symbol(String)
        case asset(String)
    }

    /// Resolves `Type.member` in the merged table.
    static func resolve(_ key: String, in table: Table) -> Shown? {
        var key = key
        var viaSymbolName = false
        for _ in 0..<4 {
            guard let value = table[key] ?? table[String(key[..<(key.lastIndex(of: ".") ?? key.endIndex)])] else { return nil }
            if value.hasPrefix("symbol:") { return .symbol(String(value.dropFirst(7))) }
            if value.hasPrefix("asset:") { return .asset(String(value.dropFirst(6))) }
            // A plain string is a symbol name only when reached through `systemName:`.
            if value.hasPrefix("text:") { return viaSymbolName ? .symbol(String(value.dropFirst(5))) : nil }
            guard value.hasPrefix("ref:") else { return nil }
            viaSymbolName = true
            key = String(value.dropFirst(4))
        }
        return nil
    }

    /// Merges files' tables (a key declared twice keeps the lexically smallest value, so the
    /// result does not depend on the order of files).
    static func merge(_ tables: [Table]) -> Table {
        var merged: Table = [:]
        for table in tables {
            for (key, value) in table {
                if let existing = merged[key], existing <= value { continue }
                merged[key] = value
            }
        }
        return merged
    }
}
