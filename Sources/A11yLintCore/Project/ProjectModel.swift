/// Cross-file facts, merged from every file before rules run: the class
/// hierarchy, members written per type across all its extensions, property
/// types, label aliases, SwiftUI view semantics and their uses, and the
/// Interface Builder outlets that connect storyboards to code.
public struct ProjectModel: Sendable {
    /// Type name → inherited types and conformances (union over declaration and extensions).
    public private(set) var inheritance: [String: [String]] = [:]
    /// Type name → kinds it is declared as (a name may be declared in several targets).
    public private(set) var typeKinds: [String: Set<DeclarationKind>] = [:]
    /// Types all of whose declarations are excluded from iOS.
    public private(set) var typesExcludedFromIOS: Set<String> = []
    /// "Type|receiver" → writes.
    private var writes: [String: [MemberWrite]] = [:]
    /// "Type|property" → property type.
    private var propertyTypes: [String: String] = [:]
    /// Property names whose setter assigns `accessibilityLabel`, by declaring type.
    public private(set) var labelAliases: [String: Set<String>] = [:]
    /// All label alias names, whatever type declares them (plus configured ones).
    public private(set) var labelAliasNames: Set<String> = []
    public private(set) var tapRecognizerFactories: Set<String> = []
    /// View type → semantics of the root of its `body`.
    public private(set) var viewSemantics: [String: AccessibilitySemantics] = [:]
    /// View types whose `body` draws a visible shape.
    public private(set) var viewsDrawingShapes: Set<String> = []
    /// View type → its uses.
    private var viewUses: [String: [ViewUse]] = [:]
    /// "Type|firstLabel" → whether that initializer sets a label.
    private var initializers: [String: Bool] = [:]
    public private(set) var buttonShapeReaders: Set<String> = []
    /// Markdown producer name → whether it underlines links.
    public private(set) var markdownProducers: [String: Bool] = [:]
    /// Variables whose value mentions `underlineStyle`.
    public private(set) var underliningConstants: Set<String> = []
    /// IB outlets: "OwnerClass|property" pairs that exist in some storyboard or xib.
    public internal(set) var outletProperties: Set<String> = []
    /// Types configured as buttons (`components: buttons:`): controls, like `UIButton`.
    public private(set) var configuredButtons: Set<String> = []
    /// "Type|receiver" → label evidence (`LabelEvidence`) written there, in any file.
    private var labelEvidence: [String: Set<String>] = [:]
    /// name → label evidence on a receiver whose last name is `name`, anywhere.
    public private(set) var labeledReceivers: [String: Set<String>] = [:]
    /// creator → label evidence on a local or property created by calling `creator`.
    public private(set) var labeledResults: [String: Set<String>] = [:]
    /// View type → the contexts of its uses, for the images it shows.
    private var imageUses: [String: Set<ImageUseContext>] = [:]
    /// Views whose body is a control named by text.
    public private(set) var namedControlViews: Set<String> = []

    public init() {}

