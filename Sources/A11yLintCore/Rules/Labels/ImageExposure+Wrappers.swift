/// Custom control wrappers: a project view whose body puts its own `@ViewBuilder`
/// content into a control's label (`Toggle(isOn: $on) { label() }`,
/// `Button(action: run) { content() }`, `Button(action: action, label: { Row { content } })`
/// with `self.content = content()` stored by the initializer). What a use of the wrapper
/// passes in that closure is that control's label, so an image beside text there is named by it.
extension SyntaxIndex {
    /// The names of the views in this file whose `body` holds a labeled control whose
    /// label closure calls one of the view's stored closure properties.
    func labelForwardingViews() -> [String] {
        var result: [String] = []
        for position in declarations.indices
        where declarations[position].kind == .variable && declarations[position].body >= 0 && declarations[position].nameText == "body" {
            let declaration = declarations[position]
            guard isMember(position), declaration.parent >= 0 else { continue }
            let type = Int(declaration.parent)
            let scope = scopes[Int(declaration.body)]
            let first = Int(scope.open) + 1
            let last = Int(scope.close) - 1
            guard first <= last else { continue }
            var forwards = false
            for probe in first...last where tokens[probe].kind == .identifier && kind(probe - 1) != .period {
                guard SyntaxIndex.labeledControls.contains(text(probe)), let control = call(named: probe) else { continue }
                // The label closures: trailing (`{ … }`, `label: { … }`) or an argument (`label: { … }`).
                var closures = control.trailingClosures.map { (Int($0.open), Int($0.close)) }
                for argument in control.arguments where kind(Int(argument.start)) == .leftBrace {
                    if let close = partner(of: Int(argument.start)) { closures.append((Int(argument.start), close)) }
                }
                for (open, close) in closures
                where open + 1 < close && controlPart(of: control, containing: open + 1) == .label {
                    if showsContentProperty(of: type, from: open + 1, through: close - 1) {
                        forwards = true
                    }
                }
                if forwards { break }
            }
            if forwards { result.append(declarations[type].nameText) }
        }
        return result
    }

    /// Whether tokens `first...last` show a stored property of `type` as a view of their
    /// own: a statement that is only `name()` or `name` (`self.` allowed), anywhere in the
    /// closure (`HStack { icon; content }`, `Row { content }`). A view builder takes a
    /// statement of its own only as a view, so a stored `String` used in `Text(title)` is
    /// not one.
    func showsContentProperty(of type: Int, from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...last where tokens[probe].kind == .identifier {
            var start = probe
            if kind(probe - 1) == .period {
                guard probe - 2 >= first, isName(probe - 2, "self") else { continue }
                start = probe - 2
            }
            // A statement start: the closure's first token, after `{`, `;` or a line break.
            guard start == first || kind(start - 1) == .leftBrace || kind(start - 1) == .semicolon
                    || tokens[start].flags.contains(.isAtStartOfLine) else { continue }
            var end = probe
            if kind(probe + 1) == .leftParen, kind(probe + 2) == .rightParen { end = probe + 2 }
            // A statement end: the closure's last token, before `}` or `;`, or a line break.
            guard end == last || kind(end + 1) == .rightBrace || kind(end + 1) == .semicolon
                    || tokens[end + 1].flags.contains(.isAtStartOfLine) else { continue }
            let name = text(probe)
            if member(of: type, where: { declarations[$0].kind == .variable && declarations[$0].nameText == name
                && declarations[$0].body < 0 }) != nil {
                return true
            }
        }
        return false
    }
}

extension ImageExposureWalker {
    /// A use of a label-forwarding wrapper (`ActionToggle(isOn: $on) { HStack { Image(…); Text(…) } }`):
    /// covered when its closure also holds text that names the control; `nil` (judged
    /// further out) otherwise.
    func forwardedLabelExposure(of call: CallSite, subject: ClosedRange<Int>, accompanied: Bool) -> ImageExposure? {
        // The closure holding the image: trailing (`{ … }`) or an argument (`label: { … }`).
        var ranges = call.trailingClosures.map { (Int($0.open), Int($0.close)) }
        for argument in call.arguments where index.kind(Int(argument.start)) == .leftBrace {
            if let close = index.partner(of: Int(argument.start)) { ranges.append((Int(argument.start), close)) }
        }
        guard let (open, close) = ranges.first(where: { $0.0 < subject.lowerBound && $0.1 > subject.upperBound })
        else { return nil }
        if accompanied || mayName(from: open + 1, through: close - 1, skipping: subject) {
            return .covered
        }
        return nil
    }
}

