import Foundation
import XCTest
@testable import A11yLintCore

/// The Objective-C front end: libclang's tokens lowered into the Swift the
/// rules read, positions mapped back, and the message when no libclang is there.
extension XCTestCase {
    /// libclang is part of the Swift toolchain (and `make test` installs Debian's when it is
    /// not): a machine without it fails here with the places that were tried.
    func clang() throws -> LibClang {
        switch LibClang.load() {
        case .success(let library): return library
        case .failure(let error):
            XCTFail("\(error)")
            throw error
        }
    }
}

final class ObjectiveCLoweringTests: XCTestCase {

    func lowered(_ code: String, path: String = "Example.m") throws -> String {
        let lowered = try XCTUnwrap(ObjectiveCSource.lower(path: path, bytes: Array(code.utf8), clang: try clang()))
        return String(decoding: lowered.bytes, as: UTF8.self)
    }

    func testSendsBecomeCallsWithTheImportersLabels() throws {
        let swift = try lowered("""
        @implementation FeedCell
        - (void)setUp {
            UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(openAuthor:)];
            [self.avatarView addGestureRecognizer:tap];
            [self.likeButton setImage:[UIImage imageNamed:@"heart"] forState:UIControlStateNormal];
            self.titleLabel.font = [UIFont systemFontOfSize:15];
            UIButton *more = [UIButton buttonWithType:UIButtonTypeCustom];
            [more setHidden:YES];
            [self dismissViewControllerAnimated:YES completion:nil];
            [self.closeButton setImage:[UIImage systemImageNamed:@"xmark"] forState:UIControlStateNormal];
            self.textView.linkTextAttributes = @{NSUnderlineStyleAttributeName: @(NSUnderlineStyleSingle)};
        }
        @end
        """)
        XCTAssertTrue(swift.contains("UIImage(systemName: \"xmark\")"), swift)
        XCTAssertTrue(swift.contains("[ .underlineStyle : ( NSUnderlineStyleSingle)]"), swift)
        XCTAssertTrue(swift.contains("let tap: UITapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(openAuthor))"), swift)
        XCTAssertTrue(swift.contains("self.avatarView.addGestureRecognizer( tap)"), swift)
        XCTAssertTrue(swift.contains("self.likeButton.setImage( UIImage(named: \"heart\"), for: .normal)"), swift)
        XCTAssertTrue(swift.contains("UIFont.systemFont(ofSize: 15)"), swift)
        XCTAssertTrue(swift.contains("let more: UIButton = UIButton(type: .custom)"), swift)
        XCTAssertTrue(swift.contains("more.isHidden = true"), swift)
        XCTAssertTrue(swift.contains("self.dismiss(animated: true, completion: nil)"), swift)
    }

    func testInstanceVariablesAreTheirPropertiesMembers() throws {
        let swift = try lowered("""
        @interface DownloadCell ()
        @property (nonatomic, strong) IBOutlet UIButton *favoriteButton;
        @property (nonatomic, strong) UIButton *pauseButton;
        @end
        @implementation DownloadCell {
            UIButton *_playButton;
        }
        - (void)update:(BOOL)on _flag:(BOOL)_flag {
            _playButton.hidden = YES;
            _unknownButton.hidden = YES;
            UIView *_scratch = nil;
            [_favoriteButton setImage:[UIImage imageNamed:@"heart"] forState:UIControlStateNormal];
            self->_pauseButton.hidden = _flag;
            _scratch.alpha = 0;
            __block BOOL done = NO;
        }
        @end
        """)
        XCTAssertTrue(swift.contains("self.favoriteButton.setImage( UIImage(named: \"heart\"), for: .normal)"), swift)
        XCTAssertTrue(swift.contains("self.pauseButton.isHidden = _flag"), swift)
        XCTAssertTrue(swift.contains("_scratch.alpha = 0"), swift)
        XCTAssertFalse(swift.contains("self.scratch"), swift)
        XCTAssertFalse(swift.contains("self.flag"), swift)
        // An instance variable with no property of its name in this file keeps its own name.
        XCTAssertTrue(swift.contains("_playButton.isHidden = true"), swift)
        XCTAssertTrue(swift.contains("_unknownButton.isHidden = true"), swift)
    }

