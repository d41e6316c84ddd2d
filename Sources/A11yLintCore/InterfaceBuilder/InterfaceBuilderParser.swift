extension IBDocument {
    /// Parses a `.storyboard` or `.xib` into objects and connections.
    ///
    /// One pass over `XMLScanner` events with an explicit frame stack, so
    /// nesting depth never touches the call stack. Throws when the file is
    /// not well-formed XML or its root is not `<document>`; never traps.
    public static func parse(_ file: SourceFile) throws(IBDocumentError) -> IBDocument {
        var builder = IBDocumentBuilder(bytes: file.bytes)
        try builder.run()
        let type = builder.rootAttributes["type"] ?? ""
        let kind: IBDocumentKind
        if type.hasSuffix(".Storyboard.XIB") {
            kind = .storyboard
        } else if type.hasPrefix("com.apple.InterfaceBuilder") {
            kind = .xib
        } else {
            kind = file.path.hasSuffix(".storyboard") ? .storyboard : .xib
        }
        return IBDocument(path: file.path, kind: kind, objects: builder.objects, connections: builder.connections,
                          rootAttributes: builder.rootAttributes, namedColors: builder.namedColors,
                          systemColors: builder.systemColors)
    }
}

/// The state of one `IBDocument.parse(_:)` run: scanner events in, objects,
/// connections and resources out.
///
/// Each open element has a `Frame` saying how to read its children (its
/// `Context`), which object they configure and the key path so far. Anything
/// the model does not need is `skipped` wholesale, so unknown elements cost a
/// push and a pop.
struct IBDocumentBuilder {
    /// How the children of an open element are read.
    enum Context {
        /// The `<document>` root: `<objects>`, `<scenes>` and `<resources>` matter, the rest is metadata.
        case root
        /// Inside an object or a container: ids make objects, keys make colors and properties.
        case normal
        /// Nothing inside matters.
        case skipped
        /// Inside `<connections>`: outlets, actions and segues of `Frame.object`.
        case connections
        /// Inside `<accessibility>`: traits and `isElement`.
        case accessibility
        /// Inside `<userDefinedRuntimeAttributes>`.
        case runtimeAttributes
        /// Inside a `<userDefinedRuntimeAttribute>` (its position in the object's list): a nested value.
        case runtimeAttribute(Int)
        /// Inside a `<state>` (its position in the object's list): colors and an attributed title.
        case state(Int)
        /// Inside a state's `<attributedString>`: fragments append to the state's attributed title.
        case stateAttributedTitle(Int)
        /// Inside a keyed `<attributedString>` property: fragments append to the property's text.
        case propertyText(String)
        /// Inside `<resources>`: named and system color definitions.
        case resources
        /// Inside `<namedColor name=…>` or `<systemColor name=…>`.
        case colorResource(name: String, isSystem: Bool)
    }

    /// One open element.
    struct Frame {
        var context: Context
        /// The object its keyed children configure.
        var object: Int?
        /// The key path of the keyed elements between `object` and here, with a trailing `.` when not empty.
        var keyPath: String
        /// Whether this element is `object` itself, so its end tag completes `elementRange`.
        var isObjectElement: Bool = false
    }

    private var scanner: XMLScanner
    private var frames: [Frame] = []
    private(set) var objects: [IBObject] = []
    private(set) var connections: [IBConnection] = []
    private(set) var rootAttributes: [String: String] = [:]
    private(set) var namedColors: [String: IBColor] = [:]
    private(set) var systemColors: [String: IBColor] = [:]

    /// A builder over the bytes of one file.
    init(bytes: [UInt8]) {
        scanner = XMLScanner(bytes: bytes)
    }

    /// Reads every event; afterwards the output properties hold the document.
    mutating func run() throws(IBDocumentError) {
        while true {
            let event: XMLEvent?
            do {
                event = try scanner.next()
            } catch {
                throw .malformedXML(error)
            }
            switch event {
            case .none:
                return
            case .startTag(let tag):
                try open(tag)
            case .endTag(let tag):
                close(tag)
            }
        }
    }

    /// Handles a start tag: records what it defines and pushes its frame unless it is self-closing.
    private mutating func open(_ tag: XMLStartTag) throws(IBDocumentError) {
        let frame: Frame
        if let parent = frames.last {
            frame = child(tag, of: parent)
        } else {
            guard scanner.matches(tag.nameRange, "document") else {
                throw .unexpectedRootElement(name: scanner.name(of: tag), offset: tag.range.start)
            }
            rootAttributes = attributes(of: tag)
            frame = Frame(context: .root, object: nil, keyPath: "")
        }
        if !tag.isSelfClosing { frames.append(frame) }
    }

    /// Handles an end tag (the scanner has matched it): pops its frame and
    /// completes the element range of an object.
    private mutating func close(_ tag: XMLEndTag) {
        guard let frame = frames.popLast() else { return }
        if frame.isObjectElement, let object = frame.object, object < objects.count {
            objects[object].elementRange.end = tag.range.end
        }
    }

