/// The screen a field sits on: the names of its folders, file, view types and controllers, which
/// can say that its credentials are not the user's own account (a Kodi host's web-server login,
/// the password that protects a shared link).
extension InputPurposeMissingRule {
    /// Words naming what a screen configures other than the user's account: a server or host they run,
    /// a proxy or network, a shared link, a chat room. Plain `link`/`shared` are not among them
    /// (`LinkEmailView` links the user's own address; `Shared/` holds shared code).
    static let otherSubjectWords: Set<String> = ["host", "hosts", "server", "servers", "proxy", "proxies", "wifi", "ssid",
                                                 "router", "network", "links", "share", "sharing", "room", "rooms"]
    /// Words naming the user's own account; any of them keeps the screen's fields judged (`ServerLoginView`,
    /// `Rooms/SignIn/`).
    static let accountWords: Set<String> = ["login", "logon", "signin", "sign", "signup", "register", "registration",
                                            "auth", "authentication", "authenticate", "account", "accounts",
                                            "onboarding", "welcome", "profile"]

    /// Words of a name: split at anything not a letter or digit, at lower-to-upper steps and before the
    /// last capital of an acronym (`WebDAVAuthentication` → `web`, `dav`, `authentication`), lowercased.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(text.unicodeScalars)
        for (position, scalar) in scalars.enumerated() {
            let isUpper = ("A"..."Z").contains(scalar)
            let isLetter = isUpper || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            var splits = !isLetter
            if isUpper, position > 0 {
                let previous = scalars[position - 1]
                let previousIsUpper = ("A"..."Z").contains(previous)
                let nextIsLower = position + 1 < scalars.count && ("a"..."z").contains(scalars[position + 1])
                splits = ("a"..."z").contains(previous) || ("0"..."9").contains(previous) || previousIsUpper && nextIsLower
            }
            if splits, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if isLetter { current.unicodeScalars.append(scalar) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether names of a field's screen (`names`: folders, file, types, controllers) say it configures a
    /// server, host, network or shared link, and none says it is the user's own sign-in or account.
    static func screenConfiguresOtherSubject(_ names: [Substring]) -> Bool {
        var namesOther = false
        for name in names {
            for word in words(of: String(name)) {
                if accountWords.contains(word) { return false }
                if otherSubjectWords.contains(word) { namesOther = true }
            }
        }
        return namesOther
    }

    /// The names of a Swift field's screen: the file's folders and name, and the types around `token`.
    static func screenNames(of token: Int, index: SyntaxIndex) -> [Substring] {
        var names = index.source.path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        names += index.enclosingTypeNames(of: token).map { Substring($0) }
        return names
    }

    /// The names of an Interface Builder field's screen: the document's folders and name, the classes of
    /// the objects around it (its scene's view controller, a custom cell), their storyboard identifiers,
    /// and the xib's File's Owner class.
    static func screenNames(of object: IBObject, in document: IBDocument) -> [Substring] {
        var names = document.path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        for ancestor in document.ancestors(of: object.index) {
            if let custom = ancestor.customClass { names.append(Substring(custom)) }
            if let identifier = ancestor.attributes["storyboardIdentifier"] { names.append(Substring(identifier)) }
        }
        if document.kind == .xib {
            for placeholder in document.objects(named: "placeholder")
            where placeholder.attributes["placeholderIdentifier"] == "IBFilesOwner" {
                if let custom = placeholder.customClass { names.append(Substring(custom)) }
            }
        }
        return names
    }
}
