extension ImageExposureWalker {
    /// An `Image`-typed helper (`private var icon: Image { … }`, `func badge() -> Image`):
    /// what it returns is shown where the type uses it, so it is judged at those uses in
    /// this file, like a view helper; a helper this file never uses stays a value.
    /// Other image types (`UIImage`, `CGImage`) are data, not views.
    func imageHelperExposure(_ declaration: Int, accompanied: Bool, depth: Int) -> ImageExposure {
        let decl = index.declarations[declaration]
        guard decl.kind == .variable || decl.kind == .function, decl.body >= 0,
              let type = declaredType(of: declaration)?.filter({ !$0.isWhitespace }),
              ["Image", "Image?", "SwiftUI.Image", "SwiftUI.Image?"].contains(type) else { return .value }
        return helper(declaration, accompanied: accompanied, depth: depth)
    }
}
