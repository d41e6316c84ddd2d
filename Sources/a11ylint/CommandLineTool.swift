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
        case .rules(let format, let config):
            let rules = RuleRegistry.rules.map(\.metadata)
            if format == "markdown" {
                // Rules.md documents the defaults, whatever the configuration here says.
                terminal.out(RulesDocument.markdown(rules))
                return ExitStatus.clean.rawValue
            }
            let configuration: Configuration
            do {
                configuration = try loadConfiguration(LintOptions(config: config))
            } catch {
                terminal.err(CommandLineTool.errorText(error))
                return ExitStatus.failure.rawValue
            }
            terminal.out(format == "json" ? RulesDocument.json(rules, configuration: configuration)
                                          : RulesDocument.text(rules, configuration: configuration))
            return ExitStatus.clean.rawValue
        case .explain(let id, let format):
            guard let rule = RuleRegistry.rule(id: id) ?? RuleRegistry.rules.first(where: { $0.metadata.formerIDs.contains(id) })
            else {
                terminal.err("error: unknown rule id '\(id)'" + Suggestion.hint(Suggestion.closestRuleID(to: id)) + "\n")
                return ExitStatus.failure.rawValue
            }
            switch format {
            case "json": terminal.out(RulesDocument.explainJSON(rule.metadata))
            case "markdown": terminal.out(RulesDocument.section(rule.metadata))
            default: terminal.out(RulesDocument.explain(rule.metadata))
            }
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
        case .dumpObjectiveC(let paths):
            return dumpObjectiveC(paths)
        case .lint(let options):
            return lint(options)
        }
    }

    /// An error from loading the configuration, as printed (with a trailing newline).
    static func errorText(_ error: any Error) -> String {
        if let usage = error as? UsageError { return usage.description + "\n" }
        return "\(error)\n"
    }

    static let help = """
        a11ylint — finds accessibility problems in Swift, SwiftUI, UIKit and Interface Builder files.

        usage:
          a11ylint [lint] [PATH…] [options]   lint files and folders (default: . or `included:`)
          a11ylint rules [--format text|markdown|json] [--config FILE|DIR]
                                              every rule with its effective severity and options
          a11ylint explain RULE-ID [--format text|markdown|json]
          a11ylint dump-tokens FILE…          the lexer's normalized token stream
          a11ylint dump-objc FILE…            the Swift an Objective-C file lowers to (needs libclang)
          a11ylint version | help             (also --version, --help)

        lint options:
          PATH                   a file or folder; `-` reads source from stdin (named by --stdin-filename)
          --reporter NAME        human (default on a terminal), xcode (default otherwise), json, sarif,
                                 github, checkstyle, junit, gitlab
          --output FILE          write the report to FILE (atomically) instead of stdout
          --config FILE|DIR      configuration file, or the folder to find .a11ylint.yml/.yaml/.json in
                                 (default: this folder); repeatable, merged in order, later files
                                 refining earlier ones (as parent_config: does); a .a11ylint.yml
                                 in a folder below applies to that folder
          --select IDS           run only these rules (comma-separated)
          --ignore IDS           do not run these rules (comma-separated; `all`)
          --strict               warnings fail the run too
          --fail-on LEVEL        error (default), warning or info
          --max-warnings N       fail when there are more than N warnings
          --exit-zero            exit 0 even with findings
          --baseline FILE        hide the findings recorded in FILE
          --write-baseline FILE  record the current findings in FILE
          --stdin-filename PATH  lint source read from stdin as if it were PATH
          --force-exclude        apply `excluded:` to --stdin-filename too (files named on the
                                 command line always honour it)
          --include-tests        lint test folders and files (Tests/, *Tests.swift) and previews too
          --absolute-paths       print absolute paths (the build plugin uses this for Xcode);
                                 otherwise paths are relative to the configuration's folder, else
                                 the current folder
          --context PATH         read the files under PATH for cross-file facts (traits set in an
                                 extension, label aliases, outlets) without linting them; repeatable
          --jobs N               files linted in parallel (default: all cores)
          --libclang PATH        the libclang to read .m/.mm/.h files with (default: A11YLINT_LIBCLANG,
                                 the Swift toolchain's, Xcode's, then the system's)
          --cache                keep an incremental cache (per-file facts and findings, keyed by
                                 content, tool build and configuration) in .a11ylint-cache/ in the
                                 configuration's folder (else this folder): re-linting costs what changed
          --cache-path DIR       keep the cache in DIR instead (implies --cache)
          --no-cache             no cache, even with --cache or --cache-path earlier on the line
          --progress             a progress bar on stderr for runs over a second (only on a terminal)
          --quiet                no summary on stderr
          --no-color             no ANSI colors (also when NO_COLOR is set)
          --statistics           print finding counts per rule on stderr (instead of the summary's table)

        severities: error, warning, info (the xcode reporter prints info as `note:`, Xcode's word).

        exit status: 0 clean, 1 findings at or above the failure level, 2 usage, configuration or internal
        error (a missing path, an unknown command, `included:` matching nothing, no rule enabled);
        --exit-zero turns only 1 into 0.

        """
}

extension CommandLineTool {
    /// Prints the lowered Swift of each Objective-C file.
    func dumpObjectiveC(_ paths: [String]) -> Int32 {
        let clang: LibClang
        switch LibClang.load() {
        case .success(let loaded): clang = loaded
        case .failure(let error):
            terminal.err("error: \(error)\n")
            return ExitStatus.failure.rawValue
        }
        var status = ExitStatus.clean
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                terminal.err("error: cannot read \(path)\n")
                status = .findings
                continue
            }
            guard let lowered = ObjectiveCSource.lower(path: path, bytes: [UInt8](data), clang: clang) else {
                terminal.err("error: libclang could not parse \(path)\n")
                status = .findings
                continue
            }
            terminal.out(bytes: lowered.bytes)
            terminal.out("\n")
        }
        return status.rawValue
    }
}
