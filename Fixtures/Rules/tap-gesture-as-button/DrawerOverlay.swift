import SwiftUI

/// A side drawer over the content. The near-transparent catch area beside the drawer only toggles the
/// drawer's visibility (it exists while the drawer shows): a scrim, closed with the escape gesture. An
/// opaque swatch or a labeled strip that toggles a picker is a fake button.
struct DrawerOverlay: View {
    @Binding var isDrawerVisible: Bool
    @State private var isPalettePresented = false

    var body: some View {
        HStack(spacing: 0) {
            DrawerContent()
                .frame(width: 280)
            ZStack {
                Color.black.opacity(0.001)
                Spacer()
            }
            .onTapGesture {
                withAnimation(.easeOut(duration: 0.2)) {
                    isDrawerVisible.toggle()
                }
            }
            Color.orange
                .frame(width: 44, height: 44)
                .onTapGesture { isPalettePresented.toggle() }  // expect: tap-gesture-as-button
            ZStack {
                Color.gray.opacity(0.2)
                Text("Palette")
            }
            .onTapGesture { isPalettePresented.toggle() }  // expect: tap-gesture-as-button
        }
    }
}

struct DrawerContent: View {
    var body: some View {
        List {
            Text("Inbox")
            Text("Archive")
        }
    }
}
