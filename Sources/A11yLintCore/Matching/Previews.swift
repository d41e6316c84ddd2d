/// Code users never see: `#Preview { … }` blocks and `PreviewProvider` types.
extension SyntaxIndex {
    /// Byte ranges of preview code, which is not linted by default.
    public func previewRanges() -> [ByteRange] {
        var ranges: [ByteRange] = []
        for (position, token) in tokens.enumerated() where token.kind == .poundWord && isText(position, "#Preview") {
            var probe = position + 1
            if kind(probe) == .leftParen, let close = partner(of: probe) { probe = close + 1 }
            if kind(probe) == .leftBrace, let close = partner(of: probe) {
                ranges.append(range(from: position, through: close))
            }
        }
        for slot in declarations.indices where declarations[slot].kind.isType && declarations[slot].inheritance.contains("PreviewProvider") {
            let declaration = declarations[slot]
            guard declaration.body >= 0 else { continue }
            ranges.append(range(from: Int(declaration.keyword), through: Int(scopes[Int(declaration.body)].close)))
        }
        return ranges
    }
}
