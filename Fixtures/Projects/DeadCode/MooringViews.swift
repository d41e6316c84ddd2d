import UIKit

/// Created by the storyboard only (its `customClass`).
final class MooringView: UIView {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        nameLabel.isUserInteractionEnabled = true
        nameLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openMooring))) // expect: tap-gesture-as-button
    }

    @objc private func openMooring() {
        NotificationCenter.default.post(name: .init("openMooring"), object: nil)
    }
}

/// Created nowhere.
final class DriftView: UIView {
    let iconView = UIImageView(image: UIImage(named: "drift"))

    func install() {
        iconView.isUserInteractionEnabled = true
        iconView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showDrift)))
    }

    @objc func showDrift() {
        NotificationCenter.default.post(name: .init("showDrift"), object: nil)
    }
}

/// Created by name at run time.
final class BuoyBadgeView: UIView {
    let badgeView = UIImageView(image: UIImage(named: "buoy"))

    override func didMoveToWindow() {
        super.didMoveToWindow()
        install()
    }

    func install() {
        badgeView.isUserInteractionEnabled = true
        badgeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showBuoy))) // expect: tap-gesture-as-button
    }

    @objc func showBuoy() {
        NotificationCenter.default.post(name: .init("showBuoy"), object: nil)
    }
}

final class HarborViewController: UIViewController, UIScrollViewDelegate {
    let titleLabel = UILabel()
    let oldTitleLabel = UILabel()

    /// Never called here, but the class conforms to UIKit protocols: UIKit may call a method
    /// of this name, so it stays alive.
    func configureLegend() {
        titleLabel.isUserInteractionEnabled = true
        titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showLegend))) // expect: tap-gesture-as-button
    }

    /// Private and never called: nothing can reach it.
    private func configureOldLegend() {
        oldTitleLabel.isUserInteractionEnabled = true
        oldTitleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showLegend)))
    }

    @objc func showLegend() {
        present(UIViewController(), animated: true)
    }

    func makeBadge() -> UIView? {
        guard let type = NSClassFromString("BuoyBadgeView") as? UIView.Type else { return nil }
        return type.init()
    }
}
