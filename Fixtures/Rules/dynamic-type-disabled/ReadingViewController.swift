import UIKit

/// The article reader: body text follows Dynamic Type, the chart inset does not.
final class ReadingViewController: UIViewController {
    private let bodyLabel = UILabel()
    private let footnoteLabel = UILabel()
    private let chartController = ChartViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        footnoteLabel.font = .preferredFont(forTextStyle: .footnote)
        footnoteLabel.adjustsFontForContentSizeCategory = false  // expect: dynamic-type-disabled
        addChild(chartController)
        setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .large), forChild: chartController)  // expect: dynamic-type-disabled
    }
}
