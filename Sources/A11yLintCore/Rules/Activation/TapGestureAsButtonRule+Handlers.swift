/// Recognizers whose handler is not a `#selector`: one given to its RxCocoa event stream, read like a
/// selector's method (`tap.rx.event.subscribe(onNext: { [weak self] _ in self?.toggleBars() })`), and
/// a stored property's placeholder that the type replaces before attaching, which never acts.
extension TapGestureAsButtonRule {
    /// Reactive operators a recognizer's event stream may pass through before its handler.
    static let passingOperators: Set<String> = ["observe", "observeOn", "subscribe", "subscribeOn", "throttle", "debounce",
                                                "asDriver", "asSignal", "bind", "drive", "emit", "disposed"]

    /// The handler given to the recognizer's RxCocoa event stream in this file (`tap.rx.event.subscribe(onNext:
    /// { … })`, `.bind { … }`, `.drive(onNext:)`, after `observe(on:)`, `throttle` or `debounce`): the method a
    /// closure whose one statement calls a method of its type (`self?.toggleNavbarVisibility()`) names, else
    /// the closure's statements. None when the stream is mapped or merged into another (`.map { _ in Date() }`):
    /// what it triggers is read elsewhere.
    func reactiveHandler(of recognizer: Recognizer, index: SyntaxIndex) -> (Int?, ClosedRange<Int>?) {
        for token in 0..<index.count where index.tokens[token].kind == .identifier && index.isName(token, "rx") {
            guard index.kind(token - 1) == .period, index.kind(token + 1) == .period, index.isName(token + 2, "event"),
                  let owner = index.targetPath(endingAt: token - 2).last, recognizer.names.contains(index.text(Int(owner)))
            else { continue }
            if let scope = recognizer.localScope {
                guard token > Int(index.scopes[scope].open), token < Int(index.scopes[scope].close) else { continue }
            }
            for link in index.chainLinks(after: token + 2) {
                let name = index.text(Int(link.name))
                guard TapGestureAsButtonRule.passingOperators.contains(name) else { break }
                guard name == "subscribe" || name == "bind" || name == "drive" || name == "emit", let call = link.call else { continue }
                let closure: (open: Int, close: Int)?
                if let argument = call.arguments.first(where: { $0.label < 0 || index.isText(Int($0.label), "onNext") }),
                   index.kind(Int(argument.start)) == .leftBrace, let close = index.partner(of: Int(argument.start)) {
                    closure = (Int(argument.start), close)
                } else if let trailing = call.trailingClosures.first {
                    closure = (Int(trailing.open), Int(trailing.close))
                } else {
                    closure = nil
                }
                guard let closure else { break }
                var first = closure.open + 1
                if let scope = index.scope(openedBy: closure.open), index.scopes[scope].signatureEnd >= 0 {
                    first = Int(index.scopes[scope].signatureEnd) + 1
                }
                let last = closure.close - 1
                guard first <= last else { return (nil, nil) }
                return (calledMethod(from: first, through: last, index: index), first...last)
            }
        }
        return (nil, nil)
    }

    /// The name token of the method that tokens `first...last` consist of calling, on `self` or
    /// `self?` or bare, with no arguments (`self?.toggleNavbarVisibility()`), when the type declares it.
    func calledMethod(from first: Int, through last: Int, index: SyntaxIndex) -> Int? {
        var callee = first
        if index.isName(callee, "self") {
            callee += 1
            if index.isOperator(callee, "?") || index.isOperator(callee, "!") { callee += 1 }
            guard index.kind(callee) == .period else { return nil }
            callee += 1
        }
        guard index.tokens[callee].kind == .identifier, let call = index.call(named: callee), call.arguments.isEmpty,
              call.trailingClosures.isEmpty, Int(call.end) == last,
              !index.functions(named: index.text(callee)).isEmpty else { return nil }
        return callee
    }

    /// Whether the recognizer is a stored property's placeholder value, made with no target or action
    /// (`var tapGesture = UITapGestureRecognizer()`) and replaced in the file by another recognizer
    /// assigned to that property (`self.tapGesture = UITapGestureRecognizer(target: self, action: …)`):
    /// the tap a user meets is the replacement's, judged on its own; the placeholder never acts.
    func isReplacedPlaceholder(_ recognizer: Recognizer, creations: [Int], index: SyntaxIndex) -> Bool {
        guard recognizer.localScope == nil, !recognizer.names.isEmpty, recognizer.call.isEmpty,
              index.declarationInitialized(byExpressionAt: Int(recognizer.call.calleeStart)) != nil else { return false }
        for other in creations where other != recognizer.creation {
            guard let replacement = self.recognizer(at: other, index: index), replacement.handler != nil,
                  index.isOperator(Int(replacement.call.calleeStart) - 1, "="),
                  index.declarationInitialized(byExpressionAt: Int(replacement.call.calleeStart)) == nil,
                  !replacement.names.isDisjoint(with: recognizer.names) else { continue }
            return true
        }
        return false
    }
}
