/// What a rule sees of one storyboard or xib: the parsed document, its source,
/// and the project model (label aliases, outlets' Swift properties and what
/// code writes to them).
public struct InterfaceBuilderContext: Sendable {
    public let document: IBDocument
    public let source: SourceFile
    public let project: ProjectModel
    public let components: ComponentRoles

    public init(document: IBDocument, source: SourceFile, project: ProjectModel, components: ComponentRoles) {
        self.document = document
        self.source = source
        self.project = project
        self.components = components
    }

    /// A finding at an object's start tag.
    public func finding(at object: IBObject, message: String, fix: String? = nil, severity: Severity? = nil) -> RuleFinding {
        RuleFinding(range: object.range, message: message, fix: fix, severity: severity)
    }
}
