/// "Did you mean …?" suggestions for mistyped keys, option names, flags and rule ids.
public enum Suggestion {
    /// The candidate the user most likely meant by `word`, or `nil` when none is close.
    ///
    /// Comparison ignores case. A candidate qualifies when its Damerau-Levenshtein
    /// distance to `word` is at most `max(1, word.count / 3)` (so `disabled_rule` finds
    /// `disabled_rules`, and a swapped pair of letters costs 1), or, for words of three
    /// or more characters, when one contains the other (`disabled` finds
    /// `disabled_rules`, `tap-gesture-as-button-rule` finds `tap-gesture-as-button`).
    /// Close candidates beat containing ones; then the smaller distance wins; then the
    /// earlier candidate, so callers pass candidates in a meaningful order.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty else { return nil }
        let threshold = max(1, target.count / 3)
        var best: (tier: Int, distance: Int, candidate: String)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard !other.isEmpty else { continue }
            let distance = damerauLevenshtein(target, other)
            let tier: Int
            if distance <= threshold {
                tier = 0
            } else if isContained(target, in: other) || isContained(other, in: target) {
                tier = 1
            } else {
                continue
            }
            if let current = best, (current.tier, current.distance) <= (tier, distance) { continue }
            best = (tier, distance, candidate)
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` for the candidate closest to `word`, or "" when none is close.
    public static func hint(for word: String, among candidates: [String]) -> String {
        hint(closest(to: word, among: candidates))
    }

    /// `"; did you mean 'x'?"` for a suggestion, or "" without one: the suffix every
    /// message with a near miss ends with.
    public static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The registered rule id closest to `id` (for an id that names no rule).
    public static func closestRuleID(to id: String) -> String? {
        closest(to: id, among: RuleRegistry.rules.map(\.id))
    }

    /// The Damerau-Levenshtein distance between two strings, compared by Unicode scalar:
    /// the fewest insertions, deletions, substitutions and transpositions of adjacent
    /// scalars that turn one into the other (the unrestricted form, so `ca` → `abc` is 2).
    public static func distance(_ first: String, _ second: String) -> Int {
        damerauLevenshtein(Array(first.unicodeScalars), Array(second.unicodeScalars))
    }

    // MARK: - Algorithm

    /// Lowrance-Wagner's algorithm over a flat `(m + 2) × (n + 2)` table.
    private static func damerauLevenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 2
        let infinity = a.count + b.count
        var table = [Int](repeating: 0, count: (a.count + 2) * width)
        table[0] = infinity
        for i in 0...a.count {
            table[(i + 1) * width] = infinity
            table[(i + 1) * width + 1] = i
        }
        for j in 0...b.count {
            table[j + 1] = infinity
            table[width + j + 1] = j
        }
        // The last row where each scalar of `a` was seen.
        var lastRowOf: [Unicode.Scalar: Int] = [:]
        for i in 1...a.count {
            var lastMatchingColumn = 0
            for j in 1...b.count {
                let matchRow = lastRowOf[b[j - 1]] ?? 0
                let matchColumn = lastMatchingColumn
                var cost = 1
                if a[i - 1] == b[j - 1] {
                    cost = 0
                    lastMatchingColumn = j
                }
                let substitution = table[i * width + j] + cost
                let insertion = table[(i + 1) * width + j] + 1
                let deletion = table[i * width + j + 1] + 1
                let transposition = table[matchRow * width + matchColumn]
                    + (i - matchRow - 1) + 1 + (j - matchColumn - 1)
                table[(i + 1) * width + j + 1] = min(substitution, insertion, deletion, transposition)
            }
            lastRowOf[a[i - 1]] = i
        }
        return table[(a.count + 1) * width + b.count + 1]
    }

    /// Whether `needle` (three scalars or more) occurs contiguously in `haystack`.
    private static func isContained(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Bool {
        guard needle.count >= 3, needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
