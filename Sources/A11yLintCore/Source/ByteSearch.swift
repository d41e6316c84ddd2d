extension String {
    /// Whether `needle` occurs in the string, compared byte for byte over UTF-8 (what
    /// Foundation's `contains(_:)` answers for the ASCII words rules look for, without
    /// bridging to `NSString` on every call: measured as most of a tap-gesture check's cost).
    /// An empty needle is not contained, as with Foundation.
    func containsBytes(of needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard let first = pattern.first else { return false }
            var haystack = self
            return haystack.withUTF8 { text in
                let count = pattern.count
                guard text.count >= count else { return false }
                var start = 0
                let last = text.count - count
                while start <= last {
                    if text[start] == first {
                        var offset = 1
                        while offset < count, text[start + offset] == pattern[offset] { offset += 1 }
                        if offset == count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
