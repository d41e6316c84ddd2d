import Foundation
import XCTest
@testable import A11yLintCore

final class ConfigurationFileTests: XCTestCase {
    /// The rendered error for decoding `text` as `.a11ylint.yml`, or `"no error"`.
    private func fileError(_ text: String) -> String {
        do {
            _ = try ConfigurationFile.parse(text, path: ".a11ylint.yml")
            return "no error"
        } catch {
            return error.description
        }
    }

    private func values(_ items: [Located<String>]) -> [String] { items.map(\.value) }

    // MARK: - Keys

    func testDesignDocumentExample() throws {
        let text = designDocumentExample
        let file = try ConfigurationFile.parse(text, path: ".a11ylint.yml")
        XCTAssertEqual(file.path, ".a11ylint.yml")
        XCTAssertEqual(file.included.map(\.value.text), ["App", "Packages"])
        XCTAssertEqual(file.excluded.map(\.value.text), ["App/Generated", "**/Previews"])
        XCTAssertEqual(file.excluded[1].mark, YAMLMark(line: 2, column: 27))
        XCTAssertEqual(values(file.disabledRules), ["text-truncation"])
        XCTAssertEqual(values(file.optInRules), ["header-trait-missing"])
        XCTAssertNil(file.onlyRules)
        XCTAssertEqual(file.rules.map(\.id.value), ["tap-gesture-as-button", "small-touch-target"])
        XCTAssertEqual(values(file.components.buttons), ["PrimaryButton", "IconButton"])
        XCTAssertEqual(values(file.components.images), ["RemoteImage", "KFImage"])
        XCTAssertEqual(values(file.components.labelAliases), ["accLabelText"])
        XCTAssertEqual(file.reporter, Located("xcode", mark: YAMLMark(line: 12, column: 11)))
    }

    func testRuleSettingForms() throws {
        let text = """
        rules:
          tap-gesture-as-button: error
          text-truncation: off
          small-touch-target: { severity: info, minimum: 44, ignoredNames: [Close] }
          fixed-font-size:
            allowedSizes: [12]
          "quoted-id": {}
        """
        let file = try ConfigurationFile.parse(text, path: ".a11ylint.yml")
        let tap = try XCTUnwrap(file[rule: "tap-gesture-as-button"])
        XCTAssertEqual(tap.id, Located("tap-gesture-as-button", mark: YAMLMark(line: 2, column: 3)))
        XCTAssertEqual(tap.severity, Located(.error, mark: YAMLMark(line: 2, column: 26)))
        XCTAssertEqual(tap.mark, YAMLMark(line: 2, column: 26))
        XCTAssertFalse(tap.hasOptions)
        XCTAssertEqual(render(tap.options), "{}")
        XCTAssertEqual(file[rule: "text-truncation"]?.severity?.value, .off)
        XCTAssertNil(file[rule: "text-truncation"]?.severity?.value.severity)

        let touch = try XCTUnwrap(file[rule: "small-touch-target"])
        XCTAssertEqual(touch.severity?.value, .info)
        XCTAssertEqual(touch.severity?.value.severity, .info)
        XCTAssertEqual(render(touch.options), "{minimum: 44, ignoredNames: [Close]}", "severity is taken out of the options")
        XCTAssertEqual(touch.options.mark, YAMLMark(line: 4, column: 23))

        let font = try XCTUnwrap(file[rule: "fixed-font-size"])
        XCTAssertNil(font.severity)
        XCTAssertEqual(render(font.options), "{allowedSizes: [12]}")
        XCTAssertEqual(font.id.mark, YAMLMark(line: 5, column: 3))
        XCTAssertNotNil(file[rule: "quoted-id"])
        XCTAssertNil(file[rule: "missing"])
    }

    func testRuleOptionsDecodeWithTheirPositions() throws {
        struct Options: Decodable {
            var minimum: Double
        }
        let file = try ConfigurationFile.parse("rules:\n  small-touch-target: {severity: warning, minimun: 40}\n",
                                               path: ".a11ylint.yml")
        let setting = try XCTUnwrap(file[rule: "small-touch-target"])
        XCTAssertThrowsError(try YAMLNodeDecoder().decode(Options.self, from: setting.options, file: file.path,
                                                           keyPath: ["rules", setting.id.value])) { error in
            XCTAssertEqual("\(error)", ".a11ylint.yml:2:23: error: missing required key 'minimum' in 'rules.small-touch-target'")
        }
    }

    func testOnlyRulesAndEmptyValues() throws {
        let file = try ConfigurationFile.parse("only_rules: [image-missing-label]\nexcluded:\n  # - Old\nrules:\ncomponents:\n",
                                               path: ".a11ylint.yml")
        XCTAssertEqual(file.onlyRules.map(values), ["image-missing-label"])
        XCTAssertEqual(file.excluded, [], "a key with only commented-out entries is empty")
        XCTAssertEqual(file.rules, [])
        XCTAssertEqual(file.components, ComponentsConfiguration())
        XCTAssertEqual(try ConfigurationFile.parse("only_rules: []", path: "f.yml").onlyRules.map(values), [])
    }

