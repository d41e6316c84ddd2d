import UIKit

/// Adding a server: the scan button in the address field is hidden from VoiceOver.
final class ServerViewController: UIViewController {
    let scanButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "qrcode.viewfinder"), for: .normal)
        button.isAccessibilityElement = false // expect: hidden-interactive-element
        return button
    }()

    @IBOutlet var helpButton: UIButton!
    let pageControl = UIPageControl()
    let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        helpButton.accessibilityElementsHidden = true // expect: hidden-interactive-element
        pageControl.isAccessibilityElement = false
        pageControl.isUserInteractionEnabled = false
        spinner.isAccessibilityElement = false
    }
}

/// A folder row read as one element: its disclosure button's action is a custom action of the row.
final class FolderCell: UICollectionViewCell {
    @IBOutlet var disclosureButton: UIButton!
    @IBOutlet var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        isAccessibilityElement = true
        titleLabel.isAccessibilityElement = false
        disclosureButton.isAccessibilityElement = false
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { [UIAccessibilityCustomAction(name: "Collapse") { [weak self] _ in self?.toggle() ?? false }] }
        set {}
    }
}

/// A menu button laid over the whole cell: activating the cell with VoiceOver taps through to it.
final class ParameterCell: UITableViewCell {
    private var overlayButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        overlayButton = UIButton(frame: bounds)
        overlayButton.isAccessibilityElement = false
        overlayButton.backgroundColor = .clear
        overlayButton.showsMenuAsPrimaryAction = true
        contentView.addSubview(overlayButton)
    }
}

/// An adjustable row: swiping up or down picks the option its private buttons show.
final class CharacterSetCell: UITableViewCell {
    private final class OptionsView: UIStackView {
        func addOption(_ title: String) {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.isAccessibilityElement = false
            addArrangedSubview(button)
        }
    }

    override func accessibilityIncrement() { selectNext() }
    override func accessibilityDecrement() { selectPrevious() }
}
