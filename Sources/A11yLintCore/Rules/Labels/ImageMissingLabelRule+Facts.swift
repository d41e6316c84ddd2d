/// What `image-missing-label` collects from every file in pass 1: how each custom
/// view is used (for the images its `body` shows), and which views are controls
/// named by text (whatever they are given to show is part of that name).
extension ImageMissingLabelRule: CollectingRule {
    /// One file's view uses and named-control views.
    struct FileInfo: Sendable {
        /// Uses of custom views (outside previews) and what VoiceOver makes of the images they show there.
        var useContexts: [(type: String, context: ImageUseContext)] = []
        /// Views whose body is a control named by text.
        var namedControlViews: [String] = []
        /// Views whose body puts their own label closure into a control's label.
        var labelForwardingViews: [String] = []
        /// Content closures a view hides wherever it shows them (`Type.property`, `Type.^k`).
        var hiddenContentClosures: [String] = []
        /// Custom views constructed inside previews, and anywhere else (whatever the use shows).
        var previewUses: Set<String> = []
        var otherUses: Set<String> = []
        /// Member references shown as views (`deviceStatus.systemIcon()` in a stack, or bound by
        /// `if let icon = item.icon { icon }`), by member name, with what VoiceOver makes of them.
        var memberUses: [(name: String, context: ImageUseContext)] = []
        /// Bare member names shown as views in a type's body that this file's part of the type does not
        /// declare (`Type.member`), with what VoiceOver makes of them, for helpers declared in other files.
        var ownHelperUses: [(key: String, context: ImageUseContext)] = []
        /// Functions that set a label on a view they take (`func applyLabel(to view: UIView, …)` assigning
        /// `view.accessibilityLabel`), as `name:position` of that parameter: a view passed there is labeled.
        var labelingHelpers: [String] = []
    }

    /// Every file's view uses and named-control views, merged.
    struct Collected: Sendable {
        /// View type → the distinct contexts of its uses.
        var useContexts: [String: Set<ImageUseContext>] = [:]
        var namedControlViews: Set<String> = []
        var labelForwardingViews: Set<String> = []
        var hiddenContentClosures: Set<String> = []
        var previewUses: Set<String> = []
        var otherUses: Set<String> = []
        /// Member name → the distinct contexts of references to it shown as views, in any file.
        var memberUses: [String: Set<ImageUseContext>] = [:]
        /// `Type.member` → the distinct contexts of bare uses of a helper declared in another file.
        var ownHelperUses: [String: Set<ImageUseContext>] = [:]
        /// Names of functions that label a view they take (see `FileInfo.labelingHelpers`).
        var labelingHelpers: Set<String> = []

        /// The distinct contexts of a view type's uses (outside previews), for the images it shows.
        func contexts(of view: String) -> Set<ImageUseContext> { useContexts[view] ?? [] }

        /// Whether a view is a preview scaffold: constructed only inside previews (`#Preview`, a
        /// `PreviewProvider`) and named as one (`ContactCardPreview`, `PreviewContainer`). It is never
        /// on screen in the app, and neither are the views only it shows. A screen that only its
        /// preview constructs in this project (`AboutScreen`) is a root the app may show from code
        /// this walk cannot see, and stays judged.
        func isPreviewOnly(_ view: String) -> Bool {
            view.contains("Preview") && previewUses.contains(view) && !otherUses.contains(view)
        }
    }

    static func collect(from file: CollectionContext) -> FileInfo {
        let index = file.index
        var info = FileInfo()
        for position in index.declarations.indices
        where index.declarations[position].kind == .variable && index.declarations[position].body >= 0 && index.declarations[position].nameText == "body" {
            let declaration = index.declarations[position]
            guard index.isMember(position), index.isNamedControlBody(Int(declaration.body)) else { continue }
            info.namedControlViews.append(index.declarations[Int(declaration.parent)].nameText)
        }
        info.labelForwardingViews = index.labelForwardingViews()
        if file.mayMention("accessibilityLabel") { info.labelingHelpers = labelingHelpers(in: index) }
        let walker = ImageExposureWalker(index: index)
        info.hiddenContentClosures = index.hiddenContentClosures(walker: walker)
        if let calls = file.viewCalls {
            info.useContexts = walker.useContexts(of: calls, skipping: file.previews)
            info.memberUses = walker.memberUseContexts(skipping: file.previews)
            info.ownHelperUses = walker.ownHelperUseContexts(skipping: file.previews)
            for call in calls {
                let position = Int(call.name)
                let start = index.tokens[position].start
                if file.previews.contains(where: { $0.contains(start) }) {
                    info.previewUses.insert(index.text(position))
                } else {
                    info.otherUses.insert(index.text(position))
                }
            }
        }
        return info
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected()
        for info in infos {
            for use in info.useContexts { collected.useContexts[use.type, default: []].insert(use.context) }
            collected.namedControlViews.formUnion(info.namedControlViews)
            collected.labelForwardingViews.formUnion(info.labelForwardingViews)
            collected.hiddenContentClosures.formUnion(info.hiddenContentClosures)
            collected.previewUses.formUnion(info.previewUses)
            collected.otherUses.formUnion(info.otherUses)
            for use in info.memberUses { collected.memberUses[use.name, default: []].insert(use.context) }
            for use in info.ownHelperUses { collected.ownHelperUses[use.key, default: []].insert(use.context) }
            collected.labelingHelpers.formUnion(info.labelingHelpers)
        }
        return collected
    }

    /// The functions of this file that assign a label to one of their parameters
    /// (`view.accessibilityLabel = label` where `view` is a parameter's internal name), as `name:position`.
    /// `members`: the members that label (the accessibility labels; a bar button item's `title` too).
    static func labelingHelpers(in index: SyntaxIndex, members: Set<String> = LabelEvidence.labels) -> [String] {
        var helpers: Set<String> = []
        for assignment in index.assignments() where assignment.kind == .assign && assignment.target.count == 2 {
            guard let last = assignment.target.last, members.contains(where: { index.isText(Int(last), equalTo: $0) }),
                  let function = index.enclosingFunction(of: Int(last)) else { continue }
            let declaration = index.declarations[function]
            guard declaration.parameters >= 0, let close = index.partner(of: Int(declaration.parameters)) else { continue }
            let receiver = Int(assignment.target[0])
            // A parameter's internal name is the identifier right before its `:`; its position counts the
            // commas of the parameter list before it.
            var position = 0
            for probe in (Int(declaration.parameters) + 1)..<close {
                if index.kind(probe) == .comma, index.enclosingOpener(of: probe) == Int(declaration.parameters) { position += 1 }
                guard index.kind(probe + 1) == .colon, index.kind(probe) == .identifier, index.isSpelledAlike(probe, receiver),
                      index.enclosingOpener(of: probe) == Int(declaration.parameters) else { continue }
                helpers.insert(declaration.nameText + ":" + String(position))
                break
            }
        }
        return helpers.sorted()
    }
}
