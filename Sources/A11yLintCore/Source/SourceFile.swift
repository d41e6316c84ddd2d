/// A half-open range of UTF-8 byte offsets into one file's buffer.
///
/// Every position inside the core is a byte offset; lines and columns exist
/// only at output, computed by `SourceFile`.
public struct ByteRange: Hashable, Sendable, Comparable {
    public var start: UInt32
    public var end: UInt32

    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = end
    }

    /// Number of bytes covered.
    @inlinable public var length: UInt32 { end &- start }

    /// Whether `offset` lies inside the range (end excluded).
    @inlinable public func contains(_ offset: UInt32) -> Bool { offset >= start && offset < end }

    /// Whether `other` lies entirely inside this range.
    @inlinable public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }
}

/// A 1-based position in a file, in the three column units the reporters need.
public struct SourceLocation: Hashable, Sendable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column counted in UTF-8 bytes (Xcode, Checkstyle, JSON `column`).
    public var utf8Column: Int
    /// 1-based column counted in UTF-16 code units (SARIF, GitHub annotations).
    public var utf16Column: Int

    public init(line: Int, utf8Column: Int, utf16Column: Int) {
        self.line = line
        self.utf8Column = utf8Column
        self.utf16Column = utf16Column
    }
}

/// One source file read into memory: its path as given, its bytes, and a line index.
///
/// The file is read once into `[UInt8]`; everything downstream works on byte
/// offsets into `bytes`. Line/column conversion lives here and only here, so
/// no reporter does its own `+1` arithmetic.
public struct SourceFile: Sendable {
    /// The path as the user gave it (relative stays relative).
    public let path: String
    /// The raw bytes of the file.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
    /// A line ends at `\n`, `\r\n` or a lone `\r`, as swiftc counts them.
    public let lineStarts: [UInt32]
    /// Whether every byte is ASCII, so UTF-8 and UTF-16 columns coincide.
    public let isASCII: Bool

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var ascii = true
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            while index < count {
                // Skip eight bytes at once when none is a line break (SWAR test; the zero-byte test
                // is exact about whether a break is there, whatever the other bytes hold), noting
                // a non-ASCII byte among them: translated tables are mostly non-ASCII text.
                if index + 8 <= count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let ones: UInt64 = 0x0101_0101_0101_0101
                    let highs: UInt64 = 0x8080_8080_8080_8080
                    let newline = word ^ (ones &* 0x0A)
                    let carriage = word ^ (ones &* 0x0D)
                    let hasBreak = ((newline &- ones) & ~newline | (carriage &- ones) & ~carriage) & highs
                    if hasBreak == 0 {
                        if word & highs != 0 { ascii = false }
                        index += 8
                        continue
                    }
                    // The lowest flagged byte is the first break (a borrow only flags bytes above
                    // a real match): step over the bytes before it at once.
                    let before = hasBreak.trailingZeroBitCount >> 3
                    if before > 0 {
                        let prefix: UInt64 = (1 &<< UInt64(before &* 8)) &- 1
                        if word & highs & prefix != 0 { ascii = false }
                        index += before
                    }
                }
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(UInt32(index + 1))
                } else if byte == 0x0D {
                    // `\r\n` is one line break; a lone `\r` is one too.
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(UInt32(index + 1))
                } else if byte >= 0x80 {
                    ascii = false
                }
                index += 1
            }
        }
        self.lineStarts = starts
        self.isASCII = ascii
    }

    /// Convenience for tests and `--stdin-filename`: a file made from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Number of lines (a final line without a newline counts; an empty file has one line).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset` (binary search).
    public func lineIndex(of offset: UInt32) -> Int {
        // The last line starting at or before `offset` (line 0 starts at 0).
        max(0, lineStarts.partitioningIndex { $0 > offset } - 1)
    }

    /// The location of a byte offset, with UTF-8 and UTF-16 columns.
    ///
    /// An offset in the middle of a multi-byte character counts the character's
    /// UTF-16 units once it starts before the offset; offsets past the end are clamped.
    /// `path:line:col: error: message` for the byte at `offset` (a UTF-8 column).
    public func errorLine(at offset: UInt32, _ message: String) -> String {
        let location = location(of: offset)
        return "\(path):\(location.line):\(location.utf8Column): error: \(message)"
    }

    public func location(of offset: UInt32) -> SourceLocation {
        let clamped = min(offset, UInt32(bytes.count))
        let line = lineIndex(of: clamped)
        let start = Int(lineStarts[line])
        let utf8Column = Int(clamped) - start + 1
        if isASCII {
            return SourceLocation(line: line + 1, utf8Column: utf8Column, utf16Column: utf8Column)
        }
        var units = 0
        var index = start
        let end = Int(clamped)
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                units += 1; index += 1
            } else if byte >= 0xF0 {
                units += 2; index += 4   // a scalar outside the BMP is a surrogate pair
            } else if byte >= 0xE0 {
                units += 1; index += 3
            } else if byte >= 0xC0 {
                units += 1; index += 2
            } else {
                index += 1               // stray continuation byte: no unit of its own
            }
        }
        return SourceLocation(line: line + 1, utf8Column: utf8Column, utf16Column: units + 1)
    }

    /// The byte range of a 0-based line, without its line break.
    public func lineRange(_ lineIndex: Int) -> ByteRange {
        let start = lineStarts[lineIndex]
        var end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : UInt32(bytes.count)
        while end > start, bytes[Int(end) - 1] == 0x0A || bytes[Int(end) - 1] == 0x0D { end -= 1 }
        return ByteRange(start: start, end: end)
    }

    /// The text of a 0-based line (for messages and the human reporter only).
    public func lineText(_ lineIndex: Int) -> String {
        text(of: lineRange(lineIndex))
    }

    /// The text of a byte range, decoded leniently (for messages only, never in hot paths).
    public func text(of range: ByteRange) -> String {
        let start = Int(min(range.start, UInt32(bytes.count)))
        let end = Int(min(max(range.end, range.start), UInt32(bytes.count)))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
