import A11yLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var output: [UInt8] = []
for path in CommandLine.arguments.dropFirst(2) {
    if let data = FileManagerShim.read(path) {
        TokenDump.render(path: path, bytes: data, into: &output)
    } else {
        TokenDump.renderUnreadable(path: path, into: &output)
    }
}
output.withUnsafeBufferPointer { buffer in
    var offset = 0
    while offset < buffer.count {
        let n = write(1, buffer.baseAddress! + offset, buffer.count - offset)
        if n <= 0 { break }
        offset += n
    }
}

enum FileManagerShim {
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { data.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count { break }
        }
        return data
    }
}
