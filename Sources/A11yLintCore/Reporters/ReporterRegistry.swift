/// Every output format, by its `--reporter` name.
public enum ReporterRegistry {
    /// All reporter types, sorted by name (the order `--help` lists them in).
    public static let all: [any Reporter.Type] = [
        CheckstyleReporter.self,
        GitHubReporter.self,
        GitLabReporter.self,
        HumanReporter.self,
        JSONReporter.self,
        JUnitReporter.self,
        SARIFReporter.self,
        XcodeReporter.self,
    ]

    /// The reporter names, sorted.
    public static var names: [String] { all.map { $0.name } }

    /// A new reporter for `name` (exact, case-sensitive), or `nil` if no reporter has that name.
    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { $0.name == name }.map { $0.init() }
    }

    /// `name: summary` lines for `--help`, names padded to one column.
    public static var helpLines: [String] {
        let width = names.map(\.count).max() ?? 0
        return all.map { type in
            type.name + String(repeating: " ", count: width - type.name.count) + "  " + type.summary
        }
    }
}
