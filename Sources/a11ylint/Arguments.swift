import A11yLintCore

/// The parsed command line.
enum Command: Equatable {
    case lint(LintOptions)
    case rules(format: String, config: [String])
    case explain(ruleID: String, format: String)
    case dumpTokens(paths: [String])
    /// The Swift text an Objective-C file lowers to (what the rules read).
    case dumpObjectiveC(paths: [String])
    case version
    case help
}

/// Options of `a11ylint [lint]`.
struct LintOptions: Equatable {
    var paths: [String] = []
    /// Whether `lint` was written: then the first path is a path, never a mistyped command.
    var isExplicitLint = false
    var reporter: String?
    var output: String?
    /// `--config` files or folders, merged in order (later ones refine earlier ones).
    var config: [String] = []
    var select: [String]?
    var ignore: [String] = []
    var strict = false
    var failOn: Severity?
    var maxWarnings: Int?
    var exitZero = false
    var baseline: String?
    var writeBaseline: String?
    var stdinFilename: String?
    var context: [String] = []
    var jobs: Int?
    /// Where to load libclang from, for Objective-C files.
    var libclang: String?
    var quiet = false
    var noColor = false
    var statistics = false
    /// `--force-exclude`: `excluded:` applies to `--stdin-filename` too.
    var forceExclude = false
    /// `--include-tests`: test folders and files, and previews, are linted.
    var includeTests = false
    /// `--absolute-paths`: reports print absolute paths instead of root-relative ones.
    var absolutePaths = false
    /// `--cache` / `--no-cache` (the last one given wins); `nil`: the default (off).
    var cache: Bool?
    /// `--cache-path DIR`: where the cache lives (implies `--cache` unless `--no-cache`).
    var cachePath: String?
    /// `--progress`: a progress bar on stderr, when stderr is a terminal.
    var progress = false

    /// Whether this run uses the incremental cache.
    var usesCache: Bool { cache ?? (cachePath != nil) }
}

/// A usage error: exit status 2, with a suggestion when the input is a near miss.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { "error: \(message)\nRun 'a11ylint --help' for usage." }
}

enum Arguments {
    /// Lint options that take a value (`--format` belongs to `rules` only).
    static let valueOptions = ["--reporter", "--output", "--config", "--select", "--ignore", "--fail-on",
                               "--max-warnings", "--baseline", "--write-baseline", "--stdin-filename", "--context", "--jobs", "--libclang",
                               "--cache-path"]
    /// Options without a value.
    static let flagOptions = ["--strict", "--exit-zero", "--quiet", "--no-color", "--statistics", "--force-exclude",
                              "--include-tests", "--absolute-paths", "--cache", "--no-cache", "--progress",
                              "--version", "--help", "-h"]
    /// The subcommands, for "did you mean" on a mistyped one.
    static let commands = ["lint", "rules", "explain", "dump-tokens", "version", "help"]
    /// The formats `rules` and `explain` print.
    static let documentFormats = ["text", "markdown", "json"]

