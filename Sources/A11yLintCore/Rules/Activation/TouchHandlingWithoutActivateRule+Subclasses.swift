/// What `touch-handling-without-activate` collects from every file in pass 1: the classes and their
/// superclasses, how each class's own touch overrides read, and which types the file constructs.
/// A base class the project never constructs runs its touch handling only inside its subclasses;
/// when every subclass gives assistive technologies a way in (the button or keyboard-key trait, an
/// activate override, custom actions) or handles the touches in its own overrides (judged there), the
/// base is not reported: the keys of a custom keyboard, whose base view only tracks the touch.
extension TouchHandlingWithoutActivateRule: CollectingRule {
    /// One class of a file.
    struct ClassInfo: Sendable, Equatable {
        var name: String
        var superclass: String
        /// Its own `touchesBegan`/`touchesEnded` overrides act (`acts`): it is judged on its own.
        var actsOnTouches: Bool
        /// It overrides `touchesMoved` (drags and draws: not judged as a button).
        var tracksMovement: Bool
    }

    /// One file's facts.
    struct FileInfo: Sendable {
        var classes: [ClassInfo] = []
        /// Project-looking type names this file constructs (`KeyView(…)`, `KeyView.init(…)`,
        /// `KeyView.self` handed to a factory or a registration, `[[KeyView alloc] init]`).
        var constructed: [String] = []
        /// A storyboard's or xib's views of a custom class, one name per instance.
        var documentInstances: [String] = []
        /// Those of them that the Identity inspector makes labeled elements with the button or
        /// adjustable trait (VoiceOver announces and activates them).
        var accessibleDocumentInstances: [String] = []
    }

    /// Every file's facts merged.
    struct Collected: Sendable {
        /// Class → its direct subclasses in the project.
        var subclasses: [String: [ClassInfo]] = [:]
        var constructed: Set<String> = []
        /// Class → its instances in Interface Builder documents, and how many of them are labeled
        /// elements with the button or adjustable trait.
        var documentInstances: [String: (all: Int, accessible: Int)] = [:]
    }

    static var readsInterfaceBuilder: Bool { true }

    /// The views of custom classes in a document, and those made labeled button or adjustable elements.
    static func collect(fromInterfaceBuilder document: IBDocument) -> FileInfo? {
        var info = FileInfo()
        for object in document.objects where object.elementName != "placeholder" {
            guard let name = object.customClass, !name.isEmpty else { continue }
            info.documentInstances.append(name)
            if let accessibility = object.accessibility, accessibility.isElement == true,
               !(accessibility.label ?? "").isEmpty,
               accessibility.traits.contains("button") || accessibility.traits.contains("adjustable") {
                info.accessibleDocumentInstances.append(name)
            }
        }
        guard !info.documentInstances.isEmpty else { return nil }
        info.documentInstances.sort()
        info.accessibleDocumentInstances.sort()
        return info
    }

    static func collect(from file: CollectionContext) -> FileInfo {
        var info = FileInfo()
        let index = file.index
        for position in index.declarations.indices where index.declarations[position].kind == .class {
            let declaration = index.declarations[position]
            guard let superclass = declaration.inheritance.first else { continue }
            var acts = false
            var moves = false
            for member in index.members(of: position) where index.declarations[member].kind == .function {
                let function = index.declarations[member]
                switch function.nameText {
                case "touchesMoved": moves = true
                case "touchesBegan", "touchesEnded":
                    if function.body >= 0, TouchHandlingWithoutActivateRule(options: NoOptions()).acts(function, in: declaration.nameText, index: index) {
                        acts = true
                    }
                default: continue
                }
            }
            info.classes.append(ClassInfo(name: declaration.nameText, superclass: superclass, actsOnTouches: acts,
                                          tracksMovement: moves))
        }
        var constructed: Set<String> = []
        let bytes = index.source.bytes
        for token in 0..<index.count where index.tokens[token].kind == .identifier {
            let first = bytes[Int(index.tokens[token].start)]
            guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), index.kind(token - 1) != .period else { continue }
            let isConstruction: Bool
            switch index.kind(token + 1) {
            case .leftParen: isConstruction = true
            case .period: isConstruction = index.isName(token + 2, "init") || index.isName(token + 2, "self")
            default: isConstruction = false
            }
            guard isConstruction, !TouchHandlingWithoutActivateRule.isFrameworkName(index, token) else { continue }
            constructed.insert(index.text(token))
        }
        info.constructed = constructed.sorted()
        return info
    }

    /// Whether the type name at `token` has a framework prefix (`UI…`, `NS…`, `CG…`, `CA…`): no class of the
    /// project, so not worth recording.
    static func isFrameworkName(_ index: SyntaxIndex, _ token: Int) -> Bool {
        let range = index.tokens[token].range
        guard range.end - range.start > 2 else { return false }
        let bytes = index.source.bytes
        let first = bytes[Int(range.start)]
        let second = bytes[Int(range.start) + 1]
        switch (first, second) {
        case (UInt8(ascii: "U"), UInt8(ascii: "I")), (UInt8(ascii: "N"), UInt8(ascii: "S")),
             (UInt8(ascii: "C"), UInt8(ascii: "G")), (UInt8(ascii: "C"), UInt8(ascii: "A")):
            return true
        default:
            return false
        }
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected()
        for info in infos {
            for type in info.classes { collected.subclasses[type.superclass, default: []].append(type) }
            collected.constructed.formUnion(info.constructed)
            for name in info.documentInstances { collected.documentInstances[name, default: (0, 0)].all += 1 }
            for name in info.accessibleDocumentInstances { collected.documentInstances[name, default: (0, 0)].accessible += 1 }
        }
        for key in collected.subclasses.keys {
            collected.subclasses[key]?.sort { $0.name < $1.name }
        }
        return collected
    }

    /// Whether every instance of the class is one the Identity inspector makes a labeled element
    /// with the button or adjustable trait (`<accessibility … label="LFO Cut Off">` with
    /// `adjustable="YES"` and `isElement` on): VoiceOver announces it and its activation delivers
    /// the touches. Code that constructs the class makes instances no document describes.
    func isAccessibleInEveryDocument(_ type: String, collected: Collected) -> Bool {
        guard !collected.constructed.contains(type), let counts = collected.documentInstances[type] else { return false }
        return counts.all > 0 && counts.accessible == counts.all
    }

    /// Whether the class runs its touch handling only inside subclasses that are judged on their own or
    /// give a way in: the project never constructs it, it has subclasses, and each of them acts in its
    /// own overrides, tracks movement, or has activation semantics (any file).
    func isCoveredBySubclasses(_ type: String, collected: Collected, project: ProjectModel) -> Bool {
        guard !collected.constructed.contains(type), let subclasses = collected.subclasses[type], !subclasses.isEmpty else {
            return false
        }
        return subclasses.allSatisfy { subclass in
            subclass.actsOnTouches || subclass.tracksMovement || hasActivation(subclass.name, project: project)
        }
    }
}
