/// Images that reach a SwiftUI control's label as values: a view helper of the same type whose
/// whole body is one `Image` (`func navImage(img: String) -> some View { Image(img).frame(…) }`),
/// and a parameter declared `Image` that the helper's callers in the file fill with images
/// (`func fieldButton(icon: Image, …) -> some View { Button { … } label: { icon } }`).
public struct ImageValue: Sendable, Equatable {
    /// The SF Symbols it may show (literal `systemName:` names).
    public var symbols: [String] = []
    /// Whether it may show an image that is not a known symbol (an asset, a generated asset, a bitmap).
    public var hasOtherImage = false
    /// The first symbol or asset name known.
    public var names: [String] = []
    /// Whether some image is given a label (`Image("scan", label: Text("Scan"))`).
    public var isLabeled = false

    mutating func add(_ other: ImageValue) {
        symbols += other.symbols
        hasOtherImage = hasOtherImage || other.hasOtherImage
        names += other.names
        isLabeled = isLabeled || other.isLabeled
    }
}

extension SyntaxIndex {
    /// The image a label statement starting at `token` shows as a value, when the file says: a call
    /// of a view helper declared in the same type whose body is one `Image(…)` expression (with
    /// modifiers), or a parameter of the enclosing function declared `Image` whose every caller in the
    /// file passes an image. `nil` when it is anything else or cannot be told (no caller in the file,
    /// a caller passing a variable): such content may speak.
    func imageValue(at token: Int) -> ImageValue? {
        guard tokens[token].kind == .identifier, kind(token - 1) != .period else { return nil }
        if let helper = imageHelper(calledAt: token) { return helper }
        return kind(token + 1) == .leftParen ? nil : imageParameterValue(at: token)
    }

    /// `navImage(img: "chevron-left")` or `closeIcon`, a function or computed property of the
    /// enclosing type in this file whose body is one `Image(…)` expression: what that image shows.
    /// A `systemName:` given by a parameter takes the caller's literal.
    func imageHelper(calledAt token: Int) -> ImageValue? {
        guard let owner = enclosingType(of: token), let candidates = declarationsByName[text(token)] else { return nil }
        let isCall = kind(token + 1) == .leftParen
        for candidate in candidates {
            let declaration = declarations[Int(candidate)]
            guard declaration.body >= 0, declaration.kind == (isCall ? .function : .variable),
                  declaration.parent >= 0, Int(declaration.parent) == owner,
                  !isCall || declaration.parameters >= 0 else { continue }
            let body = scopes[Int(declaration.body)]
            var first = Int(body.open) + 1
            if isName(first, "return") { first += 1 }
            let last = Int(body.close) - 1
            guard first <= last, isName(first, "Image"), kind(first - 1) != .period,
                  let image = call(named: first), expressionEnd(from: first) == last else { return nil }
            var value = ImageValue()
            if image.arguments.contains(where: { $0.label >= 0 && isText(Int($0.label), "label") }) {
                value.isLabeled = true
                return value
            }
            guard let argument = image.arguments.first else { return nil }
            let isSymbol = argument.label >= 0 && (isText(Int(argument.label), "systemName") || isText(Int(argument.label), "systemSymbol"))
            var names = symbolNames(ofImage: image)
            // `Image(systemName: name)`: the caller's literal for that parameter.
            if isSymbol, names.isEmpty, isCall, argument.start == argument.end,
               let call = call(named: token), let passed = passedArgument(call, forParameterNamed: Int(argument.start), of: Int(candidate)) {
                names = (Int(passed.start)...Int(passed.end)).filter { kind($0) == .stringSegment }.map { text($0) }
            }
            value.names = names
            if isSymbol, !names.isEmpty { value.symbols = names } else { value.hasOtherImage = true }
            return value
        }
        return nil
    }

