/// One Interface Builder object: an element of a `.storyboard` or `.xib` that
/// carries an `id` (views, controls, bar button items, navigation items, view
/// controllers, placeholders, constraints, cells …), with the child elements
/// that configure it already read into fields.
///
/// Connections (`<outlet>`, `<action>`, `<segue>`) also carry ids but are
/// `IBConnection`s, not objects. Elements without an id that configure the
/// object (`<color key="tintColor">`, `<rect key="frame">`,
/// `<fontDescription key="fontDescription">`, `<imageReference key="image">`)
/// become `colors` and `properties`, keyed by their `key`.
public struct IBObject: Sendable, Hashable {
    /// The object's position in `IBDocument.objects` (document order).
    public var index: Int
    /// The index of the nearest enclosing object, `nil` for top-level objects.
    public var parent: Int?
    /// The element name as written, camelCase: `barButtonItem`, `button`, `imageView`, `viewController` …
    public var elementName: String
    /// The IB object id (`abc-12-def`; `-1` is a xib's File's Owner).
    public var id: String
    /// The `customClass` attribute: the Swift or Objective-C class when it is not the element's default.
    public var customClass: String?
    /// The `customModule` attribute (absent when the class is found at run time).
    public var customModule: String?
    /// The `key` attribute: which property of the parent this object fills
    /// (`rightBarButtonItem`, `view`, `navigationItem`, `customView`, `contentView`).
    public var key: String?
    /// Every attribute of the start tag, decoded.
    public var attributes: [String: String]
    /// The start tag from `<` to `>`: findings point at its line.
    public var range: ByteRange
    /// The whole element, from its start tag through its end tag.
    public var elementRange: ByteRange
    /// The `<accessibility>` child: the Identity inspector's Accessibility section.
    public var accessibility: IBAccessibility?
    /// The `<userDefinedRuntimeAttribute>` children, in order.
    public var runtimeAttributes: [IBRuntimeAttribute]
    /// The `<state>` children of a button (`normal`, `highlighted`, `selected`, `disabled`).
    public var states: [IBButtonState]
    /// Colors by key path: `tintColor`, `backgroundColor`, `textColor`, and
    /// `configuration.baseForegroundColor` for a color inside a keyed child.
    /// State colors live in `states`, runtime-attribute colors in `runtimeAttributes`.
    public var colors: [String: IBColor]
    /// Other keyed child elements by key path (`frame`, `fontDescription`,
    /// `image`, `configuration`, `configuration.image`, `textInputTraits`); the first one wins.
    public var properties: [String: IBProperty]

    /// Creates the value from its parts.
    public init(index: Int, parent: Int?, elementName: String, id: String, customClass: String?,
                customModule: String?, key: String?, attributes: [String: String], range: ByteRange,
                elementRange: ByteRange, accessibility: IBAccessibility? = nil,
                runtimeAttributes: [IBRuntimeAttribute] = [], states: [IBButtonState] = [],
                colors: [String: IBColor] = [:], properties: [String: IBProperty] = [:]) {
        self.index = index
        self.parent = parent
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.key = key
        self.attributes = attributes
        self.range = range
        self.elementRange = elementRange
        self.accessibility = accessibility
        self.runtimeAttributes = runtimeAttributes
        self.states = states
        self.colors = colors
        self.properties = properties
    }

    // MARK: - Convenience accessors

    /// Whether `hidden="YES"`.
    public var isHidden: Bool { attributes["hidden"] == "YES" }
    /// `false` only when `userInteractionEnabled="NO"` (IB omits the default `YES`).
    public var isUserInteractionEnabled: Bool { attributes["userInteractionEnabled"] != "NO" }
    /// The `title` attribute (bar button items, navigation items, view controllers).
    /// A button's title lives in `states`; a label's text in `attributes["text"]`.
    public var title: String? { attributes["title"] }
    /// The image name: the `image` attribute, else the `<imageReference key="image">`
    /// child's `image` (newer Xcode writes SF Symbols with a scale that way).
    /// A button's image lives in `states` or `configuration.image`.
    public var image: String? { attributes["image"] ?? properties["image"]?.attributes["image"] }
    /// The `systemItem` of a bar button item (`add`, `done`, `flexibleSpace` …).
    public var systemItem: String? { attributes["systemItem"] }
    /// The `userLabel` that names the object in Xcode's document outline.
    public var userLabel: String? { attributes["userLabel"] }

