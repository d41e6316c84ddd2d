import UIKit

/// A permit receipt: the scanned permit is content, the stamp is decoration.
final class ReceiptViewController: UIViewController {
    private let permitImageView = UIImageView()
    private let stampImageView = UIImageView(image: UIImage(named: "stamp"))
    private let parkLogoView = UIImageView(image: UIImage(named: "park-logo"))

    var permitScan: UIImage? {
        didSet { permitImageView.image = permitScan }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(permitImageView)
        view.addSubview(stampImageView)
        view.addSubview(parkLogoView)

        permitImageView.isAccessibilityElement = true
        permitImageView.accessibilityLabel = String(localized: "Scanned day-use permit")

        parkLogoView.isAccessibilityElement = true  // expect: image-missing-label

        let badge = UIImageView(image: UIImage(named: "ranger-badge"))
        badge.isAccessibilityElement = true
        badge.accessibilityLabel = String(localized: "Verified by a ranger")
        view.addSubview(badge)
    }
}

/// An image view that always reads the trail's name.
final class TrailThumbnailView: UIImageView {
    var trailName = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
        get { trailName }
        set { }
    }
}
