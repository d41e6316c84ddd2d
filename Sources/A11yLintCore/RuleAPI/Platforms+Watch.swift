/// watchOS targets, where controls look and size differently (a default-styled `Button` fills a
/// full-width platter).
extension Platforms {
    /// Whether a folder's name marks a watch app or extension target: one of its words (split at
    /// anything that is not a letter or digit) is `WatchKit` or `watchOS`, or ends so (`BookPlayerWatchKit`),
    /// or is `WatchApp`, or is `Watch` (or ends in it: `FreeAPSWatch`) followed by `App` or `Extension`
    /// (`Trio Watch App`, `openHABWatch Extension`). A bare `Watch` folder is not enough: iOS apps keep their
    /// watch-connectivity code and watch-only wallet screens in `Watch/`, and a folder naming iOS too is
    /// shared code.
    static func namesWatchTarget(_ folder: Substring) -> Bool {
        let words = folder.utf8.split(whereSeparator: { !(($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) && !($0 >= 0x30 && $0 <= 0x39) })
            .map { String(decoding: $0.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self) }
        var isWatch = false
        for (position, word) in words.enumerated() {
            if word == "ios" || word == "iphone" || word == "ipad" || word == "shared" || word == "common" { return false }
            if word.hasSuffix("watchkit") || word.hasSuffix("watchos") || word.hasSuffix("watchapp") {
                isWatch = true
            } else if word.hasSuffix("watch"), position + 1 < words.count,
                      words[position + 1] == "app" || words[position + 1] == "extension" {
                isWatch = true
            }
        }
        return isWatch
    }
}

extension SwiftFileContext {
    /// Whether the file belongs to a watchOS target: it lies in a watch target's folder
    /// (`Platforms.namesWatchTarget`) or imports WatchKit outside any `#if` (a guarded
    /// `#if canImport(WatchKit)` import is shared code).
    public var isWatchOnly: Bool {
        if index.source.path.split(separator: "/").dropLast().contains(where: Platforms.namesWatchTarget) { return true }
        for occurrence in occurrences(of: "import") {
            let probe = Int(occurrence) + 1
            if index.isText(probe, "WatchKit"), index.innermostBranch(containing: probe) == nil { return true }
        }
        return false
    }
}