    func testEmptyAndCommentOnlyFilesAreEmptyConfigurations() throws {
        for text in ["", "# nothing configured yet\n", "---\n# still nothing\n"] {
            XCTAssertEqual(try ConfigurationFile.parse(text, path: ".a11ylint.yml"), ConfigurationFile(path: ".a11ylint.yml"))
        }
    }

    func testJSONConfiguration() throws {
        let json = """
        {
          "included": ["App"],
          "excluded": ["App/Generated", "**/Previews"],
          "disabled_rules": ["text-truncation"],
          "rules": {
            "tap-gesture-as-button": "error",
            "small-touch-target": {"severity": "warning", "minimum": 44}
          },
          "components": {"buttons": ["PrimaryButton"], "images": [], "label_aliases": ["accLabelText"]},
          "reporter": "json"
        }
        """
        let file = try ConfigurationFile.parse(json, path: ".a11ylint.json")
        XCTAssertEqual(file.excluded.map(\.value.text), ["App/Generated", "**/Previews"])
        XCTAssertEqual(file[rule: "small-touch-target"]?.severity?.value, .warning)
        XCTAssertEqual(file[rule: "small-touch-target"].map { render($0.options) }, "{\"minimum\": 44}")
        XCTAssertEqual(values(file.components.labelAliases), ["accLabelText"])
        XCTAssertEqual(file.reporter?.value, "json")
    }

    func testUnicodeAndCRLF() throws {
        let file = try ConfigurationFile.parse("components:\r\n  buttons: [BoutonPrincipal, 按钮]\r\nexcluded:\r\n  - \"Café/**\"\r\n",
                                               path: ".a11ylint.yml")
        XCTAssertEqual(values(file.components.buttons), ["BoutonPrincipal", "按钮"])
        XCTAssertEqual(file.excluded.first?.value.matches("Café/Menu.swift"), true)
        XCTAssertEqual(file.excluded.first?.mark, YAMLMark(line: 4, column: 5))
    }

    // MARK: - Errors

    func testUnknownTopLevelKey() {
        XCTAssertEqual(fileError("included: [App]\n\nrules: {}\ndisabled_rule: [x]\n"),
                       ".a11ylint.yml:4:1: error: unknown key 'disabled_rule'; did you mean 'disabled_rules'?")
        XCTAssertEqual(fileError("opt-in-rules: [x]\n"),
                       ".a11ylint.yml:1:1: error: unknown key 'opt-in-rules'; did you mean 'opt_in_rules'?")
        XCTAssertEqual(fileError("color: true\n"), ".a11ylint.yml:1:1: error: unknown key 'color'")
        XCTAssertEqual(fileError("reporters:\n"), ".a11ylint.yml:1:1: error: unknown key 'reporters'; did you mean 'reporter'?",
                       "an unknown key without a value is still unknown")
    }

    func testUnknownComponentKey() {
        XCTAssertEqual(fileError("components:\n  buttons: [A]\n  label_alias: [b]\n"),
                       ".a11ylint.yml:3:3: error: unknown key 'label_alias' in 'components'; did you mean 'label_aliases'?")
        XCTAssertEqual(fileError("components: {button: [A]}\n"),
                       ".a11ylint.yml:1:14: error: unknown key 'button' in 'components'; did you mean 'buttons'?")
    }

    func testWrongShapes() {
        XCTAssertEqual(fileError("- rules\n"),
                       ".a11ylint.yml:1:1: error: expected a mapping of keys such as 'rules' and 'excluded', found a sequence")
        XCTAssertEqual(fileError("excluded: App/Generated\n"),
                       ".a11ylint.yml:1:11: error: 'excluded' expects a sequence of strings, found 'App/Generated'")
        XCTAssertEqual(fileError("disabled_rules: [a, {b: c}]\n"),
                       ".a11ylint.yml:1:21: error: 'disabled_rules[1]' expects a string, found a mapping")
        XCTAssertEqual(fileError("only_rules: [a, ~]\n"),
                       ".a11ylint.yml:1:17: error: 'only_rules[1]' expects a string, found null")
        XCTAssertEqual(fileError("reporter: [xcode]\n"),
                       ".a11ylint.yml:1:11: error: 'reporter' expects a string, found a sequence")
        XCTAssertEqual(fileError("rules: [a]\n"),
                       ".a11ylint.yml:1:8: error: 'rules' expects a mapping from rule ids to settings, found a sequence")
        XCTAssertEqual(fileError("components: [A]\n"),
                       ".a11ylint.yml:1:13: error: 'components' expects a mapping with the keys buttons, images and label_aliases, found a sequence")
        XCTAssertEqual(fileError("components:\n  images: RemoteImage\n"),
                       ".a11ylint.yml:2:11: error: 'components.images' expects a sequence of strings, found 'RemoteImage'")
    }