    /// Merges file facts (in any order; the result does not depend on it).
    public init(facts: [FileFacts], configuredLabelAliases: Set<String> = [], configuredButtons: Set<String> = []) {
        self.configuredButtons = configuredButtons
        for file in facts {
            for type in file.types {
                inheritance[type.name, default: []].append(contentsOf: type.inheritance.filter {
                    !(inheritance[type.name]?.contains($0) ?? false)
                })
                typeKinds[type.name, default: []].insert(type.kind)
            }
            for write in file.writes { writes["\(write.type)|\(write.receiver)", default: []].append(write) }
            for fact in file.propertyTypes { propertyTypes["\(fact.type)|\(fact.property)"] = fact.propertyType }
            for alias in file.labelAliases {
                labelAliases[alias.type, default: []].insert(alias.property)
                labelAliasNames.insert(alias.property)
            }
            tapRecognizerFactories.formUnion(file.tapRecognizerFactories)
            for view in file.views {
                viewSemantics[view.type, default: []].formUnion(view.semantics)
                if view.drawsShape { viewsDrawingShapes.insert(view.type) }
            }
            for use in file.viewUses { viewUses[use.type, default: []].append(use) }
            for initializer in file.initializers {
                let key = "\(initializer.type)|\(initializer.firstLabel)"
                initializers[key] = (initializers[key] ?? false) || initializer.setsLabel
            }
            buttonShapeReaders.formUnion(file.buttonShapeReaders)
            for write in file.labelEvidence { labelEvidence["\(write.type)|\(write.receiver)", default: []].insert(write.member) }
            for (name, evidence) in file.labeledReceivers { labeledReceivers[name, default: []].formUnion(evidence) }
            for (creator, evidence) in file.labeledResults { labeledResults[creator, default: []].formUnion(evidence) }
            for use in file.imageUseContexts { imageUses[use.type, default: []].insert(use.context) }
            namedControlViews.formUnion(file.namedControlViews)
            underliningConstants.formUnion(file.underliningConstants)
            for producer in file.markdownProducers {
                markdownProducers[producer.name] = (markdownProducers[producer.name] ?? false) || producer.underlinesLinks
            }
        }
        // A type is excluded from iOS only if every declaration of it is.
        var included: Set<String> = []
        var excluded: Set<String> = []
        for file in facts {
            for type in file.types where type.kind != .extension {
                if type.isExcludedFromIOS { excluded.insert(type.name) } else { included.insert(type.name) }
            }
        }
        typesExcludedFromIOS = excluded.subtracting(included)
        labelAliasNames.formUnion(configuredLabelAliases)
        for name in configuredLabelAliases { labelAliases["", default: []].insert(name) }
    }

    // MARK: - Hierarchy

    /// The superclass of a class: its first inherited type if that is a class
    /// (declared in the project as a class, a known UIKit/AppKit class, or a configured button).
    public func superclass(of type: String) -> String? {
        // A known UIKit class keeps its superclass when the project only extends it
        // (`extension UIButton { … }`); a project class of the same name replaces it.
        if let known = KnownTypes.superclass[type], typeKinds[type]?.contains(.class) != true { return known }
        guard let first = inheritance[type]?.first else { return nil }
        if typeKinds[first]?.contains(.class) == true || KnownTypes.superclass[first] != nil || first == "NSObject"
            || configuredButtons.contains(first) {
            return first
        }
        return nil
    }

