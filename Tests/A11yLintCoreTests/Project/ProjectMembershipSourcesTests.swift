import Foundation
import XCTest
@testable import A11yLintCore

/// Swift and Objective-C files no build compiles (`ProjectMembership+Sources.swift`): a folder
/// beside a package's targets, a file an Xcode project dropped. Whatever is uncertain (a
/// manifest not read whole, another build system's manifest, synchronized folders, a file a
/// project spells) keeps the file reported.
final class ProjectMembershipSourcesTests: CacheFolderTestCase {
    /// A view with one fixed-size text (a `fixed-font-size` finding on line 5 wherever it is built).
    static let view = """
        import SwiftUI

        struct BadgeRow: View {
            var body: some View {
                Text("Badges").font(.system(size: 17))
            }
        }

        """

    /// A manifest declaring these targets.
    static func manifest(_ targets: String, preamble: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        \(preamble)
        let package = Package(
            name: "Cheevos",
            platforms: [.iOS(.v16)],
            products: [.library(name: "Cheevos", targets: ["Cheevos"])],
            targets: [
                \(targets)
            ]
        )

        """
    }

    /// The files under the test folder reported, relative to it, sorted.
    func reported(_ files: [String: String]) throws -> [String] {
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try write(name, text)
        }
        return Set(cold().findings.map { finding in
            finding.path.hasPrefix(root + "/") ? String(finding.path.dropFirst(root.count + 1)) : finding.path
        }).sorted()
    }

    func reset() throws {
        try FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func testAFolderBesideThePackageTargetsIsNotReported() throws {
        let found = try reported([
            "Cheevos/Package.swift": Self.manifest("""
                .target(name: "Cheevos", dependencies: [.product(name: "Charts", package: "Charts")]),
                .testTarget(name: "CheevosTests", dependencies: ["Cheevos"]),
                """),
            "Cheevos/Sources/Cheevos/BadgeList.swift": Self.view,
            "Cheevos/UI/Sources/Badges/BadgeRow.swift": Self.view,
            "Cheevos/Tests/CheevosTests/Helpers.swift": Self.view,
        ])
        XCTAssertEqual(found, ["Cheevos/Sources/Cheevos/BadgeList.swift"])
    }

    func testLiteralPathsSourcesAndExclusionsAreHonoured() throws {
        let found = try reported([
            "Package.swift": Self.manifest("""
                .target(name: "Kit", path: "Code/Kit", exclude: ["Legacy", "Notes.md"]),
                .target(name: "Shared", path: "../Shared"),
                .executableTarget(name: "Tool", sources: ["Views", "ToolMenu.swift"]),
                """),
            "Code/Kit/BadgeRow.swift": Self.view,
            "Code/Kit/Legacy/OldRow.swift": Self.view,
            "Code/Other/Row.swift": Self.view,
            "Sources/Tool/Views/ToolRow.swift": Self.view,
            "Sources/Tool/ToolMenu.swift": Self.view,
            "Sources/Tool/Drafts/Draft.swift": Self.view,
        ])
        XCTAssertEqual(found, ["Code/Kit/BadgeRow.swift", "Sources/Tool/ToolMenu.swift", "Sources/Tool/Views/ToolRow.swift"])
    }

    func testAManifestNotReadWholeKeepsEverythingReported() throws {
        // A target named by a variable, targets made in a helper, `package.targets` changed later.
        let manifests = [
            Self.manifest(".target(name: name),", preamble: "let name = \"Cheevos\""),
            Self.manifest(".target(name: \"Cheevos\"),", preamble: "func feature(_ name: String) -> Target { .target(name: name, path: \"UI/\\(name)\") }"),
            Self.manifest(".target(name: \"Cheevos\"),") + "package.targets.append(.target(name: \"Badges\", path: \"UI/Sources/Badges\"))\n",
            Self.manifest(".target(name: \"Cheevos\", path: \"UI/\\(folder)\"),", preamble: "let folder = \"Sources\""),
        ]
        for manifest in manifests {
            try reset()
            let found = try reported(["Cheevos/Package.swift": manifest, "Cheevos/UI/Sources/Badges/BadgeRow.swift": Self.view])
            XCTAssertEqual(found, ["Cheevos/UI/Sources/Badges/BadgeRow.swift"], manifest)
        }
    }

    func testOtherBuildSystemsAndProjectsThatNameTheFileKeepItReported() throws {
        let target = Self.manifest(#".target(name: "Cheevos"),"#)
        let cases: [[String: String]] = [
            ["Cheevos/UI/project.yml": "name: Badges\n"],
            ["Cheevos/UI/Badges.podspec": "Pod::Spec.new do |s|\nend\n"],
            ["Cheevos/UI/BUILD.bazel": "swift_library(name = \"Badges\")\n"],
            ["Cheevos/Project.swift": "import ProjectDescription\nlet project = Project(name: \"Badges\")\n"],
            // An Xcode project elsewhere names the file.
            ["App/App.xcodeproj/project.pbxproj": ProjectMembershipTests.project(
                #"F1 /* BadgeRow.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = BadgeRow.swift; sourceTree = "<group>"; };"#)],
            // A synchronized group named like a folder above the file.
            ["App/App.xcodeproj/project.pbxproj": ProjectMembershipTests.project(
                #"F2 /* UI */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (F3 /* Exceptions */, ); explicitFileTypes = {}; path = ../Cheevos/UI; sourceTree = "<group>"; };"#)],
        ]
        for extra in cases {
            try reset()
            var files = extra
            files["Cheevos/Package.swift"] = target
            files["Cheevos/UI/Sources/Badges/BadgeRow.swift"] = Self.view
            XCTAssertEqual(try reported(files), ["Cheevos/UI/Sources/Badges/BadgeRow.swift"], "\(extra.keys)")
        }
    }

    func testAFileUnderAProjectThatNoProjectNamesIsNotReported() throws {
        var found = try reported([
            "App/App.xcodeproj/project.pbxproj": ProjectMembershipTests.project(
                #"G1 /* BadgeList.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = BadgeList.swift; sourceTree = "<group>"; };"#,
                // A script phase's output is compiled too.
                #"G2 /* Generate */ = {isa = PBXShellScriptBuildPhase; outputPaths = ("$(SRCROOT)/App/Generated/Strings.swift", ); shellScript = "swiftgen"; };"#),
            "App/BadgeList.swift": Self.view,
            "App/Generated/Strings.swift": Self.view,
            "App/Old/BadgeRow.swift": Self.view,
            // Outside the project's folder, and no package above it: unknown.
            "Scripts/Preview.swift": Self.view,
        ])
        XCTAssertEqual(found, ["App/BadgeList.swift", "App/Generated/Strings.swift", "Scripts/Preview.swift"])
        // A project with synchronized folders builds what they hold.
        try reset()
        found = try reported([
            "App.xcodeproj/project.pbxproj": ProjectMembershipTests.project(
                #"H1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };"#),
            "App/Old/BadgeRow.swift": Self.view,
        ])
        XCTAssertEqual(found, ["App/Old/BadgeRow.swift"])
        // A project that names no source at all (build settings, resources) judges none.
        try reset()
        found = try reported([
            "App.xcodeproj/project.pbxproj": ProjectMembershipTests.project(
                #"K1 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };"#),
            "App/BadgeRow.swift": Self.view,
        ])
        XCTAssertEqual(found, ["App/BadgeRow.swift"])
    }

    // MARK: - Reading

    func testReadingManifests() throws {
        let manifest = PackageManifest.read(Array(Self.manifest("""
            .target(name: "Cheevos", path: "Code", sources: ["A", variable], exclude: ["B", other]),
            .plugin(name: "Lint", capability: .buildTool()),
            """).utf8))
        let targets = try XCTUnwrap(manifest.targets)
        XCTAssertEqual(targets, [
            PackageManifest.Target(name: "Cheevos", path: "Code", sources: nil, excluded: ["B"]),
            PackageManifest.Target(name: "Lint", path: nil, sources: nil, excluded: []),
        ])
        XCTAssertEqual(manifest.folders(root: "Pkg/").map(\.folder).prefix(2), ["Pkg/Code/", "Pkg/Sources/Lint/"])
        XCTAssertNil(PackageManifest.read(Array("let package = Package(name: \"Empty\")\n".utf8)).targets)
        XCTAssertEqual(PackageManifest.joined("a/b/", "../c/./d"), "a/c/d/")
        XCTAssertEqual(PackageManifest.joined("/tmp/p/", "."), "/tmp/p/")
        XCTAssertEqual(PackageManifest.joined("", "."), "")
        let names = ProjectMembership.sourceNames(Array(#"path = "My Views/Row.swift"; outputPaths = ("$(SRCROOT)/Gen/L10n.swift", ); path = main.m; x = a.mmx;"#.utf8))
        XCTAssertEqual(names, ["Row.swift", "L10n.swift", "main.m"])
    }
}
