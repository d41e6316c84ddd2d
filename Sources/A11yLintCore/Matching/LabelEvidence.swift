/// A write or call that gives a UIKit control a name, or takes it out of the
/// accessibility tree: `closeButton.accessibilityLabel = …`, an alias such as
/// `accLabelText`, `button.setTitle(…)`, `config.title = …`,
/// `button.titleLabel?.text = …`, `button.isAccessibilityElement = false`.
///
/// The subject is the control's own path: `configuration` and `titleLabel`
/// are stripped (`button.configuration?.title` names `button`), so a rule can
/// compare the subject with the receiver of `setImage(_:for:)`.
public struct LabelEvidence: Sendable {
    /// Token indices of the subject's path (`self`, `closeButton`); empty for implicit `self`.
    public var subject: [Int32]
    /// What is set: the member (`accessibilityLabel`, `accLabelText`, `title`),
    /// or `setTitle`, `configuration.title`, `titleLabel.text`, `isAccessibilityElement=false`.
    public var evidence: String
    /// The `=` or the called name: where the evidence is.
    public var token: Int
}

extension LabelEvidence {
    /// Evidence that sets a visible title (read by VoiceOver as the name).
    public static let titles: Set<String> = ["setTitle", "setAttributedTitle", "title", "attributedTitle",
                                             "configuration.title", "configuration.attributedTitle",
                                             "titleLabel.text", "titleLabel.attributedText"]
    /// Evidence that takes the control out of the accessibility tree.
    public static let hiding = "isAccessibilityElement=false"
    /// The members that set the label itself (aliases come on top).
    public static let labels: Set<String> = ["accessibilityLabel", "accessibilityAttributedLabel"]
}

extension SyntaxIndex {
    /// Every piece of label evidence in the file, in source order: assignments of
    /// members whose name contains `label` or `title` (so aliases like
    /// `accLabelText` are kept for the project model to resolve), `isAccessibilityElement
    /// = false`, and the calls in `titleCalls` (occurrences of `setTitle` /
    /// `setAttributedTitle`) whose title is not `nil`.
    public func labelEvidence(titleCalls: [Int32]) -> [LabelEvidence] {
        var result: [LabelEvidence] = []
        for assignment in assignments() where assignment.kind == .assign {
            guard let last = assignment.target.last else { continue }
            let member = Int(last)
            var subject = Array(assignment.target.dropLast())
            var evidence: String
            if isText(member, "isAccessibilityElement") {
                guard isName(Int(assignment.valueStart), "false") else { continue }
                evidence = LabelEvidence.hiding
            } else if containsBytes(member, "abel") || containsBytes(member, "itle") {
                evidence = text(member)
            } else if isText(member, "text") || isText(member, "attributedText"), let owner = subject.last,
                      isText(Int(owner), "titleLabel") {
                subject.removeLast()
                evidence = "titleLabel." + text(member)
            } else {
                continue
            }
            if let owner = subject.last, isText(Int(owner), "configuration") {
                subject.removeLast()
                evidence = "configuration." + evidence
            }
            result.append(LabelEvidence(subject: subject, evidence: evidence, token: Int(assignment.operation)))
        }
        for occurrence in titleCalls {
            let name = Int(occurrence)
            // `setTitle(_:for:)`, or a project helper `setTitle(_:)` (UIKit has no one-argument form:
            // `extension UIButton { func setTitle(_ title: String?) { setTitle(title, for: .normal) } }`).
            guard let call = call(named: name),
                  let title = call.arguments.first, !(title.start == title.end && isName(Int(title.start), "nil")),
                  call.arguments.count == 2 ? argument(call, labeled: "for") != nil
                                            : call.arguments.count == 1 && title.label < 0 && call.trailingClosures.isEmpty
            else { continue }
            var subject: [Int32] = []
            if kind(name - 1) == .period {
                subject = receiverPath(beforePeriod: name - 1)
                if subject.isEmpty { continue }                // `makeButton().setTitle(…)`
            }
            result.append(LabelEvidence(subject: subject, evidence: text(name), token: name))
        }
        return result.sorted { $0.token < $1.token }
    }

    /// The member path before the `.` at `period` (`self.closeButton` in
    /// `self.closeButton?.setImage`), or empty when it is not a plain path.
    public func receiverPath(beforePeriod period: Int) -> [Int32] {
        var end = period - 1
        if kind(end) == .operator, !tokens[end].flags.contains(.hasLeadingTrivia), isText(end, "?") || isText(end, "!") {
            end -= 1
        }
        return targetPath(endingAt: end)
    }