    /// The state with `key` (`normal`, `highlighted` …), if the element has one.
    public func state(_ key: String) -> IBButtonState? { states.first { $0.key == key } }

    /// The runtime attribute with `keyPath` (`accLabelText`), if set.
    public func runtimeAttribute(keyPath: String) -> IBRuntimeAttribute? {
        runtimeAttributes.first { $0.keyPath == keyPath }
    }
}

/// `<accessibility key="accessibilityConfiguration" label="…" hint="…" identifier="…">`
/// with its `<accessibilityTraits key="traits" button="YES" …/>` (Xcode's
/// spelling; `<traits key="traits">` is read too) and `<bool key="isElement" …/>` children.
///
/// macOS documents write `<accessibility description="…" help="…"/>` without
/// a key; those attributes are in `attributes`.
public struct IBAccessibility: Sendable, Hashable {
    /// The `key` attribute (`accessibilityConfiguration` on iOS), if any.
    public var key: String?
    /// The accessibility label.
    public var label: String?
    /// The accessibility hint.
    public var hint: String?
    /// The accessibility identifier (for UI tests; not read to users).
    public var identifier: String?
    /// The names of the traits set to `YES` (`button`, `image`, `header`, `notEnabled` …).
    public var traits: Set<String>
    /// Whether a traits child exists: the traits were edited in IB and
    /// replace the class's defaults, even when `traits` is empty.
    public var declaresTraits: Bool
    /// `<bool key="isElement" value="YES|NO"/>`: the Accessibility "Enabled" checkbox; `nil` when absent.
    public var isElement: Bool?
    /// Every attribute of the `<accessibility>` tag, decoded.
    public var attributes: [String: String]
    /// The `<accessibility>` start tag.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(key: String?, label: String?, hint: String?, identifier: String?, traits: Set<String> = [],
                declaresTraits: Bool = false, isElement: Bool? = nil, attributes: [String: String],
                range: ByteRange) {
        self.key = key
        self.label = label
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.declaresTraits = declaresTraits
        self.isElement = isElement
        self.attributes = attributes
        self.range = range
    }
}

/// `<userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Refresh"/>`:
/// a key path IB sets by key-value coding when the object loads.
///
/// Scalar types (`string`, `boolean`, `localizedString`, `image`) keep the
/// value in the `value` attribute; others nest it in one keyed child
/// (`<color key="value" …/>`, `<real key="value" value="2"/>`, `<size key="value" …/>`),
/// kept raw in `valueElementName` and `valueAttributes`.
public struct IBRuntimeAttribute: Sendable, Hashable {
    /// The `type` attribute: `string`, `boolean`, `number`, `color`, `image`, `localizedString`, `size` …
    public var type: String
    /// The key path set on the object (`accLabelText`, `layer.cornerRadius`).
    public var keyPath: String
    /// The `value` attribute, else the nested value element's `value` attribute.
    public var value: String?
    /// Every attribute of the tag, decoded (`catalog="system"` for symbol images).
    public var attributes: [String: String]
    /// The element name of the nested value (`color`, `real`, `integer`, `size`), if any.
    public var valueElementName: String?
    /// The nested value element's attributes, raw.
    public var valueAttributes: [String: String]
    /// The nested value when it is a `<color>`.
    public var color: IBColor?
    /// The `<userDefinedRuntimeAttribute>` start tag.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(type: String, keyPath: String, value: String?, attributes: [String: String],
                valueElementName: String? = nil, valueAttributes: [String: String] = [:],
                color: IBColor? = nil, range: ByteRange) {
        self.type = type
        self.keyPath = keyPath
        self.value = value
        self.attributes = attributes
        self.valueElementName = valueElementName
        self.valueAttributes = valueAttributes
        self.color = color
        self.range = range
    }

    /// `true` for `value="YES"`, `false` for `value="NO"`, else `nil` (a `boolean` attribute's value).
    public var boolValue: Bool? {
        switch value {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }
}