    /// Reads `tag` as a child of `parent` and returns the frame for its own children.
    private mutating func child(_ tag: XMLStartTag, of parent: Frame) -> Frame {
        var skipped = parent
        skipped.context = .skipped
        skipped.isObjectElement = false
        switch parent.context {
        case .skipped:
            return skipped
        case .root:
            if scanner.matches(tag.nameRange, "objects") || scanner.matches(tag.nameRange, "scenes") {
                return Frame(context: .normal, object: nil, keyPath: "")
            }
            if scanner.matches(tag.nameRange, "resources") { return Frame(context: .resources, object: nil, keyPath: "") }
            return skipped
        case .normal:
            return normalChild(tag, of: parent)
        case .connections:
            if let source = parent.object { recordConnection(tag, source: source) }
            return skipped
        case .accessibility:
            if let object = parent.object { readAccessibilityChild(tag, object: object) }
            return skipped
        case .runtimeAttributes:
            guard let object = parent.object, scanner.matches(tag.nameRange, "userDefinedRuntimeAttribute") else {
                return skipped
            }
            let values = attributes(of: tag)
            objects[object].runtimeAttributes.append(IBRuntimeAttribute(
                type: values["type"] ?? "", keyPath: values["keyPath"] ?? "", value: values["value"],
                attributes: values, range: tag.range))
            var frame = skipped
            frame.context = .runtimeAttribute(objects[object].runtimeAttributes.count - 1)
            return frame
        case .runtimeAttribute(let position):
            if let object = parent.object { readRuntimeValue(tag, object: object, position: position) }
            return skipped
        case .state(let position):
            guard let object = parent.object, position < objects[object].states.count else { return skipped }
            if scanner.matches(tag.nameRange, "color"), let key = scanner.value(ofAttribute: "key", in: tag) {
                if objects[object].states[position].colors[key] == nil {
                    objects[object].states[position].colors[key] = IBColor(attributes: attributes(of: tag), range: tag.range)
                }
            } else if scanner.matches(tag.nameRange, "attributedString") {
                var frame = skipped
                frame.context = .stateAttributedTitle(position)
                return frame
            }
            return skipped
        case .stateAttributedTitle(let position):
            if let object = parent.object, position < objects[object].states.count, let text = fragmentContent(tag) {
                let joined = (objects[object].states[position].attributedTitle ?? "") + text
                objects[object].states[position].attributedTitle = joined
            }
            return parent
        case .propertyText(let path):
            if let object = parent.object, let text = fragmentContent(tag) {
                let joined = (objects[object].properties[path]?.text ?? "") + text
                objects[object].properties[path]?.text = joined
            }
            var frame = parent
            frame.isObjectElement = false
            return frame
        case .resources:
            let isNamed = scanner.matches(tag.nameRange, "namedColor")
            guard isNamed || scanner.matches(tag.nameRange, "systemColor"),
                  let name = scanner.value(ofAttribute: "name", in: tag) else { return skipped }
            return Frame(context: .colorResource(name: name, isSystem: !isNamed), object: nil, keyPath: "")
        case .colorResource(let name, let isSystem):
            if scanner.matches(tag.nameRange, "color") {
                let color = IBColor(attributes: attributes(of: tag), range: tag.range)
                if isSystem {
                    if systemColors[name] == nil { systemColors[name] = color }
                } else if namedColors[name] == nil {
                    namedColors[name] = color
                }
            }
            return skipped
        }
    }

    /// A child in `.normal` context: a connections list, an accessibility or
    /// runtime-attribute section, a button state, a new object (it has an
    /// `id`), a keyed color or property, or a plain container such as `<subviews>`.
    private mutating func normalChild(_ tag: XMLStartTag, of parent: Frame) -> Frame {
        let name = tag.nameRange
        let object = parent.object
        var frame = Frame(context: .normal, object: object, keyPath: parent.keyPath)
        if let object {
            if scanner.matches(name, "connections") {
                frame.context = .connections
                return frame
            }
            if scanner.matches(name, "accessibility") {
                let values = attributes(of: tag)
                if objects[object].accessibility == nil {
                    objects[object].accessibility = IBAccessibility(
                        key: values["key"], label: values["label"], hint: values["hint"],
                        identifier: values["identifier"], attributes: values, range: tag.range)
                }
                frame.context = .accessibility
                return frame
            }
            if scanner.matches(name, "userDefinedRuntimeAttributes") {
                frame.context = .runtimeAttributes
                return frame
            }
            if parent.keyPath.isEmpty, scanner.matches(name, "state"), scanner.attribute(named: "key", in: tag) != nil {
                let values = attributes(of: tag)
                let key = values["key"] ?? ""
                objects[object].states.append(IBButtonState(
                    key: key, title: values["title"], image: values["image"],
                    backgroundImage: values["backgroundImage"], attributes: values, range: tag.range))
                frame.context = .state(objects[object].states.count - 1)
                return frame
            }
        }
        if scanner.attribute(named: "id", in: tag) != nil {
            return Frame(context: .normal, object: addObject(tag, values: attributes(of: tag), parent: object), keyPath: "",
                         isObjectElement: true)
        }
        guard let object, let key = scanner.value(ofAttribute: "key", in: tag) else {
            return frame
        }
        let path = parent.keyPath + key
        if scanner.matches(name, "color") {
            if objects[object].colors[path] == nil {
                objects[object].colors[path] = IBColor(attributes: attributes(of: tag), range: tag.range)
            }
            frame.context = .skipped
            return frame
        }
        if objects[object].properties[path] == nil {
            objects[object].properties[path] = IBProperty(elementName: scanner.name(of: tag),
                                                          attributes: attributes(of: tag), range: tag.range)
        }
        if scanner.matches(name, "attributedString") {
            frame.context = .propertyText(path)
            return frame
        }
        frame.keyPath = path + "."
        return frame
    }

