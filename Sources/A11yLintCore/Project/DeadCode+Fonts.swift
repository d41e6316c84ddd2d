/// Font constants nobody reads (`DeadCode.swift`): a stored property whose whole initializer makes a font
/// (`let heading4 = UIFont.systemFont(ofSize: 20, weight: .bold)`, `static let caption = Font.system(size: 11)`) and
/// whose name live code uses nowhere. Making a font has no effect of its own, so a font nobody reads styles no
/// text: an unused entry of a font table (`struct Fonts { … }`), a leftover of a redesign.
///
/// Any other stored property stays alive however unused (its initializer may register an observer or start a
/// task). Uses are counted by name, as for every dead declaration: a key path (`\.heading4`), a memberwise
/// initializer's label (`Fonts(heading4: …)`), a string spelling the name, or another type's member of the same name
/// keeps the constant alive.
extension SyntaxIndex {
    /// The callee names whose call makes a font and nothing else.
    static let fontConstructors: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont",
        "system", "custom", "preferredFont",
    ]

    /// Whether the declaration is a stored constant or variable (no accessors, no observers) whose initializer is one
    /// font constructor call: `UIFont.systemFont(ofSize: 14)`, `.boldSystemFont(ofSize: 15)`, `Font.system(size: 12)`,
    /// `UIFont(name: "Avenir", size: 12)!` (with `!` or `?? fallback` made the same way).
    func isFontConstant(_ position: Int) -> Bool {
        let declaration = declarations[position]
        guard declaration.kind == .variable, declaration.body < 0, declaration.initializerStart >= 0 else { return false }
        var first = Int(declaration.initializerStart)
        let last = Int(declaration.initializerEnd)
        guard first <= last, last - first < 80 else { return false }
        while first <= last {
            guard let close = fontCall(startingAt: first, through: last) else { return false }
            // `UIFont(name: "Avenir", size: 12)!`, `UIFont(name: "Avenir", size: 12) ?? .systemFont(ofSize: 12)`.
            var next = close + 1
            if next <= last, isOperator(next, "!") { next += 1 }
            if next > last { return true }
            guard isOperator(next, "??") else { return false }
            first = next + 1
        }
        return false
    }

    /// The closing parenthesis of the font constructor call starting at `first` (`UIFont.systemFont(…)`,
    /// `.system(…)`, `SwiftUI.Font.custom(…)`, `UIFont(…)`), when it ends by `last`.
    func fontCall(startingAt first: Int, through last: Int) -> Int? {
        var probe = first
        // A qualifying path of type names (`UIFont`, `SwiftUI.Font`), or a leading `.` (implicit member).
        while probe + 1 <= last, kind(probe) == .identifier, kind(probe + 1) == .period,
              isText(probe, "UIFont") || isText(probe, "Font") || isText(probe, "NSFont") || isText(probe, "SwiftUI") {
            probe += 2
        }
        if probe == first, kind(probe) == .period { probe += 1 }
        guard probe + 1 <= last, kind(probe) == .identifier, kind(probe + 1) == .leftParen else { return nil }
        let isConstructor = probe > first && kind(probe - 1) == .period
            ? Self.fontConstructors.contains(text(probe))
            : isText(probe, "UIFont") || isText(probe, "NSFont")
        guard isConstructor, let close = partner(of: probe + 1), close <= last else { return nil }
        return close
    }
}
