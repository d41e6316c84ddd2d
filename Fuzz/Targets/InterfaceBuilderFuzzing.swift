@testable import A11yLintCore

/// Target `interface-builder`: any bytes as a storyboard (and, on alternate
/// inputs, a xib) through the XML scanner, the document builder and every rule
/// that covers Interface Builder. Malformed XML must be one io-error at an offset
/// inside the file; findings must lie inside it.
enum InterfaceBuilderFuzzing {
    static let linter = Linter(configuration: everyRule)

    static func run(_ bytes: [UInt8]) {
        let path = bytes.first.map { $0 & 1 == 0 } ?? true ? "Main.storyboard" : "Cell.xib"
        let valid = Array(String(decoding: bytes, as: UTF8.self).utf8)
        let file = SourceFile(path: path, bytes: valid)
        do {
            let document = try IBDocument.parse(file)
            for connection in document.connections { _ = document.owner(of: connection) }
        } catch {
            fuzzCheck(error.offset <= UInt32(valid.count), "error offset \(error.offset) past \(valid.count) bytes: \(error)")
            fuzzCheck(error.rendered(in: file).hasPrefix(path + ":"), "error without its path: \(error.rendered(in: file))")
        }
        let result = linter.lint([SourceInput(path: path, bytes: valid)], jobs: 1)
        checkFindings(result.findings, in: file, allowedPaths: [path])
        fuzzCheck(result.findings.filter { $0.ruleID == "io-error" }.count <= 1, "several io-errors for one file")
        renderReports(result.findings, rules: result.rules)
    }
}
