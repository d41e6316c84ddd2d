/// A code example in a rule's metadata; `↓` marks where each finding must start.
///
/// Examples are documentation and tests at once: the registry test runs every
/// triggering example (findings exactly at the markers) and every
/// non-triggering one (silence), plus variants inside a comment, inside a
/// string, after a line of emoji, and under a disable comment.
public struct Example: Sendable {
    /// The marker character.
    public static let marker: Character = "↓"

    /// The code, with markers.
    public var code: String
    /// `swift`, `storyboard` or `xib`.
    public var fileExtension: String
    /// Where the example is written, so a failing test points at it.
    public var file: String
    public var line: UInt
    /// Whether the comment/string/emoji/suppression variants apply (Swift only).
    public var runsVariants: Bool

    public init(_ code: String, fileExtension: String = "swift", runsVariants: Bool = true,
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.fileExtension = fileExtension
        self.file = "\(file)"
        self.line = line
        self.runsVariants = runsVariants && fileExtension == "swift"
    }

    /// The code without markers, and the UTF-8 byte offsets where markers were.
    public var codeAndMarkers: (code: String, offsets: [UInt32]) {
        var text = ""
        var offsets: [UInt32] = []
        var byteCount: UInt32 = 0
        for character in code {
            if character == Example.marker {
                offsets.append(byteCount)
            } else {
                text.append(character)
                byteCount += UInt32(character.utf8.count)
            }
        }
        return (text, offsets)
    }
}
