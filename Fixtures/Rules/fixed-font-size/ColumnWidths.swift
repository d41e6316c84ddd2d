import UIKit

/// A table of results whose row-number column is as wide as its largest number: the font in
/// `numberColumnWidth` only measures text, it is never shown; the caption's font is shown.
final class ResultsGridLayout {
    let captionLabel = UILabel()

    func numberColumnWidth(rowCount: Int) -> CGFloat {
        let text = "\(rowCount)" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let bounds = text.boundingRect(with: CGSize(width: 400, height: 20), options: .usesLineFragmentOrigin,
                                       attributes: attributes, context: nil)
        return ceil(bounds.width) + 16
    }

    func configureCaption(_ caption: String) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)] // expect: fixed-font-size
        let width = (caption as NSString).size(withAttributes: attributes).width
        captionLabel.attributedText = NSAttributedString(string: caption, attributes: attributes)
        captionLabel.frame.size.width = width
    }
}
