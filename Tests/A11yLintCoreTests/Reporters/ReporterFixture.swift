import Foundation
import XCTest
@testable import A11yLintCore

/// The report behind the golden files of `Fixtures/Reporters/`.
///
/// The lint engine does not produce it: findings are placed by searching the
/// input files for marker text, so editing an input file moves the findings
/// with the text and never needs hand-computed offsets.
enum ReporterFixture {
    /// `Fixtures/Reporters`.
    static let folder = Repository.fixtures.appendingPathComponent("Reporters")
    /// Where the linted Swift files are; finding paths are relative to it.
    static let inputFolder = folder.appendingPathComponent("input")
    /// A fixed working directory so SARIF base URIs do not depend on the machine.
    static let workingDirectory = "/work/project"

    // MARK: - Rules (made up for the fixture; the real ones live in Rules/)

    static let tapGesture = rule(
        "tap-gesture-as-button", .warning, wcag: ["4.1.2", "2.1.1"],
        summary: "A tap gesture makes a view act as a button without being one.",
        rationale: "VoiceOver does not announce the view as a button, and Voice Control shows no number for it, so people who cannot see or touch the screen cannot find or activate the action.",
        fix: "Use a Button (SwiftUI) or UIButton (UIKit); otherwise add the button trait and an activation action.")
    static let imageLabel = rule(
        "image-missing-label", .warning, wcag: ["1.1.1"],
        summary: "An image that conveys information has no accessibility label.",
        rationale: "VoiceOver reads the asset name (\"avatar-placeholder\") or nothing at all. Decorative images are a known false positive: mark them decorative.",
        fix: "Add .accessibilityLabel(\"…\"), or use Image(decorative:) for decoration.")
    static let barButton = rule(
        "bar-button-item-missing-label", .error, wcag: ["4.1.2", "1.1.1"], frameworks: [.uiKit, .swiftUI, .interfaceBuilder],
        summary: "An image-only bar button item has no accessibility label.",
        rationale: "VoiceOver reads the image name or just \"button\", and Voice Control users cannot say its name.",
        fix: "Set accessibilityLabel, or use a system item such as .close that comes with a label.")
    static let identifierLabel = rule(
        "label-looks-like-identifier", .warning, wcag: ["2.4.6", "4.1.2"], precision: .medium,
        summary: "An accessibility label looks like a code identifier.",
        rationale: "VoiceOver reads \"btn_close\" letter by letter, underscores and all. Labels that are real words with underscores are a known false positive.",
        fix: "Write the label as words a person would say.")
    static let fixedFont = rule(
        "fixed-font-size", .info, wcag: ["1.4.4"], precision: .medium,
        summary: "A font has a fixed point size.",
        rationale: "Text with a fixed size does not grow with Dynamic Type, so people who need larger text cannot read it.",
        fix: "Use a text style such as .body, or scale the size with @ScaledMetric.")

    /// Rule metadata with no examples, in the shape the rule files declare it.
    static func rule(_ id: String, _ severity: Severity, wcag: [String], frameworks: [Framework] = [.swiftUI, .uiKit],
                     precision: RulePrecision = .high, summary: String, rationale: String, fix: String) -> RuleMetadata {
        RuleMetadata(id: id, summary: summary, rationale: rationale, fix: fix, severity: severity, wcag: wcag,
                     frameworks: frameworks, precision: precision, triggeringExamples: [], nonTriggeringExamples: [])
    }

    // MARK: - The report

