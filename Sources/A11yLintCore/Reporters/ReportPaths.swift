/// Path handling shared by the reporters that need repository-relative paths
/// (SARIF URIs, GitLab `location.path`, fingerprints).
///
/// Paths are plain `/`-separated strings as the user gave them; nothing here
/// touches the file system, so the results are the same on every machine.
public enum ReportPaths {
    /// `path` without `.` segments and doubled slashes: `./App//View.swift` → `App/View.swift`.
    ///
    /// `..` segments are kept: resolving them would need the file system
    /// (symbolic links). A path made only of `.` segments becomes `.`.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = segments.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` relative to `workingDirectory`, or `nil` when it is absolute and
    /// lies outside it.
    ///
    /// Relative paths are already relative to the working directory and are
    /// only normalized. The comparison is by whole segments, so `/work/projectX`
    /// is not inside `/work/project`.
    public static func relative(_ path: String, to workingDirectory: String) -> String? {
        Root(workingDirectory).relative(path)
    }

    /// A working directory normalized once, so a report resolves all its paths
    /// against it without normalizing it again for each one.
    struct Root: Sendable {
        /// What paths inside the working directory start with (`/work/project/`,
        /// `/` for the file-system root), or `nil` when it is not absolute.
        let prefix: String?

        init(_ workingDirectory: String) {
            let root = ReportPaths.normalized(workingDirectory)
            prefix = root.hasPrefix("/") ? (root == "/" ? "/" : root + "/") : nil
        }

        /// Whether the working directory is absolute (only then can it be a base URI).
        var isAbsolute: Bool { prefix != nil }

        /// `path` relative to the working directory (see `ReportPaths.relative(_:to:)`).
        func relative(_ path: String) -> String? {
            let path = ReportPaths.normalized(path)
            guard path.hasPrefix("/") else { return path }
            guard let prefix, path.hasPrefix(prefix), path.count > prefix.count else { return nil }
            return String(path.dropFirst(prefix.count))
        }

        /// The path reports show and fingerprints use: relative where possible,
        /// otherwise the normalized absolute path.
        func reportPath(_ path: String) -> String {
            relative(path) ?? ReportPaths.normalized(path)
        }
    }

    /// `path` with every UTF-8 byte outside RFC 3986's `unreserved` set
    /// (§2.3: `A-Z a-z 0-9 - . _ ~`) and `/` percent-encoded with uppercase hex (§2.1).
    ///
    /// Reserved characters such as `,` `:` `;` `@` are encoded too: they are
    /// legal in a path segment, but `:` in a first segment would read as a
    /// scheme and consumers differ on the rest, so encoding them is the
    /// unambiguous choice.
    public static func percentEncoded(_ path: String) -> String {
        var output = ""
        output.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output.append("%")
                output.append(uppercaseHex[Int(byte >> 4)])
                output.append(uppercaseHex[Int(byte & 0xF)])
            }
        }
        return output
    }

    /// A `file://` URI for an absolute path (RFC 8089 §2), percent-encoded;
    /// a directory gets a trailing slash so it can serve as a base URI.
    public static func fileURI(forAbsolutePath path: String, isDirectory: Bool = false) -> String {
        var encoded = percentEncoded(normalized(path))
        if isDirectory, !encoded.hasSuffix("/") { encoded.append("/") }
        return "file://" + encoded
    }

    /// The hexadecimal digits, uppercase as RFC 3986 §2.1 recommends.
    private static let uppercaseHex: [Character] = Array("0123456789ABCDEF")
}