    /// Whether the bytes of token `index` contain `needle` (ASCII).
    func containsBytes(_ index: Int, _ needle: StaticString) -> Bool {
        guard index >= 0, index < count else { return false }
        let range = tokens[index].range
        let length = Int(range.length)
        let size = needle.utf8CodeUnitCount
        guard length >= size else { return false }
        return source.bytes.withUnsafeBufferPointer { buffer in
            needle.withUTF8Buffer { expected in
                let start = Int(range.start)
                for offset in 0...(length - size) {
                    var equal = true
                    for position in 0..<size where buffer[start + offset + position] != expected[position] {
                        equal = false
                        break
                    }
                    if equal { return true }
                }
                return false
            }
        }
    }

    /// The name of the function or type an expression starting at `start` calls
    /// (`makeButton` in `Factory.makeButton(…)`, `IconButton` in `IconButton(…)` and
    /// `IconButton.init(…)`), looking past `try`/`await`; `nil` for UIKit factories
    /// (`UIButton.systemButton(…)`) and anything else.
    public func calleeName(ofExpressionAt start: Int) -> String? {
        var first = start
        while isName(first, "try") || isName(first, "await") { first += 1 }
        guard kind(first) == .identifier else { return nil }
        var last = first
        while kind(last + 1) == .period, let next = kind(last + 2), next == .identifier || next == .keyword { last += 2 }
        guard call(named: last) != nil else { return nil }
        if isName(last, "init") { return last > first ? text(last - 2) : nil }
        // `UIButton.systemButton(…)`: a framework factory, not one whose callers the project knows.
        if last > first, KnownTypes.superclass[text(last - 2)] != nil { return nil }
        return text(last)
    }
}

extension SyntaxIndex {
    /// What created the object a subject path starts with, by name: the callee of
    /// a local's initializer (`let b = makeShareButton()` → `makeShareButton`), of a
    /// stored property's initializer in this file, or of the last plain assignment
    /// to the property in the same function (`closeButton = IconButton(…)`).
    /// A lazy closure initializer gives the type of the local it returns.
    public func creatorName(ofSubject name: Int) -> String? {
        guard kind(name) == .identifier else { return nil }
        if let local = localDeclaration(named: name) {
            return creatorName(ofDeclaration: local)
        }
        let text = self.text(name)
        if let type = enclosingType(of: name),
           let property = members(of: type).first(where: { declarations[$0].kind == .variable && declarations[$0].nameText == text }),
           let creator = creatorName(ofDeclaration: property) {
            return creator
        }
        guard let function = enclosingFunction(of: name), declarations[function].body >= 0 else { return nil }
        let body = scopes[Int(declarations[function].body)]
        // The writes between the body's `{` and the subject (or the `}`), found by binary
        // search: `writes` are in source order by operation. The last match wins.
        let writes = assignments()
        let low = writes.partitioningIndex { Int($0.operation) > Int(body.open) }
        let end = min(name, Int(body.close))
        var creator: String?
        for assignment in writes[low...] {
            guard Int(assignment.operation) < end else { break }
            guard assignment.kind == .assign, pathNames(assignment.target) == [text] else { continue }
            creator = calleeName(ofExpressionAt: Int(assignment.valueStart)) ?? creator
        }
        if creator == nil, let type = enclosingType(of: name) {
            creator = memberCreator(text, inTypeBody: type)
        }
        return creator
    }

    /// The one callee that makes a member in the type's other methods, in any of the file's
    /// declarations of the type (`_repeatButton = [self makeToggleButton…]` in a setup method, the
    /// image swapped in an update method), or nil when no write or more than one creator is seen.
    func memberCreator(_ member: String, inTypeBody type: Int) -> String? {
        let typeName = declarations[type].nameText
        var creator: String?
        for assignment in assignments() where assignment.kind == .assign && assignment.target.count <= 2 {
            guard pathNames(assignment.target) == [member],
                  let owner = enclosingType(of: Int(assignment.operation)), declarations[owner].nameText == typeName else { continue }
            var start = Int(assignment.valueStart)
            // `self.makeToggleButton(…)`: the callee after `self.`.
            if isName(start, "self"), kind(start + 1) == .period { start += 2 }
            // `colorButton = picker` after `let picker = makePickerButton()`: the local's creator.
            var callee = calleeName(ofExpressionAt: start)
            if callee == nil, Int(assignment.valueEnd) == start, let local = localDeclaration(named: start) {
                callee = creatorName(ofDeclaration: local)
            }
            guard let callee, creator == nil || creator == callee else { return nil }
            creator = callee
        }
        return creator
    }

    /// The callee (or, for a `{ … }()` initializer, the type) that initializes a variable.
    func creatorName(ofDeclaration declaration: Int) -> String? {
        let start = Int(declarations[declaration].initializerStart)
        guard start >= 0 else { return nil }
        return calleeName(ofExpressionAt: start) ?? typeName(ofExpressionAt: start)
    }
}
