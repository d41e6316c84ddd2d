#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11yLintCore
import Foundation

/// Where the command writes: stdout and stderr, or buffers in tests.
final class Terminal: @unchecked Sendable {
    private(set) var standardOutput: [UInt8] = []
    private(set) var standardError: [UInt8] = []
    let isCapturing: Bool
    /// Whether stdout is an interactive terminal (decides the default reporter and colors).
    let isInteractive: Bool
    /// Whether stderr is an interactive terminal (decides whether `--progress` draws).
    let isErrorInteractive: Bool
    let environment: [String: String]
    /// Bytes given on standard input (for `--stdin-filename`); read lazily.
    private let readStandardInput: () -> [UInt8]
    /// Writes the `--output` and `--write-baseline` files (tests inject a full disk).
    let fileWriter: FileWriter
    /// Set once a write to stdout or stderr fails (the reader went away, as in
    /// `a11ylint | head -1`): later output to that stream is dropped quietly.
    private var closedDescriptors: Set<Int32> = []

    init(capturing: Bool, isInteractive: Bool, isErrorInteractive: Bool = false, environment: [String: String],
         fileWriter: FileWriter = .system, standardInput: @escaping () -> [UInt8]) {
        self.isCapturing = capturing
        self.isInteractive = isInteractive
        self.isErrorInteractive = isErrorInteractive
        self.environment = environment
        self.fileWriter = fileWriter
        self.readStandardInput = standardInput
    }

    /// The real process terminal.
    static func process() -> Terminal {
        Terminal(capturing: false, isInteractive: isatty(1) != 0, isErrorInteractive: isatty(2) != 0, environment: ProcessInfo.processInfo.environment) {
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
        guard !closedDescriptors.contains(descriptor) else { return }
        let failed = bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard var pointer = buffer.baseAddress else { return false }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(descriptor, pointer, remaining)
                if written < 0, errno == EINTR { continue }
                // EPIPE (SIGPIPE is ignored, see main.swift) or another error: stop writing.
                if written <= 0 { return true }
                remaining -= written
                pointer += written
            }
            return false
        }
        if failed { closedDescriptors.insert(descriptor) }
    }
}
