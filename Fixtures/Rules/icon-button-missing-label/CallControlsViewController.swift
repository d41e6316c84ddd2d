import UIKit

/// The in-call controls: each toggle swaps its image, and every image it is given is read on its own.
final class CallControlsViewController: UIViewController {
    @IBOutlet weak var cameraButton: UIButton!
    @IBOutlet weak var hangUpButton: UIButton!
    @IBOutlet weak var infoButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        cameraButton.setImage(UIImage(named: "camera-on"), for: .normal)  // expect: icon-button-missing-label
        cameraButton.setImage(UIImage(named: "camera-off"), for: .selected)  // expect: icon-button-missing-label
        hangUpButton.setImage(UIImage(named: "phone-down"), for: .normal)
        hangUpButton.accessibilityLabel = String(localized: "End call")
        if #available(iOS 13.0, *) {
            infoButton.setImage(UIImage.init(systemName: "info.circle"), for: .normal)
        } else {
            infoButton.setImage(UIImage.init(named: "info-legacy"), for: .normal)  // expect: icon-button-missing-label
        }
    }

    func cameraDidToggle(isOn: Bool) {
        cameraButton.setImage(UIImage(named: isOn ? "camera-on" : "camera-off"), for: .normal)  // expect: icon-button-missing-label
    }
}

/// Another screen's button of the same name: its title names that button, not the ones above.
final class CallSummaryViewController: UIViewController {
    @IBOutlet weak var cameraButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        cameraButton.setTitle(String(localized: "Turn on camera"), for: .normal)
    }
}

/// A round button class; one caller titles its instance, which names no other instance.
final class RoundCallButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 28
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class IncomingCallViewController: UIViewController {
    private lazy var acceptButton: RoundCallButton = {
        let button = RoundCallButton()
        button.setTitle(String(localized: "Accept"), for: .normal)
        return button
    }()

    /// Named where it is built; the image it is given later is covered.
    private lazy var holdButton: RoundCallButton = {
        let button = RoundCallButton()
        button.accessibilityLabel = String(localized: "Hold call")
        return button
    }()

    func showHeld(_ isHeld: Bool) {
        holdButton.configuration?.image = UIImage(named: isHeld ? "resume-call" : "hold-call")
    }

    private lazy var declineButton: RoundCallButton = {
        let button = RoundCallButton()
        button.setImage(UIImage(named: "decline-call"), for: .normal)  // expect: icon-button-missing-label
        return button
    }()
}

/// A base screen labels its own property; a subclass that gives it an image is covered.
class BaseCallViewController: UIViewController {
    let muteButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        muteButton.accessibilityLabel = String(localized: "Mute")
    }
}

final class GroupCallViewController: BaseCallViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        muteButton.setImage(UIImage(named: "mic-slash"), for: .normal)
    }
}