    /// Appends a new object for `tag` and returns its index.
    private mutating func addObject(_ tag: XMLStartTag, values: [String: String], parent: Int?) -> Int {
        let index = objects.count
        objects.append(IBObject(index: index, parent: parent, elementName: scanner.name(of: tag), id: values["id"] ?? "",
                                customClass: values["customClass"], customModule: values["customModule"],
                                key: values["key"], attributes: values, range: tag.range, elementRange: tag.range))
        return index
    }

    /// Records an `<outlet>`, `<outletCollection>`, `<action>` or `<segue>`
    /// held by the object at `source`; other children (`<binding>`) are ignored.
    private mutating func recordConnection(_ tag: XMLStartTag, source: Int) {
        let kind: IBConnectionKind
        if scanner.matches(tag.nameRange, "outlet") {
            kind = .outlet
        } else if scanner.matches(tag.nameRange, "action") {
            kind = .action
        } else if scanner.matches(tag.nameRange, "outletCollection") {
            kind = .outletCollection
        } else if scanner.matches(tag.nameRange, "segue") {
            kind = .segue
        } else {
            return
        }
        let values = attributes(of: tag)
        connections.append(IBConnection(kind: kind, sourceIndex: source, property: values["property"],
                                        destinationID: values["destination"], selector: values["selector"],
                                        eventType: values["eventType"], id: values["id"], attributes: values,
                                        range: tag.range))
    }

    /// Reads `<accessibilityTraits key="traits" button="YES" …/>` (or `<traits …>`)
    /// and `<bool key="isElement" value="…"/>`.
    private mutating func readAccessibilityChild(_ tag: XMLStartTag, object: Int) {
        guard objects[object].accessibility != nil else { return }
        if scanner.matches(tag.nameRange, "accessibilityTraits") || scanner.matches(tag.nameRange, "traits") {
            objects[object].accessibility?.declaresTraits = true
            for attribute in tag.attributes where !scanner.matches(attribute.nameRange, "key") {
                if scanner.value(of: attribute) == "YES" {
                    objects[object].accessibility?.traits.insert(scanner.name(of: attribute))
                }
            }
        } else if scanner.matches(tag.nameRange, "bool"), scanner.value(ofAttribute: "key", in: tag) == "isElement" {
            switch scanner.value(ofAttribute: "value", in: tag) {
            case "YES": objects[object].accessibility?.isElement = true
            case "NO": objects[object].accessibility?.isElement = false
            default: break
            }
        }
    }

    /// Reads the nested value of a runtime attribute (`<color key="value" …/>`,
    /// `<real key="value" value="2"/>`); the first child wins.
    private mutating func readRuntimeValue(_ tag: XMLStartTag, object: Int, position: Int) {
        guard position < objects[object].runtimeAttributes.count,
              objects[object].runtimeAttributes[position].valueElementName == nil else { return }
        let values = attributes(of: tag)
        objects[object].runtimeAttributes[position].valueElementName = scanner.name(of: tag)
        objects[object].runtimeAttributes[position].valueAttributes = values
        if scanner.matches(tag.nameRange, "color") {
            objects[object].runtimeAttributes[position].color = IBColor(attributes: values, range: tag.range)
        }
        if objects[object].runtimeAttributes[position].value == nil {
            objects[object].runtimeAttributes[position].value = values["value"]
        }
    }

    /// The `content` of a `<fragment>` tag, else `nil`.
    private func fragmentContent(_ tag: XMLStartTag) -> String? {
        guard scanner.matches(tag.nameRange, "fragment") else { return nil }
        return scanner.value(ofAttribute: "content", in: tag)
    }

    /// The decoded attributes of `tag` (names are unique; the scanner checked).
    private func attributes(of tag: XMLStartTag) -> [String: String] {
        var result = [String: String](minimumCapacity: tag.attributes.count)
        for attribute in tag.attributes {
            result[scanner.name(of: attribute)] = scanner.value(of: attribute)
        }
        return result
    }
}
