import A11yLintCore
import Foundation

// Benchmarks the lexer: reads every .swift file under the given directory into
// memory first, then lexes them all single-threaded, several rounds, and
// prints throughput (median of the rounds).
let arguments = Array(CommandLine.arguments.dropFirst())
guard let root = arguments.first else {
    FileHandle.standardError.write(Data("usage: a11ylint-bench DIR [--rounds N]\n".utf8))
    exit(2)
}
var rounds = 5
if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
    rounds = max(1, n)
}

var files: [[UInt8]] = []
if let enumerator = FileManager.default.enumerator(atPath: root) {
    while let relative = enumerator.nextObject() as? String {
        guard relative.hasSuffix(".swift") else { continue }
        if let data = FileManager.default.contents(atPath: root + "/" + relative) { files.append([UInt8](data)) }
    }
}
let totalBytes = files.reduce(0) { $0 + $1.count }
let totalLines = files.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
var seconds: [Double] = []
var tokenCount = 0
for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    tokenCount = 0
    for file in files { tokenCount += Lexer.lex(file).tokens.count }
    seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}
seconds.sort()
let median = seconds[seconds.count / 2]
let mb = Double(totalBytes) / 1_000_000
print(String(format: "lex: %d files, %.1f MB, %d lines, %d tokens; median of %d rounds %.3f s: %.0f MB/s, %.0f lines/s (single thread)",
             files.count, mb, totalLines, tokenCount, rounds, median, mb / median, Double(totalLines) / median))
