/// Whether an Interface Builder document is a storyboard or a xib.
public enum IBDocumentKind: String, Sendable, Hashable {
    case storyboard, xib
}

/// A parsed `.storyboard` or `.xib`: its objects in document order and the
/// connections between them, with indexes built once for O(1) lookups.
///
/// Objects are the elements with an `id` inside `<objects>` (xib) or
/// `<scenes>` (storyboard); each knows its parent, so the tree is
/// `parent`/`children(of:)` over indexes. Positions are byte ranges of start
/// tags; `SourceFile.location(of:)` gives the line a finding reports at.
public struct IBDocument: Sendable {
    /// The path as given.
    public let path: String
    /// Storyboard or xib, from the root's `type` attribute, else the path extension.
    public let kind: IBDocumentKind
    /// Every object, in document order; `objects[i].index == i`.
    public let objects: [IBObject]
    /// Every outlet, outlet collection, action and segue, in document order.
    public let connections: [IBConnection]
    /// The attributes of the root `<document>` tag (`type`, `targetRuntime`, `initialViewController` …).
    public let rootAttributes: [String: String]
    /// `<resources><namedColor name="…"><color …/></namedColor>` by name: asset
    /// colors as IB last saw them (only those the document uses).
    public let namedColors: [String: IBColor]
    /// `<resources><systemColor name="…"><color …/></systemColor>` by name.
    public let systemColors: [String: IBColor]

    private let indexByID: [String: Int]
    private let indicesByElementName: [String: [Int]]
    private let childIndices: [[Int]]
    private let connectionIndicesByDestination: [String: [Int]]
    private let connectionIndicesBySource: [[Int]]

    /// Assembles a document and builds its lookup tables (used by `parse(_:)` and tests).
    public init(path: String, kind: IBDocumentKind, objects: [IBObject], connections: [IBConnection],
                rootAttributes: [String: String] = [:], namedColors: [String: IBColor] = [:],
                systemColors: [String: IBColor] = [:]) {
        self.path = path
        self.kind = kind
        self.objects = objects
        self.connections = connections
        self.rootAttributes = rootAttributes
        self.namedColors = namedColors
        self.systemColors = systemColors

        var indexByID: [String: Int] = [:]
        var indicesByElementName: [String: [Int]] = [:]
        var childIndices = [[Int]](repeating: [], count: objects.count)
        for (position, object) in objects.enumerated() {
            // Duplicate ids only occur in damaged files; the first object keeps the id.
            if indexByID[object.id] == nil { indexByID[object.id] = position }
            indicesByElementName[object.elementName, default: []].append(position)
            if let parent = object.parent, parent >= 0, parent < objects.count {
                childIndices[parent].append(position)
            }
        }
        var byDestination: [String: [Int]] = [:]
        var bySource = [[Int]](repeating: [], count: objects.count)
        for (position, connection) in connections.enumerated() {
            if let destination = connection.destinationID { byDestination[destination, default: []].append(position) }
            if connection.sourceIndex >= 0, connection.sourceIndex < objects.count {
                bySource[connection.sourceIndex].append(position)
            }
        }
        self.indexByID = indexByID
        self.indicesByElementName = indicesByElementName
        self.childIndices = childIndices
        self.connectionIndicesByDestination = byDestination
        self.connectionIndicesBySource = bySource
    }

    /// The `targetRuntime` of the root: `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV` …
    public var targetRuntime: String? { rootAttributes["targetRuntime"] }

    /// Whether the document is for UIKit (iOS, iPadOS, tvOS, Mac Catalyst) rather than AppKit.
    public var isCocoaTouch: Bool {
        guard let runtime = targetRuntime else { return false }
        return runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV")
    }

    // MARK: - Objects

    /// The object with `id`, if any.
    public func object(withID id: String) -> IBObject? {
        indexByID[id].map { objects[$0] }
    }

    /// The objects whose element is `elementName` (`barButtonItem`), in document order.
    public func objects(named elementName: String) -> [IBObject] {
        (indicesByElementName[elementName] ?? []).map { objects[$0] }
    }

    /// The objects whose parent is the object at `index`, in document order
    /// (empty for an index out of range).
    public func children(of index: Int) -> [IBObject] {
        guard index >= 0, index < childIndices.count else { return [] }
        return childIndices[index].map { objects[$0] }
    }

