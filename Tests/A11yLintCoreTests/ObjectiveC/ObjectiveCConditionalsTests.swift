import Foundation
import XCTest
@testable import A11yLintCore

/// Preprocessor conditionals of Objective-C files lowered into Swift's `#if`, so that code
/// compiled only for tvOS (or watchOS, macOS) is read as not on iOS, as in Swift files.
final class ObjectiveCConditionalsTests: XCTestCase {
    func lowered(_ code: String) throws -> String {
        let clang: LibClang
        switch LibClang.load() {
        case .success(let library): clang = library
        case .failure(let error):
            XCTFail("\(error)")
            throw error
        }
        let lowered = try XCTUnwrap(ObjectiveCSource.lower(path: "Example.m", bytes: Array(code.utf8), clang: clang))
        return String(decoding: lowered.bytes, as: UTF8.self)
    }

    func testTargetConditionalsBecomeSwiftConditionsOnTheirOwnLines() throws {
        let code = """
        @implementation PlayerViewController
        - (void)setUp {
        #if TARGET_OS_TV
            self.titleLabel.font = [UIFont systemFontOfSize:38];
        #elif defined(TARGET_OS_IOS) && TARGET_OS_IOS
            self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
        #else
            self.titleLabel.font = nil;
        #endif
        #ifdef TARGET_OS_WATCH
            self.watchFlag = YES;
        #endif
        #ifndef DEBUG
            self.releaseFlag = YES;
        #endif
        #if __IPHONE_OS_VERSION_MIN_REQUIRED >= 130000
            self.modern = YES;
        #endif
        }
        @end
        """
        let swift = try lowered(code)
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines[2], "#if os(tvOS)", swift)
        XCTAssertEqual(lines[4], "#elseif true && os(iOS)", swift)
        XCTAssertEqual(lines[6], "#else", swift)
        XCTAssertEqual(lines[8], "#endif", swift)
        // A target macro is always defined (0 or 1): `#ifdef TARGET_OS_WATCH` is true on iOS too.
        XCTAssertEqual(lines[9], "#if true", swift)
        XCTAssertEqual(lines[12], "#if !(DEBUG)", swift)
        XCTAssertEqual(lines[15], "#if OBJC_CONDITION", swift)
        XCTAssertTrue(lines[3].contains("UIFont.systemFont(ofSize: 38)"), swift)
    }

    func testAChainNotLoweredWholeLeavesNoDirectiveBehind() throws {
        // The `#else` and `#endif` sit inside a method's header, which is lowered as one
        // piece: the chain cannot be kept, and a lone `#if` would hide the rest of the file.
        let code = """
        @implementation ShareController
        #if TARGET_OS_TV
        - (void)setUpForTV
        #else
        - (void)setUp
        #endif
        {
            self.doneButton.hidden = NO;
        }
        @end
        """
        let swift = try lowered(code)
        XCTAssertFalse(swift.contains("#if"), swift)
        XCTAssertTrue(swift.contains("self.doneButton.isHidden = false"), swift)
        XCTAssertEqual(swift.split(separator: "\n", omittingEmptySubsequences: false).count,
                       code.split(separator: "\n", omittingEmptySubsequences: false).count, swift)
    }

    func testRulesLeaveTvOSOnlyObjectiveCCodeAlone() {
        let code = """
        @implementation BannerView
        - (void)setUp {
        #if TARGET_OS_TV
            self.messageLabel.font = [UIFont systemFontOfSize:38];
        #else
            self.messageLabel.font = [UIFont systemFontOfSize:15];
        #endif
        #if !TARGET_OS_TV
            self.detailLabel.font = [UIFont boldSystemFontOfSize:13];
        #endif
        }
        @end
        """
        let found = lint([(path: "BannerView.m", text: code)], rules: ["fixed-font-size"])
        XCTAssertEqual(found.map(\.start.line), [6, 9], found.map(\.message).joined(separator: "\n"))
    }
}