    func testBadRuleSettings() {
        XCTAssertEqual(fileError("rules:\n  tap-gesture-as-button: warn\n"),
                       ".a11ylint.yml:2:26: error: invalid value 'warn' for 'rules.tap-gesture-as-button'; "
                       + "expected one of 'error', 'warning', 'info', 'off'; did you mean 'warning'?")
        XCTAssertEqual(fileError("rules:\n  small-touch-target: {severity: eror}\n"),
                       ".a11ylint.yml:2:34: error: invalid value 'eror' for 'rules.small-touch-target.severity'; "
                       + "expected one of 'error', 'warning', 'info', 'off'; did you mean 'error'?")
        XCTAssertEqual(fileError("rules:\n  small-touch-target: {severity: [error]}\n"),
                       ".a11ylint.yml:2:34: error: 'rules.small-touch-target.severity' expects a severity "
                       + "(error, warning, info, off), found a sequence")
        XCTAssertEqual(fileError("rules:\n  tap-gesture-as-button:\n"),
                       ".a11ylint.yml:2:25: error: 'rules.tap-gesture-as-button' expects a severity (error, warning, info or off) "
                       + "or a mapping of options, found null")
        XCTAssertEqual(fileError("rules:\n  tap-gesture-as-button: [error]\n"),
                       ".a11ylint.yml:2:26: error: 'rules.tap-gesture-as-button' expects a severity (error, warning, info or off) "
                       + "or a mapping of options, found a sequence")
    }

    func testBadGlobsPointAtTheirEntry() {
        XCTAssertEqual(fileError("excluded:\n  - App\n  - \"App/[Gen\"\n"),
                       ".a11ylint.yml:3:5: error: invalid value 'App/[Gen' for 'excluded[1]': unterminated '[': no ']' closes the character set")
        XCTAssertEqual(fileError("included: [/abs/path]\n"),
                       ".a11ylint.yml:1:12: error: invalid value '/abs/path' for 'included[0]': "
                       + "patterns are relative to the configuration file's folder; remove the leading '/'")
        XCTAssertEqual(fileError("included: ['']\n"),
                       ".a11ylint.yml:1:12: error: invalid value '' for 'included[0]': the pattern is empty")
    }

    func testSyntaxErrorsComeFromTheReader() {
        XCTAssertEqual(fileError("excluded: [**/Previews]\n"),
                       ".a11ylint.yml:1:12: error: aliases ('*name') are not supported; quote values that start with '*', such as \"**/Previews\"")
        XCTAssertEqual(fileError("rules:\n  a: error\n  a: off\n"),
                       ".a11ylint.yml:3:3: error: duplicate key 'a' (first defined at line 2, column 3)")
    }

    // MARK: - Loading

    func testLoadReadsYAMLAndJSONFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = folder.appendingPathComponent(".a11ylint.yml")
        try Data("disabled_rules: [text-truncation]\n".utf8).write(to: yaml)
        XCTAssertEqual(values(try ConfigurationFile.load(path: yaml.path).disabledRules), ["text-truncation"])
        let json = folder.appendingPathComponent(".a11ylint.json")
        try Data(#"{"reporter": "sarif"}"#.utf8).write(to: json)
        XCTAssertEqual(try ConfigurationFile.load(path: json.path).reporter?.value, "sarif")
        let yamlLong = folder.appendingPathComponent("custom.YAML")
        try Data("reporter: json\nbogus: 1\n".utf8).write(to: yamlLong)
        XCTAssertThrowsError(try ConfigurationFile.load(path: yamlLong.path)) { error in
            XCTAssertEqual("\(error)", "\(yamlLong.path):2:1: error: unknown key 'bogus'")
        }
        XCTAssertThrowsError(try ConfigurationFile.load(path: folder.appendingPathComponent("missing.yml").path)) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/missing.yml: error: cannot read configuration file: no such file")
            XCTAssertEqual((error as? ConfigurationError)?.kind, .unreadableFile)
        }
        let directory = folder.appendingPathComponent("dir.yml")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertThrowsError(try ConfigurationFile.load(path: directory.path)) { error in
            XCTAssertEqual("\(error)", "\(directory.path): error: cannot read configuration file: it is a folder")
        }
    }

    func testLoadRejectsOtherExtensions() {
        XCTAssertThrowsError(try ConfigurationFile.load(path: "config/.a11ylint.yaml.bak")) { error in
            XCTAssertEqual("\(error)", "config/.a11ylint.yaml.bak: error: cannot read configuration file: "
                           + "the extension '.bak' is not supported; use .a11ylint.yml, .a11ylint.yaml or .a11ylint.json")
        }
        XCTAssertThrowsError(try ConfigurationFile.load(path: "a11ylint.ymll")) { error in
            XCTAssertEqual("\(error)", "a11ylint.ymll: error: cannot read configuration file: "
                           + "the extension '.ymll' is not supported; use .a11ylint.yml, .a11ylint.yaml or .a11ylint.json; "
                           + "did you mean '.yml'?")
        }
        XCTAssertThrowsError(try ConfigurationFile.load(path: "a11ylint")) { error in
            XCTAssertEqual("\(error)", "a11ylint: error: cannot read configuration file: "
                           + "the file name has no extension; use .a11ylint.yml, .a11ylint.yaml or .a11ylint.json")
        }
    }
}
