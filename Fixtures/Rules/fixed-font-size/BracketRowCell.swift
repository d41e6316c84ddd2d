import UIKit

/// A bracket row: the xib's seed labels in `seedsStackView` are placeholders that `configure(with:)`
/// removes and replaces with labels made here (with a text style); `roundLabel` stays as the xib made it.
final class BracketRowCell: UITableViewCell {
    @IBOutlet weak var roundLabel: UILabel!
    @IBOutlet weak var seedsStackView: UIStackView!

    func configure(with seeds: [String]) {
        clearSeeds()
        for seed in seeds {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.text = seed
            seedsStackView.addArrangedSubview(label)
        }
    }

    private func clearSeeds() {
        for view in seedsStackView.arrangedSubviews {
            seedsStackView.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
    }
}
