import XCTest
@testable import A11yLintCore

/// The configuration example of DESIGN.md §4, as written there.
let designDocumentExample = """
    included: [App, Packages]
    excluded: [App/Generated, "**/Previews"]
    disabled_rules: [text-truncation]
    opt_in_rules: [header-trait-missing]
    rules:
      tap-gesture-as-button: error            # severity only
      small-touch-target: { severity: warning, minimum: 44 }
    components:                                # custom types that stand for built-in ones
      buttons: [PrimaryButton, IconButton]
      images: [RemoteImage, KFImage]
      label_aliases: [accLabelText]            # added to the aliases found automatically
    reporter: xcode
    """

/// Compact text for a YAML tree, so tests compare whole structures in one line:
/// plain scalars bare, quoted ones with their quotes, an empty (null) value as `∅`,
/// mappings as `{k: v}` and sequences as `[a, b]`.
func render(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let text, .plain): return text.isEmpty ? "∅" : text
    case .scalar(let text, .singleQuoted): return "'\(text)'"
    case .scalar(let text, .doubleQuoted): return "\"\(text)\""
    case .sequence(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
    case .mapping(let entries):
        return "{" + entries.map { entry in
            let key: String
            switch entry.key.style {
            case .plain: key = entry.key.text
            case .singleQuoted: key = "'\(entry.key.text)'"
            case .doubleQuoted: key = "\"\(entry.key.text)\""
            }
            return key + ": " + render(entry.value)
        }.joined(separator: ", ") + "}"
    }
}

/// Reads `text` as `.a11ylint.yml` and renders the tree; a reader error fails the test.
func readRendered(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
        return render(try YAMLReader.read(text, file: ".a11ylint.yml"))
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return ""
    }
}

/// The rendered error for reading `text` as `.a11ylint.yml`, or `"no error"`.
func readError(_ text: String) -> String {
    do {
        _ = try YAMLReader.read(text, file: ".a11ylint.yml")
        return "no error"
    } catch {
        return error.description
    }
}
