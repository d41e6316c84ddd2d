// Compiled in the macOS target only (the type itself is declared under #if os(macOS)).
import SwiftUI

extension SidebarRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, alignment: .leading)
            .foregroundStyle(isSelected ? Color.accentColor : Color.primary)
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