    /// Parses argv (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        // After `--` every argument is a path, even one spelled `--help`.
        let options = rest.prefix { $0 != "--" }
        if options.contains("--version") { return .version }
        if options.contains("--help") || options.contains("-h") { return .help }
        switch rest.first {
        case "version":
            guard rest.count == 1 else { throw UsageError(message: "version takes no arguments") }
            return .version
        case "help":
            return .help
        case "rules":
            rest.removeFirst()
            var format = "text"
            var config: [String] = []
            while let argument = rest.popFirst() {
                switch argument {
                case "--format": format = try documentFormat(rest.popFirst())
                case "--config":
                    guard let value = rest.popFirst() else { throw UsageError(message: "--config needs a value") }
                    config.append(value)
                default: throw unknown(argument, among: ["--format", "--config"])
                }
            }
            return .rules(format: format, config: config)
        case "explain":
            rest.removeFirst()
            var format = "text"
            var ids: [String] = []
            while let argument = rest.popFirst() {
                if argument == "--format" {
                    format = try documentFormat(rest.popFirst())
                } else if argument.hasPrefix("-") {
                    throw unknown(argument, among: ["--format"])
                } else {
                    ids.append(argument)
                }
            }
            guard ids.count == 1, let id = ids.first else { throw UsageError(message: "explain takes exactly one rule id") }
            return .explain(ruleID: id, format: format)
        case "dump-tokens":
            rest.removeFirst()
            guard !rest.isEmpty else { throw UsageError(message: "dump-tokens needs at least one file") }
            return .dumpTokens(paths: Array(rest))
        case "dump-objc":
            rest.removeFirst()
            guard !rest.isEmpty else { throw UsageError(message: "dump-objc needs at least one file") }
            return .dumpObjectiveC(paths: Array(rest))
        case "lint":
            rest.removeFirst()
            var options = try parseLint(rest)
            options.isExplicitLint = true
            return .lint(options)
        default:
            break
        }
        return .lint(try parseLint(rest))
    }

    /// The value of `--format` for `rules` and `explain`.
    static func documentFormat(_ value: String?) throws(UsageError) -> String {
        guard let value else { throw UsageError(message: "--format needs a value") }
        guard documentFormats.contains(value) else {
            throw UsageError(message: "unknown format '\(value)' (expected text, markdown or json)")
        }
        return value
    }

    /// A first argument that is neither a path nor a command: a word without `/` or `.`
    /// (`analyze`, `verison`). Checked only when no such file exists.
    static func looksLikeCommand(_ argument: String) -> Bool {
        !argument.isEmpty && !argument.contains("/") && !argument.contains(".") && !argument.hasPrefix("-")
    }

    /// Parses the options of `lint`.
    static func parseLint(_ arguments: ArraySlice<String>) throws(UsageError) -> LintOptions {
        var options = LintOptions()
        var rest = arguments
        var onlyPaths = false
        func value(_ name: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
            return value
        }
        func list(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        while let argument = rest.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            var name = argument
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                // `--strict=yes` is a mistake, not `--strict` and a path named `yes`.
                if flagOptions.contains(name) { throw UsageError(message: "\(name) takes no value") }
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
            }
            switch name {
            case "--": onlyPaths = true
            case "--reporter": options.reporter = try value(name)
            case "--output": options.output = try value(name)
            case "--config": options.config.append(try value(name))
            case "--select": options.select = list(try value(name))
            case "--ignore": options.ignore += list(try value(name))
            case "--strict": options.strict = true
            case "--fail-on":
                let level = try value(name)
                guard let severity = Severity(rawValue: level) else {
                    throw UsageError(message: "--fail-on takes error, warning or info, not '\(level)'")
                }
                options.failOn = severity
            case "--max-warnings":
                let text = try value(name)
                guard let number = Int(text), number >= 0 else {
                    throw UsageError(message: "--max-warnings takes a number ≥ 0, not '\(text)'")
                }
                options.maxWarnings = number
            case "--exit-zero": options.exitZero = true
            case "--baseline": options.baseline = try value(name)
            case "--write-baseline": options.writeBaseline = try value(name)
            case "--stdin-filename": options.stdinFilename = try value(name)
            case "--context": options.context.append(try value(name))
            case "--jobs", "-j":
                let text = try value(name)
                guard let number = Int(text), number >= 1 else {
                    throw UsageError(message: "--jobs takes a number ≥ 1, not '\(text)'")
                }
                options.jobs = number
            case "--libclang": options.libclang = try value(name)
            case "--quiet", "-q": options.quiet = true
            case "--no-color": options.noColor = true
            case "--statistics": options.statistics = true
            case "--force-exclude": options.forceExclude = true
            case "--include-tests": options.includeTests = true
            case "--absolute-paths": options.absolutePaths = true
            case "--cache": options.cache = true
            case "--no-cache": options.cache = false
            case "--cache-path":
                let path = try value(name)
                guard !path.isEmpty else { throw UsageError(message: "--cache-path needs a folder") }
                options.cachePath = path
            case "--progress": options.progress = true
            default:
                throw unknown(name, among: valueOptions + flagOptions)
            }
        }
        return options
    }

    /// An unknown option, with the closest known one.
    static func unknown(_ option: String, among known: [String]) -> UsageError {
        UsageError(message: "unknown option '\(option)'" + Suggestion.hint(for: option, among: known))
    }
}