    /// Reads the inputs and places every finding; throws if a marker is missing.
    static func report() throws -> Report {
        let profile = try sourceFile("ProfileView.swift")
        let settings = try sourceFile("Legacy Screens, v2/SettingsView.swift")
        var findings: [Finding] = []

        findings.append(Finding(
            ruleID: imageLabel.id, severity: .warning, file: profile,
            range: try range(of: "Image(\"avatar-placeholder\")", in: profile),
            message: "Image \"avatar-placeholder\" has no accessibility label; VoiceOver reads the asset name.",
            fix: "Add .accessibilityLabel(\"Profile photo of …\"), or use Image(decorative:) if the name next to it says it all."))
        findings.append(Finding(
            ruleID: fixedFont.id, severity: .info, file: profile,
            range: try range(of: "system(size: 11)", in: profile),
            message: "Font size 11 is fixed: this text does not grow with Dynamic Type.",
            fix: "Use a text style such as .caption, or scale the size with @ScaledMetric."))
        findings.append(Finding(
            ruleID: tapGesture.id, severity: .warning, file: profile,
            range: try range(of: "onTapGesture", in: profile),
            message: "Text with .onTapGesture acts as a button, but VoiceOver does not announce it as one.",
            fix: "Use Button { isShowingMenu = true } label: { Text(…) }."))
        for occurrence in 0..<2 {
            findings.append(Finding(
                ruleID: imageLabel.id, severity: .warning, file: profile,
                range: try range(of: "Image(\"paw\")", in: profile, occurrence: occurrence),
                message: "Image \"paw\" has no accessibility label; VoiceOver reads the asset name.",
                fix: "Use Image(decorative: \"paw\"): the text next to it already says what it means."))
        }

        findings.append(Finding(
            ruleID: barButton.id, severity: .error, file: settings,
            range: try range(of: "UIBarButtonItem(image:", in: settings, through: "#selector(close))"),
            message: "This image-only UIBarButtonItem has no accessibility label: VoiceOver reads \"xmark, button\".",
            fix: "Use UIBarButtonItem(systemItem: .close), which comes with a localized label."))
        findings.append(Finding(
            ruleID: tapGesture.id, severity: .warning, file: settings,
            range: try range(of: "UITapGestureRecognizer", in: settings),
            message: "A tap gesture makes avatarView act as a button, but VoiceOver cannot activate it.",
            fix: nil,
            notes: [FindingNote(
                path: settings.path,
                range: try range(of: "addGestureRecognizer(tap)", in: settings),
                start: settings.location(of: try range(of: "addGestureRecognizer(tap)", in: settings).start),
                message: "The recognizer is attached to avatarView, a UIImageView, here.")]))
        findings.append(Finding(
            ruleID: BuiltinDiagnostics.superfluousSuppressionID, severity: .info, file: settings,
            range: try range(of: "// a11ylint:disable:next image-missing-label", in: settings),
            message: "This suppression silences nothing: the next line has no image-missing-label finding.",
            fix: "Remove the comment."))
        findings.append(Finding(
            ruleID: identifierLabel.id, severity: .warning, file: settings,
            range: try range(of: "\"btn_avatar_100%\"", in: settings),
            message: "Accessibility label \"btn_avatar_100%\" looks like an identifier: VoiceOver reads it out, underscores, digits and all.",
            fix: "Use words a person would say, e.g. \"Change profile photo\"."))

        let unreadable = SourceLocation(line: 1, utf8Column: 1, utf16Column: 1)
        findings.append(Finding(
            ruleID: BuiltinDiagnostics.ioErrorID, severity: .error, path: "Generated/L10n.swift",
            range: ByteRange(start: 0, end: 0), start: unreadable, end: unreadable,
            message: "The file is not valid UTF-8 (first bad byte at offset 2048), so it was not linted.",
            fix: "Save the file as UTF-8.", sourceLine: ""))

        findings.sort(by: Finding.precedes)
        let rules = [tapGesture, imageLabel, barButton, identifierLabel, fixedFont] + BuiltinDiagnostics.metadata
        return Report(findings: findings, rules: rules, fileCount: 3, workingDirectory: workingDirectory)
    }

    // MARK: - Helpers

    /// The input file at `relativePath`, with that relative path as its path.
    static func sourceFile(_ relativePath: String) throws -> SourceFile {
        let data = try Data(contentsOf: inputFolder.appendingPathComponent(relativePath))
        return SourceFile(path: relativePath, bytes: Array(data))
    }

    /// The byte range of the `occurrence`-th match of `marker` (0-based); with
    /// `through`, the range extends to the end of the next match of that text.
    static func range(of marker: String, in file: SourceFile, occurrence: Int = 0, through: String? = nil) throws -> ByteRange {
        var from = 0
        var start = -1
        for _ in 0...occurrence {
            start = try XCTUnwrap(find(Array(marker.utf8), in: file.bytes, from: from),
                                  "marker \(marker) #\(occurrence) not found in \(file.path)")
            from = start + 1
        }
        var end = start + marker.utf8.count
        if let through {
            let throughStart = try XCTUnwrap(find(Array(through.utf8), in: file.bytes, from: end),
                                             "end marker \(through) not found in \(file.path)")
            end = throughStart + through.utf8.count
        }
        return ByteRange(start: UInt32(start), end: UInt32(end))
    }

    /// The first offset at or after `from` where `needle` occurs in `haystack`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        for index in from...(haystack.count - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
