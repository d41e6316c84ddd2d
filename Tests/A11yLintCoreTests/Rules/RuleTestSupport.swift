import Foundation
import XCTest
@testable import A11yLintCore

/// Lints in-memory files as one project with the given rules (default: all non-opt-in rules).
func lint(_ files: [(path: String, text: String)], rules: [String]? = nil,
          components: ComponentRoles = ComponentRoles()) -> [Finding] {
    var configuration = rules.map { Configuration.only($0) } ?? Configuration.default
    configuration.components = components
    let inputs = files.map { SourceInput(path: $0.path, bytes: Array($0.text.utf8)) }
    return Linter(configuration: configuration).lint(inputs, jobs: 1).findings
}

/// Lints one example with only its rule, as `Example.swift` (or `.storyboard`).
func findings(for example: Example, rule id: String, prefix: String = "") -> [Finding] {
    let code = prefix + example.codeAndMarkers.code
    return lint([(path: "Example.\(example.fileExtension)", text: code)], rules: [id])
}