/// A button's `<state key="normal" title="…" image="…">` with its colors.
public struct IBButtonState: Sendable, Hashable {
    /// The control state: `normal`, `highlighted`, `selected`, `disabled`.
    public var key: String
    /// The plain title, if any.
    public var title: String?
    /// The image name, if any.
    public var image: String?
    /// The background image name, if any.
    public var backgroundImage: String?
    /// The text of an `<attributedString key="attributedTitle">`: its
    /// `<fragment content="…">` pieces joined; `nil` when there is none.
    public var attributedTitle: String?
    /// Colors by key: `titleColor`, `titleShadowColor`.
    public var colors: [String: IBColor]
    /// Every attribute of the `<state>` tag, decoded.
    public var attributes: [String: String]
    /// The `<state>` start tag.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(key: String, title: String?, image: String?, backgroundImage: String? = nil,
                attributedTitle: String? = nil, colors: [String: IBColor] = [:],
                attributes: [String: String], range: ByteRange) {
        self.key = key
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.attributedTitle = attributedTitle
        self.colors = colors
        self.attributes = attributes
        self.range = range
    }

    /// Whether the state shows text: a non-empty title or attributed title.
    public var hasTitle: Bool { !(title ?? "").isEmpty || !(attributedTitle ?? "").isEmpty }
}

/// A `<color key="tintColor" …/>` element, or the color of a `<namedColor>` /
/// `<systemColor>` resource.
///
/// A color is one of: components (`white` or `red`/`green`/`blue`, with
/// `alpha`), a system color (`systemColor="systemRedColor"`, defined again in
/// the document's `<resources>`), a named asset-catalog color (`name="Accent"`,
/// defined in `<resources><namedColor>` when the document uses it), or on macOS
/// a catalog color (`name="controlTextColor" catalog="System"`).
/// `IBDocument.alpha(of:)` resolves names through the resources.
public struct IBColor: Sendable, Hashable {
    /// The `key` attribute (`tintColor`, `titleColor`, `value`); `nil` for resource colors.
    public var key: String?
    /// The `alpha` attribute, 1 when absent or unreadable.
    public var alpha: Double
    /// The `white` component of a gray color.
    public var white: Double?
    /// The `red` component.
    public var red: Double?
    /// The `green` component.
    public var green: Double?
    /// The `blue` component.
    public var blue: Double?
    /// The `systemColor` attribute (`systemRedColor`, `labelColor`, `clearColor`);
    /// files from Xcode 11 and older spell it `xcode11CocoaTouchSystemColor` or
    /// `cocoaTouchSystemColor` (`darkTextColor`), read in that order.
    public var systemColor: String?
    /// The `name` attribute: a named (asset) color, or a macOS catalog color.
    public var name: String?
    /// The `catalog` attribute (`System` for macOS catalog colors).
    public var catalog: String?
    /// Every attribute of the tag, decoded.
    public var attributes: [String: String]
    /// The `<color>` tag.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(key: String?, alpha: Double = 1, white: Double? = nil, red: Double? = nil, green: Double? = nil,
                blue: Double? = nil, systemColor: String? = nil, name: String? = nil, catalog: String? = nil,
                attributes: [String: String], range: ByteRange) {
        self.key = key
        self.alpha = alpha
        self.white = white
        self.red = red
        self.green = green
        self.blue = blue
        self.systemColor = systemColor
        self.name = name
        self.catalog = catalog
        self.attributes = attributes
        self.range = range
    }

    /// A color read from a tag's decoded attributes; numbers that do not parse are `nil` (alpha 1).
    public init(attributes: [String: String], range: ByteRange) {
        self.init(key: attributes["key"], alpha: attributes["alpha"].flatMap(Double.init) ?? 1,
                  white: attributes["white"].flatMap(Double.init), red: attributes["red"].flatMap(Double.init),
                  green: attributes["green"].flatMap(Double.init), blue: attributes["blue"].flatMap(Double.init),
                  systemColor: attributes["systemColor"] ?? attributes["xcode11CocoaTouchSystemColor"]
                    ?? attributes["cocoaTouchSystemColor"],
                  name: attributes["name"], catalog: attributes["catalog"],
                  attributes: attributes, range: range)
    }

    /// Whether the tag spells out its components, so `alpha` is the whole story.
    public var hasComponents: Bool { white != nil || red != nil || green != nil || blue != nil }
}

