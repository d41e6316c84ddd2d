import UIKit

/// A star badge that opens the ratings sheet. Its accessibility lives in
/// RatingBadgeView+Accessibility.m, an Objective-C category.
@objc final class RatingBadgeView: UIView {
    private let starImageView = UIImageView(image: UIImage(named: "star_badge"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(starImageView)
        let tap = UITapGestureRecognizer(target: self, action: #selector(openRatings))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func openRatings() {
        NotificationCenter.default.post(name: .showRatings, object: self)
    }
}

extension Notification.Name {
    static let showRatings = Notification.Name("showRatings")
}
