import Foundation
import XCTest
@testable import A11yLintCore

/// Storyboards and xibs no Xcode project builds (`ProjectMembership`): a stale localized copy
/// or a storyboard the project dropped shows nothing to users, so it is not reported; whatever
/// is uncertain (no project above the file, a package, synchronized folders, a folder
/// reference) keeps the file reported.
final class ProjectMembershipTests: CacheFolderTestCase {
    /// A screen with one fixed-size label (a `fixed-font-size` finding wherever it is built).
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="PantryViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <label opaque="NO" text="Pantry" id="l1">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// A `project.pbxproj` holding these objects.
    static func project(_ objects: String...) -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n}\n"
    }

    static let baseStoryboard = #"A1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };"#
    static let variantGroup = #"A2 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (A1 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };"#

    func write(_ files: [String: String]) throws {
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try write(name, text)
        }
    }

    /// Each finding as "path relative to the project:line rule".
    func reported(_ files: [String: String]) throws -> [String] {
        try write(files)
        return cold().findings.map { finding in
            let relative = finding.path.hasPrefix(root + "/") ? String(finding.path.dropFirst(root.count + 1)) : finding.path
            return "\(relative):\(finding.start.line) \(finding.ruleID)"
        }
    }

    func testALocalizedCopyNoProjectNamesIsNotReported() throws {
        let found = try reported([
            "Pantry.xcodeproj/project.pbxproj": Self.project(Self.baseStoryboard, Self.variantGroup),
            "Pantry/Base.lproj/Main.storyboard": Self.screen,
            "Pantry/fr.lproj/Main.storyboard": Self.screen,
        ])
        XCTAssertEqual(found, ["Pantry/Base.lproj/Main.storyboard:9 fixed-font-size"])
    }

    func testAStoryboardTheProjectDroppedIsNotReportedAndAQuotedPathIsRead() throws {
        let found = try reported([
            "App/Pantry.xcodeproj/project.pbxproj": Self.project(
                #"B1 /* Launch Screen.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = "Launch Screen.storyboard"; sourceTree = "<group>"; };"#),
            "App/Resources/Launch Screen.storyboard": Self.screen,
            "App/Resources/Main.storyboard": Self.screen,
            // Outside the project's folder: no project covers it.
            "Shared/Card.xib": Self.screen,
        ])
        XCTAssertEqual(found.sorted(), ["App/Resources/Launch Screen.storyboard:9 fixed-font-size", "Shared/Card.xib:9 fixed-font-size"])
    }

    func testWhatIsUncertainStaysReported() throws {
        // Synchronized folders build what they hold.
        var found = try reported([
            "Pantry.xcodeproj/project.pbxproj": Self.project(
                #"C1 /* Pantry */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Pantry; sourceTree = "<group>"; };"#),
            "Pantry/Main.storyboard": Self.screen,
        ])
        XCTAssertEqual(found, ["Pantry/Main.storyboard:9 fixed-font-size"])
        try FileManager.default.removeItem(atPath: root)
        // A package between the project and the file, and a folder reference above a file.
        found = try reported([
            "Pantry.xcodeproj/project.pbxproj": Self.project(
                #"D1 /* Screens */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Screens; sourceTree = "<group>"; };"#),
            "Packages/Cards/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Cards\")\n",
            "Packages/Cards/Sources/Cards/Card.xib": Self.screen,
            "Screens/Main.storyboard": Self.screen,
        ])
        XCTAssertEqual(found.sorted(), ["Packages/Cards/Sources/Cards/Card.xib:9 fixed-font-size", "Screens/Main.storyboard:9 fixed-font-size"])
        // Without any project, nothing is judged.
        XCTAssertFalse(ProjectMembership.unknown.isUnbuilt("fr.lproj/Main.storyboard"))
    }

    func testReadingReferences() {
        let bytes = Array(Self.project(
            Self.baseStoryboard, Self.variantGroup,
            #"E1 /* Card.xib */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = file.xib; path = Views/Card.xib; sourceTree = "<group>"; };"#,
            #"E2 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };"#
        ).utf8)
        let references = ProjectMembership.fileReferences(bytes)
        XCTAssertEqual(references.map(\.path), ["Base.lproj/Main.storyboard", "Views/Card.xib", "de.lproj/Main.strings"])
        let membership = ProjectMembership(projects: [(path: "Pantry.xcodeproj/project.pbxproj", bytes: bytes)], packages: [])
        XCTAssertFalse(membership.isUnbuilt("Pantry/Base.lproj/Main.storyboard"))
        XCTAssertTrue(membership.isUnbuilt("Pantry/de.lproj/Main.storyboard"))
        XCTAssertFalse(membership.isUnbuilt("Pantry/Card.xib"))
        XCTAssertFalse(membership.isUnbuilt("Pantry/de.lproj/Main.txt"))
    }

    /// A dependency's example app kept in the repository is no part of the app: under the app's project folder with
    /// an example project of its own, or in an example folder under a vendored dependency's folder. A repository
    /// whose only project is an example keeps its files.
    func testADependencysExampleAppIsNotReported() throws {
        let app = Self.project(#"E1 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };"#)
        var found = try reported([
            "Pantry.xcodeproj/project.pbxproj": app,
            "Pantry/Main.storyboard": Self.screen,
            "Libraries/GaugeView/Example/GaugeExample.xcodeproj/project.pbxproj": app,
            "Libraries/GaugeView/Example/GaugeExample/Main.storyboard": Self.screen,
            "Vendor/Charts/ChartsDemo/Main.storyboard": Self.screen,
        ])
        XCTAssertEqual(found, ["Pantry/Main.storyboard:9 fixed-font-size"])
        try FileManager.default.removeItem(atPath: root)
        found = try reported([
            "Demo/GaugeDemo.xcodeproj/project.pbxproj": app,
            "Demo/Main.storyboard": Self.screen,
        ])
        XCTAssertEqual(found, ["Demo/Main.storyboard:9 fixed-font-size"])
    }
}

/// A file a project references but no build phase holds (`ProjectMembership+BuildPhases.swift`): its code never
/// compiles and its storyboard is never copied, so it is not reported; a project whose build phases can't be read
/// says nothing of the kind.
final class ProjectBuildPhaseTests: CacheFolderTestCase {
    static let built = #"F1 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F2 /* Main.storyboard */; };"#
    static let builtSource = #"F3 /* PantryView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4 /* PantryView.swift */; };"#
    static let mainReference = #"F2 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };"#
    static let viewReference = #"F4 /* PantryView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = PantryView.swift; sourceTree = "<group>"; };"#
    static let oldScreen = #"F5 /* OldPantry.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = OldPantry.storyboard; sourceTree = "<group>"; };"#
    static let oldSource = #"F6 /* OldPantryViewController.mm */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.cpp.objcpp; path = OldPantryViewController.mm; sourceTree = "<group>"; };"#

    func testAReferencedFileNoBuildPhaseHoldsIsNotReported() throws {
        let project = ProjectMembershipTests.project(Self.built, Self.builtSource, Self.mainReference, Self.viewReference,
                                                     Self.oldScreen, Self.oldSource)
        for (name, text) in ["Pantry.xcodeproj/project.pbxproj": project, "Pantry/Main.storyboard": ProjectMembershipTests.screen,
                             "Pantry/Legacy/OldPantry.storyboard": ProjectMembershipTests.screen] {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try write(name, text)
        }
        let found = try cold().findings.map { ($0.path as NSString).lastPathComponent + ":\($0.start.line)" }
        XCTAssertEqual(found, ["Main.storyboard:9"])

        let membership = ProjectMembership(projects: [(path: "Pantry.xcodeproj/project.pbxproj", bytes: Array(project.utf8))], packages: [])
        XCTAssertTrue(membership.isUnbuilt("Pantry/Legacy/OldPantryViewController.mm"))
        XCTAssertTrue(membership.isUnbuilt("Pantry/Legacy/OldPantry.storyboard"))
        XCTAssertFalse(membership.isUnbuilt("Pantry/PantryView.swift"))
        XCTAssertFalse(membership.isUnbuilt("Pantry/Main.storyboard"))
    }

    func testALocalizedCopyIsBuiltThroughItsVariantGroup() {
        let project = ProjectMembershipTests.project(
            #"G1 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = A2 /* Main.storyboard */; };"#,
            ProjectMembershipTests.baseStoryboard, ProjectMembershipTests.variantGroup,
            #"G2 /* fr */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = fr; path = fr.lproj/Menu.storyboard; sourceTree = "<group>"; };"#)
        let membership = ProjectMembership(projects: [(path: "Pantry.xcodeproj/project.pbxproj", bytes: Array(project.utf8))], packages: [])
        XCTAssertFalse(membership.isUnbuilt("Pantry/Base.lproj/Main.storyboard"))
        XCTAssertTrue(membership.isUnbuilt("Pantry/fr.lproj/Menu.storyboard"))
    }

    func testWhatCannotBeReadKeepsAReferencedFileBuilt() {
        // An external build system's target, a project with no build file, and a second project that builds the name.
        let legacy = ProjectMembershipTests.project(Self.builtSource, Self.viewReference, Self.oldSource,
            #"H1 /* Make */ = {isa = PBXLegacyTarget; buildToolPath = /usr/bin/make; name = Make; };"#)
        var membership = ProjectMembership(projects: [(path: "Pantry.xcodeproj/project.pbxproj", bytes: Array(legacy.utf8))], packages: [])
        XCTAssertFalse(membership.isUnbuilt("Pantry/OldPantryViewController.mm"))
        let noBuildFiles = ProjectMembershipTests.project(Self.viewReference, Self.oldSource)
        membership = ProjectMembership(projects: [(path: "Pantry.xcodeproj/project.pbxproj", bytes: Array(noBuildFiles.utf8))], packages: [])
        XCTAssertFalse(membership.isUnbuilt("Pantry/OldPantryViewController.mm"))
        let app = ProjectMembershipTests.project(Self.builtSource, Self.viewReference, Self.oldSource)
        let other = ProjectMembershipTests.project(#"H2 /* OldPantryViewController.mm in Sources */ = {isa = PBXBuildFile; fileRef = F6; };"#, Self.oldSource)
        membership = ProjectMembership(projects: [(path: "Pantry.xcodeproj/project.pbxproj", bytes: Array(app.utf8)),
                                                  (path: "Kit/Kit.xcodeproj/project.pbxproj", bytes: Array(other.utf8))], packages: [])
        XCTAssertFalse(membership.isUnbuilt("Pantry/OldPantryViewController.mm"))
    }
}
