import SwiftUI
import UIKit

/// The base of every route card: each card is one accessibility element named by its route.
class RouteCardBase: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }
}

/// A card whose whole surface is a clear button: activating the card with VoiceOver taps it.
final class RouteCard: RouteCardBase {
    private lazy var surfaceButton: UIButton = {
        let button = UIButton(type: .custom)
        button.addTarget(self, action: #selector(openRoute), for: .touchUpInside)
        button.isAccessibilityElement = false
        return button
    }()

    @objc private func openRoute() {}
}

/// A stack that forwards VoiceOver's activation to whoever set it up.
final class ActivatableStack: UIStackView {
    var onActivate: (() -> Void)?

    override func accessibilityActivate() -> Bool {
        onActivate?()
        return onActivate != nil
    }
}

/// A banner built from a label and a button inside one element: the stack is read and activated as a whole.
final class PermissionBannerProvider: NSObject {
    private lazy var banner: UIStackView = {
        let stack = ActivatableStack(arrangedSubviews: [messageLabel, grantButton])
        stack.onActivate = { [weak self] in self?.grantAccess() }
        stack.isAccessibilityElement = true
        stack.accessibilityLabel = "Allow access to your contacts"
        stack.accessibilityTraits = .button
        return stack
    }()

    private let messageLabel = UILabel()

    private lazy var grantButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Allow", for: .normal)
        button.addTarget(self, action: #selector(grantAccess), for: .touchUpInside)
        button.isAccessibilityElement = false
        return button
    }()

    @objc private func grantAccess() {}
}

/// The same banner in a stack that is not one element: the hidden button is out of reach.
final class RetryBannerProvider: NSObject {
    private lazy var banner: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [messageLabel, retryButton])
        stack.axis = .horizontal
        return stack
    }()

    private let messageLabel = UILabel()

    private lazy var retryButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Retry", for: .normal)
        button.addTarget(self, action: #selector(retry), for: .touchUpInside)
        button.isAccessibilityElement = false // expect: hidden-interactive-element
        return button
    }()

    @objc private func retry() {}
}

/// A settings screen whose detail is pushed from code through a link that draws nothing.
struct DeviceSettingsView: View {
    @State private var showsReset = false

    var body: some View {
        VStack {
            NavigationLink(destination: ResetDeviceView(), isActive: $showsReset) {
                EmptyView()
            }
            .accessibilityHidden(true)
            Button("Reset device…") { showsReset = true }
            NavigationLink(destination: AdvancedSettingsView()) {
                Text("Advanced")
            }
            .accessibilityHidden(true) // expect: hidden-interactive-element
        }
    }
}
