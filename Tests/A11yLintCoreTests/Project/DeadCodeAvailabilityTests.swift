import Foundation
import XCTest
@testable import A11yLintCore

/// Branches the deployment target never takes (`DeadCode.swift`, `DeploymentTargets.swift`): the
/// `else` of `if #available(iOS 15, *)` when the project starts at iOS 15 holds no finding; the
/// targets come from `project.pbxproj`, `.xcconfig` and `Package.swift`, the lowest wins, and
/// without them nothing is dead. The cache follows a changed target.
final class DeadCodeAvailabilityTests: CacheFolderTestCase {
    static func settings(_ check: String, else otherwise: String = " else {\n            Text(\"Old plan\").onTapGesture { open() }\n        }") -> String {
        """
        import SwiftUI
        struct PlanView: View {
            var body: some View {
                \(check) {
                    Text("Plan").onTapGesture { open() }
                }\(otherwise)
            }

            func open() {}
        }

        """
    }

    static func project(_ targets: String...) -> String {
        "// !$*UTF8*$!\n{\n" + targets.map { "\t\tbuildSettings = {\n\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\n\t\t};\n" }.joined() + "}\n"
    }

    func findings(_ view: String, project: String?, package: String? = nil) throws -> [String] {
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: (root as NSString).appendingPathComponent("Plan.xcodeproj"),
                                                withIntermediateDirectories: true)
        try write("PlanView.swift", view)
        if let project { try write("Plan.xcodeproj/project.pbxproj", project) }
        if let package { try write("Package.swift", package) }
        return lines(cold())
    }

    let both = ["PlanView.swift:5 tap-gesture-as-button", "PlanView.swift:7 tap-gesture-as-button"]
    let available = ["PlanView.swift:5 tap-gesture-as-button"]

    func testTheElseOfACheckTheTargetAlwaysPassesIsDead() throws {
        let view = Self.settings("if #available(iOS 15, *)")
        XCTAssertEqual(try findings(view, project: Self.project("15.0")), available)
        XCTAssertEqual(try findings(view, project: Self.project("16.4", "15.0")), available)
        // A target below the version (the lowest of all wins), or none known: both branches run.
        XCTAssertEqual(try findings(view, project: Self.project("16.0", "14.0")), both)
        XCTAssertEqual(try findings(view, project: nil), both)
        XCTAssertEqual(try findings(view, project: Self.project("$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)")), both)
        XCTAssertEqual(try findings(view, project: "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 16.0;\nIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n"), both)
        // A test bundle's configuration (it does not run the app's code) does not count.
        let withTests = Self.project("15.0").replacingOccurrences(of: "}\n", with: "")
            + "\t\tisa = XCBuildConfiguration;\n\t\tbuildSettings = {\n\t\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/Plan.app/Plan\";\n"
            + "\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\n\t\t};\n}\n"
        XCTAssertEqual(try findings(view, project: withTests), available)
        XCTAssertEqual(try findings(view, project: withTests.replacingOccurrences(of: "TEST_HOST", with: "PRODUCT_NAME")), both)
        // A newer version than the target.
        XCTAssertEqual(try findings(Self.settings("if #available(iOS 15.4, *)"), project: Self.project("15.0")), both)
        XCTAssertEqual(try findings(Self.settings("if #available(iOS 15.4, *)"), project: Self.project("15.4")), available)
        // Another platform named whose target is unknown.
        XCTAssertEqual(try findings(Self.settings("if #available(iOS 15, macOS 12, *)"), project: Self.project("15.0")), both)
        // More than the check in the condition: the else runs when the rest fails.
        XCTAssertEqual(try findings(Self.settings("if #available(iOS 15, *), !ProcessInfo.processInfo.isLowPowerModeEnabled"),
                                    project: Self.project("15.0")), both)
        // `Package.swift`'s platforms.
        let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Plan\", platforms: [.iOS(.v15), .macOS(.v12)])\n"
        XCTAssertEqual(try findings(Self.settings("if #available(iOS 15, macOS 12, *)"), project: nil, package: package), available)
        XCTAssertEqual(try findings(view, project: Self.project("14.0"), package: package), both)
    }

    func testElseIfChainsGuardsAndUnavailable() throws {
        // The whole `else if … else` chain after the check.
        let chain = Self.settings("if #available(iOS 15, *)", else: """
         else if ProcessInfo.processInfo.isLowPowerModeEnabled {
                    Text("Saver").onTapGesture { open() }
                } else {
                    Text("Old plan").onTapGesture { open() }
                }
        """)
        XCTAssertEqual(try findings(chain, project: Self.project("15.0")), available)
        XCTAssertEqual(try findings(chain, project: Self.project("14.0")).count, 3)
        // `#unavailable`: its body never runs.
        let unavailable = Self.settings("if #unavailable(iOS 15)", else: "")
        XCTAssertEqual(try findings(unavailable, project: Self.project("15.0")), [])
        XCTAssertEqual(try findings(unavailable, project: Self.project("13.0")), available)
        // `guard #available … else`.
        let guarded = """
        import UIKit
        final class PlanViewController: UIViewController {
            let oldLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                guard #available(iOS 15, *) else {
                    oldLabel.isUserInteractionEnabled = true
                    oldLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPlan)))
                    return
                }
            }
            @objc func openPlan() { present(UIViewController(), animated: true) }
        }

        """
        XCTAssertEqual(try findings(guarded, project: Self.project("15.0")), [])
        XCTAssertEqual(try findings(guarded, project: Self.project("14.0")), ["PlanView.swift:8 tap-gesture-as-button"])
    }

    /// A changed deployment target re-checks the unchanged Swift file on a cached run.
    func testTheCacheFollowsTheDeploymentTarget() throws {
        try FileManager.default.createDirectory(atPath: (root as NSString).appendingPathComponent("Plan.xcodeproj"),
                                                withIntermediateDirectories: true)
        try write("PlanView.swift", Self.settings("if #available(iOS 15, *)"))
        try write("Plan.xcodeproj/project.pbxproj", Self.project("15.0"))
        XCTAssertEqual(lines(lint()), available)
        XCTAssertEqual(lines(lint()), available)
        try write("Plan.xcodeproj/project.pbxproj", Self.project("14.0"))
        let lowered = lint()
        XCTAssertEqual(lines(lowered), both)
        XCTAssertEqual(lowered.findings, cold().findings)
        try write("Plan.xcodeproj/project.pbxproj", Self.project("15.0"))
        XCTAssertEqual(lines(lint()), available)
    }

    /// A project-level default under the macOS SDK (a Mac target's configuration) passes its iOS target on to no
    /// iOS build when every iOS configuration states its own; an iOS configuration that states none inherits it.
    func testMacOnlyConfigurationsStateNoIOSTargetWhenIOSTargetsStateTheirOwn() throws {
        func configuration(_ settings: String) -> String {
            "\t\tA1 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n\t\t};\n"
        }
        let macDefault = configuration("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 10.14;\n\t\t\t\tSDKROOT = macosx;\n")
        let iOSApp = configuration("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tSDKROOT = iphoneos;\n")
        let iOSInheriting = configuration("\t\t\t\tSDKROOT = iphoneos;\n")
        let check = Self.settings("if #available(iOS 15, *)")
        XCTAssertEqual(try findings(check, project: "// !$*UTF8*$!\n{\n" + macDefault + iOSApp + "}\n"), available)
        XCTAssertEqual(try findings(check, project: "// !$*UTF8*$!\n{\n" + macDefault + iOSApp + iOSInheriting + "}\n"), both)
        let multiplatform = configuration("\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tSDKROOT = macosx;\n\t\t\t\tSUPPORTED_PLATFORMS = \"macosx iphoneos\";\n")
        XCTAssertEqual(try findings(check, project: "// !$*UTF8*$!\n{\n" + multiplatform + iOSApp + "}\n"), both)
    }

    func testReadingTargets() {
        var targets = DeploymentTargets()
        targets.noteBuildSettings(Array("MACOSX_DEPLOYMENT_TARGET = \"10.15.4\";\nSOME_IPHONEOS_DEPLOYMENT_TARGET = 9.0;\n".utf8))
        XCTAssertEqual(targets.version(.macOS), 10_15_04)
        XCTAssertNil(targets.version(.iOS), "another setting's name ending in it is not it")
        targets.notePackage(Array("platforms: [.iOS(.v16_4), .watchOS(\"9.0\"), .tvOS(someVersion)]".utf8))
        XCTAssertEqual(targets.version(.iOS), 16_04_00)
        XCTAssertEqual(targets.version(.watchOS), 9_00_00)
        XCTAssertNil(targets.version(.tvOS))
        targets.notePackage(Array(".tvOS(.v17)".utf8))
        XCTAssertNil(targets.version(.tvOS), "once stated in a form not read, the platform stays unknown")
        XCTAssertEqual(DeploymentTargets.read([(root as NSString).appendingPathComponent("missing.xcconfig")]), .unknown)
    }
}
