/// The default symbol lists of a rule that judges SF Symbols by their automatic descriptions.
protocol SymbolDescriptionDefaults {
    static var defaultDescribedSymbols: [String] { get }
    static var defaultPartlyDescribedSymbols: [String] { get }
}

/// Options of rules that judge icon-only controls by the symbols they show:
/// `described_symbols` (not reported) and `partly_described_symbols` (reported as `info`).
///
/// Each list replaces the defaults when given; `additional_described_symbols` and
/// `additional_partly_described_symbols` extend them instead, so a project can add one
/// symbol without copying (and freezing) the whole default list.
struct SymbolDescriptionOptions<Defaults: SymbolDescriptionDefaults>: RuleOptions {
    /// SF Symbols whose automatic VoiceOver description already names the action (not reported).
    var describedSymbols: [String] = Defaults.defaultDescribedSymbols { didSet { rebuild() } }
    /// SF Symbols whose description only approximates the action (reported as `info`); `*` ends a prefix.
    var partlyDescribedSymbols: [String] = Defaults.defaultPartlyDescribedSymbols { didSet { rebuild() } }
    /// The lists as the image-only label reader takes them, built once per configuration (the
    /// rules ask for them per file and per control: building them each time normalized every
    /// entry again, a quarter of a run's instructions on the bench project).
    private(set) var symbolDescriptions = SymbolDescriptions(described: Defaults.defaultDescribedSymbols,
                                                             partlyDescribed: Defaults.defaultPartlyDescribedSymbols)

    init() {}

    enum CodingKeys: String, CodingKey {
        case describedSymbols = "described_symbols"
        case partlyDescribedSymbols = "partly_described_symbols"
        case additionalDescribedSymbols = "additional_described_symbols"
        case additionalPartlyDescribedSymbols = "additional_partly_described_symbols"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        describedSymbols = try container.decodeIfPresent([String].self, forKey: .describedSymbols)
            ?? Defaults.defaultDescribedSymbols
        describedSymbols += try container.decodeIfPresent([String].self, forKey: .additionalDescribedSymbols) ?? []
        partlyDescribedSymbols = try container.decodeIfPresent([String].self, forKey: .partlyDescribedSymbols)
            ?? Defaults.defaultPartlyDescribedSymbols
        partlyDescribedSymbols += try container.decodeIfPresent([String].self, forKey: .additionalPartlyDescribedSymbols) ?? []
        rebuild()
    }

    private mutating func rebuild() {
        symbolDescriptions = SymbolDescriptions(described: describedSymbols, partlyDescribed: partlyDescribedSymbols)
    }

    /// The options' documentation, with the full default lists (Rules.md, `explain`).
    static var documentation: [OptionDocumentation] {
        [OptionDocumentation("described_symbols", default: Defaults.defaultDescribedSymbols.joined(separator: ", "),
                             "SF Symbols whose automatic description names the action; not reported. "
                               + "Replaces the default list."),
         OptionDocumentation("additional_described_symbols", default: "[]",
                             "Symbols added to `described_symbols` (extends the list instead of replacing it)."),
         OptionDocumentation("partly_described_symbols", default: Defaults.defaultPartlyDescribedSymbols.joined(separator: ", "),
                             "SF Symbols whose description only approximates the action; reported as info. "
                               + "A trailing `*` matches a prefix. Replaces the default list."),
         OptionDocumentation("additional_partly_described_symbols", default: "[]",
                             "Symbols added to `partly_described_symbols` (extends the list instead of replacing it).")]
    }
}