    /// Instance variables in a container's braces become stored members under their own names (with
    /// `@IBOutlet`), several to a line; one a property of the file backs, visibility directives and
    /// nested structs are left out.
    func testInstanceVariablesInBracesAreDeclared() throws {
        let swift = try lowered("""
        @interface KeyStrip ()
        @property (nonatomic, strong) UIButton *doneButton;
        @end
        @implementation KeyStrip {
            __weak IBOutlet UIButton *_ctrlButton;
        @private
            UILabel *_hintLabel, *_countLabel;
            NSArray<UIView *> *_keys;
            unsigned int _generation;
            void (^_onTap)(void);
            UIButton *_doneButton;
            struct { int x; } _origin;
        }
        @end
        """)
        XCTAssertTrue(swift.contains("@IBOutlet var _ctrlButton: UIButton"), swift)
        XCTAssertTrue(swift.contains("var _hintLabel: UILabel; var _countLabel: UILabel"), swift)
        XCTAssertTrue(swift.contains("var _keys: Array"), swift)
        XCTAssertTrue(swift.contains("var _generation: unsigned"), swift)
        XCTAssertTrue(swift.contains("var _onTap: Any"), swift)
        XCTAssertFalse(swift.contains("var _doneButton"), swift)
        XCTAssertFalse(swift.contains("_origin"), swift)
        XCTAssertFalse(swift.contains("private"), swift)
    }

    func testContainersPropertiesAndMethods() throws {
        let swift = try lowered("""
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        @interface ProfileHeader : UIView <UITableViewDelegate>
        @property (nonatomic, weak) IBOutlet UIImageView *avatarView;
        @property (nonatomic, copy, nullable) IBInspectable NSString *accLabelText;
        @property (nonatomic, copy) void (^onTap)(void);
        - (void)reload;
        @end
        @interface ProfileHeader (Accessibility)
        @end
        @protocol ProfileHeaderDelegate <NSObject>
        - (void)headerDidTap:(ProfileHeader *)header;
        @end
        @implementation ProfileHeader
        - (void)setAccLabelText:(NSString *)text { self.accessibilityLabel = text; }
        - (NSString *)accessibilityLabel { return self.nameLabel.text; }
        - (BOOL)accessibilityActivate { [self reload]; return YES; }
        - (IBAction)share:(id)sender {}
        + (instancetype)headerWithTitle:(NSString *)title subtitle:(NSString *)subtitle { return nil; }
        @end
        NS_ASSUME_NONNULL_END
        """)
        XCTAssertTrue(swift.contains("class ProfileHeader: UIView {"), swift)
        XCTAssertTrue(swift.contains("@IBOutlet var avatarView: UIImageView"), swift)
        XCTAssertTrue(swift.contains("@IBInspectable var accLabelText: String"), swift)
        XCTAssertTrue(swift.contains("var onTap: Any"), swift)
        XCTAssertTrue(swift.contains("extension ProfileHeader {"), swift)
        XCTAssertFalse(swift.contains("headerDidTap"), "protocols are dropped: \(swift)")
        XCTAssertTrue(swift.contains("var accLabelText: String { set { let text = newValue; self.accessibilityLabel = text; } }"), swift)
        XCTAssertTrue(swift.contains("override var accessibilityLabel: String {"), swift)
        XCTAssertTrue(swift.contains("override func accessibilityActivate() -> Bool {"), swift)
        XCTAssertTrue(swift.contains("@IBAction func share(_ sender: Any)"), swift)
        XCTAssertTrue(swift.contains("class func headerWithTitle(_ title: String, subtitle: String) -> Self"), swift)
        XCTAssertFalse(swift.contains("NS_ASSUME_NONNULL"), swift)
        XCTAssertFalse(swift.contains("#import"), swift)
    }

