import Foundation
import XCTest
@testable import A11yLintCore

/// Custom compilation conditions read from the build settings (`CompilationConditions`): a flag
/// only debug configurations set makes `#if FLAG` code debug-only; whatever cannot be read
/// (a variable, a missing base `.xcconfig`, a package's `.define`) leaves every flag unknown.
final class CompilationConditionsTests: CacheFolderTestCase {
    /// A build configuration object with these settings lines.
    static func configuration(_ id: String, _ name: String, _ settings: String..., base: String? = nil) -> String {
        let reference = base.map { "baseConfigurationReference = B\(id) /* \($0) */; " } ?? ""
        return "C\(id) /* \(name) */ = {isa = XCBuildConfiguration; \(reference)buildSettings = { "
            + settings.joined(separator: " ") + " }; name = \(name); };"
    }

    static func files(_ configurations: String..., extra: [(String, String)] = []) -> [(path: String, bytes: [UInt8])] {
        [("App.xcodeproj/project.pbxproj", Array(ProjectMembershipTests.project(configurations.joined(separator: "\n\t\t")).utf8))]
            + extra.map { ($0.0, Array($0.1.utf8)) }
    }

    func testFlagsOnlyDebugConfigurationsSetAreNeverInRelease() {
        let conditions = CompilationConditions.read(Self.files(
            Self.configuration("1", "Debug", #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) DEBUG MOCKS";"#,
                               #"OTHER_SWIFT_FLAGS = ("$(inherited)", "-D", "SCREENSHOTS", "-DVERBOSE_LOG", );"#),
            Self.configuration("2", "Debug-Staging", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = STAGING_TOOLS;"),
            Self.configuration("3", "Release", #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) STORE";"#),
            Self.configuration("4", "Beta", #""SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphoneos*]" = "STORE VERBOSE_LOG";"#)))
        XCTAssertEqual(conditions.neverInRelease, ["MOCKS", "SCREENSHOTS", "STAGING_TOOLS"])
        XCTAssertEqual(conditions.alwaysInRelease, ["STORE"])
    }

    func testWhatCannotBeReadLeavesFlagsUnknown() {
        let debug = Self.configuration("1", "Debug", #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG MOCKS";"#)
        // A variable in a release configuration's flags.
        XCTAssertTrue(CompilationConditions.read(Self.files(debug,
            Self.configuration("2", "Release", #"OTHER_SWIFT_FLAGS = "$(EXTRA_SWIFT_FLAGS)";"#))).isUnknown)
        // A release configuration based on an `.xcconfig` the run does not hold.
        XCTAssertTrue(CompilationConditions.read(Self.files(debug,
            Self.configuration("2", "Release", base: "Shared/Release.xcconfig"))).isUnknown)
        // A flag a package defines is never judged; the others still are.
        let package = "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", swiftSettings: [.define(\"MOCKS\")])])\n"
        XCTAssertEqual(CompilationConditions.read(Self.files(debug, Self.configuration("2", "Release"),
                                                             extra: [("Kit/Package.swift", package)])).neverInRelease, [])
        // CocoaPods' own base `.xcconfig`, not in the run, sets `COCOAPODS` in release builds.
        XCTAssertEqual(CompilationConditions.read(Self.files(
            Self.configuration("1", "Debug", #"OTHER_SWIFT_FLAGS = "$(inherited) -D COCOAPODS -D MOCKS";"#, base: "Pods-App.debug.xcconfig"),
            Self.configuration("2", "Release", base: "Pods-App.release.xcconfig"))).neverInRelease, ["MOCKS"])
        // No project at all.
        XCTAssertTrue(CompilationConditions.read([("Base.xcconfig", Array("SWIFT_ACTIVE_COMPILATION_CONDITIONS = MOCKS\n".utf8))]).isUnknown)
    }

    func testXcconfigFilesCountByTheConfigurationsBasedOnThem() {
        let files = Self.files(
            Self.configuration("1", "Debug", base: "Debug.xcconfig"),
            Self.configuration("2", "Release", base: "Release.xcconfig"),
            extra: [
                ("Config/Debug.xcconfig", "#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) DEBUG MOCKS // local tools\n"),
                ("Config/Release.xcconfig", "#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = PROFILING\n"),
                // Included by both: release-type, whatever it sets.
                ("Config/Shared.xcconfig", "OTHER_SWIFT_FLAGS = $(inherited) -D ANALYTICS\n"),
            ])
        let conditions = CompilationConditions.read(files)
        XCTAssertEqual(conditions.neverInRelease, ["MOCKS", "PROFILING"])
    }

    // MARK: - Linting

    static let debugMenu = """
        import SwiftUI

        struct SettingsScreen: View {
            var body: some View {
                List {
                    Text("Settings").font(.system(size: 17))
                    #if MOCKS
                    Text("Mock server").font(.system(size: 17))
                    #endif
                    #if !STORE
                    Text("Sideloaded").font(.system(size: 17))
                    #else
                    Text("Store build").font(.system(size: 17))
                    #endif
                    #if BETA
                    Text("Beta").font(.system(size: 17))
                    #endif
                }
            }
        }

        """

    func testDebugOnlyFlagsSilenceTheirBranches() throws {
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try write("App.xcodeproj/project.pbxproj", ProjectMembershipTests.project(
            #"F1 /* SettingsScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsScreen.swift; sourceTree = "<group>"; };"#,
            Self.configuration("1", "Debug", #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG MOCKS BETA";"#),
            Self.configuration("2", "Release", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = STORE;"),
            Self.configuration("3", "AppStore", #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "STORE BETA";"#)))
        try write("SettingsScreen.swift", Self.debugMenu)
        XCTAssertEqual(lines(cold()), ["SettingsScreen.swift:6 fixed-font-size", "SettingsScreen.swift:13 fixed-font-size",
                                       "SettingsScreen.swift:16 fixed-font-size"])
        // Without the project, every branch is reported.
        try FileManager.default.removeItem(atPath: root + "/App.xcodeproj")
        XCTAssertEqual(lines(cold()).count, 5)
    }
}
