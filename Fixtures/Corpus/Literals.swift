import Foundation

enum Literals {
    // Integers and floats in every spelling.
    static let integers = [0, 42, 1_000_000, 0x1F, 0xdead_BEEF, 0o755, 0b1010_0101, -7]
    static let floats = [1.5, 0.25, 1e-3, 6.02E23, 1_000.000_1, 0x1.8p3, 0xAp-2, 2.5e+10]
    static let member = 1.5.rounded() + 10.magnitude.squareRoot()
    static let range = 0..<10
    static let closed = 1...5

    // Strings.
    static let plain = "a \"quoted\" word with a \\ backslash\t\u{1F600} and \0"
    static let interpolated = "total: \(integers.count + floats.count), first: \(integers.first ?? 0)"
    static let nested = "outer \("inner \("innermost \(1 + 2)") string") done"
    static let withParens = "value: \(max((1 + 2) * 3, (4)))"
    static let withComment = "sum \(1 /* one */ + 2) end"
    static let raw = #"C:\path\to\file "quoted" \#(integers.count) items"#
    static let rawTwo = ##"a "# inside and \##(plain.count) here"##
    static let rawQuote = #"""#
    static let emptyString = ""
    static let character: Character = "é"
    static let multiline = """
        Dear \(plain),
          indented "quotes" and \"escaped\" ones,
        a continued \
        line, and a tab\there.
        """
    static let rawMultiline = #"""
        not interpolated: \(raw)
        interpolated: \#(raw.count)
        """#
    static let multilineWithQuotes = """
        ""\"
        "\""
        """

    // Regex literals next to division.
    static let digits = /[0-9]+/
    static let words = /\w+(?:-\w+)*/
    static let extended = #/
        (?<year>\d{4}) - (?<month>\d{2})   # a comment inside the regex
        /#
    static let singleExtended = #/a/b/#
    static func parse(_ text: String) -> Int? {
        let half = text.count / 2 / 1
        if let match = try? /(\d+)%/.firstMatch(in: text) {
            return Int(match.1).map { $0 / 100 * half }
        }
        return text.split(separator: "/").count
    }
}
