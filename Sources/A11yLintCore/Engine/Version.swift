/// The product's name and version, printed by `--version` and written into reports.
public enum A11yLintVersion {
    public static let name = "a11ylint"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/a11ylint/a11ylint"
}
