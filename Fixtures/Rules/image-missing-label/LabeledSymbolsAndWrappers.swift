import SwiftUI
import UIKit

extension UIImage {
    /// A symbol image that carries its own spoken name.
    static func badge(_ name: String, accessibilityLabel: String) -> UIImage? {
        let image = UIImage(systemName: name)
        image?.accessibilityLabel = accessibilityLabel
        return image
    }
}

enum StatusIndicators {
    static func favorite() -> UIView {
        let imageView = UIImageView(image: .badge("star.fill", accessibilityLabel: "Favorite"))
        imageView.isAccessibilityElement = true
        return imageView
    }

    static func sync(isCurrent: Bool) -> UIView {
        let image: UIImage?
        if isCurrent {
            image = .badge("checkmark.icloud", accessibilityLabel: "Synced")
        } else {
            image = .badge("exclamationmark.icloud", accessibilityLabel: "Not synced")
        }
        let imageView = UIImageView(image: image)
        imageView.isAccessibilityElement = true
        return imageView
    }

    static func plain() -> UIView {
        let imageView = UIImageView(image: UIImage(named: "stamp"))
        imageView.isAccessibilityElement = true  // expect: image-missing-label
        return imageView
    }
}

/// A toggle that runs an async action; callers give it any label.
struct AsyncToggle<Label: View>: View {
    @Binding var isOn: Bool
    var action: (Bool) async -> Void
    @ViewBuilder var label: () -> Label

    var body: some View {
        let binding = Binding(get: { isOn }, set: { value in
            isOn = value
            Task { await action(value) }
        })
        Toggle(isOn: binding) {
            label()
        }
    }
}

struct RoomSettings: View {
    @State private var lobby = false
    @State private var guests = false

    var body: some View {
        Form {
            AsyncToggle(isOn: $lobby, action: { _ in }) {
                HStack {
                    Image("lobby")
                    Text("Lobby")
                }
            }
            AsyncToggle(isOn: $guests, action: { _ in }) {
                Image("guests")  // expect: image-missing-label
            }
            AsyncToggle(isOn: $guests, action: { _ in }, label: {
                IconRow(icon: Image("guests")) { Text("Guests") }
            })
        }
    }
}

/// An image-typed helper is judged where the view shows it.
struct TicketStub: View {
    let isValid: Bool

    var body: some View {
        VStack {
            stamp
            Label { Text("Valid") } icon: { seal }
        }
    }

    private var stamp: Image {
        Image(isValid ? "stamp-valid" : "stamp-void")  // expect: image-missing-label
    }

    private var seal: Image {
        Image("seal")
    }

    /// Never shown by this view: a value handed elsewhere.
    func shareImage() -> Image {
        Image("ticket-share")
    }
}

/// A row that shows an icon beside its content.
struct IconRow<Content: View>: View {
    let icon: Image
    @ViewBuilder var content: () -> Content

    var body: some View {
        HStack {
            icon
            content()
        }
    }
}
