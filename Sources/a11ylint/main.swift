import Foundation

let tool = CommandLineTool(terminal: Terminal.process(), workingDirectory: FileManager.default.currentDirectoryPath)
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
