/// Screens locked to portrait or to landscape.
struct OrientationLockedRule: Rule {
    static let metadata = RuleMetadata(
        id: "orientation-locked",
        summary: "A screen is locked to portrait or to landscape.",
        rationale: """
            People who mount an iPad or iPhone on a wheelchair or bed, or who cannot rotate the device, \
            need the app to work in the orientation the device is in (WCAG 1.3.4). Reported: an override of \
            `supportedInterfaceOrientations`, an `application(_:supportedInterfaceOrientationsFor:)` or a \
            view modifier `.supportedInterfaceOrientations(…)` whose every result is a portrait-only \
            (`.portrait`, `[.portrait, .portraitUpsideDown]`) or landscape-only mask; one that locks only on \
            one idiom (`userInterfaceIdiom == .pad ? … : .portrait`) is reported as `info`. Not reported: \
            masks from variables or user settings (a reader's own orientation lock is the user's choice), \
            `.all`, `.allButUpsideDown`, and macOS-only code. Opt-in: WCAG exempts orientations that are \
            essential (a camera scanner, a piano, a game designed for one orientation), which the source \
            cannot tell, and locks set in Info.plist (`UISupportedInterfaceOrientations`) are not read.
            """,
        fix: """
            Return `.all` (or `.allButUpsideDown` on iPhone) and let Auto Layout, size classes or \
            `ViewThatFits` adapt the layout; keep a lock only where the orientation is essential and say \
            so in a comment.
            """,
        severity: .warning,
        wcag: ["1.3.4"],
        frameworks: [.uiKit, .swiftUI],
        isOptIn: true,
        precision: .medium,
        triggeringExamples: [
            Example("""
                final class SignUpViewController: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """),
            Example("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, ↓supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        return [.portrait, .portraitUpsideDown]
                    }
                }
                """),
            Example("""
                struct DoseEntryView: View {
                    var body: some View {
                        Form { Text("Dose") }.↓supportedInterfaceOrientations(.portrait)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class ReaderViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        switch settings.orientation {
                        case .portrait: return .portrait
                        case .any: return .all
                        }
                    }
                }
                """),
            Example("""
                final class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                }
                """),
        ])

    static let triggers = ["supportedInterfaceOrientations", "supportedInterfaceOrientationsFor"]
    static let lookups = Platforms.lookups + ["userInterfaceIdiom"]

    init(options: NoOptions) {}

    /// Masks that lock one orientation family.
    static let portraitMasks: Set<String> = ["portrait", "portraitUpsideDown"]
    static let landscapeMasks: Set<String> = ["landscape", "landscapeLeft", "landscapeRight"]

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in OrientationLockedRule.triggers {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard !index.isExcludedFromIOS(token) else { continue }
                // `.supportedInterfaceOrientations(.portrait)`: a project's own view modifier.
                if index.kind(token - 1) == .period, let call = index.call(named: token), call.arguments.count == 1,
                   let argument = call.arguments.first, let mask = lockedMask(from: Int(argument.start), through: Int(argument.end), index: index) {
                    findings.append(file.finding(from: token, through: token, message: OrientationLockedRule.message(mask: mask)))
                    continue
                }
                guard let (anchor, body) = declarationBody(at: token, index: index) else { continue }
                let results = returnedValues(from: body.open + 1, through: body.close - 1, index: index)
                guard !results.isEmpty else { continue }
                let masks = results.map { lockedMask(from: $0.first, through: $0.last, index: index) }
                if masks.allSatisfy({ $0 != nil }), let mask = masks.first ?? nil {
                    findings.append(file.finding(from: anchor, through: anchor, message: OrientationLockedRule.message(mask: mask)))
                } else if let mask = masks.compactMap({ $0 }).first,
                          file.containsName("userInterfaceIdiom", from: body.open, through: body.close) {
                    findings.append(file.finding(from: anchor, through: anchor, message: OrientationLockedRule.message(mask: mask),
                                                 severity: .info))
                }
            }
        }
        guard !findings.isEmpty, !file.isMacOnly else { return [] }
        return findings
    }

    /// For `override var supportedInterfaceOrientations … { … }` or
    /// `func application(_:supportedInterfaceOrientationsFor:) … { … }`: the token to report
    /// and the body's braces.
    func declarationBody(at token: Int, index: SyntaxIndex) -> (anchor: Int, body: (open: Int, close: Int))? {
        let declaration: Int
        if index.isName(token, "supportedInterfaceOrientationsFor") {
            // The argument label of `func application(_:supportedInterfaceOrientationsFor:)`.
            guard let paren = index.enclosingOpener(of: token), index.kind(paren) == .leftParen,
                  let function = index.declaration(namedBy: paren - 1), index.declarations[function].kind == .function,
                  index.declarations[function].nameText == "application" else { return nil }
            declaration = function
        } else {
            guard let property = index.declaration(namedBy: token), index.declarations[property].kind == .variable,
                  index.declarations[property].modifiers.contains(.isOverride) else { return nil }
            declaration = property
        }
        let found = index.declarations[declaration]
        guard found.body >= 0 else { return nil }
        let scope = index.scopes[Int(found.body)]
        // A delegate method is reported at its `supportedInterfaceOrientationsFor` label (its signature may span lines).
        return (found.kind == .function ? token : Int(found.name), (Int(scope.open), Int(scope.close)))
    }

    /// The value tokens of each `return` in `first...last` (nested closures skipped), or the
    /// whole body when it is a single expression.
    func returnedValues(from first: Int, through last: Int, index: SyntaxIndex) -> [(first: Int, last: Int)] {
        guard first <= last else { return [] }
        var values: [(first: Int, last: Int)] = []
        var probe = first
        while probe <= last {
            if index.kind(probe) == .leftBrace, let scope = index.scope(openedBy: probe), index.scopes[scope].kind == .closure {
                probe = Int(index.scopes[scope].close) + 1
                continue
            }
            if index.isName(probe, "return") {
                let end = index.expressionEnd(from: probe + 1)
                if end > probe { values.append((probe + 1, end)) }
                probe = max(end, probe) + 1
                continue
            }
            probe += 1
        }
        // `{ .portrait }`; an `if`/`switch` expression without `return` is not read.
        if values.isEmpty, !index.contains("if", from: first, through: last), !index.contains("switch", from: first, through: last),
           !index.contains("guard", from: first, through: last) {
            values.append((first, last))
        }
        return values
    }

    /// `portrait` or `landscape` when `first...last` is a mask literal of one orientation family
    /// (`.portrait`, `UIInterfaceOrientationMask.landscapeLeft`, `[.portrait, .portraitUpsideDown]`).
    func lockedMask(from first: Int, through last: Int, index: SyntaxIndex) -> String? {
        guard first <= last else { return nil }
        var names: [String] = []
        for probe in first...last {
            switch index.kind(probe) {
            case .identifier:
                let text = index.text(probe)
                if text == "UIInterfaceOrientationMask" { continue }
                guard index.kind(probe - 1) == .period else { return nil }
                names.append(text)
            case .period, .leftSquare, .rightSquare, .comma:
                continue
            default:
                return nil
            }
        }
        guard !names.isEmpty else { return nil }
        if names.allSatisfy(OrientationLockedRule.portraitMasks.contains) { return "portrait" }
        if names.allSatisfy(OrientationLockedRule.landscapeMasks.contains) { return "landscape" }
        return nil
    }

    /// The message.
    static func message(mask: String) -> String {
        "This screen only supports \(mask): people whose device is mounted or who cannot rotate it get it sideways."
    }
}
