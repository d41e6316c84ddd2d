import XCTest
@testable import A11yLintCore

/// SwiftUI names `Image("close")` by its asset name: one plain English word for the action
/// names the control it is the only content of. Identifiers, state words and words in UIKit are
/// still reported.
final class SpokenAssetWordsTests: XCTestCase {
    func findings(_ source: String) -> [String] {
        lint([("SheetView.swift", source)], rules: [BarButtonItemMissingLabelRule.id, IconButtonMissingLabelRule.id,
                                                 ImageMissingLabelRule.id])
            .map { "\($0.ruleID):\($0.start.line)" }
    }

    func testActionWordAssetsNameTheirControls() {
        let source = """
        struct SheetView: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                VStack {
                    Button(action: addRow) { Image("Add") }
                    Button(action: removeRow) { Image("ic_minus_24") }
                    Button(action: star) { Image("favorite") }
                }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(action: { dismiss() }) { Image("close") }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: reset) { Image("reset").renderingMode(.template) }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: openHistory) { Image("historyIcon") }
                    }
                }
            }
        }
        """
        XCTAssertEqual(findings(source), [
            "icon-button-missing-label:6", "icon-button-missing-label:7", "bar-button-item-missing-label:17",
        ])
    }

    func testWordsAreWholeNames() {
        XCTAssertTrue(SyntaxIndex.isSpokenActionWord("close"))
        XCTAssertTrue(SyntaxIndex.isSpokenActionWord("Share"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("close_24"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("navClose"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("bookmark"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("plus"), "a glyph's shape, read as 'plus'")
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord(""))
    }

    func testUIKitAssetWordsStillReported() {
        let source = """
        final class SheetController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "close"), style: .plain,
                                                                   target: self, action: #selector(close))
            }
        }
        """
        XCTAssertEqual(findings(source), ["bar-button-item-missing-label:4"])
    }
}

/// An outlet whose Interface Builder object the Identity inspector labels is named, wherever
/// code later sets its image; an outlet to an unlabeled button is not.
final class OutletLabeledInInterfaceBuilderTests: XCTestCase {
    func testIdentityInspectorLabelNamesTheOutletsButton() {
        let cell = """
        final class PresetRowCell: UITableViewCell {
            @IBOutlet weak var starButton: UIButton!
            @IBOutlet weak var shareButton: UIButton!
            func configure(isFavorite: Bool) {
                starButton.setImage(UIImage(named: isFavorite ? "star_on" : "star_off"), for: .normal)
                shareButton.setImage(UIImage(named: "share_glyph"), for: .normal)
            }
        }
        """
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" customClass="PresetsController" sceneMemberID="viewController">
                            <tableView key="view" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Preset" id="c1" customClass="PresetRowCell">
                                        <tableViewCellContentView key="contentView" id="cv">
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" id="b1">
                                                    <accessibility key="accessibilityConfiguration" label="Favorite"/>
                                                </button>
                                                <button opaque="NO" contentMode="scaleToFill" id="b2"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="starButton" destination="b1" id="o1"/>
                                            <outlet property="shareButton" destination="b2" id="o2"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let rule = IconButtonMissingLabelRule.id
        XCTAssertEqual(lint([("PresetRowCell.swift", cell), ("Presets.storyboard", storyboard)], rules: [rule])
            .map { "\($0.path):\($0.start.line)" }, ["PresetRowCell.swift:6"])
        XCTAssertEqual(lint([("PresetRowCell.swift", cell)], rules: [rule]).map { "\($0.path):\($0.start.line)" },
                       ["PresetRowCell.swift:5", "PresetRowCell.swift:6"])
    }

    /// Window and media actions are action words too; a glyph's shape or a state is not.
    func testWindowAndMediaActionWords() {
        let source = """
        struct CameraPanel: View {
            @Binding var maximized: Bool
            var body: some View {
                HStack {
                    Button { maximized = true } label: { Image("Expand") }
                    Button { maximized = false } label: { Image("Restore") }
                    Button(action: rewind) { Image("rewind") }
                    Button(action: toggleGrid) { Image("grid") }
                }
            }
        }
        """
        let found = lint([("CameraPanel.swift", source)], rules: [IconButtonMissingLabelRule.id, ImageMissingLabelRule.id])
        XCTAssertEqual(found.map { "\($0.ruleID):\($0.start.line)" }, ["icon-button-missing-label:8"])
    }
}

