import UIKit

// Lays out a paper receipt for AirPrint: paper has no Dynamic Type, so its fixed fonts are fine.
final class OrderReceiptPrintFormatter {
    private let titleFont = UIFont.boldSystemFont(ofSize: 16)
    private let lineFont = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)

    func attributedReceipt(for lines: [String]) -> NSAttributedString {
        let receipt = NSMutableAttributedString(string: "Receipt\n", attributes: [.font: titleFont])
        for line in lines {
            receipt.append(NSAttributedString(string: line + "\n", attributes: [.font: lineFont]))
        }
        return receipt
    }
}

// The screen that previews the PDF shows its own caption on screen: that one must scale.
final class ReceiptPDFPreviewViewController: UIViewController {
    private let captionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        captionLabel.font = UIFont.systemFont(ofSize: 13)  // expect: fixed-font-size
        view.addSubview(captionLabel)
    }
}
