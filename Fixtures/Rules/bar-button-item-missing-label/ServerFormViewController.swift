import UIKit

/// A button subclass that only widens its touch area: it names none of its instances.
final class SlopButton: UIButton {
    var touchSlop = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: touchSlop).contains(point)
    }
}

/// A button subclass that names itself.
final class SaveButton: UIButton {
    override var accessibilityLabel: String? {
        get { String(localized: "Save") }
        set { super.accessibilityLabel = newValue }
    }
}

final class ServerFormViewController: UIViewController {
    lazy var confirmButton: SlopButton = {
        let confirmButton = SlopButton()
        confirmButton.setImage(UIImage(named: "check-mark"), for: .normal)
        confirmButton.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: confirmButton)  // expect: bar-button-item-missing-label
        return confirmButton
    }()

    lazy var saveButton: SaveButton = {
        let saveButton = SaveButton()
        saveButton.setImage(UIImage(named: "floppy"), for: .normal)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: saveButton)
        return saveButton
    }()
}

/// Another form whose button of the same name has a title: it says nothing about the one above.
final class KeyFormViewController: UIViewController {
    let confirmButton: SlopButton = {
        let button = SlopButton()
        button.setTitle(String(localized: "Done"), for: .normal)
        return button
    }()
}
