@testable import A11yLintCore

/// Target `objc`: any bytes as an Objective-C file (`.m`, or `.mm` / `.h` as the
/// first byte picks) through libclang's tokens, the lowering into the
/// shared facts, the project model and every rule. The lowering reads what
/// libclang makes of arbitrary text, so its offsets must stay inside the file:
/// every finding and note lies inside it, and invalid UTF-8 is one io-error.
/// Needs a loadable libclang (`make libclang`); without one the target stops at
/// its first input and says so, rather than fuzzing nothing.
enum ObjectiveCFuzzing {
    static let linter = Linter(configuration: everyRule)

    static func run(_ bytes: [UInt8]) {
        let path = ["Fuzz.m", "Fuzz.mm", "Fuzz.h"][Int(bytes.first ?? 0) % 3]
        let valid = Array(String(decoding: bytes, as: UTF8.self).utf8)
        let result = linter.lint([SourceInput(path: path, bytes: valid)], jobs: 1)
        fuzzCheck(result.skippedObjectiveCFiles == 0,
                  "no libclang could be loaded (\(result.objectiveCSkipReason ?? "no reason")): run `make libclang` or set A11YLINT_LIBCLANG")
        checkFindings(result.findings, in: SourceFile(path: path, bytes: valid), allowedPaths: [path])
        fuzzCheck(result.findings.filter { $0.ruleID == "io-error" }.count <= 1, "several io-errors for one file")
        renderReports(result.findings, rules: result.rules)
    }
}
