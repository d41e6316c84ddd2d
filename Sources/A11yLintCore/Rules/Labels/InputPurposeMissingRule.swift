/// A field for the user's email, password, username, one-time code, phone or name without a text content type.
struct InputPurposeMissingRule: Rule {
    static let metadata = RuleMetadata(
        id: "input-purpose-missing",
        summary: "A login, email, password, one-time-code, phone or name field declares no text content type.",
        rationale: """
            The text content type is how iOS knows what a field is for: with it, AutoFill offers the saved \
            email, password, one-time code from Messages or contact details, so people with motor, memory \
            or cognitive disabilities (and Switch Control and Voice Control users, for whom every typed \
            character is work) do not have to type them; without it they must. The purpose is read from the \
            field's binding or property name, its title, prompt or placeholder (email, password/passcode, \
            new/confirm password, username/login, one-time/verification code, OTP, phone, first/last/full/\
            given/family name). Reported as `info` (the purpose is inferred from names): SwiftUI \
            `TextField`/`SecureField` without `.textContentType` on them or a view around them; UIKit \
            `UITextField`s created in code whose `textContentType` is never set (any file of the type); \
            Interface Builder text fields (iOS storyboards and xibs, not hidden) with no content type in their \
            text input traits, unless code sets it through the outlet. Not reported: fields on a screen named for another subject (the file, its folders, the types around the field, or the xib/storyboard, its classes and File's Owner name a host, server, proxy, Wi-Fi, network, share links or rooms, and none names login, sign-in, account or onboarding); fields for servers, proxies, Wi-Fi, API keys, secrets, tokens and certificate files (`.p12` passwords; named by the \
            field's title, prompt or binding path, `$server.password`, or by what the view's callers in the file \
            pass for its `@Binding`); \
            `@IBOutlet` fields in Swift (their storyboard is judged instead); a field that is `.disabled(true)` (on \
            it or a view around it), which only shows a value nobody types; a field returned by a function or \
            computed property whose every use in the file applies `.textContentType(…)` to the result \
            (`emailField().textContentType(.emailAddress)`). Known false positives: fields \
            whose names mention a purpose they do not collect; known false negatives: purposes only in \
            localized strings, and fields configured through helper functions.
            """,
        fix: """
            Declare the purpose: `.textContentType(.emailAddress)`, `.password`, `.newPassword`, `.username`, \
            `.oneTimeCode`, `.telephoneNumber`, `.givenName`/`.familyName`/`.name`; in UIKit \
            `field.textContentType = .emailAddress`; in Interface Builder set Content Type in the Text Input \
            Traits.
            """,
        severity: .info,
        wcag: ["1.3.5"],
        frameworks: [.swiftUI, .uiKit, .interfaceBuilder],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct SignInView: View {
                    @State private var email = ""
                    @State private var password = ""
                    var body: some View {
                        ↓TextField("Email", text: $email)
                        ↓SecureField("Password", text: $password)
                    }
                }
                """),
            Example("""
                final class SignUpViewController: UIViewController {
                    let ↓emailField = UITextField()
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct SignInView: View {
                    @State private var email = ""
                    @State private var password = ""
                    var body: some View {
                        TextField("Email", text: $email).textContentType(.emailAddress)
                        SecureField("Password", text: $password).textContentType(.password)
                        TextField("Server", text: $serverURL)
                    }
                }
                """),
            Example("""
                final class SignUpViewController: UIViewController {
                    let emailField = UITextField()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emailField.textContentType = .emailAddress
                    }
                }
                """),
        ])

    static let triggers = ["TextField", "SecureField", "UITextField"]

    init(options: NoOptions) {}

    /// What a field collects.
    enum Purpose: String { case email, password, newPassword, username, oneTimeCode, phone, personName }

    /// Words that show a field is not for the user's own data.
    static let excludedWords: Set<String> = ["server", "proxy", "wifi", "ssid", "api", "secret", "token", "key", "host",
                                             "url", "search", "filter", "iphone", "device", "instance", "playlist",
                                             // the password of a certificate or key file, not of the user's account
                                             "p12", "pkcs12", "pfx", "certificate", "cert", "keystore"]
    /// Words naming a key or certificate file whose password a field asks for: any of the field's texts
    /// (its title, prompt or binding, `$p12Password`) naming one vetoes the others ("Enter Password").
    static let keyFileWords: Set<String> = ["p12", "pkcs12", "pfx", "certificate", "cert", "keystore", "secret"]

    /// The purpose named by a name or text: camelCase, snake_case, dots and spaces split into words.
    static func purpose(of text: String) -> Purpose? {
        let words = self.words(of: text)
        let set = Set(words)
        guard set.isDisjoint(with: excludedWords) else { return nil }
        if set.contains("otp") || set.contains("totp") || words.contains("verification") && set.contains("code")
            || words.contains("one") && words.contains("time") && set.contains("code") || set.contains("onetimecode") {
            return .oneTimeCode
        }
        if set.contains("email") || set.contains("mail") && set.contains("e") { return .email }
        if set.contains("password") || set.contains("passcode") || set.contains("passwd") {
            return set.contains("new") || set.contains("confirm") || set.contains("confirmation") || set.contains("repeat")
                ? .newPassword : .password
        }
        // `User name`, `userName`: the two words side by side (`User Mode Name` names a mode, not an account).
        if set.contains("username") || set.contains("login")
            || words.indices.dropLast().contains(where: { words[$0] == "user" && words[$0 + 1] == "name" }) { return .username }
        // `iPhone` splits into `i`, `phone`: a device, not a number.
        if set.contains("telephone") || set.contains("phone") && !words.indices.contains(where: { words[$0] == "phone" && $0 > 0 && words[$0 - 1] == "i" }) {
            return .phone
        }
        if set.contains("name"), !set.isDisjoint(with: ["first", "last", "full", "given", "family"]) { return .personName }
        if set.contains("firstname") || set.contains("lastname") || set.contains("fullname") { return .personName }
        return nil
    }

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in ["TextField", "SecureField"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.refersToSwiftUIType(at: token), let call = index.call(named: token), call.open >= 0,
                      index.declaration(namedBy: token) == nil, let purpose = purpose(of: call, index: index) else { continue }
                if setsContentType(call, index: index) || isDisabled(call, index: index)
                    || usesSetContentType(call, index: index)
                    || InputPurposeMissingRule.screenConfiguresOtherSubject(InputPurposeMissingRule.screenNames(of: token, index: index)) {
                    continue
                }
                findings.append(file.finding(from: token, through: token, message: InputPurposeMissingRule.message(purpose: purpose)))
            }
        }
        findings += checkUIKit(file)
        return findings
    }

    /// The purpose of a SwiftUI field from its title, prompt and binding.
    func purpose(of call: CallSite, index: SyntaxIndex) -> Purpose? {
        var texts: [String] = []
        if let title = call.arguments.first, title.label < 0 {
            for token in Int(title.start)...Int(title.end) where index.kind(token) == .stringSegment { texts.append(index.text(token)) }
        }
        if let prompt = index.argument(call, labeled: "prompt") {
            for token in Int(prompt.start)...Int(prompt.end) where index.kind(token) == .stringSegment { texts.append(index.text(token)) }
        }
        // What the field shows decides first, then its binding (`$model.email` → `email`, its last name).
        if let binding = index.argument(call, labeled: "text") {
            var last = Int(binding.end)
            while last > Int(binding.start), index.kind(last) != .identifier && index.kind(last) != .dollarIdentifier { last -= 1 }
            texts.append(index.text(last))
        }
        // The first text that names a purpose decides; a text naming an excluded use (server, API key) vetoes.
        var found: Purpose?
        for text in texts {
            if let purpose = InputPurposeMissingRule.purpose(of: text) {
                found = found ?? purpose
            } else if InputPurposeMissingRule.isExcluded(text)
                || !Set(InputPurposeMissingRule.words(of: text)).isDisjoint(with: InputPurposeMissingRule.keyFileWords) {
                return nil
            }
        }
        // The binding's path (`$server.password`) or, for a `@Binding` of this view, what its callers in
        // the file pass for it (`PasswordRow(password: $host.password)`), may name the server it belongs to.
        if found != nil, let binding = index.argument(call, labeled: "text"),
           namesExcludedUse(from: Int(binding.start), through: Int(binding.end), index: index)
            || callersPassExcludedUse(binding, call: call, index: index) {
            return nil
        }
        return found
    }

    /// Whether an identifier in `first...last` names a server, host or other excluded use (`$server`, `hostConfig`).
    func namesExcludedUse(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first <= last else { return false }
        return (first...last).contains { token in
            guard index.kind(token) == .identifier else { return false }
            return InputPurposeMissingRule.isExcluded(index.text(token)) || index.text(token).lowercased().contains("host")
        }
    }

    /// Whether the field's binding is a `@Binding` property of the enclosing view (`$password`) and a call of
    /// that view in this file passes, for it, a path naming an excluded use (`Row(password: $server.password)`).
    func callersPassExcludedUse(_ binding: Argument, call: CallSite, index: SyntaxIndex) -> Bool {
        let start = Int(binding.start)
        guard start == Int(binding.end), index.kind(start) == .identifier, index.text(start).hasPrefix("$"),
              let type = index.enclosingType(of: Int(call.name)), index.declarations[type].name >= 0 else { return false }
        let property = String(index.text(start).dropFirst())
        guard index.members(of: type).contains(where: { member in
            index.declarations[member].kind == .variable && index.declarations[member].nameText == property
                && index.attributeNames(of: member).contains("Binding")
        }) else { return false }
        let typeName = Int(index.declarations[type].name)
        for token in 0..<index.count where token != typeName && index.isSpelledAlike(token, typeName) {
            guard index.kind(token - 1) != .period, let use = index.call(named: token),
                  let passed = use.arguments.first(where: { $0.label >= 0 && index.isText(Int($0.label), equalTo: property) })
            else { continue }
            if namesExcludedUse(from: Int(passed.start), through: Int(passed.end), index: index) { return true }
        }
        return false
    }

    /// Whether a text names a use that is not the user's own data (`serverPassword`, "API key").
    static func isExcluded(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["server", "proxy", "wifi", "wi-fi", "api", "secret", "token"].contains { lowered.contains($0) }
    }

    /// Whether the field or a view around it has `.textContentType`.
    func setsContentType(_ call: CallSite, index: SyntaxIndex) -> Bool {
        if index.chainLinks(ofCall: call).contains(where: { index.isText(Int($0.name), "textContentType") }) { return true }
        return index.enclosingCalls(of: Int(call.name)).contains { enclosing in
            index.chainLinks(ofCall: enclosing).contains { index.isText(Int($0.name), "textContentType") }
        }
    }

    /// Whether the field or a view around it is `.disabled(true)`: it only shows a value, nobody types
    /// into it, so AutoFill has nothing to fill.
    func isDisabled(_ call: CallSite, index: SyntaxIndex) -> Bool {
        let disables: (ChainLink) -> Bool = { link in
            guard index.isText(Int(link.name), "disabled"), let modifier = link.call, modifier.arguments.count == 1,
                  let argument = modifier.arguments.first, argument.start == argument.end else { return false }
            return index.isText(Int(argument.start), "true")
        }
        if index.chainLinks(ofCall: call).contains(where: disables) { return true }
        return index.enclosingCalls(of: Int(call.name)).contains { index.chainLinks(ofCall: $0).contains(where: disables) }
    }

    /// Whether the field is what a function or computed property returns (`func emailField() -> some View
    /// { TextField(…) }`) and every use of that member in the file applies `.textContentType(…)` to the
    /// result (`emailField().textContentType(.emailAddress)`): the content type reaches the field.
    func usesSetContentType(_ call: CallSite, index: SyntaxIndex) -> Bool {
        guard let member = index.enclosingFunction(of: Int(call.name)), index.declarations[member].name >= 0,
              index.declarations[member].kind == .function || index.declarations[member].kind == .variable else { return false }
        let nameToken = Int(index.declarations[member].name)
        // Only members named like a field builder are followed (`body` and the like are not called by name).
        guard !index.isText(nameToken, "body") else { return false }
        var uses = 0
        for token in 0..<index.count where token != nameToken && index.kind(token) == .identifier
            && index.isSpelledAlike(token, nameToken) {
            guard index.declaration(namedBy: token) == nil else { continue }
            guard index.kind(token - 1) != .period || index.isText(token - 2, "self") else { return false }
            var end = token
            if index.kind(token + 1) == .leftParen, let close = index.partner(of: token + 1) { end = close }
            guard index.chainLinks(after: end).contains(where: { index.isText(Int($0.name), "textContentType") }) else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// UIKit text fields created in code (`let emailField = UITextField()`) whose content type is never set.
    func checkUIKit(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "UITextField") {
            let token = Int(occurrence)
            // The initializer of a `let`/`var`: `name = UITextField(` or `name: UITextField = UITextField(`.
            guard index.kind(token + 1) == .leftParen, index.kind(token - 1) != .period,
                  let declaration = declaration(initializedAt: token, index: index) else { continue }
            let nameToken = Int(index.declarations[declaration].name)
            let name = index.declarations[declaration].nameText
            guard nameToken >= 0, let purpose = InputPurposeMissingRule.purpose(of: name) else { continue }
            let writes: [MemberWrite]
            if let owner = index.enclosingType(of: nameToken), index.declarations[declaration].parent == Int32(owner) {
                writes = file.project.writes(in: index.declarations[owner].nameText, receiver: name)
            } else {
                writes = index.writes(to: ObjectBinding(names: [name], localScope: index.innermostScope(containing: nameToken)),
                                      project: file.project)
            }
            if writes.contains(where: { $0.member == "textContentType" })
                || InputPurposeMissingRule.screenConfiguresOtherSubject(InputPurposeMissingRule.screenNames(of: nameToken, index: index)) {
                continue
            }
            findings.append(file.finding(from: nameToken, through: nameToken, message: InputPurposeMissingRule.message(purpose: purpose)))
        }
        return findings
    }

    /// The variable declaration whose initializer starts at token `start`.
    func declaration(initializedAt start: Int, index: SyntaxIndex) -> Int? {
        guard index.isOperator(start - 1, "=") else { return nil }
        var name = start - 2
        // `let field: UITextField = UITextField()`: step back over the annotation.
        if index.kind(name) == .identifier, index.kind(name - 1) == .colon { name -= 2 }
        guard let declaration = index.declaration(namedBy: name), index.declarations[declaration].kind == .variable else { return nil }
        return declaration
    }

    /// Interface Builder text fields with no content type.
    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        let document = context.document
        // iOS documents only: a Mac `textField` is usually a label, and AppKit's content types are few.
        guard document.isCocoaTouch else { return [] }
        var findings: [RuleFinding] = []
        for object in document.objects where object.elementName == "textField" && !object.isHidden {
            let traits = object.properties["textInputTraits"]?.attributes ?? [:]
            if let type = traits["textContentType"], !type.isEmpty { continue }
            let outlets = document.outlets(to: object.id)
            var texts = [object.attributes["placeholder"] ?? "", object.userLabel ?? ""]
            texts += outlets.compactMap(\.property)
            var found: Purpose?
            var excluded = false
            for text in texts where !text.isEmpty {
                if let purpose = InputPurposeMissingRule.purpose(of: text) { found = found ?? purpose }
                else if InputPurposeMissingRule.isExcluded(text) { excluded = true }
            }
            if traits["secureTextEntry"] == "YES", found == nil, !excluded { found = .password }
            guard let purpose = found, !excluded else { continue }
            // Set in code through an outlet.
            let setInCode = outlets.contains { connection in
                guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return false }
                return context.project.writes(in: owner, receiver: property).contains { $0.member == "textContentType" }
            }
            if setInCode || InputPurposeMissingRule.screenConfiguresOtherSubject(
                InputPurposeMissingRule.screenNames(of: object, in: document)) { continue }
            findings.append(context.finding(at: object, message: InputPurposeMissingRule.message(purpose: purpose)))
        }
        return findings
    }

    /// The message.
    static func message(purpose: Purpose) -> String {
        let what: String
        switch purpose {
        case .email: what = "an email address"
        case .password: what = "a password"
        case .newPassword: what = "a new password"
        case .username: what = "a username"
        case .oneTimeCode: what = "a one-time code"
        case .phone: what = "a phone number"
        case .personName: what = "a name"
        }
        return "This field asks for \(what) but declares no text content type, so AutoFill cannot fill it in; "
            + "set textContentType."
    }
}
