import UIKit

protocol ProfileHeaderViewDelegate: AnyObject {
    func profileHeaderDidRequestAvatar(_ header: ProfileHeaderView)
    func profileHeaderDidRequestFollowers(_ header: ProfileHeaderView)
    func profileHeaderDidRequestWebsite(_ header: ProfileHeaderView)
    func profileHeaderDidRequestBadges(_ header: ProfileHeaderView)
}

/// The header at the top of a member's profile: cover, avatar, name, counts and website.
final class ProfileHeaderView: UIView {
    weak var delegate: ProfileHeaderViewDelegate?

    private let coverImageView = UIImageView()
    private let avatarImageView = UIImageView()
    private let nameLabel = UILabel()
    private let followersLabel = UILabel()
    private let websiteLabel = UILabel()
    private let badgesStack = UIStackView()
    private var isCoverZoomed = false

    // Stored so it can be disabled while the profile is being edited.
    private lazy var websiteTap = UITapGestureRecognizer(target: self, action: #selector(websiteTapped))  // expect: tap-gesture-as-button

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureSubviews()
        configureGestures()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSubviews()
        configureGestures()
    }

    func configure(with profile: MemberProfile) {
        nameLabel.text = profile.displayName
        followersLabel.text = String(localized: "\(profile.followerCount) followers")
        websiteLabel.text = profile.website?.host()
        websiteTap.isEnabled = profile.website != nil
        avatarImageView.accessibilityLabel = String(localized: "Profile photo of \(profile.displayName)")
    }

    private func configureSubviews() {
        coverImageView.contentMode = .scaleAspectFill
        coverImageView.clipsToBounds = true
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.layer.cornerRadius = 36
        avatarImageView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        followersLabel.font = .preferredFont(forTextStyle: .subheadline)
        websiteLabel.textColor = .link
        badgesStack.axis = .horizontal
        badgesStack.spacing = 4
        [coverImageView, avatarImageView, nameLabel, followersLabel, websiteLabel, badgesStack].forEach(addSubview)
    }

    private func configureGestures() {
        // The avatar opens the full-size photo, but VoiceOver only hears an image.
        avatarImageView.isUserInteractionEnabled = true
        avatarImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))  // expect: tap-gesture-as-button

        // The follower count is exposed as a button, so the tap is fine.
        let followersTap = UITapGestureRecognizer(target: self, action: #selector(followersTapped))
        followersLabel.isUserInteractionEnabled = true
        followersLabel.addGestureRecognizer(followersTap)
        followersLabel.isAccessibilityElement = true
        followersLabel.accessibilityTraits.insert(.button)

        websiteLabel.isUserInteractionEnabled = true
        websiteLabel.addGestureRecognizer(websiteTap)

        // A double tap zooms the cover; a single tap does nothing.
        let zoomTap = UITapGestureRecognizer(target: self, action: #selector(toggleCoverZoom))
        zoomTap.numberOfTapsRequired = 2
        coverImageView.isUserInteractionEnabled = true
        coverImageView.addGestureRecognizer(zoomTap)

        // The badges open their list; VoiceOver users get the same through a custom action.
        let badgesTap = UITapGestureRecognizer(target: self, action: #selector(badgesTapped))
        badgesStack.addGestureRecognizer(badgesTap)
        badgesStack.isAccessibilityElement = true
        badgesStack.accessibilityLabel = String(localized: "Badges")
        badgesStack.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: String(localized: "Show all badges")) { [weak self] _ in
                guard let self else { return false }
                self.delegate?.profileHeaderDidRequestBadges(self)
                return true
            },
        ]
    }

    @objc private func avatarTapped() {
        delegate?.profileHeaderDidRequestAvatar(self)
    }

    @objc private func followersTapped() {
        delegate?.profileHeaderDidRequestFollowers(self)
    }

    @objc private func websiteTapped() {
        delegate?.profileHeaderDidRequestWebsite(self)
    }

    @objc private func badgesTapped() {
        delegate?.profileHeaderDidRequestBadges(self)
    }

    @objc private func toggleCoverZoom() {
        isCoverZoomed.toggle()
        UIView.animate(withDuration: 0.25) {
            self.coverImageView.transform = self.isCoverZoomed ? CGAffineTransform(scaleX: 1.6, y: 1.6) : .identity
        }
    }
}

struct MemberProfile {
    var displayName: String
    var followerCount: Int
    var website: URL?
}