    func testTraitsLiteralsAndBlocks() throws {
        let swift = try lowered("""
        void configure(UIView *view) {
            view.accessibilityTraits |= UIAccessibilityTraitButton;
            view.accessibilityTraits &= ~UIAccessibilityTraitSelected;
            view.accessibilityTraits = UIAccessibilityTraitHeader | UIAccessibilityTraitStaticText;
            view.userInteractionEnabled = NO;
            NSArray *items = @[@"a", @1, @(2.5f)];
            NSDictionary *map = @{@"k": @YES};
            [UIView animateWithDuration:0.25 animations:^{ view.alpha = 0.0f; } completion:^(BOOL finished) { [view removeFromSuperview]; }];
            view.tintColor = [UIColor clearColor];
            CGFloat width = (CGFloat)view.bounds.size.width;
        }
        """)
        XCTAssertTrue(swift.contains("view.accessibilityTraits.insert( .button);"), swift)
        XCTAssertTrue(swift.contains("view.accessibilityTraits.remove( .selected);"), swift)
        XCTAssertTrue(swift.contains("view.accessibilityTraits = [ .header, .staticText];"), swift)
        XCTAssertTrue(swift.contains("view.isUserInteractionEnabled = false"), swift)
        XCTAssertTrue(swift.contains("[ \"a\", 1, ( 2.5)]"), swift)
        XCTAssertTrue(swift.contains("[ \"k\" : true]"), swift)
        XCTAssertTrue(swift.contains("animations: { view.alpha = 0.0; }, completion: { finished in view.removeFromSuperview(); }"), swift)
        XCTAssertTrue(swift.contains("view.tintColor = UIColor.clear"), swift)
        XCTAssertTrue(swift.contains("let width: CGFloat = view.bounds.size.width"), swift)
    }

    func testLinesArePreservedAndOffsetsMapBack() throws {
        let code = """
        @implementation GalleryViewController
        - (void)viewDidLoad {
            [super viewDidLoad];

            UITapGestureRecognizer *tap =
                [[UITapGestureRecognizer alloc] initWithTarget:self
                                                        action:@selector(openCover)];
            [self.coverImageView addGestureRecognizer:tap];
        }
        @end
        """
        let lowered = try XCTUnwrap(ObjectiveCSource.lower(path: "G.m", bytes: Array(code.utf8), clang: try clang()))
        let text = String(decoding: lowered.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, code.split(separator: "\n", omittingEmptySubsequences: false).count, text)
        XCTAssertTrue(lines[7].contains("addGestureRecognizer"), text)
        // The constructor in the output maps back to the class name token in the original.
        let synthetic = try XCTUnwrap(text.range(of: "UITapGestureRecognizer(target"))
        let offset = UInt32(text.utf8.distance(from: text.utf8.startIndex, to: synthetic.lowerBound))
        let original = Int(lowered.originalOffset(of: offset))
        let expected = try XCTUnwrap(code.range(of: "UITapGestureRecognizer alloc"))
        XCTAssertEqual(original, code.utf8.distance(from: code.utf8.startIndex, to: expected.lowerBound))
    }

