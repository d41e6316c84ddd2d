// A file saved with a byte-order mark and CRLF line endings.
import UIKit

final class LegacyCell: UITableViewCell {
    /* A block comment
       spanning CRLF lines. */
    override func awakeFromNib() {
        super.awakeFromNib()
        let text = """
            Multi-line
            with CRLF
            """
        textLabel?.text = text
        accessibilityTraits = .button
    }
}
