/// Messages of the built-in `io-error` diagnostics, as static functions so
/// tests compare rendered text instead of re-typing it.
extension BuiltinDiagnostics {
    /// A file that could not be read.
    static func unreadableMessage(_ reason: String) -> String {
        "This file could not be read (\(reason)); it was not linted."
    }

    /// A folder that could not be listed during discovery (it vanished, or permission is denied).
    static func unreadableFolderMessage(_ reason: String) -> String {
        "This folder could not be read (\(reason)); the files in it were not linted."
    }

    /// A file that is not valid UTF-8.
    static func invalidUTF8Message() -> String {
        "This file is not valid UTF-8 from here on; it was not linted. Save it as UTF-8."
    }

    /// A storyboard or xib that is not well-formed XML.
    static func malformedMessage(_ detail: String) -> String {
        "This Interface Builder file is not well-formed XML (\(detail)); it was not linted."
    }
}