    func testFindingsPointIntoTheObjectiveCFile() throws {
        _ = try clang()
        let code = """
        @interface AvatarHeader : UIView
        @property (nonatomic, strong) UIImageView *avatarView;
        @end
        @implementation AvatarHeader
        - (void)awakeFromNib {
            self.avatarView.userInteractionEnabled = YES;
            UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(openProfile)];
            [self.avatarView addGestureRecognizer:tap];
        }
        - (void)openProfile { [self.delegate avatarHeaderDidOpenProfile:self]; }
        @end
        """
        let found = lint([(path: "AvatarHeader.m", text: code)], rules: [TapGestureAsButtonRule.id])
        XCTAssertEqual(found.count, 1)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.path, "AvatarHeader.m")
        XCTAssertEqual(finding.start.line, 7)
        XCTAssertEqual(finding.start.utf8Column, 37)  // the `UITapGestureRecognizer` after `[[`
        XCTAssertEqual(finding.sourceLine.trimmingCharacters(in: .whitespaces).prefix(22), "UITapGestureRecognizer")
        XCTAssertEqual(finding.message, TapGestureAsButtonRule.uiKitMessage(view: "'avatarView' (a UIImageView)"))
    }

    func testSuppressionCommentsWorkInObjectiveC() throws {
        _ = try clang()
        let code = """
        @implementation Toolbar
        - (void)build {
            // a11ylint:disable:next bar-button-item-missing-label
            UIBarButtonItem *a = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"ic_a"] style:UIBarButtonItemStylePlain target:self action:@selector(a)];
            UIBarButtonItem *b = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"ic_b"] style:UIBarButtonItemStylePlain target:self action:@selector(b)];
            self.toolbarItems = @[a, b];
        }
        @end
        """
        let found = lint([(path: "Toolbar.m", text: code)], rules: [BarButtonItemMissingLabelRule.id])
        XCTAssertEqual(found.map(\.start.line), [5])
    }

    /// Comments no rule reads (no `a11ylint:` directive) are left out of the lowering, with the
    /// lines kept and the tokens on either side still apart; a directive comment stays.
    func testCommentsWithoutDirectivesAreLeftOut() throws {
        let code = """
        /*
         * Copyright notice
         */
        @implementation Gallery
        // Opens the cover.
        - (void)open { NSInteger total = count/* items */ * 2; [self.cover setHidden:NO]; } // trailing
        // a11ylint:disable:next hidden-by-clear-tint
        - (void)close { self.cover.hidden = YES; }
        @end
        """
        let swift = try lowered(code)
        for dropped in ["Copyright", "Opens the cover", "items", "trailing"] {
            XCTAssertFalse(swift.contains(dropped), swift)
        }
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, code.split(separator: "\n", omittingEmptySubsequences: false).count, swift)
        XCTAssertTrue(lines[5].contains("count * 2"), swift)
        XCTAssertTrue(lines[5].contains("self.cover.isHidden = false"), swift)
        XCTAssertTrue(lines[6].contains("// a11ylint:disable:next hidden-by-clear-tint"), swift)
        XCTAssertTrue(lines[7].contains("self.cover.isHidden = true"), swift)
    }

    func testNestingDeeperThanLibclangParsesIsReportedNotParsed() throws {
        _ = try clang()
        let depth = 100_000
        let code = "void f(void) {\n    id x = " + String(repeating: "[", count: depth) + "a b" + String(repeating: "]", count: depth) + ";\n}\n"
        // `{` is the first level, so the 256th `[` is the 257th: one past the limit.
        let firstBracket = try XCTUnwrap(code.utf8.firstIndex(of: UInt8(ascii: "[")))
        let expected = code.utf8.distance(from: code.utf8.startIndex, to: firstBracket) + ObjectiveCSource.maximumNesting - 1
        XCTAssertEqual(ObjectiveCSource.excessiveNesting(in: Array(code.utf8)), UInt32(expected))
        let found = lint([(path: "Deep.m", text: code)])
        XCTAssertEqual(found.map(\.ruleID), ["io-error"])
        XCTAssertEqual(found.first?.message, BuiltinDiagnostics.tooDeeplyNestedObjectiveCMessage())
        XCTAssertEqual(found.first?.start.line, 2)
        // Brackets inside strings and comments do not count; real nesting up to the limit lowers.
        let quoted = "// " + String(repeating: "[", count: 300) + "\nNSString *s = @\"" + String(repeating: "(", count: 300) + "\";\n"
        XCTAssertNil(ObjectiveCSource.excessiveNesting(in: Array(quoted.utf8)))
        let nested = "void g(void) { id y = " + String(repeating: "[", count: 200) + "a b" + String(repeating: "]", count: 200) + "; }\n"
        let swift = try lowered(nested)
        XCTAssertTrue(swift.contains("let y: Any ="), String(swift.prefix(200)))
    }

    func testWithoutLibclangObjectiveCFilesAreCountedAndNamed() throws {
        let failure = LibClang.load(explicitPath: "/nonexistent/libclang.so")
        guard case .failure(let error) = failure else { return XCTFail("a missing file must not load") }
        XCTAssertEqual(error.tried, ["/nonexistent/libclang.so"])
        XCTAssertTrue(error.description.contains("A11YLINT_LIBCLANG"), error.description)

        var linter = Linter(configuration: .default)
        linter.libclangPath = "/nonexistent/libclang.so"
        let inputs = [SourceInput(path: "Legacy.m", bytes: Array("@implementation A\n- (void)f { self.b.tintColor = [UIColor clearColor]; }\n@end\n".utf8)),
                      SourceInput(path: "View.swift", bytes: Array("import UIKit\n".utf8))]
        let result = linter.lint(inputs, jobs: 1)
        XCTAssertEqual(result.skippedObjectiveCFiles, 1)
        XCTAssertEqual(result.objectiveCSkipReason, error.description)
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.fileCount, 1)
    }

    func testBatchedFilesLexAsIfAlone() throws {
        let clang = try clang()
        let broken = Array("@implementation Broken\n- (void)f { /* never closed\n".utf8)
        let toolbar = Array("@implementation Toolbar\n- (void)build { self.shareItem.tintColor = [UIColor clearColor]; }\n@end\n".utf8)
        let header = Array("@interface Toolbar : UIViewController\n@property (nonatomic, weak) IBOutlet UIBarButtonItem *shareItem;\n@end\n".utf8)
        let files = [(path: "A/Broken.m", bytes: broken), (path: "B/Toolbar.m", bytes: toolbar), (path: "B/Toolbar.h", bytes: header)]
        let batched = ObjectiveCSource.parse(files, clang: clang, jobs: 2)
        let frontEnd = ObjectiveCFrontEnd(clang: clang)
        for (position, file) in files.enumerated() {
            let alone = try XCTUnwrap(frontEnd.parse(path: file.path, bytes: file.bytes))
            let inBatch = try XCTUnwrap(batched[position])
            XCTAssertEqual(inBatch.tokens.map(\.range), alone.tokens.map(\.range), file.path)
            XCTAssertEqual(inBatch.tokens.map(\.kind), alone.tokens.map(\.kind), file.path)
        }
        // The header's tokens are its own, at offsets in its own file.
        XCTAssertEqual(batched[2]?.tokens.first?.range, ByteRange(start: 0, end: 1))
        XCTAssertEqual(batched[2]?.tokens.last?.range.end, UInt32(header.count - 1))
        // And the lint of the three together finds the clear tint behind the broken file.
        var linter = Linter(configuration: .only([HiddenByClearTintRule.id]))
        linter.libclangPath = clang.path
        let result = linter.lint(files.map { SourceInput(path: $0.path, bytes: $0.bytes) }, jobs: 2)
        XCTAssertEqual(result.findings.map { "\($0.path):\($0.start.line)" }, ["B/Toolbar.m:2"])
    }

    /// Token offsets read from libclang's tokens are the ones its API gives, token for token,
    /// on every Objective-C fixture and on spellings where a token's length is not plain:
    /// a line continuation inside an identifier and a string, UTF-8 text, a macro, an
    /// unterminated comment at the end, and a file in the middle of a batch.
    func testTokenOffsetsReadFromTheTokensAreTheAPIs() throws {
        let clang = try clang()
        var files = FileDiscovery.discover([Repository.fixtures.path]).files.filter(ObjectiveCSource.isObjectiveC).sorted().compactMap { path in
            FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        }
        XCTAssertGreaterThan(files.count, 10)
        files.insert(Array("#define TITLE @\"Play\"\nstatic int long\\\nName = 1;\nNSString *s = @\"caf\u{e9} \\\n\u{1F600}\";\n- (void)f { [b setTitle:TITLE]; }\n/* open".utf8), at: files.count / 2)
        let fast = ObjectiveCFrontEnd(clang: clang)
        var slow = ObjectiveCFrontEnd(clang: clang)
        slow.readsTokenLayout = false
        let read = fast.parse(batch: files, language: "objective-c")
        let checked = slow.parse(batch: files, language: "objective-c")
        XCTAssertEqual(read.count, files.count)
        var compared = 0
        for (position, (unit, reference)) in zip(read, checked).enumerated() {
            let unit = try XCTUnwrap(unit), reference = try XCTUnwrap(reference)
            XCTAssertEqual(unit.tokens.map(\.range), reference.tokens.map(\.range), "file \(position)")
            XCTAssertEqual(unit.tokens.map(\.kind), reference.tokens.map(\.kind), "file \(position)")
            compared += unit.tokens.count
        }
        XCTAssertGreaterThan(compared, 1000)
        // The continued identifier is one token of 10 bytes (`long\\\nName`).
        let special = try XCTUnwrap(read[files.count / 2])
        XCTAssertTrue(special.tokens.contains { $0.range.length == 10 && $0.kind == .identifier })
    }

    func testEnvironmentOverrideIsTheOnlyPlaceTried() {
        XCTAssertEqual(LibClang.searchPaths(environment: ["A11YLINT_LIBCLANG": "/opt/llvm/lib/libclang.so"]),
                       ["/opt/llvm/lib/libclang.so"])
        XCTAssertTrue(LibClang.searchPaths(environment: [:]).contains { $0.hasSuffix("libclang.so") || $0.hasSuffix("libclang.dylib") })
    }
}
