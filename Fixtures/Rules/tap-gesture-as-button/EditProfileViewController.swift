import UIKit

/// Edits the signed-in member's name, bio and accent color.
final class EditProfileViewController: UIViewController, UITextViewDelegate {
    private let viewModel: EditProfileViewModel
    private let nameField = UITextField()
    private let bioTextView = UITextView()
    private let bioContainer = UIView()
    private let dimmingView = UIView()
    private let colorPicker = AccentColorPickerView()
    private let ratingControl = RatingControl()
    private let bioHeader = CollapsibleSectionHeader(title: String(localized: "About you"))
    private let interestsChip = ChipView(title: String(localized: "Interests"))

    // Kept for a "tap to retry" state that was never shipped; nothing attaches it.
    private let retryTap = UITapGestureRecognizer(target: nil, action: nil)

    /// A promotional banner; the whole banner opens the upgrade screen.
    private lazy var upgradeBanner: UIView = {
        let banner = UIView()
        banner.backgroundColor = .secondarySystemBackground
        banner.layer.cornerRadius = 12
        let tap = UITapGestureRecognizer(target: self, action: #selector(openUpgrade))  // expect: tap-gesture-as-button
        banner.addGestureRecognizer(tap)
        return banner
    }()

    init(viewModel: EditProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Edit Profile")
        view.backgroundColor = .systemBackground

        // Tapping anywhere outside a field closes the keyboard.
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))

        // The grey area around the bio moves focus into the text view.
        bioContainer.addSubview(bioTextView)
        bioContainer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focusBio)))

        // The scrim behind the color picker closes it.
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeColorPicker)))

        // RatingControl is a UIControl: it is already adjustable and announced as such.
        ratingControl.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(ratingTapped)))

        bioHeader.onToggle = { [weak self] in self?.bioContainer.isHidden.toggle() }
        interestsChip.onSelect = { [weak self] in self?.viewModel.editInterests() }

        let stack = UIStackView(arrangedSubviews: [nameField, bioHeader, bioContainer, interestsChip, ratingControl,
                                                   upgradeBanner])
        stack.axis = .vertical
        stack.spacing = 16
        view.addSubview(stack)
        view.addSubview(dimmingView)
        view.addSubview(colorPicker)
        retryTap.isEnabled = false
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
    }

    @objc private func focusBio() {
        bioTextView.becomeFirstResponder()
    }

    @objc private func closeColorPicker() {
        UIView.animate(withDuration: 0.2) {
            self.dimmingView.alpha = 0
            self.colorPicker.alpha = 0
        }
    }

    @objc private func ratingTapped() {
        viewModel.recordRatingInteraction()
    }

    @objc private func openUpgrade() {
        viewModel.showUpgrade()
    }

}

@MainActor
final class EditProfileViewModel {
    var name = ""
    var bio = ""
    func editInterests() {}
    func recordRatingInteraction() {}
    func showUpgrade() {}
}
