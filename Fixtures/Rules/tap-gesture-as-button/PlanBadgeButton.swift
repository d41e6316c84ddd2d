import UIKit

/// A project button class two levels below `UIButton`: it is a control wherever it is used.
class RoundedPillButton: UIButton {}

final class PlanBadgeButton: RoundedPillButton {
    func configure(plan: String) { setTitle(plan, for: .normal) }
}
