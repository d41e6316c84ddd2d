/// What a rule sees of one storyboard or xib: its source, and the project
/// model (label aliases, outlets' Swift properties and what code writes to them).
public struct InterfaceBuilderContext: Sendable {
    public let source: SourceFile
    public let project: ProjectModel
    public let components: ComponentRoles

    public init(source: SourceFile, project: ProjectModel, components: ComponentRoles) {
        self.source = source
        self.project = project
        self.components = components
    }
}