    /// The enclosing objects of the object at `index`, nearest first, up to a
    /// top-level object. Parents always precede their children, so this ends.
    public func ancestors(of index: Int) -> [IBObject] {
        guard index >= 0, index < objects.count else { return [] }
        var result: [IBObject] = []
        var child = index
        // Each step must move to a smaller index, so even a hand-built cycle ends.
        while let parent = objects[child].parent, parent >= 0, parent < child {
            result.append(objects[parent])
            child = parent
        }
        return result
    }

    // MARK: - Connections

    /// The outlets and outlet collections whose destination is `objectID`:
    /// which Swift properties point at that object. Each one's source
    /// (`owner(of:)`) is the owning object, whose `customClass` names the Swift type.
    public func outlets(to objectID: String) -> [IBConnection] {
        connections(to: objectID).filter { $0.kind == .outlet || $0.kind == .outletCollection }
    }

    /// Every connection whose destination is `objectID` (outlets, action targets, segues).
    public func connections(to objectID: String) -> [IBConnection] {
        (connectionIndicesByDestination[objectID] ?? []).map { connections[$0] }
    }

    /// The connections held by the object at `index`: a control's actions, an owner's outlets.
    public func connections(from index: Int) -> [IBConnection] {
        guard index >= 0, index < connectionIndicesBySource.count else { return [] }
        return connectionIndicesBySource[index].map { connections[$0] }
    }

    /// The object holding `connection` (an outlet's owner, an action's sender).
    public func owner(of connection: IBConnection) -> IBObject? {
        guard connection.sourceIndex >= 0, connection.sourceIndex < objects.count else { return nil }
        return objects[connection.sourceIndex]
    }

    // MARK: - Colors

    /// The effective alpha of `color`, resolving `systemColor` and `name`
    /// through the document's resources; `nil` when the document cannot tell
    /// (an asset color without a `<namedColor>` resource, an undefined system color).
    ///
    /// `clearColor` counts as 0 even without a resource. A resource that
    /// itself refers to a name is followed a few steps, never in a cycle.
    public func alpha(of color: IBColor) -> Double? {
        var current = color
        for _ in 0..<4 {
            if let system = current.systemColor {
                if let resource = systemColors[system] {
                    current = resource
                    continue
                }
                return system == "clearColor" ? 0 : nil
            }
            if let name = current.name {
                if current.catalog == "System" { return name == "clearColor" ? 0 : nil }
                if let resource = namedColors[name] {
                    current = resource
                    continue
                }
                return nil
            }
            return current.alpha
        }
        return nil
    }

    /// Whether `color` is known to be fully transparent: `alpha="0"`, `clearColor`,
    /// or a named or system color whose resource in this document has alpha 0.
    public func isFullyTransparent(_ color: IBColor) -> Bool {
        alpha(of: color) == 0
    }
}

/// Why a file could not be read as an Interface Builder document.
public enum IBDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not well-formed XML.
    case malformedXML(XMLError)
    /// The root element is not `<document>`: not an Interface Builder file, or
    /// one in the pre-Xcode 5 `<archive>` format, which this reader does not model.
    case unexpectedRootElement(name: String, offset: UInt32)

    /// The byte offset the error points at.
    public var offset: UInt32 {
        switch self {
        case .malformedXML(let error): return error.offset
        case .unexpectedRootElement(_, let offset): return offset
        }
    }

    /// The message without a location.
    public var message: String {
        switch self {
        case .malformedXML(let error):
            return error.message
        case .unexpectedRootElement(let name, _):
            let legacy = name == "archive" ? " (the legacy Xcode 4 format; open and save it in a current Xcode)" : ""
            return "expected an Interface Builder <document> root element, found <\(name)>\(legacy)"
        }
    }

    /// `offset N: message`, for logs; use `rendered(in:)` for users.
    public var description: String { "offset \(offset): \(message)" }

    /// The error as `path:line:col: error: message`.
    public func rendered(in file: SourceFile) -> String {
        switch self {
        case .malformedXML(let error):
            return error.rendered(in: file)
        case .unexpectedRootElement:
            return file.errorLine(at: offset, message)
        }
    }
}
