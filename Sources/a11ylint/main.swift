#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import A11yLintCore
import Foundation

// A reader that goes away (`a11ylint | head -1`) makes writes fail with EPIPE,
// which Terminal handles, instead of killing the process with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// Interrupted while writing --output or --write-baseline: the old file is intact
// (writes go to a temporary file renamed into place); remove the temporary file,
// then die of the signal as usual.
FileIO.prepareInterruptCleanup()
for interrupt in [SIGINT, SIGTERM] {
    signal(interrupt) { received in
        FileIO.removePendingTemporaryFile()
        signal(received, SIG_DFL)
        raise(received)
    }
}

let tool = CommandLineTool(terminal: Terminal.process(), workingDirectory: FileManager.default.currentDirectoryPath)
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
