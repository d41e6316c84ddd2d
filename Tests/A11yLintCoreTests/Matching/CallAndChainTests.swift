import XCTest
@testable import A11yLintCore

final class CallAndChainTests: XCTestCase {
    let swiftUI = """
    struct Row: View {
        var body: some View {
            HStack(alignment: .center, spacing: 8) {
                Image(systemName: "star")
                    .resizable() // a comment between links
                    /* and a block one */
                    .frame(width: 20, height: 20)
                Text("Title")
            }
            .padding(.horizontal)
            #if os(iOS)
            .onTapGesture { open() }
            #endif
            .accessibilityAddTraits(.isButton)
            Button {
                save()
            } label: {
                Label("Save", systemImage: "tray")
            }
            .buttonStyle(.plain)
        }
    }
    """

    func testCallSitesWithLabelsAndTrailingClosures() throws {
        let file = index(swiftUI)
        let hstack = try XCTUnwrap(file.call(named: file.token("HStack")))
        XCTAssertEqual(hstack.arguments.count, 2)
        XCTAssertEqual(file.text(Int(hstack.arguments[0].label)), "alignment")
        XCTAssertEqual(file.text(from: Int(hstack.arguments[0].start), through: Int(hstack.arguments[0].end)), ".center")
        XCTAssertEqual(hstack.trailingClosures.count, 1)
        XCTAssertNotNil(file.argument(hstack, labeled: "spacing"))

        let button = try XCTUnwrap(file.call(named: file.token("Button")))
        XCTAssertEqual(button.open, -1)
        XCTAssertEqual(button.trailingClosures.count, 2)
        XCTAssertNotNil(file.trailingClosure(button, labeled: "label"))
        XCTAssertNotNil(file.trailingClosure(button, labeled: nil))
        // The label closure's owner is the Button.
        let labelClosure = try XCTUnwrap(file.trailingClosure(button, labeled: "label"))
        XCTAssertEqual(file.owningCall(ofOpener: Int(labelClosure.open)).map { file.text(Int($0.name)) }, "Button")
        XCTAssertEqual(file.owningCall(ofOpener: file.token("(", 1)).map { file.text(Int($0.name)) }, "Image")
    }

    func testChainsAcrossLinesCommentsAndIfBlocks() throws {
        let file = index(swiftUI)
        let tap = file.token("onTapGesture")
        let chain = try XCTUnwrap(file.chain(containing: tap))
        XCTAssertEqual(file.text(Int(chain.baseStart)), "HStack")
        XCTAssertEqual(chain.links.map { file.text(Int($0.name)) }, ["padding", "onTapGesture", "accessibilityAddTraits"])
        XCTAssertTrue(file.chain(chain, has: "accessibilityAddTraits"))
        let traits = try XCTUnwrap(file.links(of: chain, named: "accessibilityAddTraits").first?.call)
        XCTAssertTrue(file.containsMember("isButton", from: Int(traits.open), through: Int(traits.close)))

        let frame = try XCTUnwrap(file.chain(containing: file.token("frame")))
        XCTAssertEqual(file.text(Int(frame.baseStart)), "Image")
        XCTAssertEqual(frame.links.map { file.text(Int($0.name)) }, ["resizable", "frame"])

        let style = try XCTUnwrap(file.chain(containing: file.token("buttonStyle")))
        XCTAssertEqual(file.text(Int(style.baseStart)), "Button")
        // The implicit member `.plain` is a chain of its own.
        let plain = try XCTUnwrap(file.chain(containing: file.token("plain")))
        XCTAssertEqual(file.text(Int(plain.baseStart)), ".")
    }

    func testEnclosingOpenersAndExpressionExtent() throws {
        let file = index(swiftUI)
        var owners: [String] = []
        file.forEachEnclosingOpener(of: file.token("Label")) { opener in
            if let call = file.owningCall(ofOpener: opener) { owners.append(file.text(Int(call.name))) }
            return true
        }
        XCTAssertEqual(owners, ["Button"])
        let hstack = file.token("HStack")
        XCTAssertEqual(file.text(file.expressionEnd(from: hstack)), ")")   // ends after .accessibilityAddTraits(…)
        XCTAssertEqual(file.line(of: file.expressionEnd(from: hstack)), 14)
    }

    func testCalleePathsAndGenericCalls() throws {
        let file = index("let f = UIFont.preferredFont(forTextStyle: .body)\nlet s = Set<Int>([1])\nlet i = UIBarButtonItem.init(image: nil)")
        let font = try XCTUnwrap(file.call(named: file.token("preferredFont")))
        XCTAssertEqual(file.calleePath(font), ["UIFont", "preferredFont"])
        XCTAssertNotNil(file.call(named: file.token("Set")))
        let initializer = try XCTUnwrap(file.call(named: file.token("init")))
        XCTAssertEqual(file.calleePath(initializer), ["UIBarButtonItem", "init"])
    }
}
