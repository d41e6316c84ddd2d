import SwiftUI
// a11ylint:disable tap-gesture-as-button - legacy screen
struct Row: View {
    var body: some View {
        Text("Open").onTapGesture { open() } // a11ylint:disable:this image-missing-label
        // a11ylint:disable:next all
        Image("logo")
        Image("x") /* a11ylint:disable:previous icon-button-missing-label, nope-rule */
    }
}
// a11ylint:enable tap-gesture-as-button
// a11ylint:enable all
