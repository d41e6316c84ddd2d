#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the command writes: stdout and stderr, or buffers in tests.
final class Terminal: @unchecked Sendable {
    private(set) var standardOutput: [UInt8] = []
    private(set) var standardError: [UInt8] = []
    let isCapturing: Bool
    /// Whether stdout is an interactive terminal (decides the default reporter and colors).
    let isInteractive: Bool
    let environment: [String: String]
    /// Bytes given on standard input (for `--stdin-filename`); read lazily.
    private let readStandardInput: () -> [UInt8]

    init(capturing: Bool, isInteractive: Bool, environment: [String: String], standardInput: @escaping () -> [UInt8]) {
        self.isCapturing = capturing
        self.isInteractive = isInteractive
        self.environment = environment
        self.readStandardInput = standardInput
    }

    /// The real process terminal.
    static func process() -> Terminal {
        Terminal(capturing: false, isInteractive: isatty(1) != 0, environment: ProcessInfo.processInfo.environment) {
            [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
    }

    func out(_ text: String) { write(Array(text.utf8), to: 1) }
    func err(_ text: String) { write(Array(text.utf8), to: 2) }
    func out(bytes: [UInt8]) { write(bytes, to: 1) }

    /// The bytes of standard input.
    func standardInput() -> [UInt8] { readStandardInput() }

    private func write(_ bytes: [UInt8], to descriptor: Int32) {
        if isCapturing {
            if descriptor == 1 { standardOutput += bytes } else { standardError += bytes }
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(descriptor, pointer, remaining)
                if written <= 0 { return }
                remaining -= written
                pointer += written
            }
        }
    }
}
