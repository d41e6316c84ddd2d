import UIKit

/// The cell's controls are declared here; it becomes one element in MessageCell+Accessibility.swift.
final class MessageCell: UICollectionViewCell {
    @IBOutlet weak var bodyLabel: UILabel!
    @IBOutlet weak var replyButton: UIButton!
    @IBOutlet weak var favoriteSwitch: UISwitch!
}
