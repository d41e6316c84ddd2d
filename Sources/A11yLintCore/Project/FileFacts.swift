/// A type, or an extension of one, declared in a file.
public struct TypeFact: Sendable {
    public var name: String
    public var kind: DeclarationKind
    public var inheritance: [String]
    /// Only compiled for non-iOS platforms (`#if os(macOS)`).
    public var isExcludedFromIOS: Bool
}

/// The facts one file contributes to the project model: only those several rules
/// read. A fact one rule needs is collected by that rule (`CollectingRule`).
public struct FileFacts: Sendable {
    public var path: String
    public var types: [TypeFact] = []
    public var writes: [MemberWrite] = []
    /// (type, property) → the property's type name.
    public var propertyTypes: [(type: String, property: String, propertyType: String)] = []
    /// Properties whose setter assigns `accessibilityLabel` (`@IBInspectable var accLabelText`).
    public var labelAliases: [String] = []
    /// SwiftUI views: whether the root of `body` declares button-like semantics.
    public var views: [(type: String, semantics: AccessibilitySemantics)] = []
    /// Uses of a (possibly custom) view: whether that use is hidden or inside a control
    /// (covered whatever the view does), and the signatures of the accessibility
    /// actions declared on it or around it.
    public var viewUses: [ViewUse] = []
    /// Types (or "" for file scope) reading `accessibilityShowButtonShapes` / `buttonShapesEnabled`.
    public var buttonShapeReaders: [String] = []

    public init(path: String) {
        self.path = path
    }

    /// The names whose occurrences fact extraction needs from the name index.
    public static let names = ["accessibilityShowButtonShapes", "buttonShapesEnabled", "SwiftUI", "View", "customView"]

    /// Extracts the shared facts of one indexed file.
    public static func extract(from file: CollectionContext) -> FileFacts {
        let index = file.index
        var facts = FileFacts(path: index.source.path)
        func typeName(at token: Int) -> String? {
            index.enclosingType(of: token).map { index.declarations[$0].nameText }
        }

        // Types.
        for slot in index.declarations.indices where index.declarations[slot].kind.isType {
            let declaration = index.declarations[slot]
            facts.types.append(TypeFact(name: declaration.nameText, kind: declaration.kind,
                                        inheritance: declaration.inheritance,
                                        isExcludedFromIOS: index.isExcludedFromIOS(Int(declaration.keyword))))
        }

        // Member writes inside types.
        for assignment in index.assignments() {
            guard let type = typeName(at: Int(assignment.operation)) else { continue }
            let first = Int(assignment.target[0])
            let hasSelf = index.isName(first, "self")
            if !hasSelf, index.kind(first) == .dollarIdentifier || index.localDeclaration(named: first) != nil { continue }
            let path = index.pathNames(assignment.target)
            guard let member = path.last else { continue }
            var traits = index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd))
            if assignment.kind == .remove { traits.insert(.removes) }
            facts.writes.append(MemberWrite(type: type, receiver: path.dropLast().joined(separator: "."),
                                            member: member, value: traits))
        }

        for (position, declaration) in index.declarations.enumerated() {
            let parent = Int(declaration.parent)
            let parentIsType = parent >= 0 && index.declarations[parent].kind.isType
            let parentName = parent >= 0 ? index.declarations[parent].nameText : ""
            let bodyRange: (Int, Int)? = declaration.body >= 0
                ? (Int(index.scopes[Int(declaration.body)].open), Int(index.scopes[Int(declaration.body)].close))
                : nil

            // Overrides of accessibility members count as writes of those members.
            if declaration.modifiers.contains(.isOverride), parentIsType,
               declaration.nameText.hasPrefix("accessibility") || declaration.nameText == "isAccessibilityElement" {
                var traits: ValueTraits = .isOverride
                if let (open, close) = bodyRange {
                    traits.formUnion(index.valueTraits(from: open + 1, through: close - 1))
                    if close == open + 1 { traits.insert(.hasEmptyBody) }
                }
                facts.writes.append(MemberWrite(type: parentName, receiver: "", member: declaration.nameText, value: traits))
            }

            guard declaration.kind == .variable, index.isMember(position) else { continue }
            if let propertyType = index.inferredTypeName(ofDeclaration: position) {
                facts.propertyTypes.append((parentName, declaration.nameText, propertyType))
            }
            if let (open, close) = bodyRange {
                if index.assignsAnyMember(["accessibilityLabel"], ofSelfFrom: open, through: close) {
                    facts.labelAliases.append(declaration.nameText)
                }
                if declaration.nameText == "body" {
                    facts.views.append((parentName, index.rootSemantics(ofBody: Int(declaration.body))))
                }
            }
        }

        for name in ["accessibilityShowButtonShapes", "buttonShapesEnabled"] {
            guard let id = file.nameID(of: name) else { continue }
            for occurrence in index.occurrences(of: id) {
                facts.buttonShapeReaders.append(typeName(at: Int(occurrence)) ?? "")
            }
        }

        let barInstalls = index.barInstalls(customViewArguments: file.occurrences(of: "customView"))
        if let calls = file.viewCalls {
            facts.viewUses = index.viewUses(of: calls, previews: file.previews, barInstalls: barInstalls)
        } else {
            // A UIKit file records no view uses but the views it installs in a bar (`BarInstall`), so a
            // view class made only for a bar's title is known as one.
            for type in index.typesInstalledInBar(barInstalls) {
                facts.viewUses.append(ViewUse(type: type, isCovered: false, actionSignatures: [], isInBar: true))
            }
        }
        return facts
    }
}

