#!/usr/bin/env swift
// A script: the shebang line is a comment.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
for (index, argument) in arguments.enumerated() where !argument.isEmpty {
    print("\(index): \(argument)")
}
exit(arguments.isEmpty ? 1 : 0)