/// A keyed child element without an id that configures its object:
/// `<rect key="frame" …/>`, `<fontDescription key="fontDescription" style="…"/>`,
/// `<imageReference key="image" image="…" catalog="system"/>`,
/// `<buttonConfiguration key="configuration" …>`, `<nil key="textColor"/>`.
public struct IBProperty: Sendable, Hashable {
    /// The element name (`rect`, `fontDescription`, `imageReference`, `nil` …).
    public var elementName: String
    /// Every attribute of the tag, decoded (including `key`).
    public var attributes: [String: String]
    /// For `<attributedString>`: its `<fragment content="…">` pieces joined; else `nil`.
    public var text: String?
    /// The start tag.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(elementName: String, attributes: [String: String], text: String? = nil, range: ByteRange) {
        self.elementName = elementName
        self.attributes = attributes
        self.text = text
        self.range = range
    }
}

/// The kinds of connection IB records in an object's `<connections>`.
public enum IBConnectionKind: String, Sendable, Hashable, CaseIterable {
    /// `<outlet property="…" destination="…">`: a property of the source points at the destination.
    case outlet
    /// `<outletCollection property="…" destination="…">`: the destination is one element of an array property.
    case outletCollection
    /// `<action selector="…" destination="…" eventType="…">`: the source sends the selector to the destination.
    case action
    /// `<segue destination="…" kind="show|relationship|embed…">`.
    case segue
}

/// One connection, from the object whose `<connections>` element holds it.
///
/// For outlets the source is the owner (a view controller, a xib's File's
/// Owner, a cell) and `property` is its Swift property; the owner's
/// `customClass` names the Swift type. For actions the source is the control
/// and the destination is the target. macOS `<binding>`s are not recorded.
public struct IBConnection: Sendable, Hashable {
    /// Outlet, outlet collection, action or segue.
    public var kind: IBConnectionKind
    /// The index of the object whose `<connections>` holds this connection.
    public var sourceIndex: Int
    /// The property name of an outlet or outlet collection.
    public var property: String?
    /// The `destination` object id.
    public var destinationID: String?
    /// The selector of an action (`refresh:`).
    public var selector: String?
    /// The control event of an action (`touchUpInside`, `valueChanged`); absent for bar button items.
    public var eventType: String?
    /// The connection's own id.
    public var id: String?
    /// Every attribute of the tag, decoded (`kind`, `identifier` and `relationship` for segues).
    public var attributes: [String: String]
    /// The connection's tag.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(kind: IBConnectionKind, sourceIndex: Int, property: String?, destinationID: String?,
                selector: String?, eventType: String?, id: String?, attributes: [String: String],
                range: ByteRange) {
        self.kind = kind
        self.sourceIndex = sourceIndex
        self.property = property
        self.destinationID = destinationID
        self.selector = selector
        self.eventType = eventType
        self.id = id
        self.attributes = attributes
        self.range = range
    }
}
