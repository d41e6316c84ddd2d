/// The default symbol lists of a rule that judges SF Symbols by their automatic descriptions.
protocol SymbolDescriptionDefaults {
    static var defaultDescribedSymbols: [String] { get }
    static var defaultPartlyDescribedSymbols: [String] { get }
}

/// Options of rules that judge icon-only controls by the symbols they show:
/// `described_symbols` (not reported) and `partly_described_symbols` (reported as `info`).
struct SymbolDescriptionOptions<Defaults: SymbolDescriptionDefaults>: RuleOptions {
    /// SF Symbols whose automatic VoiceOver description already names the action (not reported).
    var describedSymbols: [String] = Defaults.defaultDescribedSymbols
    /// SF Symbols whose description only approximates the action (reported as `info`); `*` ends a prefix.
    var partlyDescribedSymbols: [String] = Defaults.defaultPartlyDescribedSymbols

    init() {}

    enum CodingKeys: String, CodingKey {
        case describedSymbols = "described_symbols"
        case partlyDescribedSymbols = "partly_described_symbols"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        describedSymbols = try container.decodeIfPresent([String].self, forKey: .describedSymbols)
            ?? Defaults.defaultDescribedSymbols
        partlyDescribedSymbols = try container.decodeIfPresent([String].self, forKey: .partlyDescribedSymbols)
            ?? Defaults.defaultPartlyDescribedSymbols
    }

    /// The lists as the image-only label reader takes them.
    var symbolDescriptions: SymbolDescriptions {
        SymbolDescriptions(described: describedSymbols, partlyDescribed: partlyDescribedSymbols)
    }
}
