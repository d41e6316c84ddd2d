import A11yLintCore
import Foundation

/// The command-line program: parses argv, runs a command, and returns the exit
/// status. Only this target touches argv, the terminal and exit codes.
struct CommandLineTool {
    let terminal: Terminal
    let workingDirectory: String

    /// Exit statuses (DESIGN.md §2).
    enum ExitStatus: Int32 {
        case clean = 0
        case findings = 1
        case failure = 2
    }

    /// Runs the program with `arguments` (without the program name).
    func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try Arguments.parse(arguments)
        } catch {
            terminal.err(error.description + "\n")
            return ExitStatus.failure.rawValue
        }
        switch command {
        case .version:
            terminal.out("\(A11yLintVersion.name) \(A11yLintVersion.version)\n")
            return ExitStatus.clean.rawValue
        case .help:
            terminal.out(CommandLineTool.help)
            return ExitStatus.clean.rawValue
        case .rules(let format):
            let rules = RuleRegistry.rules.map(\.metadata)
            switch format {
            case "markdown": terminal.out(RulesDocument.markdown(rules))
            case "json": terminal.out(RulesDocument.json(rules))
            default: terminal.out(RulesDocument.text(rules))
            }
            return ExitStatus.clean.rawValue
        case .explain(let id):
            guard let rule = RuleRegistry.rule(id: id) else {
                terminal.err("error: unknown rule id '\(id)'" + Suggestion.hint(Suggestion.closestRuleID(to: id)) + "\n")
                return ExitStatus.failure.rawValue
            }
            terminal.out(RulesDocument.explain(rule.metadata))
            return ExitStatus.clean.rawValue
        case .dumpTokens(let paths):
            var output: [UInt8] = []
            var status = ExitStatus.clean
            for path in paths {
                switch FileIO.read(path) {
                case .success(let bytes):
                    TokenDump.render(path: path, bytes: bytes, into: &output)
                case .failure(let error):
                    TokenDump.renderUnreadable(path: path, into: &output)
                    terminal.err("error: cannot read \(path): \(error.reason)\n")
                    status = .findings
                }
                if output.count > 1 << 20 {
                    terminal.out(bytes: output)
                    output.removeAll(keepingCapacity: true)
                }
            }
            terminal.out(bytes: output)
            return status.rawValue
        case .lint(let options):
            return lint(options)
        }
    }

    static let help = """
        a11ylint — finds accessibility problems in Swift, SwiftUI, UIKit and Interface Builder files.

        usage:
          a11ylint [lint] [PATH…] [options]   lint files and folders (default: . or `included:`)
          a11ylint rules [--format text|markdown|json]
          a11ylint explain RULE-ID
          a11ylint dump-tokens FILE…          the lexer's normalized token stream
          a11ylint --version | --help

        lint options:
          --reporter NAME        human (default on a terminal), xcode (default otherwise), json, sarif,
                                 github, checkstyle, junit, gitlab
          --output FILE          write the report to FILE (atomically) instead of stdout
          --config FILE|DIR      configuration file, or the folder to find .a11ylint.yml/.yaml/.json in
                                 (default: this folder)
          --select IDS           run only these rules (comma-separated)
          --ignore IDS           do not run these rules (comma-separated; `all`)
          --strict               warnings fail the run too
          --fail-on LEVEL        error (default), warning or info
          --max-warnings N       fail when there are more than N warnings
          --exit-zero            exit 0 even with findings
          --baseline FILE        hide the findings recorded in FILE
          --write-baseline FILE  record the current findings in FILE
          --stdin-filename PATH  lint source read from stdin as if it were PATH
          --context PATH         read the files under PATH for cross-file facts (traits set in an
                                 extension, label aliases, outlets) without linting them; repeatable
          --jobs N               files linted in parallel (default: all cores)
          --quiet                no summary on stderr
          --no-color             no ANSI colors (also when NO_COLOR is set)
          --statistics           print finding counts per rule on stderr

        exit status: 0 clean, 1 findings at or above the failure level, 2 usage, configuration or internal error.

        """
}
