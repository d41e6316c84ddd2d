import SwiftUI
import UIKit

protocol PlanCarouselCellDelegate: AnyObject {
    func planCardWasTapped(_ cell: PlanCardCell)
    func noteCellWasTapped(_ cell: NoteRowCell)
    func memberAvatarWasTapped(_ cell: MemberRowCell)
}

/// A plan card in a carousel: its tap only scrolls the card to the centre (the delegate does it,
/// in PlanCarouselViewController.swift). VoiceOver moves to the card by itself.
final class PlanCardCell: UICollectionViewCell {
    weak var delegate: PlanCarouselCellDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func cardTapped() {
        delegate?.planCardWasTapped(self)
    }
}

/// A note row: a tap on its text view clears a text selection or selects the row, as tapping
/// the cell does (the delegate calls `tableView(_:didSelectRowAt:)`).
final class NoteRowCell: UITableViewCell {
    weak var delegate: PlanCarouselCellDelegate?
    let noteView = UITextView()

    func configure() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(noteTapped))
        noteView.addGestureRecognizer(tap)
    }

    @objc private func noteTapped() {
        if noteView.selectedTextRange?.isEmpty == false {
            noteView.selectedTextRange = nil
        } else {
            delegate?.noteCellWasTapped(self)
        }
    }
}

/// A card holding a paging strip: taps on the strip go to the collection's own selection.
final class GalleryCardCell: UICollectionViewCell {
    let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func configure() {
        strip.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(stripTapped)))
    }

    @objc private func stripTapped() {
        guard let collection = superview as? UICollectionView, let indexPath = collection.indexPath(for: self) else { return }
        collection.delegate?.collectionView?(collection, didSelectItemAt: indexPath)
    }
}

/// Still a finding: the name label of a member row opens the member's profile, which is not
/// what selecting the row does.
final class MemberRowCell: UITableViewCell {
    weak var delegate: PlanCarouselCellDelegate?
    let nameLabel = UILabel()

    func configure() {
        nameLabel.isUserInteractionEnabled = true
        nameLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(nameTapped)))  // expect: tap-gesture-as-button
    }

    @objc private func nameTapped() {
        delegate?.memberAvatarWasTapped(self)
    }
}

/// A slide-to-confirm control: a tap only nudges the thumb forward and back, to show that it
/// must be slid. Nothing happens that a user needs.
final class SlideToConfirmView: UIView {
    let track = UIView()
    var thumbLeading: NSLayoutConstraint?

    func configure() {
        addSubview(track)
        let tap = UITapGestureRecognizer(target: self, action: #selector(nudgeThumb))
        track.addGestureRecognizer(tap)
    }

    @objc private func nudgeThumb() {
        print("slide, don't tap")
        UIView.animate(withDuration: 0.2, animations: {
            self.thumbLeading?.constant = 40
            self.layoutIfNeeded()
        }, completion: { _ in
            UIView.animate(withDuration: 0.2) {
                self.thumbLeading?.constant = 0
                self.layoutIfNeeded()
            }
        })
    }
}

/// Still a finding: the animation reveals the details once, it does not put them back.
final class ExpandableSummaryView: UIView {
    let summaryLabel = UILabel()
    let detailsLabel = UILabel()

    func configure() {
        summaryLabel.isUserInteractionEnabled = true
        let tap = UITapGestureRecognizer(target: self, action: #selector(revealDetails))  // expect: tap-gesture-as-button
        summaryLabel.addGestureRecognizer(tap)
    }

    @objc private func revealDetails() {
        UIView.animate(withDuration: 0.3) {
            self.detailsLabel.alpha = 1
        }
    }
}

/// An article footer holding a banner whose own element is a button (ArticleBannerView.swift):
/// VoiceOver activates that element, and the tap lands on the footer.
final class ArticleFooterView: UICollectionReusableView {
    let banner = ArticleBannerView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(banner)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openArticle)))
    }

    required init?(coder: NSCoder) { nil }

    @objc func openArticle() {
        NotificationCenter.default.post(name: .openArticle, object: nil)
    }
}

/// Still a finding: a footer with only a caption label in it.
final class CaptionFooterView: UICollectionReusableView {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(caption)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openArticle)))  // expect: tap-gesture-as-button
    }

    required init?(coder: NSCoder) { nil }

    @objc func openArticle() {
        NotificationCenter.default.post(name: .openArticle, object: nil)
    }
}

extension Notification.Name {
    static let openArticle = Notification.Name("openArticle")
}

/// A caption screen whose whole root view opens the full information: the view is the content,
/// and the tap is the only way to the next screen.
final class ArtworkCaptionViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(showFullInfo))  // expect: tap-gesture-as-button
        view.addGestureRecognizer(tap)
    }

    @objc private func showFullInfo() {
        present(ArtworkInfoViewController(), animated: true)
    }
}

final class ArtworkInfoViewController: UIViewController {}

/// Not view controllers, whatever their names say: a root `view` property here is a plain view.
final class LegacyMapViewController: NSObject {
    let view = UIView()

    func configure() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(recenter))  // expect: tap-gesture-as-button
        view.addGestureRecognizer(tap)
    }

    @objc private func recenter() {
        NotificationCenter.default.post(name: .openArticle, object: nil)
    }
}