/// Content closures a wrapper hides: a project view whose body shows one of its stored
/// `@ViewBuilder` closures hidden or labeled (`imageContent().accessibilityHidden(true)`).
/// What a use of the wrapper passes in that closure (`imageContent: { CoverView(…) }`) is
/// covered there, whatever it shows.
extension SyntaxIndex {
    /// Keys of the closure properties that every call in the type's members hides, as
    /// `Type.property` and `Type.^k` (the k-th closure property from the last, for trailing
    /// closures of the memberwise initializer).
    func hiddenContentClosures(walker: ImageExposureWalker) -> [String] {
        var result: [String] = []
        for position in declarations.indices
        where declarations[position].kind == .variable && declarations[position].body >= 0 && declarations[position].nameText == "body" {
            let declaration = declarations[position]
            guard isMember(position), declaration.parent >= 0 else { continue }
            let type = Int(declaration.parent)
            // The stored closure properties, in declaration order: `let content: () -> Content`.
            let closures = members(of: type).filter { member in
                let candidate = declarations[member]
                return candidate.kind == .variable && candidate.body < 0 && candidate.typeStart >= 0
                    && (Int(candidate.typeStart)...Int(candidate.typeEnd)).contains(where: { isOperator($0, "->") })
            }
            guard !closures.isEmpty, let typeBody = declarations[type].body >= 0 ? scopes[Int(declarations[type].body)] : nil
            else { continue }
            let typeName = declarations[type].nameText
            for (offset, closure) in closures.enumerated() {
                let name = declarations[closure].nameText
                var calls = 0
                var hidden = true
                for probe in Int(typeBody.open) + 1..<Int(typeBody.close) where isText(probe, equalTo: name)
                    && tokens[probe].kind == .identifier && kind(probe + 1) == .leftParen && kind(probe + 2) == .rightParen {
                    guard kind(probe - 1) != .period || isName(probe - 2, "self") else { continue }
                    calls += 1
                    let start = kind(probe - 1) == .period ? probe - 2 : probe
                    if walker.exposure(of: start...(probe + 2), accompanied: false) != .covered { hidden = false }
                }
                guard calls > 0, hidden else { continue }
                result.append(typeName + "." + name)
                result.append(typeName + ".^" + String(closures.count - 1 - offset))
            }
        }
        return result
    }
}

extension ImageExposureWalker {
    /// The content closure of the view called by `call` that holds the subject, as a key of
    /// `hiddenContentClosures`: `Type.label` for `label: { … }`, `Type.^k` for a trailing closure
    /// (matched from the last closure property); `nil` outside its closures.
    func slotKey(of call: CallSite, name: String, subject: ClosedRange<Int>) -> String? {
        for argument in call.arguments where argument.label >= 0 && index.kind(Int(argument.start)) == .leftBrace {
            guard Int(argument.start) < subject.lowerBound, subject.upperBound <= Int(argument.end) else { continue }
            return name + "." + index.text(Int(argument.label))
        }
        let trailing = call.trailingClosures
        for offset in trailing.indices
        where Int(trailing[offset].open) < subject.lowerBound && subject.upperBound < Int(trailing[offset].close) {
            let closure = trailing[offset]
            return name + ".^" + String(trailing.count - 1 - offset)
        }
        return nil
    }

    /// Whether the subject sits in a content closure that the project view of `call` hides.
    func isInHiddenContent(of call: CallSite, name: String, subject: ClosedRange<Int>) -> Bool {
        guard !uses.hiddenContentClosures.isEmpty, let key = slotKey(of: call, name: name, subject: subject) else { return false }
        return uses.hiddenContentClosures.contains(key)
    }
}

/// View helpers declared in one file and used in another part of their type: a helper in
/// `extension EntryView { var circular: some View { … } }` shown by `EntryView`'s body in
/// another file (`case .accessoryCircular: circular`).
extension ImageExposureWalker {
    /// Pass 1: bare member names shown as views on a line of their own in a view's body or view
    /// helper, that this file's part of the enclosing type does not declare, keyed `Type.member`
    /// with what VoiceOver makes of them there. Previews (`hidden`) left out; only outcomes other
    /// than `.value` and `.covered` are kept.
    func ownHelperUseContexts(skipping hidden: [ByteRange]) -> [(key: String, context: ImageUseContext)] {
        var result: [(key: String, context: ImageUseContext)] = []
        var showsViews: [Int: Bool] = [:]
        for position in 0..<index.count where index.tokens[position].kind == .identifier {
            guard index.kind(position - 1) != .period, index.isAtStartOfLine(position), !index.startsWithUppercase(position),
                  position + 1 >= index.count || index.isAtStartOfLine(position + 1) || index.kind(position + 1) == .rightBrace,
                  let function = index.enclosingFunction(of: position) else { continue }
            let shows = showsViews[function] ?? {
                let declaration = index.declarations[function]
                let value = declaration.nameText == "body" || declaredType(of: function)?.contains("View") == true
                showsViews[function] = value
                return value
            }()
            guard shows, index.declaration(namedBy: position) == nil, index.localDeclaration(named: position) == nil,
                  let type = index.enclosingType(of: position) else { continue }
            let typeName = index.declarations[type].nameText
            let declaredHere = index.types(named: typeName).contains { owner in
                index.member(of: owner) { index.isText(position, equalTo: index.declarations[$0].nameText) } != nil
            }
            if declaredHere { continue }
            let offset = index.tokens[position].start
            if hidden.contains(where: { $0.contains(offset) }) { continue }
            let context = exposure(of: position...position, accompanied: false)
            if context != .value && context != .covered { result.append((typeName + "." + index.text(position), context)) }
        }
        return result
    }
}
