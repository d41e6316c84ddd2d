import UIKit

/// A collapsible filter header that reacts to raw touches.
class FilterHeaderView: UIView {
    let titleLabel = UILabel()
    let chevronView = UIImageView(image: UIImage(systemName: "chevron.down"))
    var detailView: UIView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        backgroundColor = .secondarySystemFill
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {  // expect: touch-handling-without-activate
        super.touchesEnded(touches, with: event)
        UIView.animate(withDuration: 0.2) {
            self.backgroundColor = .clear
            if let detailView = self.detailView {
                detailView.isHidden.toggle()
                self.chevronView.transform = detailView.isHidden ? .identity : CGAffineTransform(scaleX: 1, y: -1)
            }
        }
    }
}

/// The same header, fixed: VoiceOver's double tap runs the toggle.
final class AccessibleFilterHeaderView: FilterHeaderView {
    override func accessibilityActivate() -> Bool {
        detailView?.isHidden.toggle()
        return true
    }
}

protocol ChipDelegate: AnyObject {
    func chipWasTapped(_ chip: FilterChip)
}

/// A chip that only shows its press; the tap itself is a recognizer set up elsewhere.
final class FilterChip: UIView {
    weak var delegate: ChipDelegate?
    var onRemove: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        alpha = 0.6
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first {
            let point = touch.location(in: self)
            alpha = bounds.contains(point) ? 1 : 0.8
        }
    }
}

/// A removable tag: the touch runs a closure.
final class RemovableTagView: UIImageView {
    var onRemove: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {  // expect: touch-handling-without-activate
        onRemove?()
    }
}

/// The filter sheet shows the plain header for its first section (so the plain one is in use, not
/// only through the fixed subclass).
final class FilterSheetViewController: UIViewController {
    private let sortHeader = FilterHeaderView()
    private let colorHeader = AccessibleFilterHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sortHeader)
        view.addSubview(colorHeader)
    }
}
