import SwiftUI

/// The owner's profile header in the dog-walking app: avatar, name, the
/// favourite walks and a menu of actions.
struct ProfileView: View {
    let owner: Owner
    @State private var isShowingMenu = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                Image("avatar-placeholder")
                    .resizable()
                    .frame(width: 48, height: 48)
                    .clipShape(Circle())
                VStack(alignment: .leading) {
                    Text(owner.name)
                        .font(.headline)
                    Text("Membre depuis \(owner.joinedYear)")
                        .font(.system(size: 11))
                        .foregroundStyle(.secondary)
                }
            }
            Text("Balades préférées 🐶").font(.title3).onTapGesture { isShowingMenu = true }
            HStack {
                Image("paw")
                Text("\(owner.walkCount) walks")
                Image("paw")
            }
        }
        .confirmationDialog("Profile", isPresented: $isShowingMenu) {
            Button("Edit profile") { owner.beginEditing() }
            Button("Share profile") { owner.share() }
        }
    }
}
