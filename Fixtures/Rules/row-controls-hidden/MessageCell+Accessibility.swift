import UIKit

extension MessageCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        isAccessibilityElement = true  // expect: row-controls-hidden
    }

    override var accessibilityLabel: String? {
        get { bodyLabel.text }
        set {}
    }
}