    /// `icon` in `func fieldButton(icon: Image, …)`: what the function's callers in the file pass
    /// for it. `nil` unless the parameter is declared `Image` and every caller passes an `Image(…)`
    /// or a generated asset image (a ternary of them counts).
    func imageParameterValue(at token: Int) -> ImageValue? {
        guard let function = enclosingFunction(of: token), declarations[function].kind == .function,
              let parameter = parameter(named: token, of: function), parameter.isImage else { return nil }
        let name = declarations[function].nameText
        guard let owner = enclosingType(of: token), declarations[owner].body >= 0 else { return nil }
        let scope = scopes[Int(declarations[owner].body)]
        var value = ImageValue()
        var callers = 0
        // The calls in the type: `fieldButton(icon: …)`, `self.fieldButton(icon: …)`.
        for probe in Int(scope.open)..<min(Int(scope.close), count) where tokens[probe].kind == .identifier
            && kind(probe + 1) == .leftParen && isText(probe, equalTo: name)
            && (kind(probe - 1) != .period || isName(probe - 2, "self")) {
            guard probe != Int(declarations[function].name), let call = call(named: probe),
                  let passed = passedArgument(call, forParameterNamed: token, of: function) else { continue }
            guard let shown = imageShown(from: Int(passed.start), through: Int(passed.end)) else { return nil }
            value.add(shown)
            callers += 1
        }
        return callers > 0 ? value : nil
    }

    /// The images an argument expression shows: `Image(…)` calls (not after a period) and generated
    /// asset images; `nil` when it holds none.
    func imageShown(from first: Int, through last: Int) -> ImageValue? {
        var value = ImageValue()
        var found = false
        for token in first...last where tokens[token].kind == .identifier && kind(token - 1) != .period {
            if isText(token, "Image"), let image = call(named: token) {
                found = true
                if image.arguments.contains(where: { $0.label >= 0 && isText(Int($0.label), "label") }) { value.isLabeled = true }
                let names = symbolNames(ofImage: image)
                value.names += names
                if let argument = image.arguments.first, argument.label >= 0, !names.isEmpty,
                   isText(Int(argument.label), "systemName") || isText(Int(argument.label), "systemSymbol") {
                    value.symbols += names
                } else {
                    value.hasOtherImage = true
                }
            } else if let asset = generatedAssetImage(at: token) {
                found = true
                value.hasOtherImage = true
                value.names.append(asset)
            }
        }
        return found ? value : nil
    }

    /// A parameter of a function: its external label ("_" for none), its position, and whether it is declared `Image`.
    struct ParameterFact {
        var label: String
        var position: Int
        var isImage: Bool
    }

    /// The parameter of `function` whose internal name is spelled like token `name`.
    func parameter(named name: Int, of function: Int) -> ParameterFact? {
        let open = Int(declarations[function].parameters)
        guard open >= 0, let close = partner(of: open), close > open + 1 else { return nil }
        var position = 0
        var start = open + 1
        var probe = open + 1
        while probe <= close {
            if probe == close || kind(probe) == .comma {
                // One parameter: `label name: Type = default`.
                if let colon = (start..<probe).first(where: { kind($0) == .colon }), colon - start >= 1, colon - start <= 2 {
                    let inner = colon - 1
                    if isSpelledAlike(inner, name) {
                        let label = colon - start == 2 ? text(start) : text(inner)
                        var typeEnd = (colon + 1..<probe).first(where: { isOperator($0, "=") }).map { $0 - 1 } ?? probe - 1
                        while typeEnd > colon + 1, kind(typeEnd) == .operator { typeEnd -= 1 }   // `Image?`
                        let isImage = typeEnd >= colon + 1 && isName(typeEnd, "Image")
                            && (typeEnd == colon + 1 || typeEnd == colon + 3 && isName(colon + 1, "SwiftUI"))
                        return ParameterFact(label: label, position: position, isImage: isImage)
                    }
                }
                position += 1
                start = probe + 1
                probe += 1
                continue
            }
            if let partner = partner(of: probe), partner > probe { probe = partner + 1 } else { probe += 1 }
        }
        return nil
    }

    /// The argument a call passes for the parameter of `function` named like token `name`.
    func passedArgument(_ call: CallSite, forParameterNamed name: Int, of function: Int) -> Argument? {
        guard let parameter = parameter(named: name, of: function) else { return nil }
        if parameter.label == "_" {
            guard parameter.position < call.arguments.count, call.arguments[parameter.position].label < 0 else { return nil }
            return call.arguments[parameter.position]
        }
        return call.arguments.first { $0.label >= 0 && isText(Int($0.label), equalTo: parameter.label) }
    }
}
