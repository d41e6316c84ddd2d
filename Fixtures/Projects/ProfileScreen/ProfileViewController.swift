import UIKit

/// The profile screen: its views come from Profile.storyboard; their accessibility is set
/// up in ProfileCardView+Accessibility.swift and ProfileViewController+Accessibility.swift.
final class ProfileViewController: UIViewController {
    @IBOutlet private weak var cardView: ProfileCardView!
    @IBOutlet private weak var shareItem: UIBarButtonItem!
    @IBOutlet private weak var nameLabel: UILabel!

    var profile: Profile? {
        didSet { render() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cardTap = UITapGestureRecognizer(target: self, action: #selector(openMembership))
        cardView.addGestureRecognizer(cardTap)
        configureAccessibility()
        render()
    }

    private func render() {
        nameLabel.text = profile?.displayName
        cardView.configure(tier: profile?.tier ?? .free)
    }

    @objc private func openMembership() {
        let membership = MembershipViewController(tier: profile?.tier ?? .free)
        navigationController?.pushViewController(membership, animated: true)
    }

    @IBAction private func share(_ sender: UIBarButtonItem) {
        guard let url = profile?.shareURL else { return }
        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
    }

    @IBAction private func showFilters(_ sender: UIBarButtonItem) {
        present(ActivityFilterViewController(), animated: true)
    }
}