    /// The type itself, then its superclasses (cycle-safe).
    public func classChain(of type: String) -> [String] {
        var chain = [type]
        var current = type
        while let next = superclass(of: current), !chain.contains(next), chain.count < 64 {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether `type` is `base` or inherits from it (classes through superclasses;
    /// protocols through conformances, one level).
    public func isKind(_ type: String, of base: String) -> Bool {
        let chain = classChain(of: type)
        if chain.contains(base) { return true }
        return chain.contains { inheritance[$0]?.contains(base) ?? false }
    }

    /// Whether `type` is a `UIControl` (so it has button-like accessibility by itself),
    /// or a type configured as a button, or a subclass of one.
    public func isControl(_ type: String) -> Bool {
        // `isKind(type, of: "UIControl") || isKind(type, of: "NSControl")` or a configured button, on one chain.
        let chain = classChain(of: type)
        if chain.contains(where: { $0 == "UIControl" || $0 == "NSControl" }) { return true }
        return chain.contains { link in
            configuredButtons.contains(link)
                || inheritance[link].map { $0.contains("UIControl") || $0.contains("NSControl") } ?? false
        }
    }

    /// Whether a type is declared in the project at all.
    public func isDeclared(_ type: String) -> Bool { typeKinds[type] != nil }

    /// Whether the type is a view controller.
    public func isViewController(_ type: String) -> Bool {
        classChain(of: type).contains { $0.hasSuffix("ViewController") || $0 == "UIViewController" }
    }

    // MARK: - Members

    /// Writes to `receiver.member` inside `type` (any file, any extension). For
    /// the receiver `""` (the instance itself), writes in superclasses count too.
    public func writes(in type: String, receiver: String) -> [MemberWrite] {
        if receiver.isEmpty {
            return classChain(of: type).flatMap { writes["\($0)|"] ?? [] }
        }
        return writes["\(type)|\(receiver)"] ?? []
    }

    /// Label evidence (`LabelEvidence`) on `receiver` inside `type`, in any file and
    /// extension; for the receiver `""` (the instance itself) superclasses count too.
    public func labelEvidence(in type: String, receiver: String) -> Set<String> {
        if receiver.isEmpty {
            return classChain(of: type).reduce(into: Set<String>()) { $0.formUnion(labelEvidence["\($1)|"] ?? []) }
        }
        return labelEvidence["\(type)|\(receiver)"] ?? []
    }

    /// Whether a receiver whose last name is `name` gets any of `evidence`, anywhere.
    public func isLabeledReceiver(_ name: String, by evidence: Set<String>) -> Bool {
        labeledReceivers[name].map { !$0.isDisjoint(with: evidence) } ?? false
    }

    /// Whether a local or property created by calling `creator` gets any of `evidence`.
    public func isLabeledResult(of creator: String, by evidence: Set<String>) -> Bool {
        labeledResults[creator].map { !$0.isDisjoint(with: evidence) } ?? false
    }

    /// The declared or inferred type of a stored property.
    public func propertyType(in type: String, property: String) -> String? {
        for owner in classChain(of: type) {
            if let found = propertyTypes["\(owner)|\(property)"] { return found }
        }
        return nil
    }

    /// Whether the initializer of `type` whose first argument label is `label`
    /// sets an accessibility label (`nil` when no such project initializer exists).
    public func initializerSetsLabel(type: String, firstLabel: String) -> Bool? {
        initializers["\(type)|\(firstLabel)"]
    }

    /// Whether every use of a view type is hidden, inside a control, or surrounded by
    /// an accessibility action that does the same thing (shares a signature with `actions`).
    public func isCoveredAtEveryUse(_ view: String, actions: Set<String>) -> Bool {
        guard let uses = viewUses[view], !uses.isEmpty else { return false }
        return uses.allSatisfy { $0.isCovered || !$0.actionSignatures.isDisjoint(with: actions) }
    }

    /// Whether a view type is used outside previews, and labeled or hidden at every such use
    /// (`CloseButton { … }.accessibilityLabel("Close")`): its content gets its name there.
    public func isLabeledAtEveryUse(_ view: String) -> Bool {
        guard let uses = viewUses[view] else { return false }
        return uses.contains { !$0.isInPreview } && uses.allSatisfy { $0.isInPreview || $0.isLabeled }
    }
    /// The distinct contexts of a view type's uses (outside previews), for the images it shows.
    public func imageUseContexts(of view: String) -> Set<ImageUseContext> { imageUses[view] ?? [] }

    /// How many times a view type is used.
    public func useCount(of view: String) -> Int { viewUses[view]?.count ?? 0 }

    /// Whether `type` (or any type, for `nil`) reads `accessibilityShowButtonShapes`.
    public func readsButtonShapes(_ type: String?) -> Bool {
        guard let type else { return !buttonShapeReaders.isEmpty }
        return buttonShapeReaders.contains(type)
    }

    /// Adds IB outlets (called by the engine after reading storyboards and xibs).
    mutating func addOutlet(owner: String, property: String) {
        outletProperties.insert("\(owner)|\(property)")
    }
}

/// Superclasses of the UIKit and AppKit classes rules reason about.
enum KnownTypes {
    static let superclass: [String: String] = [
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UITextField": "UIControl",
        "UIDatePicker": "UIControl", "UIPageControl": "UIControl", "UIColorWell": "UIControl",
        "UIRefreshControl": "UIControl", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UIVisualEffectView": "UIView",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UINavigationBar": "UIView",
        "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView", "UIView": "UIResponder",
        "UIViewController": "UIResponder", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIPageViewController": "UIViewController", "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
        "UIBarItem": "NSObject", "UIResponder": "NSObject", "UITapGestureRecognizer": "UIGestureRecognizer",
        "NSControl": "NSView", "NSButton": "NSControl", "NSView": "NSResponder", "NSResponder": "NSObject", "NSTextField": "NSControl",
        "SKView": "UIView", "SCNView": "UIView", "MKMapView": "UIView", "WKWebView": "UIView",
    ]
}
