import UIKit

/// The first screen after install (Onboarding.storyboard).
final class WelcomeViewController: UIViewController {
    /// Clear-tinted in the storyboard; nothing here hides it from VoiceOver.
    @IBOutlet private weak var skipButton: UIButton!
    @IBOutlet private weak var getStartedButton: UIButton!

    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        getStartedButton.layer.cornerRadius = 12
        getStartedButton.titleLabel?.adjustsFontForContentSizeCategory = true
        skipButton.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
    }

    @IBAction private func getStarted(_ sender: UIButton) { onFinish?() }
    @IBAction private func skip(_ sender: UIButton) { onFinish?() }
    @IBAction private func showPrivacy(_ sender: UIButton) {}
    @IBAction private func signIn(_ sender: UIBarButtonItem) {}
}
