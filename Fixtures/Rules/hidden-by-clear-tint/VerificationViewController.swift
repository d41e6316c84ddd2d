import UIKit

/// Asks for the code sent by text message; "Resend" waits out a countdown.
final class VerificationViewController: UIViewController {
    @IBOutlet private weak var codeField: UITextField!
    @IBOutlet private weak var resendButton: UIButton!
    @IBOutlet private weak var helpButton: UIButton!
    private var countdown: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        codeField.textContentType = .oneTimeCode
        startCountdown()
    }

    private func startCountdown() {
        // The button keeps its place while the timer runs; disabled, it is still read: "Resend Code, dimmed".
        resendButton.isEnabled = false
        resendButton.setTitleColor(.clear, for: .disabled)  // expect: hidden-by-clear-tint
        countdown = Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { [weak self] _ in
            self?.resendButton.isEnabled = true
        }
        // Clear only while pressed: the title shows at rest.
        helpButton.setTitleColor(.clear, for: .highlighted)
    }
}
