import XCTest
@testable import A11yLintCore

/// The Interface Builder model, checked field by field on hand-written documents.
final class InterfaceBuilderDocumentTests: XCTestCase {
    private var storyboardFile: SourceFile {
        SourceFile(path: "App/Feed.storyboard", text: InterfaceBuilderSnippets.feedStoryboard)
    }
    private var xibFile: SourceFile {
        SourceFile(path: "App/ProfileHeaderView.xib", text: InterfaceBuilderSnippets.profileHeaderXib)
    }

    private func storyboard() throws -> IBDocument { try IBDocument.parse(storyboardFile) }
    private func xib() throws -> IBDocument { try IBDocument.parse(xibFile) }

    /// The object with `id`, failing the test when there is none.
    private func object(_ id: String, in document: IBDocument) throws -> IBObject {
        try XCTUnwrap(document.object(withID: id), "no object \(id)")
    }

    // MARK: - Document and objects

    func testKindRootAttributesAndObjectsOutsideTheObjectTree() throws {
        let document = try storyboard()
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.path, "App/Feed.storyboard")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertTrue(document.isCocoaTouch)
        XCTAssertEqual(document.rootAttributes["initialViewController"], "nav-00-ctl")
        XCTAssertEqual(try xib().kind, .xib)
        // `<device id=…>` is metadata, and connections are not objects though they carry ids.
        XCTAssertNil(document.object(withID: "retina6_12"))
        XCTAssertNil(document.object(withID: "rfr-ot-001"))
        XCTAssertEqual(document.objects.map(\.index), Array(0..<document.objects.count))
        XCTAssertEqual(document.objects.map(\.id), [
            "nav-00-ctl", "nav-bar-001", "nav-fr-001", "fdv-c0-ntl", "tbl-vw-001", "pst-ce-ll1", "pst-cv-001",
            "avt-im-001", "avt-cw-001", "ttl-lb-001", "shr-bt-001", "fol-bt-001", "flt-bb-001", "spc-bb-001",
            "cmp-bb-001", "fdv-ni-001", "edt-bb-001", "abc-12-def", "add-bb-001", "fdv-fr-001",
        ])
        // Without a `type`, the extension decides.
        let bare = "<document><objects><view id=\"v\"/></objects></document>"
        XCTAssertEqual(try IBDocument.parse(SourceFile(path: "a.storyboard", text: bare)).kind, .storyboard)
        XCTAssertEqual(try IBDocument.parse(SourceFile(path: "a.xib", text: bare)).kind, .xib)
    }

    func testObjectFields() throws {
        let document = try storyboard()
        let controller = try object("fdv-c0-ntl", in: document)
        XCTAssertEqual(controller.elementName, "tableViewController")
        XCTAssertEqual(controller.customClass, "FeedViewController")
        XCTAssertEqual(controller.customModule, "Feed")
        XCTAssertNil(controller.parent)
        XCTAssertNil(controller.key)
        XCTAssertEqual(controller.attributes["storyboardIdentifier"], "Feed")
        XCTAssertEqual(controller.attributes["sceneMemberID"], "viewController")

        let tableView = try object("tbl-vw-001", in: document)
        XCTAssertEqual(tableView.key, "view")
        XCTAssertEqual(tableView.parent, controller.index)
        XCTAssertNil(tableView.customClass)

        let refresh = try object("abc-12-def", in: document)
        XCTAssertEqual(refresh.elementName, "barButtonItem")
        XCTAssertNil(refresh.key, "items in <rightBarButtonItems> have no key")
        XCTAssertEqual(document.objects[try XCTUnwrap(refresh.parent)].elementName, "navigationItem")
        XCTAssertEqual(refresh.attributes, ["image": "arrow.clockwise", "catalog": "system", "id": "abc-12-def"])

        let edit = try object("edt-bb-001", in: document)
        XCTAssertEqual(edit.key, "leftBarButtonItem")
        XCTAssertEqual(try object("fdv-ni-001", in: document).key, "navigationItem")
        // Toolbar items belong to the view controller, not to a navigation item.
        XCTAssertEqual(try object("flt-bb-001", in: document).parent, controller.index)
    }

    func testStartTagRangesGiveTheElementLine() throws {
        let file = storyboardFile
        let document = try IBDocument.parse(file)
        let refresh = try object("abc-12-def", in: document)
        XCTAssertEqual(file.location(of: refresh.range.start), SourceLocation(line: 103, utf8Column: 29, utf16Column: 29))
        XCTAssertEqual(file.text(of: refresh.range),
                       "<barButtonItem image=\"arrow.clockwise\" catalog=\"system\" id=\"abc-12-def\">")
        XCTAssertEqual(file.location(of: try object("edt-bb-001", in: document).range.start).line, 101)
        XCTAssertEqual(file.location(of: try object("avt-im-001", in: document).range.start).line, 42)
        XCTAssertEqual(file.location(of: try object("fdv-c0-ntl", in: document).range.start).line, 29)
        // The element range runs through the end tag; a self-closing element is its tag.
        XCTAssertTrue(file.text(of: refresh.elementRange).hasSuffix("</barButtonItem>"))
        let space = try object("spc-bb-001", in: document)
        XCTAssertEqual(space.elementRange, space.range)
        let xibSource = xibFile
        let owner = try object("-1", in: try IBDocument.parse(xibSource))
        XCTAssertEqual(xibSource.location(of: owner.range.start), SourceLocation(line: 8, utf8Column: 9, utf16Column: 9))
        XCTAssertEqual(xibSource.location(of: try object("cls-bt-001", in: try xib()).range.start).line, 20)
    }

    func testTreeQueries() throws {
        let document = try storyboard()
        let avatar = try object("avt-im-001", in: document)
        XCTAssertEqual(document.ancestors(of: avatar.index).map(\.id),
                       ["pst-cv-001", "pst-ce-ll1", "tbl-vw-001", "fdv-c0-ntl"])
        let navigationItem = try object("fdv-ni-001", in: document)
        XCTAssertEqual(document.children(of: navigationItem.index).map(\.id), ["edt-bb-001", "abc-12-def", "add-bb-001"])
        XCTAssertEqual(document.children(of: avatar.index).map(\.elementName), ["constraint"])
        XCTAssertEqual(document.objects(named: "barButtonItem").map(\.id),
                       ["flt-bb-001", "spc-bb-001", "cmp-bb-001", "edt-bb-001", "abc-12-def", "add-bb-001"])
        XCTAssertEqual(document.objects(named: "button").count, 2)
        XCTAssertTrue(document.objects(named: "segmentedControl").isEmpty)
        XCTAssertNil(document.object(withID: "nope"))
        // Out-of-range indexes give empty answers, never a trap.
        XCTAssertTrue(document.children(of: -1).isEmpty)
        XCTAssertTrue(document.ancestors(of: 10_000).isEmpty)
        XCTAssertTrue(document.connections(from: 10_000).isEmpty)
    }

    // MARK: - Child data

    func testAccessibilityConfiguration() throws {
        let avatar = try object("avt-im-001", in: try storyboard())
        let accessibility = try XCTUnwrap(avatar.accessibility)
        XCTAssertEqual(accessibility.key, "accessibilityConfiguration")
        XCTAssertEqual(accessibility.label, "Author avatar")
        XCTAssertEqual(accessibility.hint, "Opens the profile")
        XCTAssertEqual(accessibility.identifier, "avatar")
        XCTAssertEqual(accessibility.traits, ["image", "button"], "notEnabled=\"NO\" is not a trait")
        XCTAssertTrue(accessibility.declaresTraits)
        XCTAssertEqual(accessibility.isElement, true)

        // The `<traits key="traits">` spelling, no label, no isElement.
        let bio = try object("bio-lb-001", in: try xib())
        let header = try XCTUnwrap(bio.accessibility)
        XCTAssertNil(header.label)
        XCTAssertEqual(header.traits, ["staticText", "header"])
        XCTAssertNil(header.isElement)
        XCTAssertNil(try object("shr-bt-001", in: try storyboard()).accessibility)

        // macOS: a keyless `<accessibility description=…/>`, and `isElement` NO.
        let mac = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
        <outlineView id="o-1"><accessibility description="Sidebar"/></outlineView>
        <imageView id="i-1"><accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></imageView>
        </objects></document>
        """
        let document = try IBDocument.parse(SourceFile(path: "Mac.xib", text: mac))
        XCTAssertFalse(document.isCocoaTouch)
        let outline = try XCTUnwrap(try object("o-1", in: document).accessibility)
        XCTAssertNil(outline.key)
        XCTAssertEqual(outline.attributes["description"], "Sidebar")
        XCTAssertFalse(outline.declaresTraits)
        XCTAssertEqual(try object("i-1", in: document).accessibility?.isElement, false)
    }

    func testRuntimeAttributes() throws {
        let refresh = try object("abc-12-def", in: try storyboard())
        XCTAssertEqual(refresh.runtimeAttributes.map(\.keyPath), ["accEnabled", "accLabelText"])
        let label = try XCTUnwrap(refresh.runtimeAttribute(keyPath: "accLabelText"))
        XCTAssertEqual(label.type, "string")
        XCTAssertEqual(label.value, "Refresh")
        XCTAssertNil(label.valueElementName)
        XCTAssertEqual(refresh.runtimeAttribute(keyPath: "accEnabled")?.boolValue, true)
        XCTAssertNil(label.boolValue)

        let close = try object("cls-bt-001", in: try xib())
        let image = try XCTUnwrap(close.runtimeAttribute(keyPath: "highlightImage"))
        XCTAssertEqual(image.type, "image")
        XCTAssertEqual(image.value, "xmark.circle.fill")
        XCTAssertEqual(image.attributes["catalog"], "system")
        let tint = try XCTUnwrap(close.runtimeAttribute(keyPath: "pressedTint"))
        XCTAssertEqual(tint.type, "color")
        XCTAssertNil(tint.value)
        XCTAssertEqual(tint.valueElementName, "color")
        XCTAssertEqual(tint.color?.name, "BrandBlue")
        XCTAssertEqual(tint.valueAttributes["key"], "value")
        let radius = try XCTUnwrap(close.runtimeAttribute(keyPath: "layer.cornerRadius"))
        XCTAssertEqual(radius.type, "number")
        XCTAssertEqual(radius.valueElementName, "real")
        XCTAssertEqual(radius.value, "22")
        XCTAssertNil(close.runtimeAttribute(keyPath: "accLabelText"))
    }

    func testButtonStates() throws {
        let document = try storyboard()
        let share = try object("shr-bt-001", in: document)
        XCTAssertEqual(share.states.count, 1)
        let normal = try XCTUnwrap(share.state("normal"))
        XCTAssertEqual(normal.image, "square.and.arrow.up")
        XCTAssertNil(normal.title)
        XCTAssertFalse(normal.hasTitle)

        let follow = try object("fol-bt-001", in: document)
        XCTAssertEqual(follow.states.map(\.key), ["normal", "selected"])
        XCTAssertEqual(follow.state("normal")?.title, "Follow")
        XCTAssertEqual(follow.state("normal")?.colors["titleColor"]?.name, "ClearTint")
        XCTAssertEqual(follow.state("selected")?.image, "checkmark")
        XCTAssertNil(follow.state("highlighted"))
        // State colors stay in the state; the button's own tint is separate.
        XCTAssertNil(follow.colors["titleColor"])
        XCTAssertEqual(follow.colors["tintColor"]?.name, "ClearTint")

        let message = try object("msg-bt-001", in: try xib())
        let attributed = try XCTUnwrap(message.state("normal"))
        XCTAssertNil(attributed.title)
        XCTAssertEqual(attributed.attributedTitle, "Send message")
        XCTAssertTrue(attributed.hasTitle)
    }

    func testColorsPropertiesAndKeyPaths() throws {
        let document = try xib()
        let more = try object("mor-bt-001", in: document)
        XCTAssertEqual(more.properties["configuration"]?.elementName, "buttonConfiguration")
        XCTAssertEqual(more.properties["configuration"]?.attributes["style"], "plain")
        XCTAssertEqual(more.properties["configuration.image"]?.attributes["image"], "ellipsis")
        XCTAssertEqual(more.colors["configuration.baseForegroundColor"]?.systemColor, "labelColor")
        XCTAssertEqual(more.state("normal")?.title, "Button")
        XCTAssertEqual(more.properties["frame"]?.attributes["width"], "44")

        let bio = try object("bio-lb-001", in: document)
        XCTAssertEqual(bio.properties["fontDescription"]?.attributes["pointSize"], "15")
        XCTAssertEqual(bio.properties["textColor"]?.elementName, "nil")

        let header = try object("hdr-vw-001", in: document)
        XCTAssertEqual(header.colors["backgroundColor"]?.systemColor, "systemBackgroundColor")
        XCTAssertNil(header.colors["tintColor"], "a subview's tint is not its parent's")
        XCTAssertEqual(header.properties["simulatedDestinationMetrics"]?.elementName, "freeformSimulatedSizeMetrics")
    }

    func testConvenienceAccessors() throws {
        let document = try storyboard()
        XCTAssertTrue(try object("fol-bt-001", in: document).isHidden)
        XCTAssertFalse(try object("shr-bt-001", in: document).isHidden)
        XCTAssertFalse(try object("avt-im-001", in: document).isUserInteractionEnabled)
        XCTAssertTrue(try object("shr-bt-001", in: document).isUserInteractionEnabled)
        XCTAssertEqual(try object("avt-im-001", in: document).image, "person.crop.circle")
        XCTAssertEqual(try object("edt-bb-001", in: document).title, "Edit")
        XCTAssertEqual(try object("add-bb-001", in: document).systemItem, "add")
        XCTAssertNil(try object("abc-12-def", in: document).systemItem)
        XCTAssertEqual(try object("nav-fr-001", in: document).userLabel, "First Responder")
        // An SF Symbol written as `<imageReference key="image">`.
        XCTAssertEqual(try object("bdg-im-001", in: try xib()).image, "checkmark.seal.fill")
    }

    func testImageOnlyVersusTitledBarButtonItems() throws {
        let document = try storyboard()
        // What a bar-button rule asks: shows an image, has no title, is not a system item.
        let imageOnly = document.objects(named: "barButtonItem").filter {
            $0.image != nil && ($0.title ?? "").isEmpty && $0.systemItem == nil
        }
        XCTAssertEqual(imageOnly.map(\.id), ["flt-bb-001", "abc-12-def"])
        // Of those, only the refresh item is labeled, through an `accLabelText` runtime attribute.
        let unlabeled = imageOnly.filter { $0.accessibility?.label == nil && $0.runtimeAttribute(keyPath: "accLabelText") == nil }
        XCTAssertEqual(unlabeled.map(\.id), ["flt-bb-001"])
        let compose = try object("cmp-bb-001", in: document)
        XCTAssertEqual(compose.title, "Compose")
        XCTAssertEqual(compose.image, "square.and.pencil")
    }

    // MARK: - Colors

    func testTransparentColors() throws {
        let document = try storyboard()
        // `systemColor="clearColor"` (no resource needed).
        let add = try XCTUnwrap(try object("add-bb-001", in: document).colors["tintColor"])
        XCTAssertEqual(add.key, "tintColor")
        XCTAssertEqual(add.alpha, 1, "the attribute default; the resolved alpha is what counts")
        XCTAssertEqual(document.alpha(of: add), 0)
        XCTAssertTrue(document.isFullyTransparent(add))
        // Components with alpha 0.
        let compose = try XCTUnwrap(try object("cmp-bb-001", in: document).colors["tintColor"])
        XCTAssertEqual(compose.white, 0)
        XCTAssertEqual(compose.alpha, 0)
        XCTAssertTrue(compose.hasComponents)
        XCTAssertTrue(document.isFullyTransparent(compose))
        // A named color whose `<namedColor>` resource has alpha 0.
        let follow = try XCTUnwrap(try object("fol-bt-001", in: document).colors["tintColor"])
        XCTAssertFalse(follow.hasComponents)
        XCTAssertTrue(document.isFullyTransparent(follow))
        XCTAssertTrue(document.isFullyTransparent(try XCTUnwrap(try object("fol-bt-001", in: document).state("normal")?.colors["titleColor"])))
        XCTAssertEqual(document.namedColors["ClearTint"]?.red, 1)
        // Opaque: a system color resolved through `<systemColor>`, and an opaque named color.
        let background = try XCTUnwrap(try object("tbl-vw-001", in: document).colors["backgroundColor"])
        XCTAssertEqual(document.alpha(of: background), 1)
        XCTAssertFalse(document.isFullyTransparent(background))
        let brand = IBColor(attributes: ["key": "tintColor", "name": "BrandBlue"], range: ByteRange(start: 0, end: 0))
        XCTAssertEqual(document.alpha(of: brand), 1)
        // Unknown: an asset color the document has no resource for, a system color without one.
        XCTAssertNil(document.alpha(of: IBColor(attributes: ["name": "Missing"], range: ByteRange(start: 0, end: 0))))
        XCTAssertNil(document.alpha(of: IBColor(attributes: ["systemColor": "systemPinkColor"], range: ByteRange(start: 0, end: 0))))
        // A clear system color from older Xcode, and a macOS catalog color.
        XCTAssertTrue(document.isFullyTransparent(IBColor(attributes: ["cocoaTouchSystemColor": "clearColor"],
                                                          range: ByteRange(start: 0, end: 0))))
        XCTAssertTrue(document.isFullyTransparent(IBColor(attributes: ["name": "clearColor", "catalog": "System"],
                                                          range: ByteRange(start: 0, end: 0))))
        // The xib's close button: `white="1" alpha="0.0"`.
        let xibDocument = try xib()
        let close = try XCTUnwrap(try object("cls-bt-001", in: xibDocument).colors["tintColor"])
        XCTAssertTrue(xibDocument.isFullyTransparent(close))
        XCTAssertEqual(xibDocument.systemColors.keys.sorted(), ["labelColor", "systemBackgroundColor"])
    }

    func testColorResourcesThatReferToEachOtherEnd() throws {
        let text = """
        <document><objects><view id="v"><color key="tintColor" name="A"/></view></objects><resources>
        <namedColor name="A"><color name="B"/></namedColor>
        <namedColor name="B"><color name="A"/></namedColor>
        <namedColor name="C"><color systemColor="clearColor"/></namedColor>
        </resources></document>
        """
        let document = try IBDocument.parse(SourceFile(path: "c.xib", text: text))
        let tint = try XCTUnwrap(try object("v", in: document).colors["tintColor"])
        XCTAssertNil(document.alpha(of: tint))
        XCTAssertEqual(document.alpha(of: IBColor(attributes: ["name": "C"], range: ByteRange(start: 0, end: 0))), 0)
    }

    // MARK: - Connections

    func testOutletsResolveToTheOwningClass() throws {
        let document = try storyboard()
        let outlets = document.outlets(to: "abc-12-def")
        XCTAssertEqual(outlets.map(\.kind), [.outlet, .outletCollection])
        let outlet = try XCTUnwrap(outlets.first)
        XCTAssertEqual(outlet.property, "refreshButton")
        XCTAssertEqual(outlet.destinationID, "abc-12-def")
        XCTAssertEqual(outlet.id, "rfr-ot-001")
        XCTAssertEqual(document.owner(of: outlet)?.customClass, "FeedViewController")
        XCTAssertEqual(outlets.last?.property, "actionItems")
        XCTAssertEqual(outlets.last?.attributes["collectionClass"], "NSMutableArray")
        // The action from the item to its target is a connection to the controller, not an outlet.
        XCTAssertEqual(document.connections(to: "fdv-c0-ntl").filter { $0.kind == .action }.compactMap(\.selector),
                       ["share:", "follow:", "filter:", "refresh:"])
        XCTAssertEqual(document.outlets(to: "avt-im-001").map(\.property), ["avatarView"])
        XCTAssertEqual(document.owner(of: try XCTUnwrap(document.outlets(to: "avt-im-001").first))?.customClass, "PostCell")
        XCTAssertTrue(document.outlets(to: "add-bb-001").allSatisfy { $0.kind == .outletCollection })
        XCTAssertTrue(document.outlets(to: "flt-bb-001").isEmpty)
    }

    func testActionsAndSegues() throws {
        let document = try storyboard()
        let share = try object("shr-bt-001", in: document)
        let actions = document.connections(from: share.index)
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(actions.first?.kind, .action)
        XCTAssertEqual(actions.first?.selector, "share:")
        XCTAssertEqual(actions.first?.eventType, "touchUpInside")
        XCTAssertEqual(actions.first?.destinationID, "fdv-c0-ntl")
        XCTAssertNil(document.connections(from: try object("abc-12-def", in: document).index).first?.eventType,
                     "bar button item actions have no event type")
        let segues = document.connections.filter { $0.kind == .segue }
        XCTAssertEqual(segues.map(\.destinationID), ["fdv-c0-ntl", "dtl-c0-ntl"])
        XCTAssertEqual(segues.first?.attributes["relationship"], "rootViewController")
        XCTAssertEqual(document.owner(of: try XCTUnwrap(segues.first))?.elementName, "navigationController")
        XCTAssertEqual(segues.last?.attributes["identifier"], "showPost")
        XCTAssertEqual(document.connections.count, 13)
    }

    func testXibFilesOwnerOwnsTheOutlets() throws {
        let document = try xib()
        let owner = try object("-1", in: document)
        XCTAssertEqual(owner.elementName, "placeholder")
        XCTAssertEqual(owner.attributes["placeholderIdentifier"], "IBFilesOwner")
        XCTAssertEqual(owner.userLabel, "File's Owner")
        XCTAssertEqual(owner.customClass, "ProfileHeaderView")
        XCTAssertEqual(owner.customModule, "Profile")
        XCTAssertEqual(document.connections(from: owner.index).compactMap(\.property),
                       ["contentView", "closeButton", "bioLabel"])
        let outlet = try XCTUnwrap(document.outlets(to: "cls-bt-001").first)
        XCTAssertEqual(outlet.property, "closeButton")
        XCTAssertEqual(document.owner(of: outlet)?.id, "-1")
        XCTAssertEqual(document.owner(of: outlet)?.customClass, "ProfileHeaderView")
        // The close action targets File's Owner.
        XCTAssertEqual(document.connections(to: "-1").map(\.selector), ["close:"])
        // Top-level objects of a xib have no parent.
        XCTAssertNil(try object("hdr-vw-001", in: document).parent)
    }

    // MARK: - Text

    func testEntityDecodingInAttributes() throws {
        let storyboardDocument = try storyboard()
        XCTAssertEqual(try object("ttl-lb-001", in: storyboardDocument).attributes["text"], "Tom & Jerry <3")
        let document = try xib()
        XCTAssertEqual(try object("bio-lb-001", in: document).attributes["text"], "Line one\nLine two")
        XCTAssertEqual(try object("mor-bt-001", in: document).userLabel, "More … 🐶")
    }

    func testErrorsRenderWithLineAndColumn() throws {
        let broken = SourceFile(path: "Broken.storyboard",
                                text: "<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n")
        XCTAssertThrowsError(try IBDocument.parse(broken)) { error in
            guard let error = error as? IBDocumentError else { return XCTFail("untyped error \(error)") }
            XCTAssertEqual(error.rendered(in: broken),
                           "Broken.storyboard:4:3: error: end tag </objects> does not match <view> opened at 3:5")
            XCTAssertEqual(error.offset, 43)
        }
        let legacy = SourceFile(path: "Old.xib", text: "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>")
        XCTAssertThrowsError(try IBDocument.parse(legacy)) { error in
            XCTAssertEqual((error as? IBDocumentError)?.rendered(in: legacy),
                           "Old.xib:2:1: error: expected an Interface Builder <document> root element, found <archive> "
                           + "(the legacy Xcode 4 format; open and save it in a current Xcode)")
        }
        let html = SourceFile(path: "x.xib", text: "<html></html>")
        XCTAssertThrowsError(try IBDocument.parse(html)) { error in
            XCTAssertEqual((error as? IBDocumentError)?.message,
                           "expected an Interface Builder <document> root element, found <html>")
        }
    }
}
