import Foundation
import XCTest
@testable import A11yLintCore

final class FileDiscoveryTests: XCTestCase {
    private func makeTree(_ relativePaths: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11ylint-discovery-\(UUID().uuidString)").path
        for relative in relativePaths {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// file\n".utf8).write(to: url)
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root
    }

    /// An Xcode localization export holds copies of the app's storyboards for translators;
    /// they are never built, so a finding there would repeat (or contradict) the real one.
    func testXclocLocalizationExportsAreSkippedButTheRealStoryboardIsNot() throws {
        let root = try makeTree([
            "App/Base.lproj/Main.storyboard",
            "App/View.swift",
            "Localizations/de.xcloc/Localized Contents/de.xliff",
            "Localizations/de.xcloc/Source Contents/App/Base.lproj/Main.storyboard",
            "Localizations/fr.xcloc/Source Contents/App/View.swift",
            "Notes/xcloc/Kept.swift",
        ])
        let files = FileDiscovery.discover([root]).files.map { String($0.dropFirst(root.count + 1)) }
        XCTAssertEqual(files, ["App/Base.lproj/Main.storyboard", "App/View.swift", "Notes/xcloc/Kept.swift"])
    }

    func testAFileInsideAnXclocNamedExplicitlyIsStillLinted() throws {
        let root = try makeTree(["de.xcloc/Source Contents/Main.storyboard"])
        let path = root + "/de.xcloc/Source Contents/Main.storyboard"
        XCTAssertEqual(FileDiscovery.discover([path]).files, [FileDiscovery.normalize(path)])
    }

    /// `..` segments cancel the segment before them by name; what has nothing to cancel stays.
    func testParentSegmentsResolveByName() {
        let cases: [(String, String)] = [
            ("Feature/../Feature/Row.swift", "Feature/Row.swift"),
            ("/work/app/App/../Feature/Row.swift", "/work/app/Feature/Row.swift"),
            ("A/B/../../C", "C"),
            ("A/..", "."),
            ("../Shared/Row.swift", "../Shared/Row.swift"),
            ("A/../../B", "../B"),
            ("/../A", "/A"),
            ("Feature/Row..swift", "Feature/Row..swift"),
            ("Feature/Row.swift", "Feature/Row.swift"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(FileDiscovery.resolvingParentSegments(path), expected, path)
        }
    }
}
