/// A role in `components:` whose configured names can make a rule run, the way
/// its built-in `triggers` do (`images: [KFImage]` makes an image rule run on a
/// file that shows a `KFImage` and no `Image`).
public enum ComponentRole: Sendable, Hashable {
    case images
    /// `buttons: [PrimaryButton]`: custom views that act as buttons.
    case buttons
}

extension ComponentRoles {
    /// The configured names of some roles, sorted so the name table does not depend on set order.
    public func names(for roles: [ComponentRole]) -> [String] {
        var result: Set<String> = []
        for role in roles {
            switch role {
            case .images: result.formUnion(images)
            case .buttons: result.formUnion(buttons)
            }
        }
        return result.sorted()
    }
}
