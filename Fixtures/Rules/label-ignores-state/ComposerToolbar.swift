import SwiftUI

/// The composer's accessory bar: buttons whose icons change with what they will do.
struct ComposerToolbar: View {
    @Binding var isMediaPanelOpen: Bool
    @Binding var isRecording: Bool
    @Binding var isPollOn: Bool
    @Binding var isMuted: Bool
    @Binding var isSecretShown: Bool
    @Binding var scope: SearchScope
    @Binding var isPickerShown: Bool

    var body: some View {
        HStack {
            Button {
                isMediaPanelOpen.toggle()
            } label: {
                Image(systemName: isMediaPanelOpen ? "xmark" : "photo.on.rectangle")
            }
            .accessibilityLabel(NSLocalizedString("Attach photo", comment: "Composer button"))  // expect: label-ignores-state

            Button(action: { isRecording.toggle() }) {
                if isRecording {
                    Image(systemName: "stop.circle.fill")
                } else {
                    Image(systemName: "mic.circle")
                }
            }
            .accessibilityLabel(Text("Record voice note"))  // expect: label-ignores-state

            Button {
                isPollOn.toggle()
            } label: {
                Image(systemName: isPollOn ? "chart.bar.fill" : "chart.bar")
            }
            .accessibilityLabel("Poll")
            .accessibilityAddTraits(isPollOn ? .isSelected : [])

            Button {
                isMuted.toggle()
            } label: {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel("Sound")
            .accessibilityValue(isMuted ? "Off" : "On")

            Button {
                isSecretShown.toggle()
            } label: {
                Image(systemName: isSecretShown ? "eye.slash" : "eye")
            }
            .accessibilityLabel(isSecretShown ? "Hide secret" : "Show secret")

            // The funnel fills half-way while a scope is picked: one function, the picked scope is the chip beside it.
            Button {
                isPickerShown = true
            } label: {
                Image(systemName: scope == .everything ? "triangle" : "triangle.tophalf.filled")
            }
            .accessibilityLabel("Scope")

            // A different glyph is a different state name, whatever region words it has.
            Button {
                isPickerShown.toggle()
            } label: {
                Image(systemName: isPickerShown ? "xmark" : "square.bottomthird.inset.filled")
            }
            .accessibilityLabel("Show scopes")  // expect: label-ignores-state
        }
    }
}
