@testable import A11yLintCore

/// Target `configuration`: any bytes as `.a11ylint.yml` (the reader takes JSON too),
/// then resolution against the registry, then a lint of a small file with the
/// result. An error must name a position inside the text; a configuration that
/// resolves must lint without trouble.
enum ConfigurationFuzzing {
    static let sample = SourceInput(path: "App/Row.swift", bytes: Array("""
        import SwiftUI
        struct Row: View {
            var body: some View {
                HStack { Image("logo"); IconButton(systemName: "xmark") { close() } }
                    .onTapGesture { open() }
            }
        }

        """.utf8))

    static func run(_ bytes: [UInt8]) {
        let path = ".a11ylint.yml"
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile.parse(bytes, path: path)
        } catch {
            checkPosition(error, bytes)
            return
        }
        let configuration: Configuration
        do {
            configuration = try Configuration.resolve(file, workingDirectory: "/fuzz")
        } catch {
            checkPosition(error, bytes)
            return
        }
        for candidate in ["App/Row.swift", "/fuzz/App/Generated/A.swift", "Previews/B.swift", ""] {
            _ = configuration.isExcluded(candidate)
        }
        let result = Linter(configuration: configuration).lint([sample], jobs: 1)
        let sampleFile = SourceFile(path: sample.path, bytes: sample.bytes ?? [])
        checkFindings(result.findings, in: sampleFile, allowedPaths: [sample.path])
    }

    /// The error's line and column lie within the text (one line past the end at most).
    static func checkPosition(_ error: ConfigurationError, _ bytes: [UInt8]) {
        let description = error.description
        fuzzCheck(description.hasPrefix(".a11ylint.yml") && !error.message.isEmpty, "error without file or message: \(description)")
        guard let line = error.line, let column = error.column else { return }
        let text = SourceFile(path: "", bytes: bytes)
        fuzzCheck(line >= 1 && line <= text.lineCount + 1, "error line \(line) of \(text.lineCount): \(description)")
        fuzzCheck(column >= 1, "error column \(column): \(description)")
        if line <= text.lineCount {
            let length = Array(text.lineText(line - 1).utf8).count
            fuzzCheck(column <= length + 2, "error column \(column) past line \(line) of \(length) bytes: \(description)")
        }
    }
}
