import Foundation

// A SwiftGen-style accessor enum, as the generator writes it.
internal enum L10n {
    internal enum Legal {
        /// By continuing you accept our [terms of service](https://example.com/terms).
        internal static let terms = L10n.tr("Localizable", "legal.terms", fallback: "By continuing you accept our terms")
        /// We never share your email address.
        internal static let plain = L10n.tr("Localizable", "legal.plain", fallback: "We never share your email address.")
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

enum HelpCopy {
    static let contact: LocalizedStringKey = "help.contact"
    static let quote: LocalizedStringKey = "help.quote"
}
